import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  bittingArrayOfPlan,
  createDefaultTree,
  createOrderSchema,
  createRandom,
  designMasterKeyPlan,
  formatBitting,
  newMasterKey,
  operates,
  randomValidBitting,
  ORDER_LOCK_SYSTEM_STATUS as STATUS,
  parseBitting,
  reorderRequestSchema,
  keyRegisterActionSchema,
  type Bitting,
  type KeyBittingArray,
  type KeyChart,
  type LockPinning,
  type LockSet,
  type LockSystemTree,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkKeyControl } from '../cli/key-control-check.ts';
import { isAppError } from '../errors.ts';
import { createFeatureFlagService } from '../feature-flags/feature-flag.service.ts';
import { createOrderService, type OrderService } from '../orders/order.service.ts';
import { buildCreateOrder } from '../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, TEST_DATABASE_URL } from '../../test-support/test-database.ts';
import { lockSet } from '../../test-support/test-trees.ts';
import { findInstallContext } from '../lock-trees/lock-system.repository.ts';
import { createLockSystemService } from '../lock-systems/lock-system.service.ts';
import { createReorderService } from '../lock-systems/reorder.service.ts';
import { changeStatus } from '../orders/order-status.ts';
import { findLockSystemContext, loadOrder } from '../lock-trees/order.repository.ts';
import { createChartingService } from './charting.service.ts';
import { createChartImportService } from './chart-import.service.ts';
import { createKeyRegisterService } from '../lock-systems/key-register/key-register.service.ts';
import { createLostKeyService } from '../lock-systems/key-register/lost-key.service.ts';
import { markReplacedLocks } from '../lock-systems/key-register/replaced-locks.ts';
import type { ChartFileRow } from './chart-file-reader.ts';

/**
 * Issue 13's promise, "your keys open only your locks", checked by simulation: many customers'
 * systems of every kind charted into one registry of a small bucket (where ghost keys are likely to
 * be drawn), then every key issued to anyone tried against every lock of every other customer.
 * Every entry point that shapes a lock is drawn from: charting, growing, reorders, an admin's key
 * bitting array, imports of a customer's chart (some locks, or every lock) followed by charting, and
 * a lost key's remedies (issue 28) chosen, charted as at submission and delivered, for every system
 * the key opens locks in.
 */

const ACTOR = 'rep@example.com';
/** Seeded demo customers. */
const CUSTOMERS = ['0000100001', '0000100002', '0000100003', '0000100004', '0000100005', '0000100006'];

const systemShape = fc.record({
  customer: fc.integer({ min: 0, max: CUSTOMERS.length - 1 }),
  kind: fc.constantFrom('tpp', 'rcm', 'gmk-only', 'keyed-different', 'keyed-alike'),
  masters: fc.integer({ min: 1, max: 3 }),
  locks: fc.integer({ min: 1, max: 5 }),
  /** A later order adds a lock set and charts again (the system grows). */
  grows: fc.boolean(),
  /** The system is submitted and reordered: more locks for its first lock set, a new lock set. */
  reordered: fc.boolean(),
  /** Master-keyed kinds: the reorder also adds a new master key under the grand master key, with a lock set. */
  newMaster: fc.boolean(),
  /**
   * Master-keyed kinds: an admin imports the customer's chart of the first lock of each lock set, of
   * every lock, or of every lock and every master and grand master key ('whole'), before charting.
   */
  imported: fc.constantFrom('none', 'some', 'every', 'whole'),
  /** Seeds the imported bittings (random valid ones of the bucket). */
  importSeed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  /** TPP: the first charting takes an admin's key bitting array (the customer's existing system). */
  array: fc.boolean(),
  /** A key of the installed system reported lost and its remedies delivered: none, a change key or a master key. */
  lost: fc.constantFrom('none', 'change', 'master'),
});
type SystemShape = ReturnType<(typeof systemShape)['generate']>['value'];

