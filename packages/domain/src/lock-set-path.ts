/**
 * The path to a lock set in its tree: under a master key (by its index) or among the no-key lock
 * sets (null). Apart from the tree's schemas (lock-system.ts), so that pricing, which the first
 * screen's money formatting comes with, costs no zod (issue 32).
 */
export function lockSetPath(masterKeyIndex: number | null, index: number): string {
  return masterKeyIndex === null ? `noKeyLockSets[${index}]` : `masterKeys[${masterKeyIndex}].lockSets[${index}]`;
}
