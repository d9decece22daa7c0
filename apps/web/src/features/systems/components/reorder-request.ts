import type { InstalledLockSystem, ReorderRequestInput } from '@keyplan/domain';
import type { ReorderChoices } from './reorder-lock-set-choices.tsx';
import { reorderCount } from './reorder-count-field.tsx';
import { keyHold, lockSetHold } from '../installed-field.ts';
import { textNow } from '../../../i18n/use-text.ts';
import { systemsText, type SystemsTranslate } from '../systems-text.ts';

export interface NewLockSetRow {
  key: number;
  lockSetName: string;
  /** '' directly under the grand master key; an installed master key's id; or a new one's `newMasterKeyValue`. */
  masterKeyID: string;
  keyOption: 'KD' | 'KA';
  numberOfSets: string;
  numberOfLocksPerSet: string;
  keys: string;
  /** Body, shackle, color and engraving as /set offers them; null while the catalog loads (the server's defaults). */
  choices: ReorderChoices | null;
}

/** A lock set given to a new master key on its own card (the bucket's materials, nothing engraved). */
export interface MasterKeyLockSetRow {
  key: number;
  lockSetName: string;
  keyOption: 'KD' | 'KA';
  numberOfSets: string;
  numberOfLocksPerSet: string;
  keys: string;
}

/** A new master key of a reorder (issue 27) with the lock sets its card gives it. */
export interface NewMasterKeyRow {
  key: number;
  keyName: string;
  keys: string;
  lockSets: MasterKeyLockSetRow[];
}

export interface AddLocksRow {
  locks: string;
  setNumber: string;
  keys: string;
  /** A lockout/tagout set: the added locks' workers, one name or ID a line. */
  workers: string;
}

/** Everything the reorder form holds. */
export interface ReorderFormState {
  orderPONumber: string;
  orderSystemName: string;
  addLocks: Record<string, AddLocksRow>;
  keyOrders: Record<string, string>;
  /** Why a lockout/tagout worker's key gets a second copy, by key symbol. */
  keyReasons: Record<string, string>;
  newLockSets: NewLockSetRow[];
  newMasterKeys: NewMasterKeyRow[];
}

/** The "Under" value of a new master key of this form: a new lock set may go under it (its request's `lockSets`). */
export const newMasterKeyValue = (key: number) => `new:${key}`;

/** What a part of the request is, in the form's words, and which fields it has (for the server's problems). */
export interface RequestPlace {
  words: string;
  kind: 'addLocks' | 'lockSet' | 'masterKey' | 'keys';
}

/**
 * The request the form describes (only what is ordered: counts above 0, nothing a lost key
 * holds), and where each of its parts is on the form, by request path (`newMasterKeys[0]`), so that
 * the server's problems can be said in the form's words.
 */
