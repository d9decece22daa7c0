import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminLookupList, AdminPriceBooks } from '@keyplan/domain';
import AdminPage from './admin-page.tsx';
import { chooseLanguage } from '../i18n/language.ts';
import { adminMe } from '../testing/charting-fixtures.tsx';
import { json, mockFetch, renderRoutes, storeSignedInUser, type Handler } from '../testing/test-utils.tsx';

const RED = {
  id: 'RED',
  item: {
    id: 'RED',
    name: 'Red',
    hex: '#C8102E',
    translations: { 'fr-CA': { name: 'Rouge' }, 'es-MX': { name: 'Rojo' } },
  },
  retired: false,
  retiredAt: null,
  version: 3,
};
const COLORS: AdminLookupList = { name: 'colors', items: [RED] };
const STEEL = {
  id: 'STEEL',
  item: { id: 'STEEL', name: 'Laminated steel', description: 'Heavy-duty', bucket: 'SP6' },
  retired: false,
  retiredAt: null,
  version: 1,
};

const draft = (ccid: string, totalPrice: number) => ({
  orderId: `0b8a3c52-6f0e-4a52-9a39-7d3f0e6f1${ccid.slice(-3)}`,
  orderLockSystemId: `1c8a3c52-6f0e-4a52-9a39-7d3f0e6f1${ccid.slice(-3)}`,
  ccid,
  orderSystemName: 'North plant',
  totalPrice,
});
const priceBooks = (drafts: ReturnType<typeof draft>[]): AdminPriceBooks => ({
  currencies: [
    {
      currency: 'USD',
      inForceVersion: 0,
      latestVersion: 0,
      versions: [
        {
          currency: 'USD',
          version: 0,
          effectiveFrom: null,
          priceBook: {
            lockBase: { ALUM: { ST15: 2790 } },
            extras: { key: 240, masterKey: 680, grandMasterKey: 960, engravedLine: 125, logoFace: 350, keyText: 95 },
          },
          quantityTiers: [{ minLocks: 1, discountPercent: 0 }],
          createdBy: null,
          createdAt: null,
        },
      ],
      drafts,
    },
  ],
});

/** The lookup lists as the server answers them: names in the request's Accept-Language (issue 48). */
const byLanguage =
  (names: Record<string, object[]>): Handler =>
  ({ headers }) =>
    json(names[headers.get('Accept-Language') ?? 'en-US'] ?? names['en-US']);

function visit(extra: Record<string, Handler> = {}, drafts = [draft('0000100003', 123456)]) {
  storeSignedInUser();
  const fetchMock = mockFetch({
    'GET /api/me': () => json(adminMe),
    'GET /api/admin/price-books': () => json(priceBooks(drafts)),
    'GET /api/admin/lookups/colors': () => json(COLORS),
    'GET /api/admin/lookups/lockMaterials': () => json({ name: 'lockMaterials', items: [STEEL] }),
    'GET /api/admin/feature-flags': () =>
      json([{ name: 'quoting', enabled: true, updatedBy: 'ada.admin@example.com', updatedAt: '2026-11-25T12:00:00Z' }]),
    'GET /api/LookUp/lockMaterials': byLanguage({
      'en-US': [{ id: 'ALUM', name: 'Anodized aluminum', description: 'Rugged', bucket: 'AL5' }],
      'fr-CA': [{ id: 'ALUM', name: 'Aluminium anodisé', description: 'Robuste', bucket: 'AL5' }],
    }),
    'GET /api/LookUp/shackleTypes': byLanguage({
      'en-US': [{ id: 'ST15', name: 'Steel, 1-1/2 in (38 mm)', conductive: true }],
      'fr-CA': [{ id: 'ST15', name: 'Acier, 1 1/2 po (38 mm)', conductive: true }],
    }),
    ...extra,
  });
  renderRoutes({ routes: [{ path: '/admin', element: <AdminPage /> }], initialEntries: ['/admin'] });
  const bodies = (method: string, path: string) =>
    fetchMock.mock.calls
      .filter(
        ([url, init]) =>
          (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname === path,
      )
      .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown);
  const languages = (path: string) =>
    fetchMock.mock.calls
      .filter(([url]) => new URL(String(url), 'http://localhost').pathname === path)
      .map(([, init]) => new Headers(init?.headers).get('Accept-Language'));
  return { bodies, languages };
}

const badRequest = (errors: string[]) =>
  new Response(
    JSON.stringify({
      title: 'Bad Request',
      status: 400,
      detail: 'Validation failed',
      instance: '/api',
      traceID: 't',
      code: 'VALIDATION_FAILED',
      errors,
    }),
    { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
  );

async function openLookups(tab = 'Lookup lists') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: tab }));
  return user;
}