function treeOf(shape: SystemShape, bucket: string): LockSystemTree {
  let number = 0;
  const set = (change: Partial<LockSet>) => lockSet((number += 1), bucket, change);
  const tree = createDefaultTree(DEMO_CATALOG.lookups, bucket, randomUUID);
  tree.masterKeys = [];
  tree.noKeyLockSets = [];
  if (shape.kind === 'tpp' || shape.kind === 'rcm') {
    tree.masterKeys = Array.from({ length: shape.masters }, (_, index) => ({
      ...newMasterKey(randomUUID, index + 1),
      lockSets: [set({ numberOfSets: 1, numberOfLocksPerSet: shape.locks })],
    }));
  } else if (shape.kind === 'gmk-only') {
    tree.grandMasterKey.numberOfKeys = 1;
    tree.noKeyLockSets = [set({ numberOfSets: shape.locks, numberOfLocksPerSet: 1 })];
  } else {
    tree.grandMasterKey.numberOfKeys = 0;
    tree.noKeyLockSets = [
      set(
        shape.kind === 'keyed-alike'
          ? { keyOption: 'KA', numberOfSets: shape.locks, numberOfLocksPerSet: 2 }
          : { numberOfSets: 1, numberOfLocksPerSet: shape.locks * 3 },
      ),
    ];
  }
  return tree;
}

interface ChartedSystem {
  ccid: string;
  chart: KeyChart;
}

/** Every lock of a chart, pinned, and every key cut for it. */
function locksAndKeys({ chart }: ChartedSystem): { locks: LockPinning[]; keys: string[] } {
  const lockSets = [...chart.masterKeys.flatMap((masterKey) => masterKey.lockSets), ...chart.noKeyLockSets];
  const locks = lockSets.flatMap((lockSet) =>
    lockSet.locks.flatMap((lock) =>
      lock.pinning
        ? [
            lock.pinning.bottomPins.map((bottomPin, chamber) => ({
              bottomPin,
              masterPins: lock.pinning!.masterPins[chamber]!,
            })),
          ]
        : [],
    ),
  );
  const keys = [
    chart.grandMasterKey.numberOfKeys > 0 ? chart.grandMasterKey.bitting : undefined,
    ...chart.masterKeys.map((masterKey) => masterKey.bitting),
    ...lockSets.flatMap((lockSet) => lockSet.locks.map((lock) => lock.bitting)),
  ].filter((bitting): bitting is string => typeof bitting === 'string');
  return { locks, keys: [...new Set(keys)] };
}

/** Keys of one customer that open a lock of another, as 'key ccid → lock ccid' lines. */
function crossings(systems: readonly ChartedSystem[]): string[] {
  const found: string[] = [];
  const simulated = systems.map((system) => ({ ccid: system.ccid, ...locksAndKeys(system) }));
  for (const holder of simulated)
    for (const key of holder.keys) {
      const bitting = parseBitting(key)!;
      for (const owner of simulated) {
        if (owner.ccid === holder.ccid) continue;
        if (owner.locks.some((lock) => operates(bitting, lock)))
          found.push(`${holder.ccid} key ${key} → a lock of ${owner.ccid}`);
      }
    }
  return found;
}

/** Locks of a charted system that do not open to their change key, their master key or the grand master key. */
function unopenedLocks({ chart }: ChartedSystem): string[] {
  const found: string[] = [];
  const check = (lockSets: KeyChart['noKeyLockSets'], above: (string | undefined)[]) => {
    if (above.some((bitting) => bitting === undefined)) return;
    for (const set of lockSets)
      for (const lock of set.locks) {
        if (!lock.pinning || !lock.bitting) continue;
        const pinning = lock.pinning.bottomPins.map((bottomPin, chamber) => ({
          bottomPin,
          masterPins: lock.pinning!.masterPins[chamber]!,
        }));
        for (const key of [lock.bitting, ...(above as string[])])
          if (!operates(parseBitting(key)!, pinning))
            found.push(`${set.name} ${lock.lockNumber} does not open to ${key}`);
      }
  };
  const grandMaster = chart.grandMasterKey.bitting;
  for (const masterKey of chart.masterKeys) check(masterKey.lockSets, [masterKey.bitting, grandMaster]);
  check(chart.noKeyLockSets, [grandMaster]);
  return found;
}

