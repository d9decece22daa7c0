import { z } from 'zod';
import type { KeyCodeBucketType } from '../lookups.ts';
import { bittingViolations, formatBitting, usableDepths } from './bucket-rules.ts';
import type { KeyingPlan } from './progression.ts';

/**
 * An existing master-keyed system as locksmith texts and software write it down (the key bitting
 * array, KBA), so that a customer's older system can be extended without re-keying:
 *
 * ```
 * TMK    6 3 4 0 5      ← `topMasterKey`, chamber 1 (bow) to chamber 5 (tip)
 *        0 1 0 2 1      ← `rows[0]`: the first progression depth of each chamber
 *        2 5 2 4 3      ← `rows[1]`
 *        4 7 6 6 7
 *        8 9 8 8 9
 * ```
 *
 * - `rows[r][i]` is the (r+1)-th depth chamber i progresses through, read down the chamber's column
 *   in the order the chart prints it. A column may be shorter than the others: its missing cells are
 *   `null`, and only at its foot (as a chart leaves them blank). A column with no depths is a chamber
 *   held constant: every key cuts the TMK depth there, and the sequence lists it nowhere.
 * - `sequence` is the sequence of progression: which chambers (1-based, as people number them, from
 *   the bow) are the master positions and which the change positions, each list in the order the
 *   chart letters them, A first: its first chamber progresses fastest (changes with every key), its
 *   last slowest. The change positions progress faster than the master positions: the change keys of
 *   one master key come before the next master key. E.g. an odometer-like SOP over 5 chambers with
 *   chamber 1 for the master keys is `{ masterPositions: [1], changePositions: [5, 4, 3, 2] }`.
 *
 * Only total position progression is taken: every master key cuts a progression depth in every
 * master position and the TMK depth in the change positions; its change keys copy it in the master
 * positions and cut progression depths in every change position.
 */
export const keyBittingArraySchema = z.object({
  topMasterKey: z.array(z.number().int().min(0).max(15)).min(1),
  rows: z.array(z.array(z.number().int().min(0).max(15).nullable())),
  sequence: z.object({
    masterPositions: z.array(z.number().int().min(1)).min(1),
    changePositions: z.array(z.number().int().min(1)).min(1),
  }),
});
export type KeyBittingArray = z.infer<typeof keyBittingArraySchema>;

/** Every problem of a bitting array for a bucket, as messages for people naming the field (empty when it is sound). */
export function bittingArrayProblems(bucket: KeyCodeBucketType, input: KeyBittingArray): string[] {
  const parsed = keyBittingArraySchema.safeParse(input);
  if (!parsed.success)
    return parsed.error.issues.map((issue) => `${issue.path.join('.') || 'key bitting array'}: ${issue.message}`);
  const { topMasterKey, rows, sequence } = parsed.data;
  const problems: string[] = [];
  const pins = bucket.pins;

  const tmk = formatBitting(topMasterKey);
  for (const violation of bittingViolations(topMasterKey, bucket))
    problems.push(`topMasterKey: ${tmk} is not a valid key of bucket ${bucket.id}: ${violation}`);

  rows.forEach((row, r) => {
    if (row.length !== pins)
      problems.push(`rows: row ${r + 1} has ${row.length} cells but bucket ${bucket.id} has ${pins} chambers`);
  });
  const columns = columnsOf(rows, pins);
  for (let chamber = 0; chamber < pins; chamber += 1) {
    const where = (r: number) => `rows: row ${r + 1}, chamber ${chamber + 1}`;
    const cut = topMasterKey[chamber];
    const seen = new Set<number>();
    let blankFrom = -1;
    rows.forEach((row, r) => {
      const depth = row[chamber];
      if (depth === undefined) return;
      if (depth === null) {
        if (blankFrom < 0) blankFrom = r;
        return;
      }
      if (blankFrom >= 0)
        problems.push(
          `${where(r)}: depth ${depth} below a blank cell (row ${blankFrom + 1}); leave blanks at the foot of a column only`,
        );
      if (depth < bucket.depthMin || depth > bucket.depthMax)
        problems.push(
          `${where(r)}: depth ${depth} is outside ${bucket.depthMin}–${bucket.depthMax} of bucket ${bucket.id}`,
        );
      else if (bucket.depthStep === 2 && cut !== undefined && Math.abs(depth - cut) % 2 === 1)
        problems.push(
          `${where(r)}: depth ${depth} is not of the parity of the top master key's cut ${cut}: a two-step column keeps one parity`,
        );
      if (depth === cut) problems.push(`${where(r)}: depth ${depth} repeats the top master key's cut of that chamber`);
      else if (seen.has(depth)) problems.push(`${where(r)}: depth ${depth} appears twice in the chamber's column`);
      seen.add(depth);
    });
  }

  const listed = new Map<number, string>();
  for (const field of ['masterPositions', 'changePositions'] as const) {
    for (const chamber of sequence[field]) {
      const name = `sequence.${field}`;
      if (chamber > pins) problems.push(`${name}: chamber ${chamber} is outside 1–${pins}`);
      else if (listed.has(chamber))
        problems.push(`${name}: chamber ${chamber} is listed again (already in ${listed.get(chamber)})`);
      else if (columns[chamber - 1]!.length === 0)
        problems.push(`${name}: chamber ${chamber} has no progression depths in rows, so it cannot progress`);
      listed.set(chamber, name);
    }
  }
  for (let chamber = 1; chamber <= pins; chamber += 1) {
    if (!listed.has(chamber) && columns[chamber - 1]!.length > 0)
      problems.push(
        `sequence: chamber ${chamber} has progression depths but is in neither masterPositions nor changePositions`,
      );
  }
  return problems;
}

