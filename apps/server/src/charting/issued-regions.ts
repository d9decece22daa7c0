import { cellMasks, type CellBucket, type KeyCell } from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { boxRangeChambers } from './box-ranges.ts';
import { findBittingsWithin } from './key-block.repository.ts';

/**
 * The region read for a cell's issued codes: the coarser cell of its first chambers, as many as the
 * registry's index is narrowed by ({@link boxRangeChambers}), every depth after. Reading a region
 * costs what reading one of its cells does, and the fine cells drawn one after another (from the
 * top) share one: eight cells of a six-pin bucket in a row.
 */
export function readingRegion(bucket: CellBucket, cell: KeyCell): KeyCell {
  const chambers = boxRangeChambers(cellMasks(bucket, cell));
  return cell.slice(0, chambers) + '*'.repeat(cell.length - chambers);
}

/** Whether every bitting of `inner` lies in `outer` (a cell with more chambers taking every depth). */
const within = (inner: KeyCell, outer: KeyCell) =>
  [...outer].every((part, chamber) => part === '*' || part === inner[chamber]);

/**
 * The bittings issued in a bucket, for a walk over its cells (an allocation, the capacity report).
 * The first cell is read alone (an allocation of a few hundred codes needs no more); from the second
 * on, a region is read once for all its cells (issue 44: reading each of the nine cells a 99,000-lock
 * site draws from took as long as charting it should). Only the last read is kept, so a walk holds at
 * most an eighth of the bucket's codes. Codes the walk issues itself are added as it goes.
 */
export function issuedRegions(db: Db, bucket: CellBucket) {
  let last: { covers: KeyCell; bittings: Set<string> } | undefined;
  return {
    /** The bittings issued in the cell (and maybe in the rest of its region). */
    async around(cell: KeyCell): Promise<ReadonlySet<string>> {
      if (last && within(cell, last.covers)) return last.bittings;
      const covers = last ? readingRegion(bucket, cell) : cell;
      last = { covers, bittings: new Set(await findBittingsWithin(db, bucket.id, cellMasks(bucket, covers))) };
      return last.bittings;
    },
    /** Bittings the walk has just issued in the cell. */
    add(cell: KeyCell, bittings: Iterable<string>): void {
      if (!last || !within(cell, last.covers)) return;
      for (const bitting of bittings) last.bittings.add(bitting);
    },
  };
}

export type IssuedRegions = ReturnType<typeof issuedRegions>;