/** A master-keyed chart shown as charted while a master key or the grand master key has no code. */
function chartedWithoutMasterCodes({ chart }: ChartedSystem): boolean {
  const masterKeyed = chart.masterKeys.length > 0 || chart.grandMasterKey.numberOfKeys > 0;
  const uncoded =
    chart.masterKeys.some((masterKey) => !masterKey.bitting) || (masterKeyed && !chart.grandMasterKey.bitting);
  return chart.charted && masterKeyed && uncoded;
}

/**
 * An admin imports the customer's chart before charting: the first lock of each lock set, or every
 * lock, with random valid bittings of the bucket (some may be refused as taken or inside a block).
 */
async function importChartOf(
  testApp: TestApp,
  system: { id: string; version: number; tree: LockSystemTree },
  shape: SystemShape,
  bucket: string,
): Promise<number> {
  const rules = DEMO_CATALOG.lookups.keycodebuckettype.find((entry) => entry.id === bucket)!;
  const random = createRandom(shape.importSeed + system.version);
  const lockSets = [...system.tree.masterKeys.flatMap((masterKey) => masterKey.lockSets), ...system.tree.noKeyLockSets];
  const rows: ChartFileRow[] = [];
  const used = new Set<string>();
  for (const set of lockSets)
    for (let setNumber = 1; setNumber <= set.numberOfSets; setNumber += 1)
      for (let lock = 1; lock <= set.numberOfLocksPerSet; lock += 1) {
        if (shape.imported === 'some' && (setNumber > 1 || lock > 1)) continue;
        let bitting: string;
        do bitting = formatBitting(randomValidBitting(rules, random));
        while (used.has(bitting));
        used.add(bitting);
        rows.push({
          row: rows.length + 2,
          level: 'Lock',
          masterKey: '',
          lockSet: set.lockSetName,
          set: String(setNumber),
          lock: String(lock),
          bitting,
          bittingIsNumber: false,
        });
      }
  if (shape.imported === 'whole') {
    const keyRow = (level: string, masterKey: string) => {
      let bitting: string;
      do bitting = formatBitting(randomValidBitting(rules, random));
      while (used.has(bitting));
      used.add(bitting);
      rows.push({
        row: rows.length + 2,
        level,
        masterKey,
        lockSet: '',
        set: '',
        lock: '',
        bitting,
        bittingIsNumber: false,
      });
    };
    keyRow('Grand master', system.tree.grandMasterKey.keyName);
    for (const masterKey of system.tree.masterKeys) keyRow('Master', masterKey.keyName);
  }
  const report = await createChartImportService(testApp.db).importChart(system.id, rows, system.version, {
    actor: 'admin@example.com',
    isAdmin: true,
  });
  return report.version;
}

async function createSystem(
  testApp: TestApp,
  orders: OrderService,
  bucket: string,
  shape: SystemShape,
): Promise<{ id: string; ccid: string; version: number; tree: LockSystemTree }> {
  const ccid = CUSTOMERS[shape.customer]!;
  const order = await orders.create(
    createOrderSchema.parse(buildCreateOrder({ ccid, systemBucketType: bucket, orderSystemName: `${shape.kind}` })),
    ACTOR,
  );
  const id = order.orderLockSystems[0]!.orderLockSystemID;
  const tree = treeOf(shape, bucket);
  const saved = await orders.saveTree(id, { expectedVersion: order.version, tree }, ACTOR);
  return { id, ccid, version: saved.version, tree };
}

