import { randomUUID } from 'node:crypto';
import {
  createDefaultTree,
  createOrderSchema,
  operates,
  parseBitting,
  type ChartLock,
  type LockSystemTree,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeatureFlagService } from '../feature-flags/feature-flag.service.ts';
import { createOrderService, type OrderService } from '../orders/order.service.ts';
import { buildCreateOrder } from '../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { lockSet } from '../../test-support/test-trees.ts';
import type { ChartFileRow } from './chart-file-reader.ts';
import { createChartImportService } from './chart-import.service.ts';
import { createChartingService } from './charting.service.ts';

const ADMIN = { actor: 'admin@example.com', isAdmin: true };

/** Issue 27's second path: GRAND MASTER KEY → MASTER KEY 1 → LOCK SET 1 of one keyed-different lock (SP6). */
function oneLockTree(): LockSystemTree {
  const tree = createDefaultTree(DEMO_CATALOG.lookups, 'SP6', randomUUID);
  tree.masterKeys[0]!.lockSets = [lockSet(1, 'SP6', { numberOfSets: 1, numberOfLocksPerSet: 1 })];
  tree.noKeyLockSets = [];
  return tree;
}

const row = (line: number, cells: Partial<ChartFileRow>): ChartFileRow => ({
  row: line,
  level: '',
  masterKey: '',
  lockSet: '',
  set: '',
  lock: '',
  bitting: '',
  bittingIsNumber: false,
  ...cells,
});

const opens = (lock: ChartLock, key: string) =>
  operates(
    parseBitting(key)!,
    lock.pinning!.bottomPins.map((bottomPin, chamber) => ({
      bottomPin,
      masterPins: lock.pinning!.masterPins[chamber]!,
    })),
  );

describe.each(DATABASE_KINDS)('importing a chart that covers every lock of a master-keyed system (%s)', (database) => {
  let testApp: TestApp;
  let orders: OrderService;
  beforeAll(async () => {
    testApp = await createTestApp({ database });
    orders = createOrderService(testApp.db, createFeatureFlagService(testApp.db));
  });
  afterAll(async () => testApp.close());

  async function system() {
    const order = await orders.create(
      createOrderSchema.parse(buildCreateOrder({ ccid: '0000100001', systemBucketType: 'SP6' })),
      'rep@example.com',
    );
    const id = order.orderLockSystems[0]!.orderLockSystemID;
    const saved = await orders.saveTree(id, { expectedVersion: order.version, tree: oneLockTree() }, 'rep@example.com');
    return { id, version: saved.version };
  }

  // Fixed bittings first: the next test charts at random, and its codes must not take these.
  it('takes the master and grand master bittings with the change keys: the system is charted and every key opens the lock', async () => {
    const { id, version } = await system();
    const report = await createChartImportService(testApp.db).importChart(
      id,
      [
        row(2, { level: 'Grand master', masterKey: 'GRAND MASTER KEY', bitting: '246642' }),
        row(3, { level: 'Master', masterKey: 'MASTER KEY 1', bitting: '236632' }),
        row(4, {
          level: 'Lock',
          masterKey: 'MASTER KEY 1',
          lockSet: 'LOCK SET 1',
          set: '1',
          lock: '1',
          bitting: '136631',
        }),
        row(5, { level: 'Master', masterKey: 'MASTER KEY 9', bitting: '135532' }),
        row(6, { level: 'Dean', bitting: '135533' }),
      ],
      version,
      ADMIN,
    );
    expect(report).toMatchObject({ accepted: 3, chartedLockSets: ['LOCK SET 1'], missing: [] });
    expect(report.refused.map((refusal) => [refusal.row, refusal.reason])).toEqual([
      [5, 'master key: no master key of this name in the system'],
      [6, 'level: must be Lock, Master or Grand master'],
    ]);
    const chart = await createChartingService(testApp.db).loadKeyChart(id, true);
    expect(chart.charted).toBe(true);
    expect(chart.grandMasterKey).toMatchObject({ bitting: '246642', keySymbol: 'A' });
    expect(chart.masterKeys[0]).toMatchObject({ bitting: '236632', keySymbol: 'AA' });
    const lock = chart.masterKeys[0]!.lockSets[0]!.locks[0]!;
    expect(lock.pinning!.masterPins.some((pins) => pins.length > 0)).toBe(true);
    for (const key of ['136631', '236632', '246642']) expect(opens(lock, key)).toBe(true);
    // Charting it again issues nothing new and keeps the customer's keys.
    const again = await createChartingService(testApp.db).chartSystem(id, 'rep@example.com', {
      expectedVersion: report.version,
    });
    expect(again.masterKeys[0]!.blindCode).toBe(chart.masterKeys[0]!.blindCode);
  });

  it('says what is missing and is not charted while the master keys have no code; charting then pins the lock for them', async () => {
    const { id, version } = await system();
    const report = await createChartImportService(testApp.db).importChart(
      id,
      [row(2, { lockSet: 'LOCK SET 1', set: '1', lock: '1', bitting: '135531' })],
      version,
      ADMIN,
    );
    expect(report).toMatchObject({
      accepted: 1,
      chartedLockSets: [],
      refused: [],
      missing: ['GRAND MASTER KEY: has no key code', 'MASTER KEY 1: has no key code'],
    });
    const imported = await createChartingService(testApp.db).loadKeyChart(id, true);
    expect(imported.charted).toBe(false);
    expect(imported.masterKeys[0]!.lockSets[0]!.charted).toBe(false);

    const chart = await createChartingService(testApp.db).chartSystem(id, 'rep@example.com', {
      expectedVersion: report.version,
    });
    expect(chart.charted).toBe(true);
    const full = await createChartingService(testApp.db).loadKeyChart(id, true);
    const master = full.masterKeys[0]!;
    const lock = master.lockSets[0]!.locks[0]!;
    expect(lock.bitting).toBe('135531');
    expect(master.bitting).toMatch(/^\d{6}$/);
    expect(full.grandMasterKey.bitting).toMatch(/^\d{6}$/);
    for (const key of [lock.bitting!, master.bitting!, full.grandMasterKey.bitting!])
      expect(opens(lock, key)).toBe(true);
  });
});
