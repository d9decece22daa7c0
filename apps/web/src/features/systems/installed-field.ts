import {
  outOfService,
  reorderRequestSchema,
  reorderVerdict,
  type InstalledKey,
  type InstalledLockSet,
  type InstalledLockSystem,
  counted,
} from '@keyplan/domain';

/*
 * What a lost key left of an installed system (issues 28 and 42), as /reorder-locks and
 * /system-start read it: lock sets replaced by a lost key's delivered remedy (`replacedBy`), keys
 * retired (`retiredBy`) and keys with copies reported lost whose remedy is pending (`lostCopies`).
 * The rules are the domain's (`reorderVerdict`, `outOfService`), the ones the server refuses a
 * reorder by (400): the screen leaves out what they refuse and says why in their words.
 */

/** Copies of the key reported lost, 0 when none (or when the server does not say). */
export const lostCopiesOf = (key: InstalledKey): number => key.lostCopies ?? 0;

/** Why no more copies of a key are cut (retired, or a copy reported lost), or null when they may be. */
export function keyHold(key: InstalledKey): string | null {
  const reason = outOfService(key);
  return reason ? `${reason}: no more copies of it are cut.` : null;
}

/** What the rules say of a new lock set under a master key (null: the grand master key), by system. */
const placements = new WeakMap<InstalledLockSystem, Map<string | null, string | null>>();

/**
 * Why nothing new is put under a master key (null: directly under the grand master key), or null
 * when it may be: the domain's verdict on a new lock set there, without the request path.
 */
export function placementHold(system: InstalledLockSystem, masterKeyID: string | null): string | null {
  let known = placements.get(system);
  if (!known) placements.set(system, (known = new Map()));
  if (known.has(masterKeyID)) return known.get(masterKeyID)!;
  const request = reorderRequestSchema.safeParse({
    newLockSets: [
      { masterKeyID, lockSetName: 'NEW', keyOption: 'KD', numberOfSets: 1, numberOfLocksPerSet: 1, keys: 1 },
    ],
  });
  const problem = request.success ? reorderVerdict(system, request.data).problems[0] : undefined;
  const hold = problem ? `${problem.replace(/^[\w[\].]+: /, '')}.` : null;
  known.set(masterKeyID, hold);
  return hold;
}

/** A master key as the reorder form names it: 'AA – MASTER KEY 1'. */
export function masterKeyLabel(masterKey: { name: string; keySymbol: string | null }): string {
  return `${masterKey.keySymbol ? `${masterKey.keySymbol} – ` : ''}${masterKey.name}`;
}

/** Why no more locks are added to an installed lock set, or null when they may be. */
export function lockSetHold(system: InstalledLockSystem, lockSet: InstalledLockSet): string | null {
  // Its locks are no longer in the field: the remedy's lock set stands in their place.
  if (lockSet.replacedBy)
    return `${lockSet.name} was replaced by ${lockSet.replacedBy.sapOrderNumber ? `SAP order ${lockSet.replacedBy.sapOrderNumber}` : 'a reorder'}, a lost key’s remedy: add locks to its replacement instead.`;
  return placementHold(system, lockSet.masterKeyID);
}

/** The master keys a new lock set may go under. */
export function openMasterKeys(system: InstalledLockSystem) {
  return system.masterKeys.filter((masterKey) => placementHold(system, masterKey.masterKeyID) === null);
}

/** Why each place left out of the "Under" list (master keys, the grand master key) is left out, once each. */
export function heldPlaces(system: InstalledLockSystem): string[] {
  const reasons = [null, ...system.masterKeys.map((masterKey) => masterKey.masterKeyID)].map((id) =>
    placementHold(system, id),
  );
  return [...new Set(reasons.filter((reason) => reason !== null))];
}

/** A lock set's locks in the field: less those a remedy replaced (all of them when the server does not say how many). */
const lockSetInField = (lockSet: InstalledLockSet) =>
  lockSet.locks - (lockSet.replacedLocks ?? (lockSet.replacedBy ? lockSet.locks : 0));

/**
 * What is in the field (issue 42): the locks a remedy has not replaced, the keys not retired and
 * their codes (a lock set's `locks` counts its replaced locks too).
 */
export function inFieldCounts(system: InstalledLockSystem) {
  const keys = system.keys.filter((key) => !key.retiredBy);
  return {
    locks: system.lockSets.reduce((sum, lockSet) => sum + lockSetInField(lockSet), 0),
    keys: keys.reduce((sum, key) => sum + key.keysCut, 0),
    keyCodes: keys.length,
  };
}

/** '22 locks · 26 keys · 17 key codes': what is in the field. */
export function inFieldSummary(system: InstalledLockSystem): string {
  const counts = inFieldCounts(system);
  return [counted(counts.locks, 'lock'), counted(counts.keys, 'key'), counted(counts.keyCodes, 'key code')].join(' · ');
}
