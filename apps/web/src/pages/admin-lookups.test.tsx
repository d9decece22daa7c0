import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminLookupList } from '@keyplan/domain';
import AdminPage from './admin-page.tsx';
import { adminMe } from '../testing/charting-fixtures.tsx';
import { json, mockFetch, renderRoutes, storeSignedInUser, type Handler } from '../testing/test-utils.tsx';

const COLORS: AdminLookupList = {
  name: 'colors',
  items: [
    { id: 'RED', item: { id: 'RED', name: 'Red', hex: '#C8102E' }, retired: false, retiredAt: null, version: 1 },
    {
      id: 'BLU',
      item: { id: 'BLU', name: 'Blue', hex: '#0057B8' },
      retired: true,
      retiredAt: '2026-11-25T10:00:00Z',
      version: 2,
    },
  ],
};

const problem400 = (errors: string[]) =>
  new Response(
    JSON.stringify({
      title: 'Bad Request',
      status: 400,
      detail: `Validation failed: ${errors.join('; ')}`,
      instance: '/api',
      traceID: 't',
      code: 'VALIDATION_FAILED',
      errors,
    }),
    { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
  );

function visit(extra: Record<string, Handler> = {}) {
  storeSignedInUser();
  const fetchMock = mockFetch({
    'GET /api/me': () => json(adminMe),
    'GET /api/admin/price-books': () => json({ currencies: [] }),
    'GET /api/admin/lookups/colors': () => json(COLORS),
    'GET /api/admin/lookups/salesareas': () => json({ name: 'salesareas', items: [] }),
    ...extra,
  });
  renderRoutes({ routes: [{ path: '/admin', element: <AdminPage /> }], initialEntries: ['/admin'] });
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls
      .filter(
        ([url, init]) =>
          (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname === path,
      )
      .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown);
  return { calls };
}

async function openTab() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Lookup lists' }));
  return user;
}

describe('AdminPage: lookup lists', () => {
  it('lists the items with the retired ones marked, and says when a list is empty', async () => {
    visit();
    const user = await openTab();
    const items = await screen.findByRole('list', { name: 'Colors items' });
    expect(within(items).getByRole('listitem', { name: 'Red' })).toBeInTheDocument();
    const blue = within(items).getByRole('listitem', { name: 'Blue (retired)' });
    expect(within(blue).getByText('Retired')).toBeInTheDocument();
    expect(within(blue).getByRole('button', { name: 'Restore Blue' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'List' }));
    await user.click(screen.getByRole('option', { name: 'Sales areas' }));
    expect(await screen.findByText('This list has no items yet. Add the first one.')).toBeInTheDocument();
  });

  it('retires only after the confirmation, naming the version it loaded; Cancel sends nothing', async () => {
    const { calls } = visit({
      'POST /api/admin/lookups/colors/RED/retire': () =>
        json({ ...COLORS.items[0], retired: true, retiredAt: '2026-11-25T11:00:00Z', version: 2 }),
    });
    const user = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Retire Red' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire Red?' });
    expect(dialog).toHaveTextContent('Orders that already use it keep it');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls('POST', '/api/admin/lookups/colors/RED/retire')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Retire Red' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Retire Red?' })).getByRole('button', { name: 'Retire' }),
    );
    await waitFor(() =>
      expect(calls('POST', '/api/admin/lookups/colors/RED/retire')).toEqual([{ expectedVersion: 1 }]),
    );
  });

  it('names a broken rule at its field before sending, and the server’s too', async () => {
    const { calls } = visit({
      'POST /api/admin/lookups/colors': () => problem400(['item.name: must be unique in the list (RED is named red)']),
    });
    const user = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add a color' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a color' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Id' }), 'MNT');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'red');
    await user.type(within(dialog).getByRole('textbox', { name: 'Hex color' }), 'green');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('must be # and six hex digits, e.g. #C8102E')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Hex color' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls('POST', '/api/admin/lookups/colors')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Hex color' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Hex color' }), '#98FF98');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('must be unique in the list (RED is named red)')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls('POST', '/api/admin/lookups/colors')).toEqual([{ item: { id: 'MNT', name: 'red', hex: '#98FF98' } }]);
  });

  it('renames with the version loaded, the id read-only; a stale rename offers Reload', async () => {
    const { calls } = visit({
      'PUT /api/admin/lookups/colors/RED': () =>
        new Response(
          JSON.stringify({
            title: 'Conflict',
            status: 409,
            detail: 'The color RED was changed by someone else since you loaded it.',
            instance: '/api',
            traceID: 't',
            code: 'CONFLICT',
          }),
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        ),
    });
    const user = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Rename Red' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename color Red' });
    expect(within(dialog).getByRole('textbox', { name: 'Id' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Hex color' })).toBeDisabled();
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, 'Crimson');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText(/changed by someone else/)).toBeInTheDocument();
    expect(calls('PUT', '/api/admin/lookups/colors/RED')).toEqual([
      { expectedVersion: 1, item: { id: 'RED', name: 'Crimson', hex: '#C8102E' } },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calls('GET', '/api/admin/lookups/colors').length).toBeGreaterThan(1));
  });
});