/** Charts, or answers false when the bucket (or the progression) honestly refuses for want of room. */
async function chartOrRefuse(
  testApp: TestApp,
  id: string,
  version: number,
  method?: 'total-position-progression' | 'rotating-constant',
  bittingArray?: KeyBittingArray,
): Promise<boolean> {
  try {
    await createChartingService(testApp.db).chartSystem(id, ACTOR, {
      expectedVersion: version,
      ...(method ? { method } : {}),
      ...(bittingArray ? { bittingArray } : {}),
    });

    return true;
  } catch (error) {
    if (
      isAppError(error, 'KEY_CODES_EXHAUSTED') ||
      isAppError(error, 'KEYING_CAPACITY') ||
      isAppError(error, 'KEY_CONTROL')
    )
      return false;
    throw error;
  }
}

/**
 * Installs a charted system (Submitted, as a submission leaves it) and charts a reorder of it:
 * two more locks for its first lock set (a keyed-alike one's first set) and a new lock set of two
 * keyed-different locks beside it, and (`newMaster`) a new master key under the grand master key
 * with a lock set of two keyed-different locks. Answers the reorder's order lock system, or undefined when the
 * bucket honestly refused it.
 */
async function reorderOf(testApp: TestApp, orderLockSystemId: string, newMaster: boolean): Promise<string | undefined> {
  const context = (await findLockSystemContext(testApp.db, orderLockSystemId))!;
  if (context.status === STATUS.Ready) {
    await testApp.db.transaction().execute(async (trx) => {
      await changeStatus(trx, orderLockSystemId, STATUS.Ready, STATUS.Submitted, ACTOR);
      await createLockSystemService(trx).recordInstalledSystem(orderLockSystemId, ACTOR);
    });
  }
  const tree = (await loadOrder(testApp.db, context.orderId))!.orderLockSystems[0]!;
  const masterKey = tree.masterKeys[0];
  const first = masterKey?.lockSets[0] ?? tree.noKeyLockSets[0]!;
  const lockSystemId = (await findInstallContext(testApp.db, orderLockSystemId))!.lock_system_id!;
  const reorder = await createReorderService(testApp.db).create(
    lockSystemId,
    reorderRequestSchema.parse({
      addLocks: [{ lockSetID: first.lockSetID, setNumber: first.keyOption === 'KA' ? 1 : null, locks: 2 }],
      newLockSets: [
        {
          masterKeyID: masterKey?.masterKeyID ?? null,
          lockSetName: 'REORDERED',
          keyOption: 'KD',
          numberOfSets: 1,
          numberOfLocksPerSet: 2,
          keys: 1,
        },
      ],
      newMasterKeys: newMaster
        ? [
            {
              keyName: 'NEW MASTER',
              keys: 1,
              lockSets: [
                { lockSetName: 'NEW AREA', keyOption: 'KD', numberOfSets: 1, numberOfLocksPerSet: 2, keys: 1 },
              ],
            },
          ]
        : [],
    }),
    ACTOR,
  );
  const id = reorder.orderLockSystems[0]!.orderLockSystemID;
  // As at submission: the installed plan keeps its method.
  return (await chartOrRefuse(testApp, id, reorder.version)) ? id : undefined;
}

/** Marks a charted system installed (Submitted, as a submission leaves it): its installed system's id. */
async function installedOf(testApp: TestApp, orderLockSystemId: string): Promise<string> {
  const context = (await findLockSystemContext(testApp.db, orderLockSystemId))!;
  if (context.status === STATUS.Ready)
    await testApp.db.transaction().execute(async (trx) => {
      await changeStatus(trx, orderLockSystemId, STATUS.Ready, STATUS.Submitted, ACTOR);
      await createLockSystemService(trx).recordInstalledSystem(orderLockSystemId, ACTOR);
    });
  return (await findInstallContext(testApp.db, orderLockSystemId))!.lock_system_id!;
}

/** A key the customer no longer trusts, and the remedies' reorders charted for it. */
interface LostKey {
  ccid: string;
  bucketType: string;
  bitting: Bitting;
  /** Every remedy offered was charted and delivered (one may be refused for want of room). */
  delivered: boolean;
  remedies: string[];
}

