import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPriceBooks } from '@keyplan/domain';
import AdminPage from './admin-page.tsx';
import { formatWhen } from '../features/admin/components/format.ts';
import { adminMe } from '../testing/charting-fixtures.tsx';
import {
  json,
  mockFetch,
  problem,
  renderRoutes,
  staffMe,
  storeSignedInUser,
  type Handler,
} from '../testing/test-utils.tsx';

const routes = [
  { path: '/admin', element: <AdminPage /> },
  { path: '/error', element: <h1>Error page</h1> },
];

const PRICE_BOOKS: AdminPriceBooks = {
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
            lockBase: { AL: { ST: 2790 } },
            extras: { key: 240, masterKey: 680, grandMasterKey: 960, engravedLine: 125, logoFace: 350, keyText: 95 },
          },
          quantityTiers: [{ minLocks: 1, discountPercent: 0 }],
          createdBy: null,
          createdAt: null,
        },
      ],
      drafts: [
        {
          orderId: '0b8a3c52-6f0e-4a52-9a39-7d3f0e6f1c11',
          orderLockSystemId: '1c8a3c52-6f0e-4a52-9a39-7d3f0e6f1c12',
          ccid: '0000100003',
          orderSystemName: 'North plant',
          totalPrice: 3970,
        },
      ],
    },
  ],
};

function visit(me: object, extra: Record<string, Handler> = {}) {
  storeSignedInUser();
  const fetchMock = mockFetch({
    'GET /api/me': () => json(me),
    'GET /api/admin/price-books': () => json(PRICE_BOOKS),
    'GET /api/admin/feature-flags': () =>
      json([{ name: 'quoting', enabled: true, updatedBy: 'ada.admin@example.com', updatedAt: '2026-11-25T10:00:00Z' }]),
    'GET /api/LookUp/lockMaterials': () => json([]),
    'GET /api/LookUp/shackleTypes': () => json([]),
    ...extra,
  });
  const view = renderRoutes({ routes, initialEntries: ['/admin'] });
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname === path,
    );
  return { ...view, calls };
}

