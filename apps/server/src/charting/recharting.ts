import { lockSetsWithPaths, type LockSet, type LockSystemTree } from '@keyplan/domain';
import { changeCodePlaces, codeKey } from './chart-places.ts';
import type { KeyCodeRow } from './key-code.repository.ts';

/** What a save does to the key codes of one charted lock set. */
export interface Recharting {
  lockSetID: string;
  lockSetName: string;
  /** Locks (KD) or sets (KA) whose codes leave the chart: they stay in the registry, never issued again. */
  codesDropped: number;
  /** Of those, codes imported from the customer's existing chart. */
  importedDropped: number;
  /** Locks or sets that get codes at the next charting. */
  newPlaces: number;
  /** The lock set now hangs under another master key (or none) than the one its locks are pinned for. */
  masterMoved: boolean;
  deleted: boolean;
}

function masterOf(tree: LockSystemTree): Map<string, string | null> {
  return new Map(
    lockSetsWithPaths(tree).map(({ lockSet, masterKeyIndex }) => [
      lockSet.lockSetID,
      masterKeyIndex === null ? null : (tree.masterKeys[masterKeyIndex]?.masterKeyID ?? null),
    ]),
  );
}

/**
 * Compares a charted system as stored with the tree a save sends (pure): for each charted lock set
 * whose code places change, which codes leave the chart, how many imported, how many places are
 * new, and whether it moved to another master key. Lock sets whose places stay are not listed.
 */
export function rechartingsOf(
  stored: LockSystemTree,
  sent: LockSystemTree,
  charted: ReadonlySet<string>,
  codes: readonly KeyCodeRow[],
): Recharting[] {
  const codeByPlace = new Map(codes.filter((code) => code.node_kind === 'change').map((code) => [codeKey(code), code]));
  const sentLockSets = new Map(lockSetsWithPaths(sent).map(({ lockSet }) => [lockSet.lockSetID, lockSet]));
  const storedMasters = masterOf(stored);
  const sentMasters = masterOf(sent);
  const changes: Recharting[] = [];
  for (const { lockSet } of lockSetsWithPaths(stored)) {
    if (!charted.has(lockSet.lockSetID)) continue;
    const next: LockSet | undefined = sentLockSets.get(lockSet.lockSetID);
    const before = changeCodePlaces(lockSet).map(codeKey);
    const after = new Set(next ? changeCodePlaces(next).map(codeKey) : []);
    const dropped = before.filter((place) => !after.has(place) && codeByPlace.has(place));
    const newPlaces = [...after].filter((place) => !codeByPlace.has(place)).length;
    const masterMoved =
      next !== undefined && storedMasters.get(lockSet.lockSetID) !== sentMasters.get(lockSet.lockSetID);
    if (dropped.length === 0 && newPlaces === 0 && !masterMoved && next) continue;
    changes.push({
      lockSetID: lockSet.lockSetID,
      lockSetName: lockSet.lockSetName,
      codesDropped: dropped.length,
      importedDropped: dropped.filter((place) => codeByPlace.get(place)?.source === 'imported').length,
      newPlaces,
      masterMoved,
      deleted: next === undefined,
    });
  }
  return changes;
}

/** What a person reads about one lock set before confirming. */
export function describeRecharting(change: Recharting): string {
  if (change.masterMoved)
    return `${change.lockSetName}: its locks are pinned for the master key it was charted under; it cannot move to another one. Add a new lock set there (Duplicate) and delete this one instead.`;
  const parts: string[] = [];
  if (change.codesDropped > 0) {
    const imported =
      change.importedDropped > 0 ? `, ${change.importedDropped} of them imported from the customer's chart` : '';
    parts.push(
      `${change.codesDropped} key code${change.codesDropped === 1 ? '' : 's'} leave${change.codesDropped === 1 ? 's' : ''} the chart${imported} (kept reserved, never issued again)`,
    );
  }
  if (change.newPlaces > 0)
    parts.push(`${change.newPlaces} new lock${change.newPlaces === 1 ? '' : 's'} get codes at the next charting`);
  return `${change.lockSetName}${change.deleted ? ' (deleted)' : ''}: ${parts.join('; ')}`;
}
