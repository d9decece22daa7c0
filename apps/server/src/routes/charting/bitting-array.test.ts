import {
  formatBitting,
  issueFromPlan,
  planFromBittingArray,
  type KeyBittingArray,
  type KeyChart,
  type LockSystemTree,
  type SafekeyOrder,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { describe, expect, it } from 'vitest';
import { createChartingService } from '../../charting/charting.service.ts';
import { buildCreateOrder } from '../../../test-support/factories.ts';
import { expectSoundChart } from '../../../test-support/expect-sound-chart.ts';
import { lockSet, masterKeyedTree } from '../../../test-support/test-trees.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { useTestApp, type ApiTestContext } from '../../../test-support/use-test-app.ts';

const SP6 = DEMO_CATALOG.lookups.keycodebuckettype.find((bucket) => bucket.id === 'SP6')!;

/** A customer's older SP6 system: TMK 634052, four depths a chamber, chamber 1 for the master keys. */
const EXISTING: KeyBittingArray = {
  topMasterKey: [6, 3, 4, 0, 5, 2],
  rows: [
    [0, 1, 0, 2, 1, 0],
    [2, 5, 2, 4, 3, 4],
    [4, 7, 6, 6, 7, 6],
    [8, 9, 8, 8, 9, 8],
  ],
  sequence: { masterPositions: [1], changePositions: [6, 5, 4, 3, 2] },
};

/** Two master keys, each over one keyed-different lock set of three locks. */
function twoMasters(): LockSystemTree {
  const tree = masterKeyedTree();
  tree.masterKeys = tree.masterKeys.slice(0, 2);
  tree.masterKeys[0]!.lockSets = [lockSet(1, 'SP6', { numberOfSets: 1, numberOfLocksPerSet: 3 })];
  tree.masterKeys[1]!.lockSets = [lockSet(2, 'SP6', { numberOfSets: 1, numberOfLocksPerSet: 3 })];
  tree.noKeyLockSets = [];
  return tree;
}

async function savedSystem(api: ApiTestContext) {
  const order = (
    await api.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(), headers: api.staff })
  ).json() as SafekeyOrder;
  const id = order.orderLockSystems[0]!.orderLockSystemID;
  const saved = await api.app.inject({
    method: 'PUT',
    url: `/api/order-lock-systems/${id}/tree`,
    payload: { expectedVersion: order.version, tree: twoMasters() },
    headers: api.staff,
  });
  expect(saved.statusCode).toBe(200);
  return { id, version: order.version + 1 };
}

const chart = (api: ApiTestContext, id: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
  api.app.inject({ method: 'POST', url: `/api/order-lock-systems/${id}/charting`, payload, headers });

describe.each(DATABASE_KINDS)('charting from an existing key bitting array (%s)', (database) => {
  const api = useTestApp({ database });

  it('extends the customer’s system: its top master key, then its master and change keys in progression order', async () => {
    const { id, version } = await savedSystem(api);
    const response = await chart(api, id, { expectedVersion: version, bittingArray: EXISTING }, api.admin);
    expect(response.statusCode, response.body).toBe(200);
    const charted: KeyChart = await createChartingService(api.db).loadKeyChart(id, true);
    expect(charted.grandMasterKey.bitting).toBe('634052');
    // The engine on the same array issues the same keys, in the same order.
    const expected = issueFromPlan(planFromBittingArray(SP6, EXISTING), [
      { bitting: null, newChangeKeys: 3 },
      { bitting: null, newChangeKeys: 3 },
    ]);
    expect(charted.masterKeys.map((masterKey) => masterKey.bitting)).toEqual(
      expected.map((master) => formatBitting(master.bitting)),
    );
    expect(charted.masterKeys.map((masterKey) => masterKey.lockSets[0]!.locks.map((lock) => lock.bitting))).toEqual(
      expected.map((master) => master.changeKeys.map(formatBitting)),
    );
    expect(charted.masterKeys.map((masterKey) => masterKey.bitting)).toEqual(['034052', '234052']);
    // Simulated: each lock opens with its change key, its master key and the top master key, and no other key.
    expectSoundChart(charted);
  });

  it('is for admins only, refuses a bad array by field, and is taken at the first charting only', async () => {
    const { id, version } = await savedSystem(api);
    expect((await chart(api, id, { expectedVersion: version, bittingArray: EXISTING }, api.staff)).statusCode).toBe(
      403,
    );
    const bad = await chart(
      api,
      id,
      { expectedVersion: version, bittingArray: { ...EXISTING, topMasterKey: [6, 3, 4] } },
      api.admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.every((error: string) => error.startsWith('bittingArray.'))).toBe(true);
    expect((await chart(api, id, { expectedVersion: version }, api.admin)).statusCode).toBe(200);
    const again = await chart(api, id, { expectedVersion: version + 1, bittingArray: EXISTING }, api.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(
      'This system was charted before: it keeps its keying plan, and takes no bitting array.',
    );
  });
});
