import {
  lockSystemTreeOf,
  systemPriceOf,
  type LockSystemTree,
  type SafekeyOrder,
  type SavedLockSystem,
  type SystemPrice,
} from '@keyplan/domain';
import { useSyncExternalStore } from 'react';

/**
 * The lock system being edited on /key-system and /set: one draft tree shared by both screens,
 * so a person can move between the hierarchy and a lock set without saving. It lives in memory
 * only; the Unsaved Changes guard (and the browser's unload prompt) protect it from being lost.
 */
export interface Draft {
  orderID: string;
  orderLockSystemID: string;
  /** The order version the draft started from; a save sends it as expectedVersion. */
  version: number;
  status: number;
  statusLabel: string;
  currency: string;
  bucketType: string;
  /** The tree as last loaded or saved. */
  saved: LockSystemTree;
  /** The tree with the person's edits. */
  tree: LockSystemTree;
  /** Discounted unit prices the server stored at the last save, by lock set id. */
  savedPricePer: Record<string, number | null>;
  savedTotalPrice: number | null;
  /** A submitted system's prices as sent to SAP (decision 0050): shown instead of the live price; null for a draft. */
  submittedPrice: SystemPrice | null;
  /**
   * False for a system past submission whose lines were not kept (decision 0050): its total is the
   * one SAP was sent (`savedTotalPrice`), its lines today's price book's.
   */
  priceKept: boolean;
  /**
   * A reorder (issue 11): its nodes stand for the installed system's, so it is read-only here and
   * made on Reorder Locks; null for any other system.
   */
  reorderOf: { lockSystemID: string | null; name: string | null; sapOrderNumber: string | null } | null;
}

let draft: Draft | null = null;
const listeners = new Set<() => void>();

function publish(next: Draft | null) {
  draft = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getDraft(): Draft | null {
  return draft;
}

/** True while the draft holds edits that are not saved. */
export function isDirty(value: Draft | null = draft): boolean {
  return value !== null && value.tree !== value.saved;
}

/** The editable tree of a loaded lock system: the input fields, without derived values. */
export function treeOfOrder(order: SafekeyOrder): LockSystemTree {
  const system = order.orderLockSystems[0];
  if (!system) throw new Error(`Order ${order.orderID} has no lock system`);
  // The order was validated as it arrived (getOrder); this only leaves the derived values out.
  return lockSystemTreeOf(system);
}

/**
 * Starts editing the order's lock system. A draft of the same lock system and version is kept,
 * with its edits, so that coming back from /set to /key-system (or the reverse) loses nothing.
 */
export function openDraft(order: SafekeyOrder): Draft {
  const system = order.orderLockSystems[0];
  if (!system) throw new Error(`Order ${order.orderID} has no lock system`);
  // The same system: the draft stays when this is the version it holds (back from /set), an older
  // answer that arrives after a save, or a newer one while it holds unsaved edits. That newer one is
  // either the person's own save landing before its answer (markSaved follows) or someone else's
  // save, which Save then reports as a conflict with Reload: edits are never dropped silently.
  if (
    draft &&
    draft.orderLockSystemID === system.orderLockSystemID &&
    (order.version <= draft.version || isDirty(draft))
  )
    return draft;
  const tree = treeOfOrder(order);
  const lockSets = [...system.masterKeys.flatMap((masterKey) => masterKey.lockSets), ...system.noKeyLockSets];
  const next: Draft = {
    orderID: order.orderID,
    orderLockSystemID: system.orderLockSystemID,
    version: order.version,
    status: system.status,
    statusLabel: system.statusLabel,
    currency: order.currency,
    bucketType: system.systemBucketType,
    saved: tree,
    tree,
    savedPricePer: Object.fromEntries(lockSets.map((lockSet) => [lockSet.lockSetID, lockSet.pricePer])),
    savedTotalPrice: order.totalPrice,
    submittedPrice: system.submittedPrice ? systemPriceOf(system.submittedPrice) : null,
    priceKept: system.priceKept !== false,
    reorderOf: system.isAddToSystem
      ? {
          lockSystemID: system.addsTo?.lockSystemID ?? system.lockSystemID,
          name: system.addsTo?.name ?? null,
          sapOrderNumber: system.addsTo?.sapOrderNumber ?? null,
        }
      : null,
  };
  publish(next);
  return next;
}

/** Applies an edit to the draft tree. */
export function editDraft(change: (tree: LockSystemTree) => LockSystemTree) {
  if (!draft) return;
  const tree = change(draft.tree);
  if (tree !== draft.tree) publish({ ...draft, tree });
}

/** After a save: the saved tree is the new baseline, with the server's version, status and prices. */
export function markSaved(tree: LockSystemTree, result: SavedLockSystem) {
  if (!draft || draft.orderLockSystemID !== result.orderLockSystemID) return;
  publish({
    ...draft,
    saved: tree,
    // Edits made while the save was on its way stay in the draft.
    tree: draft.tree === tree ? tree : draft.tree,
    version: result.version,
    status: result.status,
    statusLabel: result.statusLabel,
    savedPricePer: Object.fromEntries(result.lockSets.map((lockSet) => [lockSet.lockSetID, lockSet.pricePer])),
    savedTotalPrice: result.totalPrice,
  });
}

/** Throws the edits away (Discard, Reload after a conflict, sign-out). */
export function closeDraft() {
  publish(null);
}

/** The current draft, or a part of it; re-renders only when the selected value changes. */
export function useDraft<T>(select: (value: Draft | null) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(draft),
    () => select(null),
  );
}
