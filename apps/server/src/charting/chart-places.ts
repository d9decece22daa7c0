import { changeKeyNumber, masterKeySymbol, type LockSet } from '@keyplan/domain';
import type { LoadedTree } from '../lock-trees/tree-rows.ts';
import type { KeyCodeRow, NewKeyCodeRow } from './key-code.repository.ts';

/**
 * Where codes sit in a tree (pure): the key of each registry row by node, the code places of a
 * lock set (KA: one per set; KD: one per lock) and the key symbols of master keys and change keys.
 */

type CodeNode = Pick<NewKeyCodeRow, 'node_kind' | 'node_id' | 'set_number' | 'lock_number'>;

/** The registry row's place in a system, as a map key. */
export function codeKey(code: CodeNode): string {
  return `${code.node_kind}|${code.node_id}|${code.set_number ?? ''}|${code.lock_number ?? ''}`;
}

/** A system's codes by place. */
export function codesByPlace<Code extends CodeNode>(codes: readonly Code[]): Map<string, Code> {
  return new Map(codes.map((code) => [codeKey(code), code]));
}

/**
 * A system's codes by place, as {@link codesByPlace} finds them (the last code of a place wins),
 * for the many look-ups of a big chart: nested by kind, node, set and lock, so no key text is made
 * for each of 99,000 codes (issue 44).
 */
export class CodePlaces<Code extends CodeNode> {
  /** Kind → node id → set number → lock number → code. */
  readonly #codes = new Map<string, Map<string, Map<number | null, Map<number | null, Code>>>>();

  constructor(codes: Iterable<Code>) {
    for (const code of codes) {
      let nodes = this.#codes.get(code.node_kind);
      if (!nodes) this.#codes.set(code.node_kind, (nodes = new Map()));
      let sets = nodes.get(code.node_id);
      if (!sets) nodes.set(code.node_id, (sets = new Map()));
      let locks = sets.get(code.set_number ?? null);
      if (!locks) sets.set(code.set_number ?? null, (locks = new Map()));
      locks.set(code.lock_number ?? null, code);
    }
  }

  /** The code at a place, if any. */
  get(kind: Code['node_kind'], nodeId: string, setNumber: number | null = null, lockNumber: number | null = null) {
    return this.#codes.get(kind)?.get(nodeId)?.get(setNumber)?.get(lockNumber);
  }
}

/** Locks in each set of a lock set: the variable sets, or numberOfSets × numberOfLocksPerSet. */
export function locksPerSet(lockSet: Pick<LockSet, 'numberOfSets' | 'numberOfLocksPerSet' | 'variableSets'>): number[] {
  return lockSet.variableSets ?? Array.from({ length: lockSet.numberOfSets }, () => lockSet.numberOfLocksPerSet);
}

/** The code places of a lock set: KA one per set (lock_number null), KD one per lock. */
export function changeCodePlaces(
  lockSet: Pick<LockSet, 'lockSetID' | 'keyOption' | 'numberOfSets' | 'numberOfLocksPerSet' | 'variableSets'>,
): CodeNode[] {
  const places: CodeNode[] = [];
  locksPerSet(lockSet).forEach((locks, index) => {
    if (lockSet.keyOption === 'KA')
      places.push({ node_kind: 'change', node_id: lockSet.lockSetID, set_number: index + 1, lock_number: null });
    else
      for (let lock = 1; lock <= locks; lock += 1)
        places.push({ node_kind: 'change', node_id: lockSet.lockSetID, set_number: index + 1, lock_number: lock });
  });
  return places;
}

/**
 * Each master key's symbol: the one it was issued with, else the first master symbol no other
 * master key of the system holds, in tree order (what charting will give it).
 */
export function masterSymbolsOf(
  tree: Pick<LoadedTree, 'masterKeys'>,
  byPlace: ReadonlyMap<string, Pick<NewKeyCodeRow, 'node_kind' | 'key_symbol'>>,
): Map<string, string> {
  const symbols = new Map<string, string>();
  const used = new Set<string>();
  for (const masterKey of tree.masterKeys) {
    const symbol = byPlace.get(
      codeKey({ node_kind: 'master', node_id: masterKey.masterKeyID, set_number: null, lock_number: null }),
    )?.key_symbol;
    if (symbol) {
      symbols.set(masterKey.masterKeyID, symbol);
      used.add(symbol);
    }
  }
  // Symbols of master keys outside the tree are cut too: a reorder's tree holds only the installed
  // master keys it adds to, and a deleted master key's keys are still in people's hands.
  for (const code of byPlace.values()) if (code.node_kind === 'master' && code.key_symbol) used.add(code.key_symbol);
  let next = 0;
  for (const masterKey of tree.masterKeys) {
    if (symbols.has(masterKey.masterKeyID)) continue;
    while (used.has(masterKeySymbol(next))) next += 1;
    symbols.set(masterKey.masterKeyID, masterKeySymbol(next));
    used.add(masterKeySymbol(next));
  }
  return symbols;
}

/** Numbers change keys under each parent symbol after the highest the system has issued there. */
export function changeKeyCounter(codes: readonly KeyCodeRow[]): (parent: string) => number {
  const last = new Map<string, number>();
  return (parent) => {
    if (!last.has(parent)) {
      let highest = 0;
      for (const code of codes) {
        const number =
          code.node_kind === 'change' && code.key_symbol ? changeKeyNumber(parent, code.key_symbol) : undefined;
        if (number !== undefined && number > highest) highest = number;
      }
      last.set(parent, highest);
    }
    const number = last.get(parent)! + 1;
    last.set(parent, number);
    return number;
  };
}
