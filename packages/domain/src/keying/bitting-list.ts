import type { KeyCodeBucketType } from '../lookups.ts';
import { bittingArrayProblems, uncheckedPlanOf, type KeyBittingArray } from './bitting-array.ts';
import { formatBitting, type Bitting } from './bucket-rules.ts';
import { changeKeySymbol, GRAND_MASTER_KEY_SYMBOL, masterKeySymbol } from './key-symbols.ts';
import { progressedKey, progressionSize } from './progression.ts';

/**
 * A locksmith's bitting list of a key bitting array (issue 27): every key the array's total
 * position progression forms, in the order the list prints them — the top master key, then each
 * master key followed by its change keys — each with its place in the tree (its key symbol: A, AA,
 * AA1 …), its bitting and whether it breaks the MACS. Nothing is skipped: a list marks the keys
 * that cannot be cut rather than renumbering around them, so every symbol keeps its place.
 */

type BittingListLevel = 'top master' | 'master' | 'change';

export interface BittingListKey {
  /** Its place in the tree from the top: 'A' the top master key, 'AA' … its master keys, 'AA1' … their change keys. */
  symbol: string;
  level: BittingListLevel;
  /** The key above it (null for the top master key). */
  parent: string | null;
  bitting: string;
  /** Adjacent cuts further apart than the MACS: the key cannot be cut. */
  breaksMacs: boolean;
  /** Each such pair, e.g. 'cuts 2 and 3 differ by 8'. */
  macsBreaks: string[];
}

/** The pairs of adjacent cuts of a key further apart than the MACS. */
function macsBreaks(bitting: Bitting, macs: number): string[] {
  const breaks: string[] = [];
  for (let index = 1; index < bitting.length; index += 1) {
    const difference = Math.abs(bitting[index]! - bitting[index - 1]!);
    if (difference > macs) breaks.push(`cuts ${index} and ${index + 1} differ by ${difference}`);
  }
  return breaks;
}

/**
 * The problems of an array for a bitting list: those of `bittingArrayProblems` but for the top
 * master key's own MACS (and all-alike) rule, which the list marks rather than refuses.
 */
export function bittingListProblems(bucket: KeyCodeBucketType, kba: KeyBittingArray): string[] {
  return bittingArrayProblems(bucket, kba).filter(
    (problem) =>
      !(
        problem.startsWith('topMasterKey:') &&
        (/more than the MACS/.test(problem) || /every cut is depth/.test(problem))
      ),
  );
}

/** The bitting list of an array (see the module's comment); throws a `RangeError` listing the array's problems. */
export function bittingList(bucket: KeyCodeBucketType, kba: KeyBittingArray): BittingListKey[] {
  const problems = bittingListProblems(bucket, kba);
  if (problems.length > 0) throw new RangeError(`Invalid key bitting array: ${problems.join('; ')}`);
  const plan = uncheckedPlanOf(bucket, kba);
  const entry = (symbol: string, level: BittingListLevel, parent: string | null, key: Bitting): BittingListKey => {
    const breaks = macsBreaks(key, bucket.macs);
    return { symbol, level, parent, bitting: formatBitting(key), breaksMacs: breaks.length > 0, macsBreaks: breaks };
  };
  const list = [entry(GRAND_MASTER_KEY_SYMBOL, 'top master', null, plan.grandMaster)];
  const masters = progressionSize(plan, plan.masterPositions, [[]]);
  const changes = progressionSize(plan, plan.changePositions, [[]]);
  for (let master = 0; master < masters; master += 1) {
    const masterKey = progressedKey(plan, plan.grandMaster, plan.masterPositions, [[]], master);
    const symbol = masterKeySymbol(master);
    list.push(entry(symbol, 'master', GRAND_MASTER_KEY_SYMBOL, masterKey));
    for (let change = 0; change < changes; change += 1)
      list.push(
        entry(
          changeKeySymbol(symbol, change + 1),
          'change',
          symbol,
          progressedKey(plan, masterKey, plan.changePositions, [[]], change),
        ),
      );
  }
  return list;
}
