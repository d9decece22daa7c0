import { formatBitting } from '@keyplan/domain';

/** A box's match is narrowed to at most this many ranges of the (bucket_type, bitting) index. */
export const MAX_BOX_RANGES = 128;

/** A range of bittings: those from `from` (included) to `to` (excluded). */
export interface BittingRange {
  from: string;
  to: string;
}

/** The depths a chamber's mask allows, lowest first. */
function depthsOfMask(mask: number): number[] {
  const depths: number[] = [];
  for (let depth = 0; mask >> depth !== 0; depth += 1) if (mask & (1 << depth)) depths.push(depth);
  return depths;
}

/** The text just past every bitting that starts with `prefix` (its last cut one depth deeper: 0–9, A–F, then G). */
const pastPrefix = (prefix: string, lastDepth: number) =>
  prefix.slice(0, -1) + (lastDepth >= 15 ? 'G' : formatBitting([lastDepth + 1]));

/** How many leading chambers of a box {@link boxRanges} narrows by: as many as keep the prefixes at most {@link MAX_BOX_RANGES}. */
export function boxRangeChambers(box: readonly number[]): number {
  let prefixes = 1;
  let chambers = 0;
  for (const mask of box) {
    const depths = depthsOfMask(mask).length;
    if (prefixes * depths > MAX_BOX_RANGES) break;
    prefixes *= depths;
    chambers += 1;
  }
  return chambers;
}

/**
 * Ranges of bittings that hold every bitting of a box (one depth mask per chamber): each combination
 * of the depths of its first chambers ({@link boxRangeChambers}) is a prefix, and every bitting with
 * that prefix lies between it and the prefix with its last cut one deeper; prefixes next to each
 * other merge. A fine key cell of a six-pin bucket (half the depths in each chamber) comes to 125
 * ranges holding an eighth of the bucket, where matching the pattern alone reads all of it (issue
 * 44). Empty when no chamber narrows anything.
 */
export function boxRanges(box: readonly number[]): BittingRange[] {
  let prefixes: { text: string; lastDepth: number }[] = [{ text: '', lastDepth: -1 }];
  for (const mask of box.slice(0, boxRangeChambers(box)))
    prefixes = prefixes.flatMap((prefix) =>
      depthsOfMask(mask).map((depth) => ({ text: prefix.text + formatBitting([depth]), lastDepth: depth })),
    );
  if (prefixes.length === 1 && prefixes[0]!.text === '') return [];
  const ranges: BittingRange[] = [];
  for (const prefix of prefixes) {
    const range = { from: prefix.text, to: pastPrefix(prefix.text, prefix.lastDepth) };
    const last = ranges.at(-1);
    if (last && last.to === range.from) last.to = range.to;
    else ranges.push(range);
  }
  return ranges;
}
