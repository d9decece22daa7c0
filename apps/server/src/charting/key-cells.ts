import { randomInt } from 'node:crypto';
import {
  cellDepths,
  cellPlanFor,
  cellsAtLevel,
  cellsOverlap,
  formatBitting,
  isValidBitting,
  maxCellLevel,
  type Bitting,
  type CellBucket,
  type KeyCell,
  type KeyingMethod,
  type KeyingPlan,
  type MasterKeySlot,
} from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import type { IssuedRegions } from './issued-regions.ts';
import { insertBlocks, insertSpares } from './key-block.repository.ts';
import { insertCell, markCellFull, type RecordedCell } from './key-cell.repository.ts';

/*
 * Key cells (decision 0059): a new master-keyed system is charted in a cell of its own, the
 * smallest that holds it, first free one from the bottom; keyed-different and keyed-alike codes are
 * drawn from random cells, opened from the top. So no system's locks share a bitting with another
 * cell, and a bucket fills cell by cell instead of being crowded everywhere at once.
 */

/** Whether a cell overlaps none of the recorded ones. */
export const isFree = (cell: KeyCell, recorded: readonly RecordedCell[]) =>
  recorded.every((other) => !cellsOverlap(cell, other.cell));

/** A system of at most this many new keys is small: it shares a fine cell with other small systems. */
const SHARED_CELL_MAX_KEYS = 200;
/** Designs tried in one shared cell before the next (each with another grand master key). */
export const SHARED_CELL_DESIGNS = 3;

/** Where a design goes: a cell of its own, a shared cell already open, or a shared cell to open. */
export type CellUse = 'own' | 'shared' | 'open-shared';

/** The keys a system's slots issue: its master keys and their new change keys. */
const keysOf = (slots: readonly MasterKeySlot[]) =>
  slots.reduce((sum, slot) => sum + (slot.bitting ? 0 : 1) + slot.newChangeKeys, 0);

/**
 * The cells, with their plans, where a new master-keyed system of these slots could be charted, best
 * first. A small system (up to SHARED_CELL_MAX_KEYS keys) shares a fine cell with other small ones:
 * the shared cells open, then a free fine cell opened as shared; within a shared cell key control
 * keeps them apart key by key (decision 0014). A bigger one (or a small one no fine cell holds)
 * takes a cell of its own: the smallest level whose free cells hold it, lowest cell first. Lazy: issuing moves to the next when key
 * control finds a cell crowded.
 */
export function* masterCellPlans(
  bucket: CellBucket,
  recorded: readonly RecordedCell[],
  slots: readonly MasterKeySlot[],
  method: KeyingMethod,
  seed: number,
): Generator<{ cell: KeyCell; plan: KeyingPlan; use: CellUse }> {
  const small = keysOf(slots) <= SHARED_CELL_MAX_KEYS;
  if (small) {
    const shared = recorded.filter((cell) => cell.kind === 'shared' && !cell.full).map((cell) => cell.cell);
    for (const cell of shared)
      for (let design = 0; design < SHARED_CELL_DESIGNS; design += 1) {
        const plan = cellPlanFor(bucket, cell, slots, method, (seed + design) >>> 0);
        if (plan) yield { cell, plan, use: 'shared' };
      }
    for (const cell of cellsAtLevel(bucket.pins, 0)) {
      if (!isFree(cell, recorded)) continue;
      const plan = cellPlanFor(bucket, cell, slots, method, seed);
      if (plan) yield { cell, plan, use: 'open-shared' };
    }
  }
  // A small system no fine cell holds (a small bucket) takes a bigger cell of its own.
  for (let level = small ? 1 : 0; level <= maxCellLevel(bucket); level += 1) {
    for (const cell of cellsAtLevel(bucket.pins, level)) {
      if (!isFree(cell, recorded)) continue;
      const plan = cellPlanFor(bucket, cell, slots, method, seed);
      if (plan) yield { cell, plan, use: 'own' };
    }
  }
}

