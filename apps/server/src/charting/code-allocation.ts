import { randomInt } from 'node:crypto';
import {
  countValidBittings,
  createRandom,
  formatBitting,
  MAX_KEYING_SEED,
  randomValidBitting,
  type BucketRules,
} from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { appErrors, type AppError } from '../errors.ts';
import { insertCodes, lockBucket, type NewKeyCodeRow } from './key-code.repository.ts';
import { bucketCapacity, reservedByOthers } from './key-control.ts';

/** Blind codes avoid characters people confuse (0/O, 1/I/L): 'K' and 7 of these 31. */
const BLIND_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A random blind code, e.g. 'K7QH2MXA': what customers see instead of a bitting (unique in the registry). */
export function newBlindCode(): string {
  let code = 'K';
  for (let index = 0; index < 7; index += 1) code += BLIND_CODE_ALPHABET[randomInt(BLIND_CODE_ALPHABET.length)];
  return code;
}

/** Where a code goes: the node it is issued to (everything of a registry row but the code itself). */
export type CodeSlot = Pick<NewKeyCodeRow, 'node_kind' | 'node_id' | 'set_number' | 'lock_number' | 'key_symbol'>;

/** Who receives the codes: the customer, the system, the person issuing and how. */
export interface CodeOwner {
  ccid: string;
  orderLockSystemId: string;
  issuedBy: string;
  source: NewKeyCodeRow['source'];
  /** Systems whose codes and blocks are the owner's own (a reorder's installed system); default the one. */
  ownSystems?: readonly string[];
}

/** The systems key control treats as the owner's own. */
export const ownSystemsOf = (owner: CodeOwner): readonly string[] => owner.ownSystems ?? [owner.orderLockSystemId];

/** A bucket to draw from: its id (the registry's bucket_type) and its cutting rules. */
export type BucketToDraw = BucketRules & { id: string };

/** The bucket has too few codes left for a request: the capacity refusal (409) with its figures. */
export function bucketExhausted(bucket: { id: string }, needed: number, left: number): AppError {
  return appErrors.capacity(
    'KEY_CODES_EXHAUSTED',
    `Key code bucket ${bucket.id} has ${left} unissued key codes left (outside the blocks master-keyed systems reserve), too few for the ${needed} this needs. Use another bucket.`,
    { bucketType: bucket.id, scope: 'bucket', needed, available: left, left },
  );
}

/** Draws in a row that may land in reserved blocks before the bucket's capacity is counted. */
const MAX_RESERVED_DRAWS = 1_000;

/** A registry row for a slot. */
export function codeRow(
  bucketType: string,
  owner: CodeOwner,
  slot: CodeSlot,
  bitting: string,
  issuedAt: string,
): NewKeyCodeRow {
  return {
    ...slot,
    bucket_type: bucketType,
    bitting,
    blind_code: newBlindCode(),
    ccid: owner.ccid,
    order_lock_system_id: owner.orderLockSystemId,
    source: owner.source,
    issued_by: owner.issuedBy,
    issued_at: issuedAt,
  };
}

/**
 * Issues a random bitting to each slot (keyed-different and keyed-alike codes of systems without
 * master keys), inside the caller's transaction: draws valid bittings uniformly (the domain's
 * `randomValidBitting`), inserts them with `ON CONFLICT DO NOTHING`, and draws again for those
 * that were taken, until every slot has one. Two allocations at once never get the same bitting:
 * the unique (bucket_type, bitting) constraint decides, and on PostgreSQL the bucket's advisory
 * lock orders them. Throws KEY_CODES_EXHAUSTED (409) when the bucket has too few codes left.
 */
export async function allocateBittings(
  trx: Db,
  bucket: BucketToDraw,
  owner: CodeOwner,
  slots: readonly CodeSlot[],
): Promise<NewKeyCodeRow[]> {
  if (slots.length === 0) return [];
  const total = countValidBittings(bucket);
  if (slots.length > total) throw bucketExhausted(bucket, slots.length, total);
  await lockBucket(trx, bucket.id);
  // Other systems' master-keyed locks: a code inside one of their blocks would open them.
  const reserved = (await reservedByOthers(trx, bucket, ownSystemsOf(owner))).index;
  const random = createRandom(randomInt(MAX_KEYING_SEED));
  const exhausted = async (needed: number) => {
    const { left } = await bucketCapacity(trx, bucket);
    return bucketExhausted(bucket, needed, left);
  };
  const issuedAt = new Date().toISOString();
  const assigned: NewKeyCodeRow[] = [];
  let pending = [...slots];
  for (let round = 1; pending.length > 0; round += 1) {
    if (round > 3) {
      // Short again and again: the bucket may be nearly full. Count rather than draw in vain.
      const { left } = await bucketCapacity(trx, bucket);
      if (left < pending.length) throw bucketExhausted(bucket, slots.length, left + assigned.length);
    }
    const drawn = new Set<string>();
    const rows: NewKeyCodeRow[] = [];
    for (const slot of pending) {
      let bitting: string;
      for (let draws = 1; ; draws += 1) {
        const candidate = randomValidBitting(bucket, random);
        bitting = formatBitting(candidate);
        if (!drawn.has(bitting) && !reserved.contains(candidate)) break;
        if (draws === MAX_RESERVED_DRAWS) throw await exhausted(slots.length);
      }
      drawn.add(bitting);
      rows.push(codeRow(bucket.id, owner, slot, bitting, issuedAt));
    }
    const inserted = await insertCodes(trx, rows);
    pending = [];
    for (const row of rows) {
      if (inserted.has(row.bitting)) assigned.push(row);
      else
        pending.push({
          node_kind: row.node_kind,
          node_id: row.node_id,
          set_number: row.set_number,
          lock_number: row.lock_number,
          key_symbol: row.key_symbol,
        });
    }
  }
  return assigned;
}