/** Each chamber's column: its depths read down the rows, blanks left out. */
function columnsOf(rows: readonly (readonly (number | null)[])[], pins: number): number[][] {
  return Array.from({ length: pins }, (_, chamber) =>
    rows.map((row) => row[chamber]).filter((depth): depth is number => typeof depth === 'number'),
  );
}

/**
 * The keying plan of an existing key bitting array (see `keyBittingArraySchema`), TPP only: the TMK
 * is the plan's grand master key, each chamber's column its progression, the sequence of progression
 * its master and change positions (0-based, last listed fastest, as `progressedKey` counts), and the
 * bucket's rules ride along so that keys breaking the MACS or the parity rule are skipped in issue
 * order (`issueFromPlan`, `changeKeyProgression`). Throws a `RangeError` listing every problem,
 * each naming its field (see `bittingArrayProblems`). The plan's seed is 0: nothing in it is seeded.
 */
export function planFromBittingArray(bucket: KeyCodeBucketType, kba: KeyBittingArray): KeyingPlan {
  const problems = bittingArrayProblems(bucket, kba);
  if (problems.length > 0) throw new RangeError(`Invalid key bitting array: ${problems.join('; ')}`);
  return uncheckedPlanOf(bucket, kba);
}

/** `planFromBittingArray` without the checks: for a bitting list that prints what the caller checked. */
export function uncheckedPlanOf(bucket: KeyCodeBucketType, kba: KeyBittingArray): KeyingPlan {
  const progression = columnsOf(kba.rows, bucket.pins);
  const depths = [...new Set([...kba.topMasterKey, ...progression.flat()])].sort((a, b) => a - b);
  // The sequence lists the fastest chamber first; a plan lists it last.
  const toPositions = (chambers: readonly number[]) => chambers.map((chamber) => chamber - 1).reverse();
  return {
    version: 1,
    method: 'total-position-progression',
    seed: 0,
    bucketId: bucket.id,
    depths,
    grandMaster: [...kba.topMasterKey],
    masterPositions: toPositions(kba.sequence.masterPositions),
    changePositions: toPositions(kba.sequence.changePositions),
    progression,
    constantCount: 0,
    rules: {
      pins: bucket.pins,
      depthMin: bucket.depthMin,
      depthMax: bucket.depthMax,
      depthStep: bucket.depthStep,
      macs: bucket.macs,
    },
  };
}

/**
 * The key bitting array of a TPP plan, as a chart prints it (the inverse of `planFromBittingArray`):
 * so a system designed here can be written down, or handed to other software, in the same form.
 */
export function bittingArrayOfPlan(plan: KeyingPlan): KeyBittingArray {
  if (plan.method !== 'total-position-progression')
    throw new RangeError(`A key bitting array takes total position progression only, not ${plan.method}`);
  const height = Math.max(0, ...plan.progression.map((column) => column.length));
  const toChambers = (positions: readonly number[]) => positions.map((position) => position + 1).reverse();
  return {
    topMasterKey: [...plan.grandMaster],
    rows: Array.from({ length: height }, (_, r) => plan.progression.map((column) => column[r] ?? null)),
    sequence: {
      masterPositions: toChambers(plan.masterPositions),
      changePositions: toChambers(plan.changePositions),
    },
  };
}

/** Test and display aid: the depths a two-step or one-step bucket lets a column of `cut` use (its parity in a two-step bucket). */
export function columnDepthsFor(bucket: KeyCodeBucketType, cut: number): number[] {
  return usableDepths(bucket, bucket.depthStep === 2 ? ((cut % 2) as 0 | 1) : undefined).filter(
    (depth) => depth !== cut,
  );
}
