import {
  BUCKET_WARNING_FREE_SHARE,
  cellPlanFor,
  cellsAtLevel,
  cellsOverlap,
  smallestCellLevel,
  TYPICAL_SYSTEM_SHAPES,
  type BucketCapacityReport,
  type CellBucket,
  type KeyCell,
  type MasterKeySlot,
} from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { listCells, type RecordedCell } from './key-cell.repository.ts';
import { issuedRegions } from './issued-regions.ts';
import { cellBittings, freeBittingsOf, isFree } from './key-cells.ts';
import { bucketCapacity, reservedByOthers } from './reserved-blocks.ts';

const TPP = 'total-position-progression';

/** Whether a cell holds a shape: pure, so remembered per bucket, cell and shape. */
const holds = new Map<string, boolean>();
function cellHoldsShape(bucket: CellBucket, cell: KeyCell, slots: readonly MasterKeySlot[], key: string): boolean {
  const cacheKey = `${bucket.id}/${bucket.pins}/${bucket.depthMin}-${bucket.depthMax}/${bucket.macs}/${cell}/${key}`;
  let answer = holds.get(cacheKey);
  if (answer === undefined) holds.set(cacheKey, (answer = cellPlanFor(bucket, cell, slots, TPP, 1) !== undefined));
  return answer;
}

const levels = new Map<string, number | undefined>();
function levelOf(bucket: CellBucket, slots: readonly MasterKeySlot[], key: string): number | undefined {
  const cacheKey = `${bucket.id}/${bucket.pins}/${bucket.macs}/${key}`;
  if (!levels.has(cacheKey)) levels.set(cacheKey, smallestCellLevel(bucket, slots, TPP));
  return levels.get(cacheKey);
}

/** How many more master-keyed systems of a shape fit: free cells of its smallest level that hold it (they are disjoint). */
function masterShapeFit(bucket: CellBucket, recorded: readonly RecordedCell[], masterKeys: number, locks: number) {
  const slots = Array.from({ length: masterKeys }, () => ({ bitting: null, newChangeKeys: locks }));
  const key = `${masterKeys}x${locks}`;
  const level = levelOf(bucket, slots, key);
  if (level === undefined) return 0;
  return cellsAtLevel(bucket.pins, level).filter(
    (cell) => isFree(cell, recorded) && cellHoldsShape(bucket, cell, slots, key),
  ).length;
}

/**
 * The capacity report of a bucket (`GET /key-code-buckets/{bucketType}/capacity`): the registry's
 * figures (decision 0014), how much of the bucket its key cells hold, how many more systems of each
 * typical shape fit (decision 0059), and a warning when few cells are free.
 */
export async function bucketReport(db: Db, bucket: CellBucket): Promise<BucketCapacityReport> {
  const [capacity, recorded] = await Promise.all([bucketCapacity(db, bucket), listCells(db, bucket.id)]);
  const fine = cellsAtLevel(bucket.pins, 0);
  const heldBy = (kind: RecordedCell['kind']) =>
    fine.filter((cell) => recorded.some((other) => other.kind === kind && cellsOverlap(cell, other.cell))).length;
  const free = fine.filter((cell) => isFree(cell, recorded));
  let randomLeft = 0;
  const issued = issuedRegions(db, bucket);
  for (const cell of recorded) {
    if (cell.kind !== 'random' || cell.full) continue;
    const reserved = (await reservedByOthers(db, bucket, [], cell.cell)).index;
    randomLeft += (await freeBittingsOf(issued, bucket, cell.cell, reserved)).length;
  }
  for (const cell of free) randomLeft += cellBittings(bucket, cell).length;
  const systemsThatFit = TYPICAL_SYSTEM_SHAPES.map((shape) => ({
    ...shape,
    fit:
      shape.masterKeys === 0
        ? Math.floor(randomLeft / shape.locks)
        : masterShapeFit(bucket, recorded, shape.masterKeys, shape.locks),
  }));
  const warning =
    free.length < fine.length * BUCKET_WARNING_FREE_SHARE
      ? `Key code bucket ${bucket.id} is nearly full: ${free.length} of its ${fine.length} key cells are free. Before it is full, add another key code bucket (another keyway) under Administration → Lookup lists → Key code buckets and chart new systems there.`
      : null;
  return {
    ...capacity,
    cells: {
      total: fine.length,
      master: heldBy('master'),
      shared: heldBy('shared'),
      random: heldBy('random'),
      free: free.length,
    },
    systemsThatFit,
    warning,
  };
}
