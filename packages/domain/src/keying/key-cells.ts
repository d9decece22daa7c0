import { formatBitting, isValidBitting, usableDepths, type Bitting, type BucketRules } from './bucket-rules.ts';
import { KeyingCapacityError } from './keying-capacity-error.ts';
import { issueFromPlan, unusableKeys, type MasterKeySlot } from './master-key-system.ts';
import { progressedKey, progressionSize, subsetsOf, type KeyingMethod, type KeyingPlan } from './progression.ts';
import { createRandom, shuffled } from './random.ts';

/*
 * Key cells (decision 0059): how a bucket keeps master-keyed systems apart. Each chamber's depths
 * are split into two groups (alternate depths: 0 2 4 6 8 and 1 3 5 7 9 in SP6, the two parities of a
 * two-step bucket). A cell takes one group, or every depth ('*'), in each chamber; every key of a
 * system charted in a cell cuts only its cell's depths, so every lock's block lies inside the cell.
 * Two cells that take different groups in some chamber share no bitting: no key of one can open a
 * lock of the other, whatever either issues later. A cell is written one character per chamber:
 * '0' or '1' (the group) or '*'. Level w: the last w chambers take every depth (2^w fine cells).
 */

/** A bucket as cells see it: its id and cutting rules. */
export type CellBucket = BucketRules & { id: string };

/** A cell of a bucket: one character per chamber, '0', '1' or '*'. */
export type KeyCell = string;

/** The two groups of a chamber's depths: the bucket's usable depths at even and at odd places. */
export function chamberGroups(bucket: BucketRules): [number[], number[]] {
  const depths = usableDepths(bucket);
  return [depths.filter((_, index) => index % 2 === 0), depths.filter((_, index) => index % 2 === 1)];
}

/** Cells whose chambers take every depth: only in a one-step bucket (two-step keeps parity per chamber). */
export function maxCellLevel(bucket: BucketRules): number {
  return bucket.depthStep === 1 ? bucket.pins : 0;
}

/** The depths a cell allows in each chamber. */
export function cellDepths(bucket: BucketRules, cell: KeyCell): number[][] {
  const groups = chamberGroups(bucket);
  return [...cell].map((part) =>
    part === '*' ? [...groups[0], ...groups[1]].sort((a, b) => a - b) : groups[Number(part) as 0 | 1],
  );
}

/** The depths a cell allows, one bit mask per chamber (as blocks are written). */
export function cellMasks(bucket: BucketRules, cell: KeyCell): number[] {
  return cellDepths(bucket, cell).map((depths) => depths.reduce((mask, depth) => mask | (1 << depth), 0));
}

/** Whether two cells share a bitting: in every chamber their groups meet. */
export function cellsOverlap(a: KeyCell, b: KeyCell): boolean {
  for (let chamber = 0; chamber < a.length; chamber += 1) {
    const x = a[chamber];
    const y = b[chamber];
    if (x !== '*' && y !== '*' && x !== y) return false;
  }
  return true;
}

/** The cells of a level, in order (the first chambers counting as a binary number, lowest first). */
export function cellsAtLevel(pins: number, level: number): KeyCell[] {
  const free = pins - level;
  return Array.from(
    { length: 2 ** free },
    (_, number) => number.toString(2).padStart(free, '0') + '*'.repeat(level),
  ).map((cell) => (free === 0 ? '*'.repeat(pins) : cell));
}

/** The fine cell (level 0) a bitting lies in. */
export function cellOfBitting(bucket: BucketRules, bitting: Bitting): KeyCell {
  const [, odd] = chamberGroups(bucket);
  return bitting.map((depth) => (odd.includes(depth) ? '1' : '0')).join('');
}

/**
 * The smallest cell that holds a block (a master-keyed lock's depths, one mask per chamber): per
 * chamber the group that holds every depth the lock accepts there, else '*'. Stored with the
 * block, so that a cell's key control reads only the blocks that can matter to it.
 */
export function cellOfBlock(bucket: BucketRules, block: readonly number[]): KeyCell {
  const [even, odd] = chamberGroups(bucket).map((depths) => depths.reduce((mask, depth) => mask | (1 << depth), 0));
  return block.map((mask) => ((mask & ~even!) === 0 ? '0' : (mask & ~odd!) === 0 ? '1' : '*')).join('');
}

/** Whether a bitting lies in a cell. */
export function cellHolds(bucket: BucketRules, cell: KeyCell, bitting: Bitting): boolean {
  return cellsOverlap(cell, cellOfBitting(bucket, bitting));
}

/**
 * The design of a master-keyed system in a cell: its grand master key cuts one of the cell's depths
 * in each chamber (not all alike), each progression column holds the cell's other depths of that
 * chamber, and the plan carries the bucket's rules, so keys that break the MACS are skipped as they
 * are issued. Undefined when no valid grand master key was drawn (a cell whose depths break the MACS
 * nearly everywhere).
 */
