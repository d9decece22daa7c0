import type { KeyCodeBucketType } from '../lookups.ts';

/** The cutting rules of a key code bucket (DESIGN §3): what makes a bitting cuttable. */
export type BucketRules = Pick<KeyCodeBucketType, 'pins' | 'depthMin' | 'depthMax' | 'depthStep' | 'macs'>;

/** A key's cut depths, one per pin chamber, from the bow to the tip (e.g. [3, 9, 2, 8, 5, 1]). */
export type Bitting = readonly number[];

/**
 * The depths a bitting of the bucket may cut. A one-step bucket uses every depth of its range.
 * A two-step bucket (depthStep 2) cuts only depths of one parity in a key, so that the usable
 * depths next to each other differ by 2 (and so do master pins); pass the parity (0 even, 1 odd) of
 * the key to get the depths it may use, or none for every depth of the range.
 */
export function usableDepths(bucket: BucketRules, parity?: 0 | 1): number[] {
  const depths: number[] = [];
  for (let depth = bucket.depthMin; depth <= bucket.depthMax; depth += 1) {
    if (bucket.depthStep === 1 || parity === undefined || depth % 2 === parity) depths.push(depth);
  }
  return depths;
}

/** The depths of the bucket grouped by the parity rule: one group for one-step buckets, even and odd depths for two-step ones. */
export function depthClasses(bucket: BucketRules): number[][] {
  if (bucket.depthStep === 1) return [usableDepths(bucket)];
  return [usableDepths(bucket, 0), usableDepths(bucket, 1)].filter((depths) => depths.length > 0);
}

/**
 * Every rule of the bucket the bitting breaks, as messages for people (empty when it is valid):
 * one cut per pin; each a whole depth within [depthMin, depthMax]; adjacent cuts differ by at most
 * the MACS (maximum adjacent cut specification); and not every cut is the same depth. Two-step parity
 * is per chamber (decision 0045): in a two-step bucket each chamber of a master-keyed system keeps the
 * parity of its top master key's cut there (so master pins are at least two steps), which the keying
 * plan ensures; a key alone may mix parities from chamber to chamber (Kaba's TMK 528614).
 */
export function bittingViolations(bitting: Bitting, bucket: BucketRules): string[] {
  const problems: string[] = [];
  if (bitting.length !== bucket.pins)
    problems.push(`has ${bitting.length} cuts but the bucket has ${bucket.pins} pins`);
  bitting.forEach((depth, index) => {
    if (!Number.isInteger(depth)) problems.push(`cut ${index + 1} (${depth}) is not a whole depth`);
    else if (depth < bucket.depthMin || depth > bucket.depthMax)
      problems.push(`cut ${index + 1} is depth ${depth}, outside ${bucket.depthMin}–${bucket.depthMax}`);
  });
  const first = bitting[0];
  for (let index = 1; index < bitting.length; index += 1) {
    const difference = Math.abs(bitting[index]! - bitting[index - 1]!);
    if (difference > bucket.macs)
      problems.push(`cuts ${index} and ${index + 1} differ by ${difference}, more than the MACS of ${bucket.macs}`);
  }
  if (bitting.length > 1 && bitting.every((depth) => depth === first)) problems.push(`every cut is depth ${first}`);
  return problems;
}

/** Whether the bitting respects every rule of the bucket (see {@link bittingViolations}). */
export function isValidBitting(bitting: Bitting, bucket: BucketRules): boolean {
  return bittingViolations(bitting, bucket).length === 0;
}

const DEPTH_CHARACTERS = '0123456789ABCDEF';

/** A bitting as a key code: one character per cut, 0–9 then A–F for depths 10–15 (e.g. "392851"). */
export function formatBitting(bitting: Bitting): string {
  return bitting.map((depth) => DEPTH_CHARACTERS[depth] ?? '?').join('');
}

/** The bitting of a key code written by {@link formatBitting} (case-insensitive); undefined when it is not one. */
export function parseBitting(code: string): number[] | undefined {
  if (!/^[0-9A-Fa-f]+$/.test(code)) return undefined;
  return [...code.toUpperCase()].map((character) => DEPTH_CHARACTERS.indexOf(character));
}
