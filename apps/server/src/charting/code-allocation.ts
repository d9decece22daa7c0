import { randomBytes } from 'node:crypto';
import { countValidBittings, formatBitting, type BucketRules } from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { appErrors, type AppError } from '../errors.ts';
import { insertCodes } from './key-code-insert.repository.ts';
import { lockBucket, type NewKeyCodeRow } from './key-code.repository.ts';
import { listCells } from './key-cell.repository.ts';
import { issuedRegions } from './issued-regions.ts';
import { closeCell, freeBittingsOf, randomCells, sample } from './key-cells.ts';
import { reservedByOthers } from './reserved-blocks.ts';

/** Blind codes avoid characters people confuse (0/O, 1/I/L): 'K' and 7 of these 31. */
const BLIND_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Random bytes drawn ahead, taken one at a time (see {@link randomCharacter}). */
let randomPool = Buffer.alloc(0);
let randomAt = 0;

/**
 * A character of the alphabet at random, each as likely (crypto bytes, those past the last whole
 * multiple of 31 skipped). Bytes drawn 4 KB at a time: `randomInt` for each character was a tenth
 * of charting a 99,000-lock site (issue 44).
 */
function randomCharacter(): string {
  const limit = 256 - (256 % BLIND_CODE_ALPHABET.length);
  for (;;) {
    if (randomAt >= randomPool.length) {
      randomPool = randomBytes(4096);
      randomAt = 0;
    }
    const byte = randomPool[randomAt++]!;
    if (byte < limit) return BLIND_CODE_ALPHABET[byte % BLIND_CODE_ALPHABET.length]!;
  }
}

/** A random blind code, e.g. 'K7QH2MXA': what customers see instead of a bitting (unique in the registry). */
export function newBlindCode(): string {
  let code = 'K';
  for (let index = 0; index < 7; index += 1) code += randomCharacter();
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
function bucketExhausted(bucket: { id: string }, needed: number, left: number): AppError {
  return appErrors.capacity(
    'KEY_CODES_EXHAUSTED',
    `Key code bucket ${bucket.id} has ${left} unissued key codes left (outside the blocks master-keyed systems reserve), too few for the ${needed} this needs. Use another bucket.`,
    { bucketType: bucket.id, scope: 'bucket', needed, available: left, left },
  );
}

/** Draws from one cell before moving on (a draw misses only when a blind code collides). */
const MAX_ROUNDS_PER_CELL = 3;

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
 * master keys), inside the caller's transaction and under the bucket's lock: draws at random among
 * the free bittings of the bucket's random cells (decision 0059), opening the next free cell from
 * the top when one runs out, so codes never crowd the cells master-keyed systems are charted in.
 * A free bitting is neither issued nor inside another system's block. Two allocations at once never
 * get the same bitting: the unique (bucket_type, bitting) constraint decides, and on PostgreSQL the
 * bucket's advisory lock orders them. Throws KEY_CODES_EXHAUSTED (409) when no cell has room left.
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
  const recorded = await listCells(trx, bucket.id);
  const issuedAt = new Date().toISOString();
  const assigned: NewKeyCodeRow[] = [];
  let pending = [...slots];
  const issued = issuedRegions(trx, bucket);
  for await (const cell of randomCells(trx, bucket, recorded)) {
    // Other systems' master-keyed locks reaching into the cell: a code inside one of their blocks would open them.
    const reserved = (await reservedByOthers(trx, bucket, ownSystemsOf(owner), cell)).index;
    for (let round = 1; pending.length > 0 && round <= MAX_ROUNDS_PER_CELL; round += 1) {
      const free = await freeBittingsOf(issued, bucket, cell, reserved);
      const takesAll = free.length <= pending.length;
      if (takesAll) await closeCell(trx, bucket.id, cell);
      if (free.length === 0) break;
      const drawn = sample(free, pending.length);
      const rows = drawn.map((bitting, index) =>
        codeRow(bucket.id, owner, pending[index]!, formatBitting(bitting), issuedAt),
      );
      const inserted = await insertCodes(trx, rows);
      issued.add(cell, inserted);
      const missed: CodeSlot[] = [];
      rows.forEach((row, index) => {
        if (inserted.has(row.bitting)) assigned.push(row);
        else missed.push(pending[index]!);
      });
      pending = [...missed, ...pending.slice(rows.length)];
      // Every free bitting of the cell went out: no need to read it again to find it empty.
      if (takesAll && missed.length === 0) break;
    }
    if (pending.length === 0) return assigned;
  }
  throw bucketExhausted(bucket, slots.length, assigned.length);
}
