import { keysCutOf, keysOfLockSet, type LockSet, type LockSystemTree, type MasterKey } from '@keyplan/domain';
import { textNow } from '../../../../i18n/use-text.ts';
import { keySystemText, type KeySystemTranslate } from '../../key-system-text.ts';

/** Counts a person reads on a node: lock sets, locks and keys below it (and its own keys). */
export interface NodeFigures {
  lockSets: number;
  locks: number;
  keys: number;
}

// Edits keep unchanged master keys' identity, so their figures are computed once per version.
const masterKeyCache = new WeakMap<MasterKey, NodeFigures>();

export function lockSetFigures(lockSet: LockSet): NodeFigures {
  return { lockSets: 1, locks: lockSet.numberOfLocks, keys: keysOfLockSet(lockSet) };
}

/**
 * A master key's lock sets, their locks, and their keys plus the master key's own: the keys this
 * order cuts (`keysCutOf`; a reorder's stand-in for an installed master key cuts its spare keys only).
 */
export function masterKeyFigures(masterKey: MasterKey): NodeFigures {
  const cached = masterKeyCache.get(masterKey);
  if (cached) return cached;
  const figures = sumFigures(masterKey.lockSets, keysCutOf(masterKey));
  masterKeyCache.set(masterKey, figures);
  return figures;
}

export function sumFigures(lockSets: readonly LockSet[], ownKeys = 0): NodeFigures {
  let locks = 0;
  let keys = ownKeys;
  for (const lockSet of lockSets) {
    locks += lockSet.numberOfLocks;
    keys += keysOfLockSet(lockSet);
  }
  return { lockSets: lockSets.length, locks, keys };
}

/**
 * The whole system: every lock set, master key and the grand master key's keys this order cuts,
 * and a reorder's change keys cut to existing codes.
 */
export function systemFigures(tree: LockSystemTree): NodeFigures {
  const changeKeys = (tree.changeKeyOrders ?? []).reduce((sum, order) => sum + order.quantity, 0);
  const parts = [
    ...tree.masterKeys.map(masterKeyFigures),
    sumFigures(tree.noKeyLockSets, keysCutOf(tree.grandMasterKey) + changeKeys),
  ];
  return parts.reduce((sum, part) => ({
    lockSets: sum.lockSets + part.lockSets,
    locks: sum.locks + part.locks,
    keys: sum.keys + part.keys,
  }));
}

/** "3 lock sets · 10 locks · 12 keys" (lock sets left out for a lock set itself). */
export function describeFigures(
  figures: NodeFigures,
  withLockSets = true,
  t: KeySystemTranslate = textNow(keySystemText),
): string {
  const parts = [t('figures.locks', { count: figures.locks }), t('figures.keys', { count: figures.keys })];
  return (withLockSets ? [t('figures.lockSets', { count: figures.lockSets }), ...parts] : parts).join(' · ');
}
