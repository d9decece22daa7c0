import { ORDER_LOCK_SYSTEM_STATUS, type InstalledLockSystem } from '@keyplan/domain';
import { findLocksKeyOpens } from '../charting/key-opens.ts';
import type { Db } from '../db/database.ts';
import { listRemediesReplacingIn, listSystemRemedies } from './lost-key.repository.ts';

/**
 * Marks what a lost key's delivered remedy replaced (issue 28): the installed lock sets whose locks
 * the lost key opens (by simulation, as its exposure says) are replaced by the remedy's reorder, and
 * the change keys of those locks are retired, and the lost key itself when it is this system's. A
 * remedy for a lost key of another system of the customer marks the locks it opens in this one.
 * Systems without a delivered remedy are answered as they are, without simulating anything.
 */
export async function markReplacedLocks(db: Db, system: InstalledLockSystem): Promise<InstalledLockSystem> {
  const lockSets = new Map<string, { orderID: string; sapOrderNumber: string | null }>();
  const keys = new Map<string, { orderID: string; sapOrderNumber: string | null }>();
  const remedies = [
    ...(await listSystemRemedies(db, system.lockSystemID)),
    ...(await listRemediesReplacingIn(db, system.lockSystemID)),
  ];
  for (const remedy of remedies) {
    const order = system.orders.find((entry) => entry.orderID === remedy.order_id);
    if (order?.status !== ORDER_LOCK_SYSTEM_STATUS.Completed) continue;
    const by = { orderID: order.orderID, sapOrderNumber: order.sapOrderNumber };
    const ownKey = remedy.lock_system_id === system.lockSystemID;
    if (ownKey) keys.set(remedy.key_symbol, by);
    const opens = await findLocksKeyOpens(db, system.ccid, {
      lockSystemId: remedy.lock_system_id,
      keySymbol: remedy.key_symbol,
    });
    for (const lock of opens.locks) {
      if (lock.lockSystemID !== system.lockSystemID) continue;
      lockSets.set(lock.addToLockSetID ?? lock.lockSetID, by);
      if (lock.keySymbol) keys.set(lock.keySymbol, by);
    }
  }
  if (keys.size === 0 && lockSets.size === 0) return system;
  return {
    ...system,
    keys: system.keys.map((key) => ({ ...key, retiredBy: keys.get(key.keySymbol) ?? null })),
    lockSets: system.lockSets.map((lockSet) => ({ ...lockSet, replacedBy: lockSets.get(lockSet.lockSetID) ?? null })),
  };
}
