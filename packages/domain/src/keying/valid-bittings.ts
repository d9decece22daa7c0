import { usableDepths, type Bitting, type BucketRules } from './bucket-rules.ts';
import type { Random } from './random.ts';

/** For the bucket's depths (one class: two-step parity is per chamber, so a key may mix parities): suffixes[i][j] = bittings of chambers i… that start with depths[j] and respect MACS. */
export interface ClassCounts {
  depths: number[];
  suffixes: number[][];
  /** Every MACS-respecting bitting of the class, all-alike ones included. */
  total: number;
}

const countsCache = new Map<string, ClassCounts[]>();

/**
 * Counts by dynamic programming over the chambers, one entry per parity class, kept per bucket
 * shape (pure, so safe to memoize). All-alike bittings are included.
 */
export function validSuffixCounts(bucket: BucketRules): ClassCounts[] {
  const key = `${bucket.pins}/${bucket.depthMin}/${bucket.depthMax}/${bucket.depthStep}/${bucket.macs}`;
  const cached = countsCache.get(key);
  if (cached) return cached;
  const result = [usableDepths(bucket)].map((depths) => {
    const suffixes: number[][] = Array.from({ length: bucket.pins }, () => []);
    suffixes[bucket.pins - 1] = depths.map(() => 1);
    for (let chamber = bucket.pins - 2; chamber >= 0; chamber -= 1) {
      const after = suffixes[chamber + 1]!;
      suffixes[chamber] = depths.map((depth) =>
        depths.reduce((sum, next, index) => (Math.abs(next - depth) <= bucket.macs ? sum + after[index]! : sum), 0),
      );
    }
    return { depths, suffixes, total: suffixes[0]!.reduce((sum, count) => sum + count, 0) };
  });
  countsCache.set(key, result);
  return result;
}

/** How many different valid bittings the bucket has (its whole key code space). */
export function countValidBittings(bucket: BucketRules): number {
  // Every all-alike bitting respects MACS and parity, and is the one rule the counts leave out.
  return validSuffixCounts(bucket).reduce(
    (sum, counts) => sum + counts.total - (bucket.pins > 1 ? counts.depths.length : 0),
    0,
  );
}

/** Index of the weighted choice of r ∈ [0, Σ weights). */
function weightedIndex(weights: readonly number[], r: number): number {
  let remaining = r;
  for (let index = 0; index < weights.length; index += 1) {
    remaining -= weights[index]!;
    if (remaining < 0) return index;
  }
  return weights.length - 1;
}

/**
 * A valid bitting of the bucket drawn uniformly from all of them: the counts of valid suffixes
 * weigh each cut, so no candidate is ever rejected except an all-alike one. The registry draws
 * keyed-different and keyed-alike codes with it. Throws when the bucket has no valid bitting.
 */
export function randomValidBitting(bucket: BucketRules, random: Random): number[] {
  const classes = validSuffixCounts(bucket);
  if (countValidBittings(bucket) === 0) throw new RangeError('the bucket has no valid bitting');
  for (;;) {
    const counts =
      classes[
        weightedIndex(
          classes.map((entry) => entry.total),
          random.next() * classes.reduce((sum, entry) => sum + entry.total, 0),
        )
      ]!;
    const bitting: number[] = [];
    let previous: number | undefined;
    for (let chamber = 0; chamber < bucket.pins; chamber += 1) {
      const suffixes = counts.suffixes[chamber]!;
      const weights = counts.depths.map((depth, index) =>
        previous === undefined || Math.abs(depth - previous) <= bucket.macs ? suffixes[index]! : 0,
      );
      const depth =
        counts.depths[weightedIndex(weights, random.next() * weights.reduce((sum, weight) => sum + weight, 0))]!;
      bitting.push(depth);
      previous = depth;
    }
    if (bucket.pins === 1 || bitting.some((depth) => depth !== bitting[0])) return bitting;
  }
}

/** Every valid bitting of the bucket in ascending order (lazily; mind the count for big buckets). */
export function* enumerateValidBittings(bucket: BucketRules): Generator<Bitting> {
  const depths = usableDepths(bucket);
  const bitting: number[] = [];
  function* extend(): Generator<Bitting> {
    if (bitting.length === bucket.pins) {
      if (bucket.pins === 1 || bitting.some((depth) => depth !== bitting[0])) yield [...bitting];
      return;
    }
    const previous = bitting[bitting.length - 1];
    for (const depth of depths) {
      if (previous !== undefined && Math.abs(depth - previous) > bucket.macs) continue;
      bitting.push(depth);
      yield* extend();
      bitting.pop();
    }
  }
  yield* extend();
}
