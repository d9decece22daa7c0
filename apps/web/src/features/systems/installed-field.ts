import {
  installedKeyLabel,
  keyOutOfServiceAbove,
  type InstalledKey,
  type InstalledLockSet,
  type InstalledLockSystem,
} from '@keyplan/domain';
import { textNow } from '../../i18n/use-text.ts';
import { systemsText, type SystemsTranslate } from './systems-text.ts';

/*
 * What a lost key left of an installed system (issues 28 and 42), as /reorder-locks and
 * /system-start read it: lock sets replaced by a lost key's delivered remedy (`replacedBy`), keys
 * retired (`retiredBy`) and keys with copies reported lost whose remedy is pending (`lostCopies`).
 * The rules are the domain's (`outOfService`, `keyOutOfServiceAbove`, the ones the server refuses a
 * reorder by): the screen leaves out what they refuse and says why in their words, in the
 * language on show (installed-field.test.ts holds the English to the domain's).
 */

const words = (t?: SystemsTranslate) => t ?? textNow(systemsText);

/** Copies of the key reported lost, 0 when none (or when the server does not say). */
export const lostCopiesOf = (key: InstalledKey): number => key.lostCopies ?? 0;

/** Why a key is out of service (retired, or a copy reported lost), or null: the domain's `outOfService`. */
export function outOfServiceText(key: InstalledKey, t?: SystemsTranslate): string | null {
  const say = words(t);
  if (key.retiredBy)
    return say('hold.retired', { key: installedKeyLabel(key), order: key.retiredBy.sapOrderNumber || 'none' });
  if (lostCopiesOf(key) > 0) return say('hold.lost', { key: installedKeyLabel(key) });
  return null;
}

/**
 * Why no more copies of a key are cut (retired, or a copy reported lost), or null when they may be;
 * in the language on show.
 */
export function keyHold(key: InstalledKey): string | null {
  const reason = outOfServiceText(key);
  return reason ? words()('hold.noCopies', { reason }) : null;
}

/**
 * Why nothing new is put under a master key (null: directly under the grand master key), or null
 * when it may be: the domain's verdict on a new lock set there, without the request path.
 */
export function placementHold(
  system: InstalledLockSystem,
  masterKeyID: string | null,
  t?: SystemsTranslate,
): string | null {
  const key = keyOutOfServiceAbove(system, masterKeyID);
  const reason = key ? outOfServiceText(key, t) : null;
  return reason ? words(t)('hold.place', { reason }) : null;
}

/** A master key as the reorder form names it: 'AA – MASTER KEY 1'. */
export function masterKeyLabel(masterKey: { name: string; keySymbol: string | null }): string {
  return `${masterKey.keySymbol ? `${masterKey.keySymbol} – ` : ''}${masterKey.name}`;
}

/** Why no more locks are added to an installed lock set, or null when they may be. */
export function lockSetHold(
  system: InstalledLockSystem,
  lockSet: InstalledLockSet,
  t?: SystemsTranslate,
): string | null {
  // Its locks are no longer in the field: the remedy's lock set stands in their place.
  if (lockSet.replacedBy)
    return words(t)('hold.lockSetReplaced', {
      name: lockSet.name,
      order: lockSet.replacedBy.sapOrderNumber || 'none',
    });
  return placementHold(system, lockSet.masterKeyID, t);
}

/** The master keys a new lock set may go under. */
export function openMasterKeys(system: InstalledLockSystem) {
  return system.masterKeys.filter((masterKey) => placementHold(system, masterKey.masterKeyID) === null);
}

/** Why each place left out of the "Under" list (master keys, the grand master key) is left out, once each. */
export function heldPlaces(system: InstalledLockSystem, t?: SystemsTranslate): string[] {
  const reasons = [null, ...system.masterKeys.map((masterKey) => masterKey.masterKeyID)].map((id) =>
    placementHold(system, id, t),
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
export function inFieldSummary(system: InstalledLockSystem, t?: SystemsTranslate): string {
  const counts = inFieldCounts(system);
  return words(t)('installed.inField', { locks: counts.locks, keys: counts.keys, codes: counts.keyCodes });
}