/**
 * Reports a copy of a change key or a master key of the system lost and, as a rep would, chooses
 * the first remedy offered for each system the key opens locks in (its own and the customer's
 * others); each reorder is charted as at submission and delivered (Completed).
 */
async function remedyLostKey(
  testApp: TestApp,
  orderLockSystemId: string,
  kind: 'change' | 'master',
): Promise<LostKey | undefined> {
  const lockSystemId = await installedOf(testApp, orderLockSystemId);
  const register = createKeyRegisterService(testApp.db);
  const lostKeys = createLostKeyService(testApp.db, register);
  const system = await register.installed(lockSystemId);
  const key = system.keys.find((entry) => entry.kind === kind && entry.keysCut > 0);
  if (!key) return undefined;
  await register.apply(lockSystemId, key.keySymbol, 1, keyRegisterActionSchema.parse({ action: 'reportLost' }), {
    actor: ACTOR,
  });
  const exposure = await lostKeys.exposure(lockSystemId, key.keySymbol);
  const targets = [
    { id: lockSystemId, remedy: exposure.remedies[0] },
    ...exposure.otherSystems.map((other) => ({ id: other.lockSystemID, remedy: other.remedies[0] })),
  ];
  const code = await testApp.db
    .selectFrom('key_codes')
    .select('bitting')
    .where('blind_code', '=', key.blindCode)
    .executeTakeFirstOrThrow();
  const lost: LostKey = {
    ccid: system.ccid,
    bucketType: system.bucketType,
    bitting: parseBitting(code.bitting)!,
    delivered: true,
    remedies: [],
  };
  for (const { id, remedy } of targets) {
    // A grand master key's locks take a new system, not a reorder: nothing is delivered for them.
    if (!remedy) {
      lost.delivered = false;
      continue;
    }
    const order = await lostKeys.choose(
      lockSystemId,
      key.keySymbol,
      { remedy: remedy.kind, orderPONumber: '', lockSystemID: id === lockSystemId ? undefined : id },
      ACTOR,
    );
    const reorderId = order.orderLockSystems[0]!.orderLockSystemID;
    if (!(await chartOrRefuse(testApp, reorderId, order.version))) {
      lost.delivered = false;
      continue;
    }
    lost.remedies.push(reorderId);
    await testApp.db.transaction().execute(async (trx) => {
      await changeStatus(trx, reorderId, STATUS.Ready, STATUS.Submitted, ACTOR);
      await changeStatus(trx, reorderId, STATUS.Submitted, STATUS.Completed, ACTOR);
    });
  }
  return lost;
}

/**
 * Locks of the customer's installed systems that a key no longer trusted opens while they are not
 * marked replaced (their installed lock set's `replacedBy`, as the installed view shows it), and any
 * lock of a remedy's reorder that opens to it: simulated here, chart by chart, with `operates`.
 */
async function untrustedOpenings(testApp: TestApp, lost: LostKey): Promise<string[]> {
  const found: string[] = [];
  const installed = await createLockSystemService(testApp.db).listInstalledSystems(lost.ccid);
  for (const listed of installed) {
    // Only locks of the key's keyway can take it (earlier runs chart the customer in another bucket).
    if (listed.bucketType !== lost.bucketType) continue;
    const system = await markReplacedLocks(testApp.db, listed);
    for (const order of system.orders) {
      if (order.status !== STATUS.Submitted && order.status !== STATUS.Completed) continue;
      const chart = await createChartingService(testApp.db).loadKeyChart(order.orderLockSystemID, true);
      const tree = (await loadOrder(testApp.db, order.orderID))!.orderLockSystems.find(
        (entry) => entry.orderLockSystemID === order.orderLockSystemID,
      )!;
      const addTo = new Map(
        [...tree.masterKeys.flatMap((masterKey) => masterKey.lockSets), ...tree.noKeyLockSets].map((set) => [
          set.lockSetID,
          set.addToLockSetId ?? set.lockSetID,
        ]),
      );
      for (const set of [...chart.masterKeys.flatMap((masterKey) => masterKey.lockSets), ...chart.noKeyLockSets])
        for (const lock of set.locks) {
          if (!lock.pinning) continue;
          const pinning = lock.pinning.bottomPins.map((bottomPin, chamber) => ({
            bottomPin,
            masterPins: lock.pinning!.masterPins[chamber]!,
          }));
          if (!operates(lost.bitting, pinning)) continue;
          const where = `${system.name} ${set.name} ${lock.setNumber}/${lock.lockNumber}`;
          if (lost.remedies.includes(order.orderLockSystemID)) found.push(`${where}: a remedy's new lock`);
          else if (!system.lockSets.find((entry) => entry.lockSetID === addTo.get(set.lockSetID))?.replacedBy)
            found.push(`${where}: not marked replaced`);
        }
    }
  }
  return found;
}

