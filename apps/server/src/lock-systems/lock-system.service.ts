import { randomUUID } from 'node:crypto';
import {
  changeKeyOrderSchema,
  isOrderLockSystemStatus,
  lockoutKeysOf,
  type ChangeKeyOrder,
  statusLabel,
  type InstalledKey,
  type InstalledLockSystem,
  type ChartLock,
  type ChartLockSet,
  type KeyChart,
} from '@keyplan/domain';
import { z } from 'zod';
import { createChartingService } from '../charting/charting.service.ts';
import { loadInstalledTree, type InstalledTree } from './installed-tree.ts';
import { changeKeyOpens, lockSetTitles } from './lock-set-titles.ts';
import type { Db } from '../db/database.ts';
import { INSTALLED_STATUSES } from '../lock-trees/installed-statuses.ts';
import {
  findInstallContext,
  findLockSystem,
  insertLockSystem,
  listCustomerLockSystems,
  listLockSystemOrders,
} from '../lock-trees/lock-system.repository.ts';

/**
 * Records the customer's installed lock system when a system is first submitted as an order,
 * inside the submission's transaction (issue 11). A system that belongs to one already (a reorder)
 * keeps it. Answers the installed system's id.
 */
async function recordInstalledSystem(trx: Db, orderLockSystemId: string, actor: string): Promise<string> {
  const context = await findInstallContext(trx, orderLockSystemId);
  if (!context) throw new Error(`no lock system ${orderLockSystemId}`);
  if (context.lock_system_id) return context.lock_system_id;
  const lockSystemId = randomUUID();
  await insertLockSystem(trx, {
    lock_system_id: lockSystemId,
    ccid: context.ccid,
    name: context.order_system_name,
    bucket_type: context.system_bucket_type,
    first_order_lock_system_id: orderLockSystemId,
    created_by: actor,
    created_at: new Date().toISOString(),
  });
  return lockSystemId;
}

/**
 * How many keys were cut of each key of a chart, by symbol (a KA set's locks share one key); a
 * lockout/tagout key carries its worker and department, or is the supervisor master key (issue 35).
 */
export function keysOf(
  chart: KeyChart,
  /** What a change key opens, in words (issue 47): its lock set's name unless told. */
  opensOf: (lockSet: ChartLockSet, lock: ChartLock) => string = (lockSet) => lockSet.name,
): InstalledKey[] {
  const keys: InstalledKey[] = [];
  const lockout = lockoutKeysOf(chart);
  const withLockout = (key: InstalledKey): InstalledKey => {
    const found = lockout.get(key.keySymbol);
    return found ? { ...key, lockout: found } : key;
  };
  const grandMaster = chart.grandMasterKey;
  if (grandMaster.blindCode && grandMaster.numberOfKeys > 0)
    keys.push({
      keySymbol: grandMaster.keySymbol,
      kind: 'grandMaster',
      name: grandMaster.name,
      blindCode: grandMaster.blindCode,
      keysCut: grandMaster.numberOfKeys,
    });
  for (const masterKey of chart.masterKeys)
    if (masterKey.blindCode)
      keys.push({
        keySymbol: masterKey.keySymbol,
        kind: 'master',
        name: masterKey.name,
        blindCode: masterKey.blindCode,
        keysCut: masterKey.numberOfKeys,
      });
  for (const lockSet of [...chart.masterKeys.flatMap((masterKey) => masterKey.lockSets), ...chart.noKeyLockSets])
    for (const lock of lockSet.locks)
      if (lock.keySymbol && lock.blindCode)
        keys.push({
          keySymbol: lock.keySymbol,
          kind: 'change',
          name: opensOf(lockSet, lock),
          blindCode: lock.blindCode,
          keysCut: lock.keysCut,
        });
  return keys.map(withLockout);
}

