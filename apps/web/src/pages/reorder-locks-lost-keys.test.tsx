import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORDER_LOCK_SYSTEM_STATUS as STATUS, type InstalledLockSystem } from '@keyplan/domain';
import { ReorderLocksPage } from './reorder-locks-page.tsx';
import type { SessionState } from '../stores/session-store.ts';
import { buildInstalledSystem, INSTALLED_KD_SET_ID, INSTALLED_LOCK_SYSTEM_ID } from '../testing/installed-fixtures.ts';
import { CUSTOMER, buildOrder, storeSession } from '../testing/system-test-utils.tsx';
import { json, mockFetch, renderRoutes, type Handler } from '../testing/test-utils.tsx';

const SELECTED: Partial<SessionState> = { ccid: CUSTOMER.ccid, customer: CUSTOMER, salesArea: CUSTOMER.salesArea };
const original = buildOrder({ orderSystemName: 'North plant' }, STATUS.Submitted);
const ORIGINAL = { orderID: original.orderID, orderLockSystemID: original.orderLockSystems[0]!.orderLockSystemID };

function visit(system: InstalledLockSystem, more: Record<string, Handler> = {}) {
  storeSession(SELECTED);
  mockFetch({ [`GET /api/customers/${CUSTOMER.ccid}/lock-systems`]: () => json([system]), ...more });
  const view = renderRoutes({
    routes: [
      { path: '/reorder-locks', element: <ReorderLocksPage /> },
      { path: '/submit-system', element: <h1>Submit System</h1> },
    ],
    initialEntries: [`/reorder-locks?system=${INSTALLED_LOCK_SYSTEM_ID}`],
  });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

/** The installed system with master key AA reported lost (one copy), and the rest as given. */
function withLostMasterKey(overrides: Partial<InstalledLockSystem> = {}): InstalledLockSystem {
  const system = buildInstalledSystem(CUSTOMER.ccid, ORIGINAL, overrides);
  return {
    ...system,
    keys: system.keys.map((key) => (key.keySymbol === 'AA' ? { ...key, lostCopies: 1 } : key)),
  };
}

describe('/reorder-locks after a lost key (issue 42)', { timeout: 40_000 }, () => {
  it('offers nothing under a master key reported lost, and says why', async () => {
    const { user } = visit(withLostMasterKey());
    const locks = within(await screen.findByRole('table', { name: 'Lock sets of North plant' }));
    // Both lock sets are under AA: no more locks for either.
    expect(locks.queryByRole('textbox', { name: /^Locks to add/ })).not.toBeInTheDocument();
    expect(locks.getAllByText(/AA – MASTER KEY 1 has a copy reported lost/)).toHaveLength(2);
    const keys = within(screen.getByRole('table', { name: 'Keys of North plant' }));
    expect(keys.queryByRole('textbox', { name: 'Keys AA to cut' })).not.toBeInTheDocument();
    expect(keys.getByText('AA – MASTER KEY 1 has a copy reported lost: no more copies of it are cut.')).toBeVisible();
    expect(keys.getByRole('textbox', { name: 'Keys AA1 to cut' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a lock set' }));
    const under = screen.getByRole('combobox', { name: 'Under (new lock set 1)' });
    // Never under the lost master key, not even by default.
    expect(under).toHaveTextContent('A – grand master key only');
    await user.click(under);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['A – grand master key only']);
    await user.keyboard('{Escape}');
    const section = within(screen.getByRole('region', { name: 'New lock sets' }));
    expect(
      section.getByText(/AA – MASTER KEY 1 has a copy reported lost.*nothing more is added under it/),
    ).toBeVisible();
  });

  it('offers no more locks for a replaced lock set and no more copies of a retired key', async () => {
    const replacedBy = { orderID: 'remedy', sapOrderNumber: '0000077777' };
    const system = buildInstalledSystem(CUSTOMER.ccid, ORIGINAL);
    visit({
      ...system,
      lockSets: system.lockSets.map((lockSet) =>
        lockSet.lockSetID === INSTALLED_KD_SET_ID ? { ...lockSet, replacedBy } : lockSet,
      ),
      keys: system.keys.map((key) => (key.keySymbol === 'AA1' ? { ...key, retiredBy: replacedBy } : key)),
    });
    const locks = within(await screen.findByRole('table', { name: 'Lock sets of North plant' }));
    expect(locks.queryByRole('textbox', { name: 'Locks to add to LOCK SET 1' })).not.toBeInTheDocument();
    expect(locks.getByText(/LOCK SET 1 was replaced by SAP order 0000077777/)).toBeVisible();
    expect(locks.getByRole('textbox', { name: 'Locks to add to PUMPS' })).toBeInTheDocument();
    const keys = within(screen.getByRole('table', { name: 'Keys of North plant' }));
    expect(keys.queryByRole('textbox', { name: 'Keys AA1 to cut' })).not.toBeInTheDocument();
    expect(keys.getByText(/was retired: its locks were replaced by SAP order 0000077777/)).toBeVisible();
    // What is in the field: PUMPS' lock, and the keys not retired (1 + 2).
    expect(screen.getByText('SP6 · 1 lock · 3 keys · 2 key codes · 1 order')).toBeInTheDocument();
  });

  it('gives a new master key several lock sets, and puts a new lock set under it', async () => {
    let body: unknown;
    const { user, router } = visit(buildInstalledSystem(CUSTOMER.ccid, ORIGINAL), {
      [`POST /api/lock-systems/${INSTALLED_LOCK_SYSTEM_ID}/reorders`]: ({ body: sent }) => {
        body = sent;
        return json(buildOrder({}, STATUS.Ready), 201);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add master key' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of new master key 1' }), 'workshop');
    await user.type(screen.getByRole('textbox', { name: 'Name of lock set 1 of new master key 1' }), 'benches');
    await user.click(screen.getByRole('button', { name: 'Add a lock set to new master key 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of lock set 2 of new master key 1' }), 'tools');
    await user.clear(screen.getByRole('textbox', { name: 'Locks per set (lock set 2 of new master key 1)' }));
    await user.type(screen.getByRole('textbox', { name: 'Locks per set (lock set 2 of new master key 1)' }), '3');
    await user.click(screen.getByRole('button', { name: 'Add a lock set' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of new lock set 1' }), 'store');
    await user.click(screen.getByRole('combobox', { name: 'Under (new lock set 1)' }));
    await user.click(screen.getByRole('option', { name: 'WORKSHOP (new master key 1)' }));
    await user.click(screen.getByRole('button', { name: 'Create reorder' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/submit-system'));
    const sent = body as { newLockSets: unknown[]; newMasterKeys: { keyName: string; lockSets: unknown[] }[] };
    expect(sent.newLockSets).toEqual([]);
    expect(sent.newMasterKeys).toHaveLength(1);
    expect(sent.newMasterKeys[0]).toMatchObject({ keyName: 'WORKSHOP', keys: 1 });
    expect(sent.newMasterKeys[0]!.lockSets).toMatchObject([
      { lockSetName: 'BENCHES', numberOfLocksPerSet: 1 },
      { lockSetName: 'TOOLS', numberOfLocksPerSet: 3 },
      { lockSetName: 'STORE', keyOption: 'KD' },
    ]);
  });

  it('a new lock set under a new master key taken off goes back under an open master key', async () => {
    const { user } = visit(buildInstalledSystem(CUSTOMER.ccid, ORIGINAL));
    await user.click(await screen.findByRole('button', { name: 'Add master key' }));
    await user.click(screen.getByRole('button', { name: 'Add a lock set' }));
    await user.click(screen.getByRole('combobox', { name: 'Under (new lock set 1)' }));
    await user.click(screen.getByRole('option', { name: 'New master key 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove new master key 1' }));
    expect(screen.getByRole('combobox', { name: 'Under (new lock set 1)' })).toHaveTextContent('AA – MASTER KEY 1');
  });
});
