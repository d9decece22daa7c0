import type { InstalledLockSystem, SafekeyOrder } from '@keyplan/domain';
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

  it('answers 404 for an unknown customer and 400 for a malformed ccid', async () => {
    expect((await list('0000999999')).statusCode).toBe(404);
    expect((await list('abc')).statusCode).toBe(400);
  });
});
