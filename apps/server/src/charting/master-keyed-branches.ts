import {
  changeKeySymbol,
  GRAND_MASTER_KEY_SYMBOL,
  operates,
  parseBitting,
  pinLock,
  type Bitting,
  type KeyCodeBucketType,
  type KeyingMethod,
  type KeyingPlan,
} from '@keyplan/domain';
import type { LoadedTree } from '../lock-trees/tree-rows.ts';
import { changeCodePlaces, changeKeyCounter, codeKey, masterSymbolsOf } from './chart-places.ts';
import type { CodeOwner, CodeSlot } from './code-allocation.ts';
import type { KeyCodeRow } from './key-code.repository.ts';

/* A master-keyed system's tree as the issuing sees it: its master key slots, their code places and the codes held. */

/** A master key slot of the system: a master key of the tree, or the uncut one over lock sets directly under the GMK. */
export interface Branch {
  /** Master key id, or the GMK id for the uncut master slot. */
  nodeId: string;
  /** For capacity messages. */
  label: string;
  /** Master key symbol; null for the uncut slot. */
  symbol: string | null;
  existing: KeyCodeRow | undefined;
  changeSlots: CodeSlot[];
  /** Change keys issued before under it (imported, or charted earlier): locks whose keys above may be chosen now. */
  held: Bitting[];
}

export interface MasterKeyedInput {
  bucket: KeyCodeBucketType;
  tree: LoadedTree;
  codes: readonly KeyCodeRow[];
  byPlace: ReadonlyMap<string, KeyCodeRow>;
  /** The stored plan, or null at the first charting. */
  plan: KeyingPlan | null;
  /**
   * At the first charting: the design to use instead of a seeded one (taken from the customer's
   * existing key bitting array); it is never replaced by another design.
   */
  givenPlan?: KeyingPlan;
  method: KeyingMethod;
  owner: CodeOwner;
}

/** The master key slots of a tree and, under each, the code places that have no code yet. */
export function branchesOf({ tree, codes, byPlace }: MasterKeyedInput): Branch[] {
  const masterSymbols = masterSymbolsOf(tree, byPlace);
  const nextNumber = changeKeyCounter(codes);
  const missing = (lockSets: LoadedTree['noKeyLockSets'], parent: string): CodeSlot[] =>
    lockSets.flatMap((lockSet) => {
      const places = changeCodePlaces(lockSet).filter((place) => !byPlace.has(codeKey(place)));
      return places.map((place) => ({ ...place, key_symbol: changeKeySymbol(parent, nextNumber(parent)) }));
    });
  const held = (lockSets: LoadedTree['noKeyLockSets']): Bitting[] =>
    lockSets.flatMap((lockSet) =>
      changeCodePlaces(lockSet).flatMap((place) => {
        const code = byPlace.get(codeKey(place));
        return code ? [parseBitting(code.bitting)!] : [];
      }),
    );
  const masterCode = (nodeId: string) =>
    byPlace.get(codeKey({ node_kind: 'master', node_id: nodeId, set_number: null, lock_number: null }));
  const branches: Branch[] = tree.masterKeys.map((masterKey) => {
    const symbol = masterSymbols.get(masterKey.masterKeyID)!;
    return {
      nodeId: masterKey.masterKeyID,
      label: masterKey.keyName,
      symbol,
      existing: masterCode(masterKey.masterKeyID),
      changeSlots: missing(masterKey.lockSets, symbol),
      held: held(masterKey.lockSets),
    };
  });
  const uncutId = tree.grandMasterKey.grandMasterKeyID;
  if (tree.noKeyLockSets.length > 0 || masterCode(uncutId)) {
    branches.push({
      nodeId: uncutId,
      label: 'the lock sets directly under the grand master key',
      symbol: null,
      existing: masterCode(uncutId),
      changeSlots: missing(tree.noKeyLockSets, GRAND_MASTER_KEY_SYMBOL),
      held: held(tree.noKeyLockSets),
    });
  }
  return branches;
}

/**
 * Lock sets with a generated code whose lock another master key of the system would open: the lock
 * set was moved to another master key after charting (pinned for the new one, its locks still open
 * with the old one). Charting refuses them rather than chart cross-keyed locks. Imported codes are
 * the customer's, and not checked.
 */
export function crossKeyedLockSets(tree: LoadedTree, byPlace: ReadonlyMap<string, KeyCodeRow>): string[] {
  const masterCode = (nodeId: string) =>
    byPlace.get(codeKey({ node_kind: 'master', node_id: nodeId, set_number: null, lock_number: null }));
  const grandMaster = byPlace.get(
    codeKey({
      node_kind: 'grandMaster',
      node_id: tree.grandMasterKey.grandMasterKeyID,
      set_number: null,
      lock_number: null,
    }),
  );
  const above = (code: KeyCodeRow | undefined) => (code ? [parseBitting(code.bitting)!] : []);
  // Every master key the system was issued, also of master keys deleted since: their keys are cut.
  const masters = [...byPlace.values()]
    .filter((code) => code.node_kind === 'master')
    .map((code) => ({ nodeId: code.node_id, bitting: parseBitting(code.bitting)! }));
  const crossKeyed: string[] = [];
  const check = (lockSets: LoadedTree['noKeyLockSets'], parentId: string, pinnedFor: number[][]) => {
    const others = masters.filter((master) => master.nodeId !== parentId);
    for (const lockSet of lockSets) {
      const opened = changeCodePlaces(lockSet).some((place) => {
        const code = byPlace.get(codeKey(place));
        if (!code || code.source !== 'generated') return false;
        const pinning = pinLock([parseBitting(code.bitting)!, ...pinnedFor]);
        return others.some((master) => operates(master.bitting, pinning));
      });
      if (opened) crossKeyed.push(lockSet.lockSetName);
    }
  };
  for (const masterKey of tree.masterKeys)
    check(masterKey.lockSets, masterKey.masterKeyID, [
      ...above(masterCode(masterKey.masterKeyID)),
      ...above(grandMaster),
    ]);
  // The uncut master slot opens the lock sets under the GMK by design: it is reserved, never cut.
  check(tree.noKeyLockSets, tree.grandMasterKey.grandMasterKeyID, above(grandMaster));
  return crossKeyed;
}

/** The grand master key's code the system holds, as a bitting. */
export function grandMasterOf({ tree, byPlace }: MasterKeyedInput): number[] | undefined {
  const code = byPlace.get(
    codeKey({
      node_kind: 'grandMaster',
      node_id: tree.grandMasterKey.grandMasterKeyID,
      set_number: null,
      lock_number: null,
    }),
  );
  return code ? parseBitting(code.bitting) : undefined;
}
