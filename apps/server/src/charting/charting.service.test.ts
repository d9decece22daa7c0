import { createOrderSchema, lockSystemTreeSchema, type KeyChart, type LockSystemTree } from '@keyplan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../errors.ts';
import { createFeatureFlagService } from '../feature-flags/feature-flag.service.ts';
import { createOrderService, type OrderService } from '../orders/order.service.ts';
import { buildCreateOrder } from '../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { createChartingService } from './charting.service.ts';
import { expectSoundChart, locksOf } from '../../test-support/expect-sound-chart.ts';
import { listSystemCodes } from './system-codes.repository.ts';
import { lockSet, masterKeyedTree, plainTree } from '../../test-support/test-trees.ts';

const ACTOR = 'rep@example.com';

describe.each(DATABASE_KINDS)('charting service (%s)', (database) => {
  let testApp: TestApp;
  let orders: OrderService;
  beforeAll(async () => {
    testApp = await createTestApp({ database });
    orders = createOrderService(testApp.db, createFeatureFlagService(testApp.db));
  });
  afterAll(async () => testApp.close());

  async function systemWith(tree: LockSystemTree, overrides: Parameters<typeof buildCreateOrder>[0] = {}) {
    const order = await orders.create(createOrderSchema.parse(buildCreateOrder(overrides)), ACTOR);
    const id = order.orderLockSystems[0]!.orderLockSystemID;
    const saved = await orders.saveTree(id, { expectedVersion: order.version, tree }, ACTOR);
    return { id, version: saved.version, tree };
  }

  it('charts a master-keyed system: every lock coded and opened by exactly its change key, its master key and the GMK', async () => {
    const { id, version } = await systemWith(masterKeyedTree());
    const charted = await createChartingService(testApp.db).chartSystem(id, ACTOR, { expectedVersion: version });
    expect(charted).toMatchObject({
      version: version + 1,
      charted: true,
      method: 'total-position-progression',
      bucketType: 'SP6',
    });
    expect(charted.grandMasterKey.bitting).toBeUndefined();
    const chart = await createChartingService(testApp.db).loadKeyChart(id, true);
    expect(chart.grandMasterKey).toMatchObject({ keySymbol: 'A', blindCode: expect.any(String) });
    expect(chart.masterKeys.map((masterKey) => masterKey.keySymbol)).toEqual(['AA', 'AB', 'AC']);
    const [kd, ka] = chart.masterKeys[0]!.lockSets;
    expect(kd!.locks.map((lock) => lock.keySymbol)).toEqual(['AA1', 'AA2', 'AA3', 'AA4', 'AA5', 'AA6']);
    expect(ka!.locks.map((lock) => lock.keySymbol)).toEqual([
      ...Array(4).fill('AA7'),
      ...Array(4).fill('AA8'),
      ...Array(4).fill('AA9'),
    ]);
    expect(ka!.locks.map((lock) => lock.keysCut)).toEqual([3, 0, 0, 0, 3, 0, 0, 0, 3, 0, 0, 0]);
    expect(new Set(ka!.locks.slice(0, 4).map((lock) => lock.bitting)).size).toBe(1);
    expect(
      chart.masterKeys[1]!.lockSets[0]!.locks.map((lock) => [lock.setNumber, lock.lockNumber, lock.keySymbol]),
    ).toEqual([
      [1, 1, 'AB1'],
      [1, 2, 'AB2'],
      [2, 1, 'AB3'],
    ]);
    expect(chart.noKeyLockSets.flatMap((lockSet) => lockSet.locks.map((lock) => lock.keySymbol))).toEqual([
      'A1',
      'A2',
      'A3',
      'A4',
      'A5',
      'A5',
      'A6',
      'A6',
    ]);
    expect(kd!.engraving).toEqual({ front: ['PUMP ROOM'], back: ['-DANGER-'], left: [], right: [], key: '' });
    expectSoundChart(chart);

    const codes = await listSystemCodes(testApp.db, id);
    // GMK, 3 master keys, the uncut master slot over the lock sets under the GMK, 6 + 3 + 3 + 1 + 4 + 2 change keys.
    expect(codes).toHaveLength(1 + 3 + 1 + 19);
    expect(new Set(codes.map((code) => code.blind_code)).size).toBe(codes.length);
    const order = await orders.get(charted.orderID);
    expect(order.version).toBe(version + 1);
    expect(
      [
        ...order.orderLockSystems[0]!.masterKeys.flatMap((masterKey) => masterKey.lockSets),
        ...order.orderLockSystems[0]!.noKeyLockSets,
      ].every((set) => set.charted),
    ).toBe(true);
  });

  it('re-charting keeps every code and codes only what is new; a second system never reuses a bitting', async () => {
    const { id, version, tree } = await systemWith(masterKeyedTree());
    await createChartingService(testApp.db).chartSystem(id, ACTOR, { expectedVersion: version });
    const before = await createChartingService(testApp.db).loadKeyChart(id, true);
    const grown = structuredClone(tree);
    grown.masterKeys[0]!.lockSets[0]!.numberOfLocksPerSet = 4;
    grown.masterKeys[0]!.lockSets[0]!.numberOfLocks = 8;
    grown.masterKeys[1]!.lockSets.push(lockSet(7, 'SP6', { numberOfSets: 1, numberOfLocksPerSet: 3 }));
    grown.noKeyLockSets.push(lockSet(8, 'SP6', { keyOption: 'KA', numberOfSets: 1, numberOfLocksPerSet: 2 }));
    for (const set of [...grown.masterKeys.flatMap((masterKey) => masterKey.lockSets), ...grown.noKeyLockSets])
      set.charted = true;
    const saved = await orders.saveTree(id, { expectedVersion: version + 1, tree: grown }, ACTOR);
    const pending = await createChartingService(testApp.db).loadKeyChart(id, false);
    expect(pending.charted).toBe(false);
    expect(pending.masterKeys[0]!.lockSets.map((set) => set.charted)).toEqual([false, true]);
    const after = await createChartingService(testApp.db).chartSystem(id, ACTOR, { expectedVersion: saved.version });
    expect(after.charted).toBe(true);
    const chart = await createChartingService(testApp.db).loadKeyChart(id, true);
    const blindCodes = (value: KeyChart) =>
      new Map(
        locksOf(value).map(({ lock, lockSet }) => [
          `${lockSet.lockSetID}/${lock.setNumber}/${lock.lockNumber}`,
          lock.blindCode,
        ]),
      );
    for (const [place, code] of blindCodes(before)) expect(blindCodes(chart).get(place), place).toBe(code);
    expect(chart.masterKeys[0]!.lockSets[0]!.locks.map((lock) => lock.keySymbol)).toEqual([
      'AA1',
      'AA2',
      'AA3',
      'AA10',
      'AA4',
      'AA5',
      'AA6',
      'AA11',
    ]);
    expect(chart.masterKeys[1]!.lockSets[1]!.locks.map((lock) => lock.keySymbol)).toEqual(['AB4', 'AB5', 'AB6']);
    expect(chart.noKeyLockSets[2]!.locks.map((lock) => lock.keySymbol)).toEqual(['A7', 'A7']);
    expectSoundChart(chart);

    const other = await systemWith(masterKeyedTree(), { ccid: '0000100002' });
    await createChartingService(testApp.db).chartSystem(other.id, ACTOR);
    const otherKeys = new Set((await listSystemCodes(testApp.db, other.id)).map((code) => code.bitting));
    expect((await listSystemCodes(testApp.db, id)).filter((code) => otherKeys.has(code.bitting))).toEqual([]);
    expectSoundChart(await createChartingService(testApp.db).loadKeyChart(other.id, true));
  });

  it('refuses to save a charted lock set moved to another master key: the old master key would open it', async () => {
    const { id, version, tree } = await systemWith(masterKeyedTree());
    await createChartingService(testApp.db).chartSystem(id, ACTOR, { expectedVersion: version });
    const moved = structuredClone(tree);
    moved.masterKeys[1]!.lockSets.push(moved.masterKeys[0]!.lockSets.shift()!);
    const save = (confirmRecharting: boolean) =>
      orders.saveTree(id, { expectedVersion: version + 1, tree: moved, confirmRecharting }, ACTOR);
    for (const confirmRecharting of [false, true])
      await expect(save(confirmRecharting)).rejects.toMatchObject({
        statusCode: 409,
        code: 'CHARTED_LOCK_SET_MOVED',
        message: expect.stringMatching(/^LOCK SET 1: its locks are pinned for the master key it was charted under/),
      });
    expect((await orders.get((await createChartingService(testApp.db).loadKeyChart(id, false)).orderID)).version).toBe(
      version + 1,
    );
  });

  it('never drops a charted lock set’s codes silently: fewer locks need a confirmation, more wait for the next charting', async () => {
    const { id, version, tree } = await systemWith(plainTree());
    await createChartingService(testApp.db).chartSystem(id, ACTOR, { expectedVersion: version });
    const issued = (await listSystemCodes(testApp.db, id)).length;
    const orderId = (await createChartingService(testApp.db).loadKeyChart(id, false)).orderID;
    const chartedOf = async () =>
      (await orders.get(orderId)).orderLockSystems[0]!.noKeyLockSets.map((set) => [set.lockSetName, set.charted]);
    const sized = (base: LockSystemTree, locksPerSet: number) => {
      const next = structuredClone(base);
      next.noKeyLockSets[0] = {
        ...next.noKeyLockSets[0]!,
        numberOfLocksPerSet: locksPerSet,
        numberOfLocks: 2 * locksPerSet,
      };
      return next;
    };

    const fewer = sized(tree, 2);
    await expect(orders.saveTree(id, { expectedVersion: version + 1, tree: fewer }, ACTOR)).rejects.toMatchObject({
      statusCode: 409,
      code: 'RECHARTING_NEEDS_CONFIRMATION',
      errors: ['LOCK SET 1: 2 key codes leave the chart (kept reserved, never issued again)'],
    });
    const confirmed = await orders.saveTree(
      id,
      { expectedVersion: version + 1, tree: fewer, confirmRecharting: true },
      ACTOR,
    );
    // Every lock left has its code: still charted. The registry keeps every code issued.
    expect(await chartedOf()).toEqual([
      ['LOCK SET 1', true],
      ['LOCK SET 2', true],
    ]);
    expect(await listSystemCodes(testApp.db, id)).toHaveLength(issued);

    // More locks need no question; the lock set waits for the next charting, which codes only the new ones.
    const more = await orders.saveTree(id, { expectedVersion: confirmed.version, tree: sized(fewer, 4) }, ACTOR);
    expect(await chartedOf()).toEqual([
      ['LOCK SET 1', false],
      ['LOCK SET 2', true],
    ]);
    await createChartingService(testApp.db).chartSystem(id, ACTOR, { expectedVersion: more.version });
    expect((await chartedOf())[0]).toEqual(['LOCK SET 1', true]);
    // Locks 3 of each set get back the codes they had; locks 4 are new.
    expect(await listSystemCodes(testApp.db, id)).toHaveLength(issued + 2);
  });

  it('draws random codes for a system without master keying: one per KD lock, one per KA set', async () => {
    const { id, version } = await systemWith(plainTree('BR4'), { systemBucketType: 'BR4' });
    const chart = await createChartingService(testApp.db).chartSystem(id, ACTOR, { expectedVersion: version });
    expect(chart).toMatchObject({ method: null, charted: true, grandMasterKey: { blindCode: null } });
    expect(chart.noKeyLockSets.flatMap((set) => set.locks.map((lock) => lock.keySymbol))).toEqual([
      'A1',
      'A2',
      'A3',
      'A4',
      'A5',
      'A6',
      'A7',
      'A7',
      'A8',
      'A8',
      'A9',
      'A9',
    ]);
    const codes = await listSystemCodes(testApp.db, id);
    expect(codes).toHaveLength(9);
    expect(new Set(codes.map((code) => code.bitting)).size).toBe(9);
    const admin = await createChartingService(testApp.db).loadKeyChart(id, true);
    expect(admin.noKeyLockSets[0]!.locks[0]!.pinning!.masterPins.every((pins) => pins.length === 0)).toBe(true);

    // Its locks are pinned for their own keys: a grand master key cannot be added to them now.
    const tree = plainTree('BR4');
    tree.noKeyLockSets = lockSystemTreeSchema.parse(
      (await orders.get(chart.orderID)).orderLockSystems[0],
    ).noKeyLockSets;
    tree.grandMasterKey.numberOfKeys = 1;
    const saved = await orders.saveTree(id, { expectedVersion: version + 1, tree }, ACTOR);
    await expect(
      createChartingService(testApp.db).chartSystem(id, ACTOR, { expectedVersion: saved.version }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'CHARTED_WITHOUT_MASTER_KEYS',
    });
  });

  it('charts systems at the same moment without sharing a bitting; the same system twice at once charts once', async () => {
    const systems = await Promise.all([1, 2, 3, 4].map(() => systemWith(masterKeyedTree())));
    const [first] = systems;
    const outcomes = await Promise.allSettled([
      ...systems.map(({ id, version }) =>
        createChartingService(testApp.db).chartSystem(id, ACTOR, { expectedVersion: version }),
      ),
      createChartingService(testApp.db).chartSystem(first!.id, ACTOR, { expectedVersion: first!.version }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(4);
    expect(
      outcomes
        .filter((outcome) => outcome.status === 'rejected')
        .map((outcome) => (outcome as PromiseRejectedResult).reason),
    ).toMatchObject([{ statusCode: 409 }]);
    const codes = (await Promise.all(systems.map(({ id }) => listSystemCodes(testApp.db, id)))).flat();
    expect(codes).toHaveLength(4 * 24);
    expect(new Set(codes.map((code) => code.bitting)).size).toBe(codes.length);
    for (const { id } of systems) expectSoundChart(await createChartingService(testApp.db).loadKeyChart(id, true));
  });

  it('refuses a stale version, a system past Ready and a request beyond the capacity, writing nothing', async () => {
    const { id, version } = await systemWith(masterKeyedTree());
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: unknown) => error as AppError,
      );
    expect(
      await refusal(createChartingService(testApp.db).chartSystem(id, ACTOR, { expectedVersion: version - 1 })),
    ).toMatchObject({
      statusCode: 409,
    });

    const big = masterKeyedTree('BR4');
    big.masterKeys[1]!.lockSets = [lockSet(3, 'BR4', { numberOfSets: 20, numberOfLocksPerSet: 100 })];
    const brass = await systemWith(big, { systemBucketType: 'BR4' });
    const error = await refusal(
      createChartingService(testApp.db).chartSystem(brass.id, ACTOR, { expectedVersion: brass.version }),
    );
    expect(error).toMatchObject({
      statusCode: 409,
      code: 'KEYING_CAPACITY',
      capacity: { bucketType: 'BR4', scope: 'change-keys', masterKey: 'MASTER KEY 2', needed: 2000 },
    });
    expect(error!.message).toMatch(
      /^Master key system needs 2000 change keys under MASTER KEY 2 but the total-position-progression progression of bucket BR4 holds at most \d+ per master key$/,
    );
    expect(await listSystemCodes(testApp.db, brass.id)).toEqual([]);

    await orders.transition(id, 3, ACTOR);
    expect(await refusal(createChartingService(testApp.db).chartSystem(id, ACTOR))).toMatchObject({
      statusCode: 409,
      message: 'This system is Submitted: its key codes can no longer be changed.',
    });
  });
});
