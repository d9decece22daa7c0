import { ORDER_LOCK_SYSTEM_STATUS, type InstalledLockSystem, type KeyOpens, type OpenedLock } from '@keyplan/domain';
import { findLocksKeyOpens } from '../../charting/key-opens.ts';
import type { Db } from '../../db/database.ts';
import { listRemediesReplacingIn, listSystemRemedies } from './lost-key.repository.ts';

type ReplacedBy = { orderID: string; sapOrderNumber: string | null };

/** One lock of an installed system, as the key-opens simulation names it. */
const lockIdentity = (lock: Pick<OpenedLock, 'orderLockSystemID' | 'lockSetID' | 'setNumber' | 'lockNumber'>) =>
  `${lock.orderLockSystemID}/${lock.lockSetID}/${lock.setNumber}/${lock.lockNumber}`;

/**
 * What the delivered remedies of lost keys replaced in an installed system (issue 28): the locks
 * each lost key opens there (by simulation, as its exposure says), their lock sets and change keys,
 * and the lost key itself when it is this system's. A remedy for a lost key of another system of
 * the customer replaces the locks it opens in this one.
 */
async function replacedIn(db: Db, system: InstalledLockSystem) {
  const locks = new Map<string, ReplacedBy>();
  const lockSets = new Map<string, ReplacedBy>();
  const keys = new Map<string, ReplacedBy>();
  const remedies = [
    ...(await listSystemRemedies(db, system.lockSystemID)),
    ...(await listRemediesReplacingIn(db, system.lockSystemID)),
  ];
  for (const remedy of remedies) {
    const order = system.orders.find((entry) => entry.orderID === remedy.order_id);
    if (order?.status !== ORDER_LOCK_SYSTEM_STATUS.Completed) continue;
    const by = { orderID: order.orderID, sapOrderNumber: order.sapOrderNumber };
    if (remedy.lock_system_id === system.lockSystemID) keys.set(remedy.key_symbol, by);
    // The lost key's code even when SAP rejected the order that made it later: what it opens in the field was replaced.
    const opens = await findLocksKeyOpens(
      db,
      system.ccid,
      { lockSystemId: remedy.lock_system_id, keySymbol: remedy.key_symbol },
      { withdrawn: true },
    );
    for (const lock of opens.locks) {
      if (lock.lockSystemID !== system.lockSystemID) continue;
      locks.set(lockIdentity(lock), by);
      lockSets.set(lock.addToLockSetId ?? lock.lockSetID, by);
      if (lock.keySymbol) keys.set(lock.keySymbol, by);
    }
  }
  return { locks, lockSets, keys };
}

/**
 * Marks what lost keys' delivered remedies replaced: lock sets (with how many of their locks), keys
 * retired, and the system's locks counted as those in the field (issue 42). Systems without a
 * delivered remedy are answered as they are, without simulating anything.
 */
export async function markReplacedLocks(db: Db, system: InstalledLockSystem): Promise<InstalledLockSystem> {
  const replaced = await replacedIn(db, system);
  if (replaced.keys.size === 0 && replaced.lockSets.size === 0) return system;
  const replacedLocksOf = (lockSetID: string) =>
    [...replaced.locks.keys()].filter((identity) => identity.split('/')[1] === lockSetID).length;
  return {
    ...system,
    locks: system.locks - replaced.locks.size,
    keys: system.keys.map((key) => ({ ...key, retiredBy: replaced.keys.get(key.keySymbol) ?? null })),
    lockSets: system.lockSets.map((lockSet) => ({
      ...lockSet,
      replacedBy: replaced.lockSets.get(lockSet.lockSetID) ?? null,
      replacedLocks: replaced.lockSets.has(lockSet.lockSetID) ? replacedLocksOf(lockSet.lockSetID) : 0,
    })),
  };
}

/**
 * "What does this key open?" as the customer's site is now (issue 42): each lock a delivered
 * remedy replaced marked so, and the counts of the locks still in the field.
 */
export async function markReplacedOpens(
  db: Db,
  opens: KeyOpens,
  systemOf: (lockSystemId: string) => Promise<InstalledLockSystem>,
): Promise<KeyOpens> {
  const replaced = new Map<string, ReplacedBy>();
  for (const id of new Set(opens.locks.map((lock) => lock.lockSystemID)))
    for (const [identity, by] of (await replacedIn(db, await systemOf(id))).locks) replaced.set(identity, by);
  if (replaced.size === 0) return opens;
  const locks = opens.locks.map((lock) => ({ ...lock, replacedBy: replaced.get(lockIdentity(lock)) ?? null }));
  const inField = locks.filter((lock) => !lock.replacedBy);
  return {
    ...opens,
    locks,
    counts: {
      locks: inField.length,
      lockSets: new Set(inField.map((lock) => `${lock.orderLockSystemID}/${lock.lockSetID}`)).size,
      incidentalLocks: inField.filter((lock) => lock.opening === 'incidental').length,
      replacedLocks: locks.length - inField.length,
    },
  };
}