describe('AdminPage', () => {
  it('tells staff without the admin role what the screen is for and what they can do instead', async () => {
    const { calls } = visit(staffMe);
    expect(await screen.findByText('Administration is for administrators')).toBeInTheDocument();
    expect(screen.getByText(/You are signed in as sam.staff@example.com, without the admin role/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Customer Search' })).toHaveAttribute('href', '/customer-search');
    expect(screen.queryByText("You don't have permissions to access this site.")).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(calls('GET', '/api/admin/price-books')).toHaveLength(0);
  });

  it('asks before turning a feature flag off, and Cancel changes nothing', async () => {
    const user = userEvent.setup();
    const { calls } = visit(adminMe, { 'PUT /api/features/quoting': () => json(false) });
    await user.click(await screen.findByRole('tab', { name: 'Feature flags' }));
    expect(await screen.findByText(/Last changed by ada.admin@example.com/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('quoting'));
    const dialog = await screen.findByRole('dialog', { name: 'Turn quoting off?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls('PUT', '/api/features/quoting')).toHaveLength(0);
    await user.click(screen.getByLabelText('quoting'));
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(calls('PUT', '/api/features/quoting')).toHaveLength(1));
    expect(JSON.parse(String(calls('PUT', '/api/features/quoting')[0]![1]!.body))).toEqual({
      enabled: false,
      expectedUpdatedAt: '2026-11-25T10:00:00Z',
    });
  });

  it('says so when the flag was changed elsewhere since it was loaded (409), and loads it again', async () => {
    const user = userEvent.setup();
    const { calls } = visit(adminMe, {
      'PUT /api/features/quoting': () => problem(409, 'The feature flag quoting was changed by someone else'),
    });
    await user.click(await screen.findByRole('tab', { name: 'Feature flags' }));
    await user.click(await screen.findByLabelText('quoting'));
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('alert', { name: 'Flag changed elsewhere' })).toHaveTextContent(
      'quoting was changed by someone else since you loaded it, so nothing was changed',
    );
    await waitFor(() => expect(calls('GET', '/api/admin/feature-flags').length).toBeGreaterThan(1));
  });

  it('shows per bucket the codes issued, the blocks reserved, the unheld bittings in them and what is left', async () => {
    const user = userEvent.setup();
    const bucket = (id: string, name: string, retired: boolean) => ({
      id,
      item: { id, name, pins: 6, depthMin: 0, depthMax: 9, depthStep: 1, macs: 7 },
      retired,
      retiredAt: retired ? '2026-11-25T10:00:00Z' : null,
      version: 1,
    });
    visit(adminMe, {
      'GET /api/admin/lookups/keycodebuckettype': () =>
        json({
          name: 'keycodebuckettype',
          items: [bucket('SP6', 'Safety 6-pin', false), bucket('OLD', 'Old 6-pin', true)],
        }),
      'GET /api/key-code-buckets/SP6/capacity': () =>
        json({
          bucketType: 'SP6',
          validBittings: 900000,
          issuedCodes: 12,
          reservedBlocks: 2,
          reservedBittings: 1500,
          left: 898488,
          cells: { total: 64, master: 40, shared: 10, random: 2, free: 12 },
          systemsThatFit: [
            { shape: '10 master keys × 100 locks', masterKeys: 10, locks: 100, fit: 12 },
            { shape: '50 master keys × 200 locks', masterKeys: 50, locks: 200, fit: 1 },
            { shape: '1,000 keyed-different locks', masterKeys: 0, locks: 1000, fit: 160 },
          ],
          warning: 'Key code bucket SP6 is nearly full: 12 of its 64 key cells are free.',
        }),
      'GET /api/key-code-buckets/OLD/capacity': () => problem(500, 'Internal Server Error'),
    });
    await user.click(await screen.findByRole('tab', { name: 'Key codes' }));
    const table = await screen.findByRole('table', { name: 'Key code buckets' });
    expect(within(table).getByRole('columnheader', { name: 'Unheld in blocks' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Safety 6-pin/ })).toHaveTextContent(
        `Safety 6-pin12${(2).toLocaleString()}${(1500).toLocaleString()}${(898488).toLocaleString()}12 of 64121160`,
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Key code bucket SP6 is nearly full: 12 of its 64 key cells are free.',
    );
    expect(await within(table).findByText('Could not be counted')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Old 6-pin \(retired\)/ })).toBeInTheDocument();
  });

  it('says at the field when a price is not an amount, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = visit(adminMe);
    const key = await screen.findByRole('textbox', { name: 'Key' });
    expect(screen.getByText(/it reprices 1 draft of USD/)).toBeInTheDocument();
    await user.clear(key);
    await user.type(key, '2,40');
    await user.click(screen.getByRole('button', { name: 'Create version' }));
    expect(await screen.findByText('Enter an amount such as 12.50')).toBeInTheDocument();
    expect(calls('POST', '/api/admin/price-books')).toHaveLength(0);
  });

  it('asks before a version that starts later, saying from when; once created, focus is on what was created', async () => {
    const user = userEvent.setup();
    const { calls } = visit(adminMe, {
      'POST /api/admin/price-books': ({ body }) =>
        json(
          {
            version: {
              ...(body as Record<string, unknown>),
              version: 1,
              createdBy: 'admin@example.com',
              createdAt: '2026-11-30T10:00:00.000Z',
            },
            repricedDrafts: [],
          },
          201,
        ),
    });
    await screen.findByRole('textbox', { name: 'Key' });
    fireEvent.change(screen.getByLabelText('Effective from (empty: now)'), { target: { value: '2027-01-01T08:00' } });
    await user.click(screen.getByRole('button', { name: 'Create version' }));
    const ask = await screen.findByRole('dialog', { name: 'Create the new version of USD?' });
    expect(ask).toHaveTextContent(`Its prices apply from ${formatWhen(new Date('2027-01-01T08:00').toISOString())}.`);
    expect(ask).toHaveTextContent('Nothing is repriced until then');
    await user.click(within(ask).getByRole('button', { name: 'Create version' }));
    const created = await screen.findByRole('alert', { name: 'Version created' });
    await waitFor(() => expect(created).toHaveFocus());
    expect(calls('POST', '/api/admin/price-books')).toHaveLength(1);
  });

  it('sends a copy of the latest version with the edited price, and offers Reload when it went stale', async () => {
    const user = userEvent.setup();
    const { calls } = visit(adminMe, {
      'POST /api/admin/price-books': () => problem(409, 'The USD price book has changed since you began'),
    });
    const key = await screen.findByRole('textbox', { name: 'Key' });
    await user.clear(key);
    await user.type(key, '3.10');
    await user.click(screen.getByRole('button', { name: 'Create version' }));
    // Asked first: what takes effect, and from when (issue 47). Cancel sends nothing.
    const ask = await screen.findByRole('dialog', { name: 'Put the new version of USD in force now?' });
    expect(ask).toHaveTextContent(
      'Its prices apply now, in place of the version in force: it reprices 1 draft of USD at once.',
    );
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('POST', '/api/admin/price-books')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Create version' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Create version' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /in force now/ })).getByRole('button', {
        name: 'Create version',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    const sent = JSON.parse(String(calls('POST', '/api/admin/price-books')[0]![1]!.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({
      currency: 'USD',
      baseVersion: 0,
      effectiveFrom: null,
      priceBook: { lockBase: { AL: { ST: 2790 } }, extras: { key: 310, masterKey: 680 } },
      quantityTiers: [{ minLocks: 1, discountPercent: 0 }],
    });
  });
});
