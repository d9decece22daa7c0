import {
  isOrderLockSystemStatus,
  statusLabel,
  type LockSet,
  type MasterKey,
  type OrderLockSystem,
  type SafekeyOrder,
} from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { loadOrder } from '../lock-trees/order.repository.ts';
import { INSTALLED_STATUSES } from '../lock-trees/installed-statuses.ts';
import { listLockSystemOrders } from '../lock-trees/lock-system.repository.ts';

type LockSystemOrderRow = Awaited<ReturnType<typeof listLockSystemOrders>>[number];

/** A lock set of the installed system, the master key (of the original tree) it hangs under and its locks in the field. */
interface InstalledLockSetNode {
  lockSet: LockSet;
  masterKeyId: string | null;
  /** Its own locks when the order that made it is installed, and those installed reorders added to it. */
  locks: number;
}

export interface InstalledTree {
  originalOrder: SafekeyOrder;
  /** The order lock system that built the installed system. */
  original: OrderLockSystem;
  firstStatus: number;
  /** Its lock sets: the original tree's and those submitted reorders added, by id. */
  lockSets: Map<string, InstalledLockSetNode>;
  /** Its master keys: the original tree's, then those submitted reorders added (issue 27), by id. */
  masterKeys: Map<string, MasterKey>;
  /** A reorder's lock set of locks added to an installed one: the installed lock set's id, by the reorder's. */
  addedTo: Map<string, string>;
}

/**
 * The installed system's nodes from its orders (rows of `listLockSystemOrders` for one system): the
 * original tree, the lock sets its submitted reorders added, and the locks they added to lock sets.
 */
export async function loadInstalledTree(
  db: Db,
  orders: readonly LockSystemOrderRow[],
): Promise<InstalledTree | undefined> {
  const first = orders.find((order) => order.order_lock_system_id === order.first_order_lock_system_id);
  if (!first) return undefined;
  const originalOrder = (await loadOrder(db, first.order_id))!;
  const original = originalOrder.orderLockSystems.find(
    (system) => system.orderLockSystemID === first.order_lock_system_id,
  )!;
  const lockSets = new Map<string, InstalledLockSetNode>();
  const masterKeys = new Map(original.masterKeys.map((masterKey) => [masterKey.masterKeyID, masterKey]));
  // A canceled or SAP-rejected first order put no locks in the field: its lock sets hold only what reorders added.
  const originalLocks = (lockSet: LockSet) => (INSTALLED_STATUSES.has(first.status) ? lockSet.numberOfLocks : 0);
  for (const masterKey of original.masterKeys)
    for (const lockSet of masterKey.lockSets)
      lockSets.set(lockSet.lockSetID, { lockSet, masterKeyId: masterKey.masterKeyID, locks: originalLocks(lockSet) });
  for (const lockSet of original.noKeyLockSets)
    lockSets.set(lockSet.lockSetID, { lockSet, masterKeyId: null, locks: originalLocks(lockSet) });
  const addOns: LockSet[] = [];
  for (const reorder of orders) {
    if (reorder === first || !INSTALLED_STATUSES.has(reorder.status)) continue;
    const order = (await loadOrder(db, reorder.order_id))!;
    const system = order.orderLockSystems.find((entry) => entry.orderLockSystemID === reorder.order_lock_system_id)!;
    // A reorder's master key stands for an installed one (addToKeyId), or is new under the grand master key.
    for (const masterKey of system.masterKeys)
      if (!masterKey.addToKeyId) masterKeys.set(masterKey.masterKeyID, masterKey);
    const entries = [
      ...system.masterKeys.flatMap((masterKey) =>
        masterKey.lockSets.map((lockSet) => ({
          lockSet,
          masterKeyId: masterKey.addToKeyId ?? masterKey.masterKeyID,
        })),
      ),
      ...system.noKeyLockSets.map((lockSet) => ({ lockSet, masterKeyId: null })),
    ];
    for (const { lockSet, masterKeyId } of entries)
      if (lockSet.addToLockSetId) addOns.push(lockSet);
      else lockSets.set(lockSet.lockSetID, { lockSet, masterKeyId, locks: lockSet.numberOfLocks });
  }
  for (const addOn of addOns) {
    const target = lockSets.get(addOn.addToLockSetId!);
    if (target) target.locks += addOn.numberOfLocks;
  }
  const addedTo = new Map(addOns.map((addOn) => [addOn.lockSetID, addOn.addToLockSetId!]));
  return { originalOrder, original, firstStatus: first.status, lockSets, masterKeys, addedTo };
}

export /** The installed system a reorder builds on: its original order and tree, and its lock sets. */
async function installedNodes(db: Db, lockSystemId: string) {
  const installed = await loadInstalledTree(db, await listLockSystemOrders(db, [lockSystemId]));
  if (!installed) throw appErrors.notFound(`No installed lock system has id ${lockSystemId}.`);
  if (!INSTALLED_STATUSES.has(installed.firstStatus))
    throw appErrors.conflict(
      `Only a submitted or completed system can be reordered; this one is ${isOrderLockSystemStatus(installed.firstStatus) ? statusLabel(installed.firstStatus) : installed.firstStatus}.`,
    );
  return {
    originalOrder: installed.originalOrder,
    tree: installed.original,
    lockSets: installed.lockSets,
    masterKeys: installed.masterKeys,
  };
}
