import {
  bittingViolations,
  GRAND_MASTER_KEY_SYMBOL,
  parseBitting,
  type BucketRules,
  type ChartImportReport,
  type LockSetOutput,
} from '@keyplan/domain';
import type { LoadedTree } from '../lock-trees/tree-rows.ts';
import { changeCodePlaces, codeKey, locksPerSet, masterSymbolsOf } from './chart-places.ts';
import type { ChartFileRow } from './chart-file-reader.ts';
import type { KeyCodeRow } from './key-code.repository.ts';

/**
 * The rows of an imported chart, planned against the system (pure): which code place each row
 * gives a bitting, or why it is refused. Lock rows (`Lock` or no level) give a lock set's change
 * key; `Master` rows (the master key named in the `Master key` column) and `Grand master` rows give
 * the keys above the locks, as the exported chart writes them.
 */

type Refusal = ChartImportReport['refused'][number];

/** Where a code goes in the system. */
interface CodePlace {
  node_kind: KeyCodeRow['node_kind'];
  node_id: string;
  set_number: number | null;
  lock_number: number | null;
}

/** A code place the file gives a bitting, with the rows that give it (a KA set's locks share one). */
export interface Planned {
  place: CodePlace;
  /** Change keys: their lock set. */
  lockSet?: LockSetOutput;
  /** Change keys: their master key, or null directly under the grand master key; master keys: themselves. */
  masterKeyId: string | null;
  /** Change keys: the parent symbol their symbol numbers under; master and grand master keys: their own symbol. */
  symbol: string;
  bitting: string;
  rows: ChartFileRow[];
}

export interface PlannedRows {
  planned: Planned[];
  refused: Refusal[];
  /** Rows that repeat a code the system holds already. */
  alreadyHeld: number;
}

const whole = (text: string) => (/^\d+$/.test(text) ? Number(text) : Number.NaN);

/** `Grand master`, `grand-master`, `GRANDMASTER` … as one level. */
const levelOf = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/** Plans every row of the file against the tree and the system's codes (see the module comment). */
export function planImportRows(
  rows: readonly ChartFileRow[],
  tree: LoadedTree,
  codes: readonly KeyCodeRow[],
  bucket: BucketRules,
): PlannedRows {
  const byPlace = new Map(codes.map((code) => [codeKey(code), code]));
  const ownBittings = new Map(codes.map((code) => [code.bitting, codeKey(code)]));
  const masterSymbols = masterSymbolsOf(tree, byPlace);
  const byName = <T>(entries: [string, T][]) =>
    new Map(entries.map(([name, value]) => [name.trim().toUpperCase(), value]));
  const lockSetsByName = byName<{ lockSet: LockSetOutput; masterKeyId: string | null; symbol: string }>([
    ...tree.masterKeys.flatMap((masterKey) =>
      masterKey.lockSets.map(
        (lockSet) =>
          [
            lockSet.lockSetName,
            { lockSet, masterKeyId: masterKey.masterKeyID, symbol: masterSymbols.get(masterKey.masterKeyID)! },
          ] as [string, { lockSet: LockSetOutput; masterKeyId: string | null; symbol: string }],
      ),
    ),
    ...tree.noKeyLockSets.map(
      (lockSet) =>
        [lockSet.lockSetName, { lockSet, masterKeyId: null, symbol: GRAND_MASTER_KEY_SYMBOL }] as [
          string,
          { lockSet: LockSetOutput; masterKeyId: string | null; symbol: string },
        ],
    ),
  ]);
  const masterKeysByName = byName(tree.masterKeys.map((masterKey) => [masterKey.keyName, masterKey.masterKeyID]));
  const masterKeyed = tree.masterKeys.length > 0 || tree.grandMasterKey.numberOfKeys > 0;

  const refused: Refusal[] = [];
  const planned = new Map<string, Planned>();
  const placeOfBitting = new Map<string, string>();
  let alreadyHeld = 0;
  const refuse = (row: ChartFileRow, reason: string, bitting = row.bitting) =>
    refused.push({ row: row.row, lockSet: row.lockSet, bitting, reason });

  /** Where a row goes, or a refusal's reason. */
  const placeOf = (
    row: ChartFileRow,
  ): { place: CodePlace; what: string; entry: Omit<Planned, 'place' | 'bitting' | 'rows'> } | string => {
    const level = levelOf(row.level);
    if (level === 'grandmaster') {
      if (!masterKeyed)
        return 'level: this system has no master keys and cuts no grand master key, so it takes no grand master bitting';
      return {
        place: {
          node_kind: 'grandMaster',
          node_id: tree.grandMasterKey.grandMasterKeyID,
          set_number: null,
          lock_number: null,
        },
        what: 'the grand master key',
        entry: { masterKeyId: null, symbol: GRAND_MASTER_KEY_SYMBOL },
      };
    }
    if (level === 'master') {
      const masterKeyId = masterKeysByName.get(row.masterKey.toUpperCase());
      if (!masterKeyId)
        return row.masterKey === ''
          ? 'master key: is required on a Master row'
          : 'master key: no master key of this name in the system';
      return {
        place: { node_kind: 'master', node_id: masterKeyId, set_number: null, lock_number: null },
        what: 'the master key',
        entry: { masterKeyId, symbol: masterSymbols.get(masterKeyId)! },
      };
    }
    if (level !== '' && level !== 'lock') return 'level: must be Lock, Master or Grand master';
    const found = lockSetsByName.get(row.lockSet.toUpperCase());
    if (!found)
      return row.lockSet === '' ? 'lock set: is required' : 'lock set: no lock set of this name in the system';
    const { lockSet } = found;
    const sets = locksPerSet(lockSet);
    const setNumber = row.set === '' ? 1 : whole(row.set);
    if (!(setNumber >= 1 && setNumber <= sets.length)) return `set: must be a whole number from 1 to ${sets.length}`;
    const lockNumber = lockSet.keyOption === 'KA' ? null : whole(row.lock);
    if (lockNumber !== null && !(lockNumber >= 1 && lockNumber <= sets[setNumber - 1]!))
      return row.lock === ''
        ? 'lock: is required for a keyed-different lock set'
        : `lock: must be a whole number from 1 to ${sets[setNumber - 1]} in set ${setNumber}`;
    return {
      place: { node_kind: 'change', node_id: lockSet.lockSetID, set_number: setNumber, lock_number: lockNumber },
      what: lockNumber === null ? 'the set' : 'the lock',
      entry: { lockSet, masterKeyId: found.masterKeyId, symbol: found.symbol },
    };
  };

  for (const row of rows) {
    const target = placeOf(row);
    if (typeof target === 'string') {
      refuse(row, target);
      continue;
    }
    const text = row.bittingIsNumber ? row.bitting.padStart(bucket.pins, '0') : row.bitting.toUpperCase();
    const bitting = parseBitting(text);
    if (!bitting) {
      refuse(row, 'bitting: must be one character per cut, 0–9 or A–F', text);
      continue;
    }
    const violations = bittingViolations(bitting, bucket);
    if (violations.length > 0) {
      refuse(row, `bitting: ${violations.join('; ')}`, text);
      continue;
    }
    const key = codeKey(target.place);
    const existing = byPlace.get(key);
    if (existing) {
      if (existing.bitting === text) alreadyHeld += 1;
      else refuse(row, `${target.what} already has key code ${existing.blind_code}`, text);
      continue;
    }
    const earlier = planned.get(key);
    if (earlier && earlier.bitting !== text) {
      refuse(row, `row ${earlier.rows[0]!.row} gives ${target.what.replace('the ', 'this ')} another bitting`, text);
      continue;
    }
    const elsewhere = placeOfBitting.get(text) ?? ownBittings.get(text);
    if (elsewhere !== undefined && elsewhere !== key) {
      refuse(row, 'bitting: already issued in this system, to another key', text);
      continue;
    }
    if (earlier) earlier.rows.push(row);
    else planned.set(key, { ...target.entry, place: target.place, bitting: text, rows: [row] });
    placeOfBitting.set(text, key);
  }
  return { planned: [...planned.values()], refused, alreadyHeld };
}