/** Records the cell a master-keyed system was charted in (inside the charting transaction): its own, or a shared one it opened. */
export async function holdMasterCell(
  trx: Db,
  bucketId: string,
  cell: KeyCell,
  use: CellUse,
  owner: { ccid: string; orderLockSystemId: string },
): Promise<void> {
  if (use === 'shared') return;
  await insertCell(trx, {
    bucket_type: bucketId,
    cell,
    kind: use === 'own' ? 'master' : 'shared',
    ccid: use === 'own' ? owner.ccid : null,
    order_lock_system_id: use === 'own' ? owner.orderLockSystemId : null,
    reserved_at: new Date().toISOString(),
  });
}

/**
 * Reserves a small system's spare master keys (its room to grow in a shared cell): the keys, so no
 * lock of another system opens to them, and their blocks with the grand master key, so no key of
 * another system opens the locks they will pin.
 */
export async function reserveSpares(
  trx: Db,
  bucket: CellBucket,
  owner: { ccid: string; orderLockSystemId: string },
  grandMaster: Bitting,
  spares: readonly Bitting[],
): Promise<void> {
  if (spares.length === 0) return;
  await insertSpares(trx, { bucketType: bucket.id, ...owner }, spares.map(formatBitting));
  const blocks = spares.map((spare) => spare.map((cut, chamber) => (1 << cut) | (1 << grandMaster[chamber]!)));
  await insertBlocks(trx, { bucket, ...owner }, blocks);
}

/**
 * Every valid bitting of a cell, in order. Cut by cut, skipping a depth too far from the cut before
 * (the MACS) at once: building every combination first took a fifth of a cell's draw (issue 44).
 */
export function cellBittings(bucket: CellBucket, cell: KeyCell): Bitting[] {
  const depths = cellDepths(bucket, cell);
  const bittings: Bitting[] = [];
  const cuts: number[] = [];
  const place = (chamber: number) => {
    if (chamber === depths.length) {
      if (isValidBitting(cuts, bucket)) bittings.push([...cuts]);
      return;
    }
    for (const depth of depths[chamber]!) {
      if (chamber > 0 && Math.abs(depth - cuts[chamber - 1]!) > bucket.macs) continue;
      cuts[chamber] = depth;
      place(chamber + 1);
    }
  };
  place(0);
  return bittings;
}

/** The bittings of a random cell nobody holds and no block of another system holds. */
export async function freeBittingsOf(
  issued: IssuedRegions,
  bucket: CellBucket,
  cell: KeyCell,
  reserved: { contains(bitting: Bitting): boolean },
): Promise<Bitting[]> {
  const taken = await issued.around(cell);
  return cellBittings(bucket, cell).filter(
    (bitting) => !taken.has(formatBitting(bitting)) && !reserved.contains(bitting),
  );
}

/** `count` of the items drawn at random (crypto), in random order. */
export function sample<T>(items: readonly T[], count: number): T[] {
  const copy = [...items];
  const taken = Math.min(count, copy.length);
  for (let index = 0; index < taken; index += 1) {
    const other = index + randomInt(copy.length - index);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy.slice(0, taken);
}

/** The random cells to draw from, in order: those open, then free fine cells opened from the top. */
export async function* randomCells(trx: Db, bucket: CellBucket, recorded: RecordedCell[]): AsyncGenerator<KeyCell> {
  for (const cell of recorded) if (cell.kind === 'random' && !cell.full) yield cell.cell;
  const fine = cellsAtLevel(bucket.pins, 0).reverse();
  for (const cell of fine) {
    if (!isFree(cell, recorded)) continue;
    await insertCell(trx, { bucket_type: bucket.id, cell, kind: 'random', reserved_at: new Date().toISOString() });
    recorded.push({ cell, kind: 'random', orderLockSystemId: null, full: false });
    yield cell;
  }
}

/** Marks a random or shared cell full: later draws and small systems skip it. */
export const closeCell = (trx: Db, bucketId: string, cell: KeyCell) => markCellFull(trx, bucketId, cell);
