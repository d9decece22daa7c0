import {
  operates,
  parseBitting,
  type ChartLockSet,
  type ChartPinning,
  type KeyOpens,
  type LockPinning,
  type OpenedLock,
  type OpeningKey,
} from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { INSTALLED_STATUSES } from '../lock-trees/installed-statuses.ts';
import { listCustomerLockSystems, listLockSystemOrders } from '../lock-trees/lock-system.repository.ts';
import { loadOrder } from '../lock-trees/order.repository.ts';
import { createChartingService } from './charting.service.ts';
import { findInstalledKeyCode } from './key-code.repository.ts';

/**
 * "What does this key open?" (issue 27): the locks of a customer's installed systems that a key
 * operates, by simulation of each lock's pinning (`operates` over the pins its chart gives it).
 */

/** The key asked about: a symbol within one of the customer's installed systems (staff), or a blind code (admins). */
export type KeyToOpen = { lockSystemId: string; keySymbol: string } | { blindCode: string };

/** The key's registry row among the customer's installed systems; 404 when it has none. */
async function findKey(db: Db, ccid: string, key: KeyToOpen, withdrawn: boolean) {
  const found = await findInstalledKeyCode(db, ccid, key, { withdrawn });
  if (!found)
    throw appErrors.notFound(
      'blindCode' in key
        ? `No key of an installed system of customer ${ccid} has blind code ${key.blindCode}.`
        : `Installed system ${key.lockSystemId} of customer ${ccid} has no key ${key.keySymbol}.`,
    );
  return found;
}

const toLockPinning = (pinning: ChartPinning): LockPinning =>
  pinning.bottomPins.map((bottomPin, chamber) => ({ bottomPin, masterPins: pinning.masterPins[chamber] ?? [] }));

/** A lock set of a chart with the bittings its locks were cut for above the change key (master, grand master). */
interface PinnedLockSet {
  lockSet: ChartLockSet;
  above: (string | undefined)[];
}

/**
 * Every lock of the customer's installed systems in the key's bucket that the key operates, in
 * system, order and chart order. A lock opens *by design* when the key is its change key, its lock
 * set's master key or the grand master key it was pinned for; any other lock whose pins admit the
 * key's cuts opens *incidentally*. Locks still without a code or pinning cannot be simulated and are
 * left out (they are not installed). 404 when the customer has no such key (`withdrawn`: a key of an
 * order SAP rejected later counts, for what a lost key's delivered remedy replaced).
 */
export async function findLocksKeyOpens(
  db: Db,
  ccid: string,
  key: KeyToOpen,
  options: { withdrawn?: boolean } = {},
): Promise<KeyOpens> {
  const { code, lockSystemId, lockSystemName } = await findKey(db, ccid, key, options.withdrawn ?? false);
  const bitting = parseBitting(code.bitting);
  const opening: OpeningKey = {
    lockSystemID: lockSystemId,
    lockSystemName,
    bucketType: code.bucket_type,
    keySymbol: code.key_symbol!,
    kind: code.node_kind,
    blindCode: code.blind_code,
  };
  const locks: OpenedLock[] = [];
  if (bitting) {
    const systems = (await listCustomerLockSystems(db, ccid)).filter(
      (system) => system.bucket_type === code.bucket_type,
    );
    const orders = await listLockSystemOrders(
      db,
      systems.map((system) => system.lock_system_id),
    );
    for (const system of systems)
      for (const order of orders) {
        if (order.lock_system_id !== system.lock_system_id || !INSTALLED_STATUSES.has(order.status)) continue;
        const chart = await createChartingService(db).loadKeyChart(order.order_lock_system_id, true);
        const addTo = addToLockSets(await loadOrder(db, order.order_id), order.order_lock_system_id);
        const pinned: PinnedLockSet[] = [
          ...chart.masterKeys.flatMap((masterKey) =>
            masterKey.lockSets.map((lockSet) => ({
              lockSet,
              above: [masterKey.bitting, chart.grandMasterKey.bitting],
            })),
          ),
          ...chart.noKeyLockSets.map((lockSet) => ({ lockSet, above: [chart.grandMasterKey.bitting] })),
        ];
        for (const { lockSet, above } of pinned)
          for (const lock of lockSet.locks) {
            if (!lock.pinning || !lock.bitting || !operates(bitting, toLockPinning(lock.pinning))) continue;
            const design = [lock.bitting, ...above].includes(code.bitting);
            locks.push({
              lockSystemID: system.lock_system_id,
              lockSystemName: system.name,
              orderID: order.order_id,
              orderLockSystemID: order.order_lock_system_id,
              sapOrderNumber: order.sap_order_number,
              lockSetID: lockSet.lockSetID,
              lockSetName: lockSet.name,
              addToLockSetId: addTo.get(lockSet.lockSetID) ?? null,
              setNumber: lock.setNumber,
              lockNumber: lock.lockNumber,
              keySymbol: lock.keySymbol,
              opening: design ? 'design' : 'incidental',
            });
          }
      }
  }
  return {
    key: opening,
    locks,
    counts: {
      locks: locks.length,
      lockSets: new Set(locks.map((lock) => `${lock.orderLockSystemID}/${lock.lockSetID}`)).size,
      incidentalLocks: locks.filter((lock) => lock.opening === 'incidental').length,
    },
  };
}

/** A reorder's lock sets that add locks to a lock set of the installed system, and which one. */
function addToLockSets(order: Awaited<ReturnType<typeof loadOrder>>, orderLockSystemId: string): Map<string, string> {
  const system = order?.orderLockSystems.find((entry) => entry.orderLockSystemID === orderLockSystemId);
  const addTo = new Map<string, string>();
  if (!system) return addTo;
  for (const lockSet of [...system.masterKeys.flatMap((masterKey) => masterKey.lockSets), ...system.noKeyLockSets])
    if (lockSet.addToLockSetId) addTo.set(lockSet.lockSetID, lockSet.addToLockSetId);
  return addTo;
}
