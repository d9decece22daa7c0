import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { createDefaultTree, createOrderSchema, newMasterKey, type LockSet, type LockSystemTree } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../errors.ts';
import { createFeatureFlagService } from '../feature-flags/feature-flag.service.ts';
import { createOrderService, type OrderService } from '../orders/order.service.ts';
import { buildCreateOrder } from '../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { createChartingService } from './charting.service.ts';
import { expectSoundChart } from '../../test-support/expect-sound-chart.ts';
import { lockSet } from '../../test-support/test-trees.ts';

const ACTOR = 'rep@example.com';

const lockSetShape = fc.record({
  keyOption: fc.constantFrom<'KD' | 'KA'>('KD', 'KA'),
  sets: fc.integer({ min: 1, max: 2 }),
  perSet: fc.integer({ min: 1, max: 3 }),
});
const treeShape = fc.record({
  bucket: fc.constantFrom('SP6', 'AL5'),
  grandMasterKeys: fc.constantFrom(0, 1),
  masters: fc.array(fc.array(lockSetShape, { maxLength: 2 }), { maxLength: 3 }),
  noKey: fc.array(lockSetShape, { maxLength: 2 }),
  growth: lockSetShape,
});

type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;

function treeOf(shape: ValueOf<typeof treeShape>): LockSystemTree {
  let number = 0;
  const set = ({ keyOption, sets, perSet }: ValueOf<typeof lockSetShape>): LockSet =>
    lockSet((number += 1), shape.bucket, { keyOption, numberOfSets: sets, numberOfLocksPerSet: perSet });
  const tree = createDefaultTree(DEMO_CATALOG.lookups, shape.bucket, randomUUID);
  tree.grandMasterKey.numberOfKeys = shape.grandMasterKeys;
  tree.masterKeys = shape.masters.map((sets, index) => ({
    ...newMasterKey(randomUUID, index + 1),
    lockSets: sets.map(set),
  }));
  tree.noKeyLockSets = shape.noKey.map(set);
  if (tree.masterKeys.flatMap((masterKey) => masterKey.lockSets).length + tree.noKeyLockSets.length === 0)
    tree.noKeyLockSets.push(set({ keyOption: 'KD', sets: 1, perSet: 1 }));
  return tree;
}

describe.each(DATABASE_KINDS)('charting any tree shape (%s)', (database) => {
  let testApp: TestApp;
  let orders: OrderService;
  beforeAll(async () => {
    testApp = await createTestApp({ database });
    orders = createOrderService(testApp.db, createFeatureFlagService(testApp.db));
  });
  afterAll(async () => testApp.close());

  it('charts soundly, and grows soundly when a lock set is added', async () => {
    let grownCount = 0;
    /** Charts, or answers false when the small bucket is honestly full (key control reserves blocks, decision 0014). */
    const chartOrRefuse = async (id: string, expectedVersion: number) => {
      try {
        await createChartingService(testApp.db).chartSystem(id, ACTOR, { expectedVersion });
        return true;
      } catch (error) {
        if (isAppError(error, 'KEYING_CAPACITY') || isAppError(error, 'KEY_CODES_EXHAUSTED')) return false;
        throw error;
      }
    };
    await fc.assert(
      fc.asyncProperty(treeShape, async (shape) => {
        const order = await orders.create(
          createOrderSchema.parse(buildCreateOrder({ systemBucketType: shape.bucket })),
          ACTOR,
        );
        const id = order.orderLockSystems[0]!.orderLockSystemID;
        const tree = treeOf(shape);
        const saved = await orders.saveTree(id, { expectedVersion: order.version, tree }, ACTOR);
        if (!(await chartOrRefuse(id, saved.version))) return;
        const first = await createChartingService(testApp.db).loadKeyChart(id, true);
        expect(first.charted).toBe(true);
        expectSoundChart(first);

        const grown = structuredClone(tree);
        const growth = lockSet(99, shape.bucket, {
          keyOption: shape.growth.keyOption,
          numberOfSets: shape.growth.sets,
          numberOfLocksPerSet: shape.growth.perSet,
        });
        (grown.masterKeys.at(-1)?.lockSets ?? grown.noKeyLockSets).push(growth);
        const again = await orders.saveTree(id, { expectedVersion: saved.version + 1, tree: grown }, ACTOR);
        if (!(await chartOrRefuse(id, again.version))) return;
        grownCount += 1;
        const second = await createChartingService(testApp.db).loadKeyChart(id, true);
        expect(second.charted).toBe(true);
        expectSoundChart(second);
      }),
      { numRuns: database === 'sqlite' ? 15 : 6 },
    );
    // Most systems fit: a refusal is for a full bucket, not a way to pass.
    expect(grownCount).toBeGreaterThanOrEqual(database === 'sqlite' ? 8 : 3);
  });
});