describe.each(DATABASE_KINDS)('key control across customers (%s)', (database) => {
  let testApp: TestApp;
  let orders: OrderService;
  const systems = new Map<string, string>();
  beforeAll(async () => {
    testApp = await createTestApp({ database });
    orders = createOrderService(testApp.db, createFeatureFlagService(testApp.db));
  });
  afterAll(async () => testApp.close());

  async function chartedSystems(): Promise<ChartedSystem[]> {
    const charted: ChartedSystem[] = [];
    for (const [id, ccid] of systems)
      charted.push({ ccid, chart: await createChartingService(testApp.db).loadKeyChart(id, true) });
    return charted;
  }

  it.each(['BR4', 'AL5'])(
    'no key issued in bucket %s opens another customer’s lock',
    async (bucket) => {
      const rules = DEMO_CATALOG.lookups.keycodebuckettype.find((entry) => entry.id === bucket)!;
      let charted = 0;
      let reordered = 0;
      let newMasters = 0;
      let newMastersTried = 0;
      let imported = 0;
      let arrays = 0;
      let remedied = 0;
      await fc.assert(
        fc.asyncProperty(
          // Every run takes an admin's key bitting array for its first system (refusals aside), which
          // is reordered with a new master key: each run covers both, not only most.
          fc.array(systemShape, { minLength: 3, maxLength: 6 }).map(([first, ...rest]) => [
            {
              ...first!,
              kind: 'tpp' as const,
              array: true,
              imported: 'none' as const,
              reordered: true,
              newMaster: true,
            },
            ...rest,
          ]),
          async (shapes) => {
            const toReorder: { id: string; newMaster: boolean }[] = [];
            const toLose: { id: string; kind: 'change' | 'master' }[] = [];
            for (const shape of shapes) {
              const system = await createSystem(testApp, orders, bucket, shape);
              const method = shape.kind === 'rcm' ? 'rotating-constant' : 'total-position-progression';
              const masterKeyed = shape.kind === 'tpp' || shape.kind === 'rcm' || shape.kind === 'gmk-only';
              if (masterKeyed && shape.imported !== 'none') {
                system.version = await importChartOf(testApp, system, shape, bucket);
                systems.set(system.id, system.ccid);
                imported += 1;
              }
              const array =
                shape.kind === 'tpp' && shape.array && shape.imported !== 'whole'
                  ? bittingArrayOfPlan(designMasterKeyPlan(rules, method, shape.importSeed, shape.masters))
                  : undefined;
              if (array) arrays += 1;
              if (!(await chartOrRefuse(testApp, system.id, system.version, method, array))) continue;
              systems.set(system.id, system.ccid);
              charted += 1;
              if (shape.reordered) toReorder.push({ id: system.id, newMaster: masterKeyed && shape.newMaster });
              if (shape.lost !== 'none') toLose.push({ id: system.id, kind: shape.lost });
              if (!shape.grows) continue;
              const grown = structuredClone(system.tree);
              (grown.masterKeys.at(-1)?.lockSets ?? grown.noKeyLockSets).push(
                lockSet(99, bucket, { numberOfSets: 1, numberOfLocksPerSet: 2 }),
              );
              const again = await orders.saveTree(
                system.id,
                { expectedVersion: system.version + 1, tree: grown },
                ACTOR,
              );
              let version = again.version;
              // The customer's chart of the grown system, imported under master keys charted before.
              if (masterKeyed && shape.imported !== 'none')
                version = await importChartOf(testApp, { id: system.id, version, tree: grown }, shape, bucket);
              await chartOrRefuse(testApp, system.id, version, method);
            }
            for (const { id, newMaster } of toReorder) {
              if (newMaster) newMastersTried += 1;
              const reorder = await reorderOf(testApp, id, newMaster);
              if (reorder) {
                systems.set(reorder, systems.get(id)!);
                reordered += 1;
                if (newMaster) newMasters += 1;
              }
            }
            const lostKeys: LostKey[] = [];
            for (const { id, kind } of toLose) {
              const lost = await remedyLostKey(testApp, id, kind);
              if (!lost) continue;
              for (const remedy of lost.remedies) systems.set(remedy, lost.ccid);
              if (lost.delivered) lostKeys.push(lost);
            }
            // No key the customer no longer trusts opens a lock that is not marked replaced.
            for (const lost of lostKeys) {
              expect(await untrustedOpenings(testApp, lost)).toEqual([]);
              remedied += 1;
            }
            const all = await chartedSystems();
            expect(crossings(all)).toEqual([]);
            // `npm run key-control:check` agrees, from the registry's codes and blocks.
            expect((await checkKeyControl(testApp.db)).code).toBe(0);
            expect(all.flatMap(unopenedLocks)).toEqual([]);
            expect(all.filter(chartedWithoutMasterCodes).map((system) => system.chart.orderLockSystemID)).toEqual([]);
          },
        ),
        { numRuns: database === 'sqlite' ? 12 : 5 },
      );
      expect(charted).toBeGreaterThan(10);
      expect(reordered).toBeGreaterThan(0);
      // BR4's progressions are small: a new master key is often refused there for want of room (409).
      expect(bucket === 'BR4' ? newMastersTried : newMasters).toBeGreaterThan(0);
      expect(imported).toBeGreaterThan(0);
      expect(arrays).toBeGreaterThan(0);
      expect(remedied).toBeGreaterThan(0);
      // Lost keys' remedies chart more reorders per run: more than the default 20 s on a shared machine.
    },
    120_000,
  );
});

