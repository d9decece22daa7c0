import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_LOCK_SYSTEM_STATUS as STATUS, type PricedLines, type SafekeyOrder } from '@keyplan/domain';
import { closeDraft } from '../features/key-system/editor/draft-store.ts';
import { CUSTOMER, renderKeySystem } from '../testing/render-key-system.tsx';
import { buildSafekeyOrder, buildTree } from '../testing/key-system-fixtures.ts';
import { lockSetForm, priceOf, visitSet } from '../testing/lock-set-test-utils.tsx';
import { json } from '../testing/test-utils.tsx';

afterEach(() => closeDraft());

const INSTALLED_ID = 'b5b4f3a2-0c1d-4e5f-8a9b-0c1d2e3f4a5b';
const row = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}\\b`) });
const fact = (label: string) => screen.getAllByText(label, { selector: 'dt' })[0]!.nextElementSibling?.textContent;

/**
 * The lines a Completed order was sent to SAP with (decision 0050), priced when the book was
 * cheaper or dearer than today's demo book: the lock at $21.00 (today $18.50), the master key's key
 * at $6.00 (today $6.80), the grand master key's at $9.00 (today $9.60).
 */
function keptLines(order: SafekeyOrder): PricedLines {
  const system = order.orderLockSystems[0]!;
  const masterKey = system.masterKeys[0]!;
  const lockSet = masterKey.lockSets[0]!;
  return {
    lockSets: [
      {
        lockSetID: lockSet.lockSetID,
        listPrice: 2100,
        pricePer: 2100,
        locks: 1,
        locksAmount: 2100,
        keyCount: 2,
        keyUnitPrice: 240,
        keys: 480,
        total: 2580,
      },
    ],
    keyLines: [
      { kind: 'grandMasterKey', id: system.grandMasterKey.grandMasterKeyID, quantity: 1, unitPrice: 900, amount: 900 },
      { kind: 'masterKey', id: masterKey.masterKeyID, quantity: 1, unitPrice: 600, amount: 600 },
    ],
    totalLocks: 1,
    discountPercent: 0,
    totalPrice: 4080,
  };
}

function completedOrder(): SafekeyOrder {
  const order = buildSafekeyOrder(buildTree(), { totalPrice: 4080 }, STATUS.Completed);
  const system = order.orderLockSystems[0]!;
  return { ...order, orderLockSystems: [{ ...system, submittedPrice: keptLines(order), priceKept: true }] };
}

/** A reorder of an installed system: the grand master key cuts 2 spare keys, the master key stands in and cuts none. */
function reorder(): SafekeyOrder {
  const tree = buildTree();
  tree.grandMasterKey = { ...tree.grandMasterKey, numberOfKeys: 1, addToSystem: true, additionalKeys: 2 };
  tree.masterKeys[0] = { ...tree.masterKeys[0]!, numberOfKeys: 5, addToSystem: true, additionalKeys: 0 };
  const order = buildSafekeyOrder(tree, { orderSystemName: 'North plant – reorder' }, STATUS.Ready);
  const system = order.orderLockSystems[0]!;
  return {
    ...order,
    orderLockSystems: [
      {
        ...system,
        isAddToSystem: true,
        lockSystemID: INSTALLED_ID,
        addsTo: { lockSystemID: INSTALLED_ID, name: 'North plant', sapOrderNumber: '0000012345' },
      },
    ],
  };
}

describe('/key-system and /set after the sale, and of a reorder', { timeout: 30_000 }, () => {
  it('a Completed order shows the lines sent to SAP on every node: they add up to its total', async () => {
    renderKeySystem(completedOrder());
    await screen.findByRole('list', { name: 'Lock system hierarchy' });
    await waitFor(() => expect(screen.getByTestId('live-total')).toHaveTextContent('$40.80'));
    // Today's book would say $23.30, $30.10 and $39.70.
    expect(row('LOCK SET 1')).toHaveTextContent('$25.80');
    expect(row('MASTER KEY 1')).toHaveTextContent('$31.80');
    expect(row('GRAND MASTER KEY')).toHaveTextContent('$40.80');
  });

  it("a Completed order's lock set shows the unit price it was sent with, beside its price per lock", async () => {
    const order = completedOrder();
    const lockSet = order.orderLockSystems[0]!.masterKeys[0]!.lockSets[0]!;
    // /set loads the session's order: it answers the Completed one in place of the one visitSet built.
    visitSet(buildTree(), {
      status: STATUS.Completed,
      lockSetId: lockSet.lockSetID,
      extra: (built) => ({ [`GET /api/orders/${built.orderID}`]: () => json({ ...order, orderID: built.orderID }) }),
    });
    await lockSetForm();
    await waitFor(() => expect(priceOf(/^Lock set total/)).toBe('$25.80'));
    expect(priceOf(/^Lock unit price/)).toBe('$21.00');
    expect(priceOf(/^Price per lock/)).toBe('$21.00');
    expect(priceOf(/^Keys/)).toBe('$4.80');
    expect(priceOf(/^System total/)).toBe('$40.80');
  });

  it('a reorder is read-only in its own words, with the way to Reorder Locks for its installed system', async () => {
    const { user, router } = renderKeySystem(reorder());
    await screen.findByRole('list', { name: 'Lock system hierarchy' });
    const notice = await screen.findByText(/This is a reorder of North plant \(SAP order 0000012345\)/);
    // The subtitle says it is a reorder, and of what (issue 47).
    expect(
      screen.getByText(
        `North plant – reorder · Reorder for North plant (SAP order 0000012345) · ${CUSTOMER.name} (${CUSTOMER.ccid})`,
      ),
    ).toBeInTheDocument();
    expect(notice).toHaveTextContent('it is made on Reorder Locks, not here');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    // The stand-ins count the spare keys this order cuts, not the installed system's keys.
    expect(row('GRAND MASTER KEY')).toHaveTextContent('1 lock set · 1 lock · 4 keys');
    expect(row('MASTER KEY 1')).toHaveTextContent('1 lock set · 1 lock · 2 keys');
    expect(fact('Spare keys')).toBe('2');
    expect(screen.queryByText('Number of keys', { selector: 'dt' })).not.toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('Keys', { selector: 'dt' }).nextElementSibling).toHaveTextContent('4');

    await user.click(screen.getByRole('link', { name: 'Go to Reorder Locks' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reorder-locks'));
    expect(router.state.location.search).toBe(`?system=${INSTALLED_ID}`);
  });

  it("a save the server refuses with a 409 other than a stale version shows the server's words, not Reload", async () => {
    const message = 'This system is a reorder: its lock sets and keys stand for the installed system’s.';
    const { user } = renderKeySystem(buildSafekeyOrder(), { refused: message });
    await screen.findByRole('list', { name: 'Lock system hierarchy' });
    await user.click(
      within(screen.getByRole('region', { name: 'Hierarchy' })).getByRole('button', { name: 'Add master key' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`The system could not be saved: ${message}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });
});