/** Sums the keys cut of each key over the charts, in symbol order (A, AA, AA1, AA2 …, AB …). */
function mergeKeys(keys: readonly InstalledKey[]): InstalledKey[] {
  const bySymbol = new Map<string, InstalledKey>();
  for (const key of keys) {
    const known = bySymbol.get(key.keySymbol);
    if (known) {
      known.keysCut += key.keysCut;
      known.lockout ??= key.lockout;
    } else bySymbol.set(key.keySymbol, { ...key });
  }
  return [...bySymbol.values()].sort((a, b) =>
    a.keySymbol.localeCompare(b.keySymbol, 'en', { numeric: true, sensitivity: 'base' }),
  );
}

/** Adds the change keys reorders cut to existing codes (by symbol) to the keys cut of each. */
function addChangeKeyOrders(keys: InstalledKey[], orders: readonly ChangeKeyOrder[]): InstalledKey[] {
  for (const order of orders) {
    const key = keys.find((entry) => entry.keySymbol === order.keySymbol);
    if (key) key.keysCut += order.quantity;
  }
  return keys;
}

/** Each keyed-alike lock set's key symbol per set (set 1 first), by lock set id, from the charts that made them. */
function setKeysOf(charts: readonly KeyChart[]): Map<string, (string | null)[]> {
  const setKeys = new Map<string, (string | null)[]>();
  for (const chart of charts)
    for (const lockSet of [...chart.masterKeys.flatMap((masterKey) => masterKey.lockSets), ...chart.noKeyLockSets]) {
      if (lockSet.keyOption !== 'KA') continue;
      const keys: (string | null)[] = [];
      for (const lock of lockSet.locks) keys[lock.setNumber - 1] ??= lock.keySymbol;
      setKeys.set(
        lockSet.lockSetID,
        Array.from(keys, (key) => key ?? null),
      );
    }
  return setKeys;
}

/**
 * The locks an order orders, charted or not: a draft reorder's locks get their codes only at
 * submission, and are its locks all the same ('8 not installed (draft)', issue 47).
 */
const lockCount = (chart: KeyChart) =>
  [...chart.masterKeys.flatMap((masterKey) => masterKey.lockSets), ...chart.noKeyLockSets].reduce(
    (sum, lockSet) => sum + lockSet.locks.length,
    0,
  );