describe.skipIf(!TEST_DATABASE_URL)(
  'key control with allocations at once (postgres; skipped without TEST_DATABASE_URL)',
  () => {
    let testApp: TestApp;
    let orders: OrderService;
    beforeAll(async () => {
      testApp = await createTestApp({ database: 'postgres' });
      orders = createOrderService(testApp.db, createFeatureFlagService(testApp.db));
    });
    afterAll(async () => testApp?.close());

    it('charts many customers’ systems at the same moment without a key opening another customer’s lock', async () => {
      const bucket = 'AL5';
      const shapes = fc.sample(systemShape, { numRuns: 24, seed: 13 });
      const created = await Promise.all(shapes.map((shape) => createSystem(testApp, orders, bucket, shape)));
      const outcomes = await Promise.all(
        created.map((system, index) =>
          chartOrRefuse(
            testApp,
            system.id,
            system.version,
            shapes[index]!.kind === 'rcm' ? 'rotating-constant' : 'total-position-progression',
          ),
        ),
      );
      expect(outcomes.filter(Boolean).length).toBeGreaterThan(12);
      const charted = await Promise.all(
        created
          .filter((_, index) => outcomes[index])
          .map(async (system) => ({
            ccid: system.ccid,
            chart: await createChartingService(testApp.db).loadKeyChart(system.id, true),
          })),
      );
      expect(crossings(charted)).toEqual([]);
    });
  },
);
