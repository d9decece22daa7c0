import type { InstalledLockSystem, SafekeyOrder, SystemSummary } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { createReadyOrder, submit } from '../../../test-support/submission-test-support.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';

describe.each(DATABASE_KINDS)('GET /customers/{ccid}/lock-systems (%s)', (database) => {
  const api = useTestApp({ database });
  const list = async (ccid: string) =>
    api.app.inject({ url: `/api/customers/${ccid}/lock-systems`, headers: api.staff });

  it('lists a system once it is submitted as an order, with its order and every key it cut', async () => {
    const ccid = '0000100007';
    expect((await list(ccid)).json()).toEqual([]);
    const order: SafekeyOrder = await createReadyOrder(api.testApp, { ccid, orderSystemName: 'Mine site lockout' });
    const quote = await createReadyOrder(api.testApp, { ccid, orderType: 'quote' });
    expect((await submit(api.testApp, order)).statusCode).toBe(202);
    expect(quote.orderType).toBe(1);

    const systems = (await list(ccid)).json() as InstalledLockSystem[];
    expect(systems).toHaveLength(1);
    const [system] = systems;
    expect(system).toMatchObject({
      ccid,
      name: 'Mine site lockout',
      bucketType: 'SP6',
      masterKeyed: true,
      locks: 1,
      orders: [
        {
          orderID: order.orderID,
          orderLockSystemID: order.orderLockSystems[0]!.orderLockSystemID,
          status: 3,
          statusLabel: 'Submitted',
          isAddToSystem: false,
          submittedAt: expect.any(String),
          locks: 1,
        },
      ],
    });
    // The default tree: GMK (1 key) → MASTER KEY 1 (1 key) → LOCK SET 1 (one KD lock with 2 keys).
    expect(system!.keys.map((key) => [key.keySymbol, key.kind, key.keysCut])).toEqual([
      ['A', 'grandMaster', 1],
      ['AA', 'master', 1],
      ['AA1', 'change', 2],
    ]);
    for (const key of system!.keys) expect(key.blindCode).toMatch(/^K[2-9A-HJ-NP-Z]{7}$/);
    const tree = order.orderLockSystems[0]!;
    expect(system!.masterKeys).toEqual([
      { masterKeyID: tree.masterKeys[0]!.masterKeyID, name: 'MASTER KEY 1', keySymbol: 'AA' },
    ]);
    expect(system!.lockSets).toEqual([
      {
        lockSetID: tree.masterKeys[0]!.lockSets[0]!.lockSetID,
        name: 'LOCK SET 1',
        keyOption: 'KD',
        masterKeyID: tree.masterKeys[0]!.masterKeyID,
        sets: 1,
        locks: 1,
      },
    ]);
    expect(JSON.stringify(systems)).not.toMatch(/"bitting"/);
  });

  it('counts the locks of a draft reorder, not yet charted, and lists it as a reorder among the systems', async () => {
    const ccid = '0000100009';
    const order = await createReadyOrder(api.testApp, { ccid, orderSystemName: 'Pump house' });
    expect((await submit(api.testApp, order)).statusCode).toBe(202);
    const [installed] = (await list(ccid)).json() as InstalledLockSystem[];
    const lockSet = installed!.lockSets[0]!;
    const created = await api.app.inject({
      method: 'POST',
      url: `/api/lock-systems/${installed!.lockSystemID}/reorders`,
      payload: {
        addLocks: [{ lockSetID: lockSet.lockSetID, locks: 2 }],
        newLockSets: [
          {
            masterKeyID: lockSet.masterKeyID,
            lockSetName: 'VALVES',
            keyOption: 'KD',
            numberOfSets: 1,
            numberOfLocksPerSet: 6,
            keys: 1,
          },
        ],
      },
      headers: api.staff,
    });
    expect(created.statusCode, created.body).toBe(201);
    const reorder = created.json() as SafekeyOrder;

    const [after] = (await list(ccid)).json() as InstalledLockSystem[];
    expect(after!.orders.map((entry) => [entry.orderID, entry.statusLabel, entry.installed, entry.locks])).toEqual([
      [order.orderID, 'Submitted', true, 1],
      [reorder.orderID, 'Draft', false, 8],
    ]);
    // In the field: only what is installed.
    expect(after!.locks).toBe(1);

    const systems = (
      await api.app.inject({ url: `/api/customers/${ccid}/systems`, headers: api.staff })
    ).json() as SystemSummary[];
    expect(systems.map((system) => [system.orderID, system.isAddToSystem]).sort()).toEqual(
      [
        [order.orderID, false],
        [reorder.orderID, true],
      ].sort(),
    );
  });

  it('answers 404 for an unknown customer and 400 for a malformed ccid', async () => {
    expect((await list('0000999999')).statusCode).toBe(404);
    expect((await list('abc')).statusCode).toBe(400);
  });
});