/** A customer's installed lock systems with the orders that built them and the keys cut of each key. */
async function listInstalledSystems(db: Db, ccid: string, only?: string): Promise<InstalledLockSystem[]> {
  const systems = (await listCustomerLockSystems(db, ccid)).filter(
    (system) => only === undefined || system.lock_system_id === only,
  );
  const orders = await listLockSystemOrders(
    db,
    systems.map((system) => system.lock_system_id),
  );
  const charts = new Map<string, KeyChart>();
  for (const order of orders)
    charts.set(
      order.order_lock_system_id,
      await createChartingService(db).loadKeyChart(order.order_lock_system_id, false),
    );
  const trees = new Map<string, InstalledTree | undefined>();
  for (const system of systems)
    trees.set(
      system.lock_system_id,
      await loadInstalledTree(
        db,
        orders.filter((order) => order.lock_system_id === system.lock_system_id),
      ),
    );
  return systems.map((system) => {
    const own = orders.filter((order) => order.lock_system_id === system.lock_system_id);
    const installed = trees.get(system.lock_system_id);
    const firstChart = charts.get(system.first_order_lock_system_id);
    // A master key's symbol in the chart of the order that made it (the first order, or a reorder).
    const symbolOf = (masterKeyId: string) =>
      [firstChart, ...own.map((order) => charts.get(order.order_lock_system_id))]
        .flatMap((chart) => chart?.masterKeys ?? [])
        .find((masterKey) => masterKey.masterKeyID === masterKeyId)?.keySymbol ?? null;
    // Only Submitted and Completed orders put locks and keys at the customer's site: a canceled (or
    // SAP-rejected) order stays in the history but adds nothing.
    const counted = own.filter((order) => INSTALLED_STATUSES.has(order.status));
    const ownCharts = counted.map((order) => charts.get(order.order_lock_system_id)!);
    const setKeys = setKeysOf(ownCharts);
    const titles = lockSetTitles(
      [...(installed?.lockSets.values() ?? [])].map(({ lockSet }) => ({
        lockSetID: lockSet.lockSetID,
        name: lockSet.lockSetName,
      })),
    );
    // Its lock set numbered where another has its name, and its set or lock where the lock set has several keys.
    const opensOf = (lockSet: ChartLockSet, lock: ChartLock) => {
      const addedTo = installed?.addedTo.get(lockSet.lockSetID);
      return changeKeyOpens(titles.get(addedTo ?? lockSet.lockSetID) ?? lockSet.name, lockSet, lock, Boolean(addedTo));
    };
    return {
      lockSystemID: system.lock_system_id,
      ccid: system.ccid,
      name: system.name,
      bucketType: system.bucket_type,
      createdAt: system.created_at,
      masterKeyed: ownCharts.some((chart) => chart.method !== null),
      locks: ownCharts.reduce((sum, chart) => sum + lockCount(chart), 0),
      orders: own.map((order) => {
        const status = isOrderLockSystemStatus(order.status) ? order.status : 0;
        return {
          orderID: order.order_id,
          orderLockSystemID: order.order_lock_system_id,
          orderSystemName: order.order_system_name,
          orderPONumber: order.order_po_number,
          sapOrderNumber: order.sap_order_number,
          status,
          statusLabel: statusLabel(status),
          isAddToSystem: order.order_lock_system_id !== order.first_order_lock_system_id,
          submittedAt: order.submitted_at ?? null,
          installed: INSTALLED_STATUSES.has(order.status),
          locks: lockCount(charts.get(order.order_lock_system_id)!),
        };
      }),
      keys: addChangeKeyOrders(
        mergeKeys(ownCharts.flatMap((chart) => keysOf(chart, opensOf))),
        counted.flatMap((order) =>
          order.change_key_orders_json
            ? z.array(changeKeyOrderSchema).parse(JSON.parse(order.change_key_orders_json))
            : [],
        ),
      ),
      masterKeys: [...(installed?.masterKeys.values() ?? [])].map((masterKey) => ({
        masterKeyID: masterKey.masterKeyID,
        name: masterKey.keyName,
        keySymbol: symbolOf(masterKey.masterKeyID),
      })),
      lockSets: [...(installed?.lockSets.values() ?? [])].map(({ lockSet, masterKeyId, locks }) => ({
        lockSetID: lockSet.lockSetID,
        name: lockSet.lockSetName,
        keyOption: lockSet.keyOption,
        masterKeyID: masterKeyId,
        sets: lockSet.variableSets?.length ?? lockSet.numberOfSets,
        locks,
        ...(lockSet.lockout ? { lockoutDepartment: lockSet.lockout.department } : {}),
        ...(setKeys.has(lockSet.lockSetID) ? { setKeys: setKeys.get(lockSet.lockSetID) } : {}),
      })),
    };
  });
}

/** Customers' installed lock systems, bound to a database or to a submission's transaction. */
export function createLockSystemService(db: Db) {
  return {
    /** Inside the submission's transaction this service was made with: the installed system's id. */
    recordInstalledSystem: (orderLockSystemId: string, actor: string) =>
      recordInstalledSystem(db, orderLockSystemId, actor),
    /** A customer's installed lock systems with the orders that built them and the keys cut of each key. */
    listInstalledSystems: (ccid: string) => listInstalledSystems(db, ccid),
    /** One installed system as `listInstalledSystems` answers it, without the customer's others; undefined for an unknown id. */
    async findInstalledSystem(lockSystemId: string): Promise<InstalledLockSystem | undefined> {
      const row = await findLockSystem(db, lockSystemId);
      return row ? (await listInstalledSystems(db, row.ccid, lockSystemId))[0] : undefined;
    },
  };
}