export function reorderRequestOf(
  system: InstalledLockSystem,
  form: ReorderFormState,
  t: SystemsTranslate = textNow(systemsText),
): { request: ReorderRequestInput; places: Map<string, RequestPlace> } {
  const places = new Map<string, RequestPlace>();
  const named = (words: string, name: string) =>
    name.trim() ? t('place.named', { words, name: name.trim().toUpperCase() }) : words;
  const addLocks = system.lockSets.filter(
    (lockSet) =>
      reorderCount(form.addLocks[lockSet.lockSetID]?.locks ?? '') > 0 && lockSetHold(system, lockSet) === null,
  );
  addLocks.forEach((lockSet, index) =>
    places.set(`addLocks[${index}]`, { words: t('place.moreLocksFor', { name: lockSet.name }), kind: 'addLocks' }),
  );
  const keys = system.keys.filter((key) => reorderCount(form.keyOrders[key.keySymbol] ?? '') > 0 && !keyHold(key));
  keys.forEach((key, index) =>
    places.set(`additionalKeys[${index}]`, { words: t('place.moreKeys', { symbol: key.keySymbol }), kind: 'keys' }),
  );

  const lockSetOf = (row: NewLockSetRow | MasterKeyLockSetRow) => ({
    lockSetName: row.lockSetName.trim().toUpperCase(),
    keyOption: row.keyOption,
    numberOfSets: reorderCount(row.numberOfSets),
    numberOfLocksPerSet: reorderCount(row.numberOfLocksPerSet),
    keys: reorderCount(row.keys),
    ...('choices' in row && row.choices ? { choices: row.choices } : {}),
  });
  const rowWords = (row: NewLockSetRow) =>
    named(t('place.newLockSet', { number: form.newLockSets.indexOf(row) + 1 }), row.lockSetName);
  const underNew = new Set(form.newMasterKeys.map((row) => newMasterKeyValue(row.key)));
  const standalone = form.newLockSets.filter((row) => !underNew.has(row.masterKeyID));
  standalone.forEach((row, index) => places.set(`newLockSets[${index}]`, { words: rowWords(row), kind: 'lockSet' }));

  const newMasterKeys = form.newMasterKeys.map((row, index) => {
    const path = `newMasterKeys[${index}]`;
    const masterWords = named(t('place.newMasterKey', { number: index + 1 }), row.keyName);
    places.set(path, { words: masterWords, kind: 'masterKey' });
    const under = form.newLockSets.filter((entry) => entry.masterKeyID === newMasterKeyValue(row.key));
    row.lockSets.forEach((entry, setIndex) =>
      places.set(`${path}.lockSets[${setIndex}]`, {
        words: named(t('place.setOfNewMaster', { set: setIndex + 1, number: index + 1 }), entry.lockSetName),
        kind: 'lockSet',
      }),
    );
    under.forEach((entry, setIndex) =>
      places.set(`${path}.lockSets[${row.lockSets.length + setIndex}]`, { words: rowWords(entry), kind: 'lockSet' }),
    );
    return {
      keyName: row.keyName.trim().toUpperCase(),
      keys: reorderCount(row.keys),
      lockSets: [...row.lockSets.map(lockSetOf), ...under.map(lockSetOf)],
    };
  });

  const request: ReorderRequestInput = {
    orderPONumber: form.orderPONumber,
    orderSystemName: form.orderSystemName,
    addLocks: addLocks.map((lockSet) => {
      const row = form.addLocks[lockSet.lockSetID]!;
      return {
        lockSetID: lockSet.lockSetID,
        locks: reorderCount(row.locks),
        setNumber: lockSet.keyOption === 'KA' ? reorderCount(row.setNumber || '1') : null,
        keys: row.keys.trim() === '' ? null : reorderCount(row.keys),
        ...(lockSet.lockoutDepartment != null ? { workers: workersOf(row.workers) } : {}),
      };
    }),
    newLockSets: standalone.map((row) => ({ masterKeyID: row.masterKeyID || null, ...lockSetOf(row) })),
    additionalKeys: keys.map((key) => ({
      keySymbol: key.keySymbol,
      quantity: reorderCount(form.keyOrders[key.keySymbol]!),
      ...(form.keyReasons[key.keySymbol]?.trim() ? { reason: form.keyReasons[key.keySymbol]!.trim() } : {}),
    })),
    // Only when some are ordered: the request is what the form describes.
    ...(newMasterKeys.length > 0 ? { newMasterKeys } : {}),
  };
  return { request, places };
}

/** The workers typed for added lockout/tagout locks, one a line; null when none (the set's workers, if as many). */
function workersOf(text: string | undefined): string[] | null {
  const workers = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return workers.length > 0 ? workers : null;
}

/** Every count the form holds, to check that each is a whole number before the request is sent. */
export function countsOf(form: ReorderFormState): string[] {
  return [
    ...Object.values(form.addLocks).flatMap((row) => [row.locks, row.keys]),
    ...Object.values(form.keyOrders),
    ...form.newLockSets.flatMap((row) => [row.numberOfSets, row.numberOfLocksPerSet, row.keys]),
    ...form.newMasterKeys.flatMap((row) => [
      row.keys,
      ...row.lockSets.flatMap((entry) => [entry.numberOfSets, entry.numberOfLocksPerSet, entry.keys]),
    ]),
  ];
}