describe('AdminPage: lookup names in French and Spanish (issue 48)', () => {
  it("edits an item's French name, leaves out an emptied Spanish one, and names the server's refusal at its field", async () => {
    let answer: Response | undefined;
    const { bodies } = visit({
      'PUT /api/admin/lookups/colors/RED': () => answer ?? json({ ...RED, version: 4 }),
    });
    const user = await openLookups();
    await user.click(await screen.findByRole('button', { name: 'Rename Red' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename color Red' });
    expect(within(dialog).getByRole('group', { name: 'Translations' })).toBeInTheDocument();
    const french = within(dialog).getByRole('textbox', { name: 'French name' });
    const spanish = within(dialog).getByRole('textbox', { name: 'Spanish name' });
    expect(french).toHaveValue('Rouge');
    expect(spanish).toHaveValue('Rojo');
    expect(within(dialog).queryByRole('textbox', { name: 'French description' })).not.toBeInTheDocument();

    answer = badRequest(['item.translations.fr-CA.name: must be at most 60 characters']);
    await user.clear(french);
    await user.type(french, 'Rouge sécurité');
    await user.clear(spanish);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('must be at most 60 characters')).toBeInTheDocument();
    expect(french).toHaveAttribute('aria-invalid', 'true');
    expect(bodies('PUT', '/api/admin/lookups/colors/RED')).toEqual([
      {
        expectedVersion: 3,
        item: { id: 'RED', name: 'Red', hex: '#C8102E', translations: { 'fr-CA': { name: 'Rouge sécurité' } } },
      },
    ]);

    answer = undefined;
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies('PUT', '/api/admin/lookups/colors/RED')).toHaveLength(2);
  });

  it('asks for the French name of a French description before sending anything', async () => {
    const { bodies } = visit();
    const user = await openLookups();
    await user.click(screen.getByRole('combobox', { name: 'List' }));
    await user.click(screen.getByRole('option', { name: 'Lock materials' }));
    await user.click(await screen.findByRole('button', { name: 'Rename Laminated steel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename lock material Laminated steel' });
    await user.type(within(dialog).getByRole('textbox', { name: 'French description' }), 'Acier robuste');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('must not be empty')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'French name' })).toHaveAttribute('aria-invalid', 'true');
    expect(bodies('PUT', '/api/admin/lookups/lockMaterials/STEEL')).toHaveLength(0);
  });

  it('reads the lookup names the price book form shows again in the language chosen', async () => {
    const { languages } = visit();
    expect(
      await screen.findByRole('textbox', { name: 'Anodized aluminum · Steel, 1-1/2 in (38 mm)' }),
    ).toBeInTheDocument();
    await act(() => chooseLanguage('fr-CA'));
    expect(
      await screen.findByRole('textbox', { name: 'Aluminium anodisé · Acier, 1 1/2 po (38 mm)' }),
    ).toBeInTheDocument();
    expect(languages('/api/LookUp/lockMaterials')).toEqual(['en-US', 'fr-CA']);
  });
});

describe('AdminPage in French and Spanish', () => {
  it('speaks Quebec French: sections, lists, plurals, amounts and dates', async () => {
    await chooseLanguage('fr-CA');
    visit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Listes de prix' })).toHaveAttribute('aria-selected', 'true');
    // One draft: the singular; the key's price with a decimal comma; the draft's total grouped the French way.
    expect(await screen.findByText(/le prix de 1 brouillon en USD est recalculé/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Clé' })).toHaveValue('2,40');
    // (Testing Library reads the no-break space that groups French digits as a space.)
    expect(screen.getByText('Client 0000100003 · total de 1 234,56 USD')).toBeInTheDocument();

    const user = await openLookups('Bascules de fonctionnalité');
    expect(
      await screen.findByText(/^Dernière modification par ada\.admin@example\.com le 25 nov\. 2026/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Listes de référence' }));
    expect(await screen.findByRole('list', { name: /^Éléments\s:\sCouleurs$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Renommer Red' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renommer la couleur Red' });
    expect(within(dialog).getByRole('textbox', { name: 'Nom en français' })).toHaveValue('Rouge');
    expect(within(dialog).getByRole('textbox', { name: 'Nom en espagnol' })).toHaveValue('Rojo');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('speaks Mexican Spanish: the plural of drafts and the amounts', async () => {
    await chooseLanguage('es-MX');
    visit({}, [draft('0000100003', 3970), draft('0000100004', 123456)]);
    expect(await screen.findByRole('tab', { name: 'Listas de precios' })).toBeInTheDocument();
    expect(await screen.findByText(/recalcula el precio de 2 borradores en USD/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Borradores en USD (2)' })).toBeInTheDocument();
    expect(screen.getByText('Cliente 0000100004 · total 1,234.56 USD')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear versión' })).toBeInTheDocument();
  });
});