function designCellPlan(
  bucket: CellBucket,
  cell: KeyCell,
  method: KeyingMethod,
  seed: number,
  masterPositions: readonly number[],
  constantCount: number,
): KeyingPlan | undefined {
  const random = createRandom(seed);
  const depths = cellDepths(bucket, cell);
  let grandMaster: number[] | undefined;
  for (let draw = 0; draw < GRAND_MASTER_DRAWS && !grandMaster; draw += 1) {
    const candidate = depths.map((column) => column[random.int(column.length)]!);
    if (isValidBitting(candidate, bucket)) grandMaster = candidate;
  }
  if (!grandMaster) return undefined;
  const byChamber = (a: number, b: number) => a - b;
  const { pins, depthMin, depthMax, depthStep, macs } = bucket;
  return {
    version: 1,
    method,
    seed,
    bucketId: bucket.id,
    depths: [...new Set(depths.flat())].sort(byChamber),
    grandMaster,
    masterPositions: [...masterPositions].sort(byChamber),
    changePositions: depths.map((_, chamber) => chamber).filter((chamber) => !masterPositions.includes(chamber)),
    progression: grandMaster.map((cut, chamber) =>
      shuffled(
        depths[chamber]!.filter((value) => value !== cut),
        random,
      ),
    ),
    constantCount,
    rules: { pins, depthMin, depthMax, depthStep, macs },
    cell,
  };
}

/** Draws of a grand master key before a cell is given up. */
const GRAND_MASTER_DRAWS = 200;

/** How many keys the columns of these chambers form at most (each column one depth short of its group). */
const formed = (sizes: readonly number[], chambers: readonly number[]) =>
  chambers.reduce((product, chamber) => product * (sizes[chamber]! - 1), 1);

/**
 * A plan in the cell that issues every slot (master keys and their new change keys), or undefined
 * when the cell cannot hold them: tries the master positions, fewest first (every choice of
 * chambers whose columns could hold the keys), and checks by issuing, so the keys skipped for the
 * MACS are counted. Deterministic from the seed.
 */
export function cellPlanFor(
  bucket: CellBucket,
  cell: KeyCell,
  slots: readonly MasterKeySlot[],
  method: KeyingMethod,
  seed: number,
): KeyingPlan | undefined {
  const constants = method === 'rotating-constant' ? 1 : 0;
  const sizes = cellDepths(bucket, cell).map((depths) => depths.length);
  const chambers = sizes.map((_, chamber) => chamber);
  const mostChangeKeys = Math.max(0, ...slots.map((slot) => slot.newChangeKeys));
  // Room to grow first: as many master keys again and two more (reorders, a lost key's new branch),
  // then only the room the slots need.
  for (const masterRoom of [slots.length * 2 + 2, slots.length])
    for (let count = 1; count <= bucket.pins - 1 - constants; count += 1) {
      const plan = designWithMasters(count, masterRoom);
      if (plan) return plan;
    }
  return undefined;

  function designWithMasters(count: number, masterRoom: number): KeyingPlan | undefined {
    const choices = shuffled(subsetsOf(chambers, count), createRandom(seed));
    for (const masterPositions of choices) {
      const changePositions = chambers.filter((chamber) => !masterPositions.includes(chamber));
      if (formed(sizes, masterPositions) - 1 < masterRoom) continue;
      if (formed(sizes, changePositions) - 1 < mostChangeKeys) continue;
      const plan = designCellPlan(bucket, cell, method, seed, masterPositions, constants);
      if (!plan) return undefined;
      try {
        issueFromPlan(plan, slots);
        return plan;
      } catch (error) {
        if (!(error instanceof KeyingCapacityError)) throw error;
      }
    }
    return undefined;
  }
}

/** The smallest level whose cells can hold a system of `slots` (none when no cell can). */
export function smallestCellLevel(
  bucket: CellBucket,
  slots: readonly MasterKeySlot[],
  method: KeyingMethod,
): number | undefined {
  for (let level = 0; level <= maxCellLevel(bucket); level += 1)
    if (cellsAtLevel(bucket.pins, level).some((cell) => cellPlanFor(bucket, cell, slots, method, 1) !== undefined))
      return level;
  return undefined;
}

/**
 * A system's room to grow in a shared key cell (decision 0059): the master keys its progression
 * would issue next — usable, not taken, not refused by `rejects` (key control) — at most `count`,
 * in issue order. Reserved at the first charting, so that other systems charted in the cell later
 * leave them free for a reorder or a lost key's new branch; `usable` says how many the progression
 * could give at all, whatever key control says.
 */
export function spareMasterKeys(
  plan: KeyingPlan,
  taken: ReadonlySet<string>,
  count: number,
  rejects?: (key: Bitting) => boolean,
): { spares: Bitting[]; usable: number } {
  const unusable = unusableKeys(plan);
  const size = progressionSize(plan, plan.masterPositions, [[]]);
  const spares: Bitting[] = [];
  let usable = 0;
  for (let index = 0; index < size; index += 1) {
    const key = progressedKey(plan, plan.grandMaster, plan.masterPositions, [[]], index);
    if (unusable(key) || taken.has(formatBitting(key))) continue;
    usable += 1;
    if (spares.length < count && !rejects?.(key)) spares.push(key);
  }
  return { spares, usable };
}