/** Every code place of the tree that must hold a code before its lock sets count as charted, by lock set. */
export function missingCodes(tree: LoadedTree, coded: ReadonlySet<string>): string[] {
  const missing: string[] = [];
  const masterKeyed = tree.masterKeys.length > 0 || tree.grandMasterKey.numberOfKeys > 0;
  const has = (node_kind: CodePlace['node_kind'], node_id: string) =>
    coded.has(codeKey({ node_kind, node_id, set_number: null, lock_number: null }));
  if (masterKeyed && !has('grandMaster', tree.grandMasterKey.grandMasterKeyID))
    missing.push(`${tree.grandMasterKey.keyName}: has no key code`);
  for (const masterKey of tree.masterKeys)
    if (!has('master', masterKey.masterKeyID)) missing.push(`${masterKey.keyName}: has no key code`);
  for (const lockSet of [...tree.masterKeys.flatMap((masterKey) => masterKey.lockSets), ...tree.noKeyLockSets]) {
    const without = changeCodePlaces(lockSet).filter((place) => !coded.has(codeKey(place))).length;
    if (without > 0)
      missing.push(
        `${lockSet.lockSetName}: ${without} ${lockSet.keyOption === 'KA' ? 'set' : 'lock'}${without === 1 ? '' : 's'} without a key code`,
      );
  }
  return missing;
}

/** Whether a lock set counts as charted: every lock has a code, and so do the keys its locks are pinned for. */
export function isFullyCoded(
  tree: LoadedTree,
  lockSet: LockSetOutput,
  masterKeyId: string | null,
  coded: ReadonlySet<string>,
): boolean {
  const masterKeyed = tree.masterKeys.length > 0 || tree.grandMasterKey.numberOfKeys > 0;
  const has = (node_kind: CodePlace['node_kind'], node_id: string) =>
    coded.has(codeKey({ node_kind, node_id, set_number: null, lock_number: null }));
  return (
    changeCodePlaces(lockSet).every((place) => coded.has(codeKey(place))) &&
    (!masterKeyed || has('grandMaster', tree.grandMasterKey.grandMasterKeyID)) &&
    (masterKeyId === null || has('master', masterKeyId))
  );
}
