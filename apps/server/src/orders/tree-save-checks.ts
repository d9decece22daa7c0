import {
  formatTreeIssue,
  lockSetsWithPaths,
  lockSystemTreeSchema,
  retiredChoiceIssues,
  type LockSystemTree,
} from '@keyplan/domain';
import { listSystemCodes } from '../charting/system-codes.repository.ts';
import { describeRecharting, rechartingsOf } from '../charting/recharting.ts';
import { findRetiredLookupIds } from '../catalog/lookup-item.repository.ts';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { findLogoIdsOf } from '../logos/logo.repository.ts';
import { loadOrder } from '../lock-trees/order.repository.ts';

/* The checks of a saved tree against what is stored: key codes kept, logos known, retired items not chosen anew. */

/** The logos a tree's lock sets refer to, with the field that refers to each. */
export function logoReferences(tree: LockSystemTree): { path: string; logoId: string }[] {
  return lockSetsWithPaths(tree).flatMap(({ lockSet, path }) =>
    (['logoFront', 'logoBack'] as const)
      .filter((field) => lockSet[field] !== null)
      .map((field) => ({ path: `tree.${path}.${field}`, logoId: lockSet[field]! })),
  );
}

/** The tree with each lock set's `charted` as stored: true only for the charted ones. */
export function keepCharted(tree: LockSystemTree, charted: Set<string>): LockSystemTree {
  const fix = (lockSet: LockSystemTree['noKeyLockSets'][number]) =>
    lockSet.charted === charted.has(lockSet.lockSetID) ? lockSet : { ...lockSet, charted: !lockSet.charted };
  return {
    ...tree,
    masterKeys: tree.masterKeys.map((masterKey) => ({ ...masterKey, lockSets: masterKey.lockSets.map(fix) })),
    noKeyLockSets: tree.noKeyLockSets.map(fix),
  };
}

/**
 * A save never drops key codes silently (issue 12): a charted lock set that moves to another
 * master key is refused; one whose locks lose their codes (fewer locks, another key option,
 * deleted) needs the person's confirmation, naming what leaves the chart and how much of it was
 * imported. Answers the lock sets that stay charted: those with new locks wait for the next charting.
 */
export async function checkRecharting(
  db: Db,
  orderLockSystemId: string,
  orderId: string,
  sent: LockSystemTree,
  charted: Set<string>,
  confirmed: boolean,
): Promise<Set<string>> {
  if (charted.size === 0) return charted;
  const stored = (await loadOrder(db, orderId))?.orderLockSystems.find(
    (system) => system.orderLockSystemID === orderLockSystemId,
  );
  if (!stored) return charted;
  const changes = rechartingsOf(
    lockSystemTreeSchema.parse(stored),
    sent,
    charted,
    await listSystemCodes(db, orderLockSystemId),
  );
  const moved = changes.filter((change) => change.masterMoved);
  if (moved.length > 0) throw appErrors.chartedLockSetMoved(moved.map(describeRecharting));
  if (!confirmed && changes.some((change) => change.codesDropped > 0))
    throw appErrors.rechartingNeedsConfirmation(changes.map(describeRecharting));
  const waiting = new Set(changes.filter((change) => change.newPlaces > 0).map((change) => change.lockSetID));
  return new Set([...charted].filter((id) => !waiting.has(id)));
}

/** Logos a tree refers to must have been uploaded to the same lock system. */
export async function unknownLogos(db: Db, orderLockSystemId: string, tree: LockSystemTree): Promise<string[]> {
  const references = logoReferences(tree);
  if (references.length === 0) return [];
  const known = await findLogoIdsOf(db, orderLockSystemId);
  return references
    .filter(({ logoId }) => !known.has(logoId))
    .map(({ path }) => `${path}: no such logo was uploaded to this system`);
}

/**
 * Retired lookup items a saved tree chooses anew (decision 0022), as `tree.` problems; the
 * stored tree is read only when the tree uses a retired item at all.
 */
export async function retiredChoices(
  db: Db,
  orderId: string,
  orderLockSystemId: string,
  tree: LockSystemTree,
): Promise<string[]> {
  const retired = await findRetiredLookupIds(db);
  if (retiredChoiceIssues(tree, undefined, retired).length === 0) return [];
  const order = await loadOrder(db, orderId);
  if (!order) throw appErrors.notFound(`No order has id ${orderId}.`);
  const stored = order.orderLockSystems.find((system) => system.orderLockSystemID === orderLockSystemId);
  return retiredChoiceIssues(tree, stored && lockSystemTreeSchema.parse(stored), retired).map(
    (issue) => `tree.${formatTreeIssue(issue)}`,
  );
}
