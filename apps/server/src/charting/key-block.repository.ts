import { cellOfBlock, formatBlock, parseBlock, type BucketRules, type KeyBlock } from '@keyplan/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import { isPostgres } from '../db/dialect.ts';
import type { Database, KeyCodeBlockTable } from '../db/schema.ts';
import { boxRanges } from './box-ranges.ts';

type Executor = Kysely<Database>;

type NewKeyCodeBlockRow = Insertable<KeyCodeBlockTable>;

/** A reserved block and whose it is. */
export interface ReservedBlock {
  block: number[];
  ccid: string;
  orderLockSystemId: string;
}

/** An issued code and whose it is. */
export interface IssuedBitting {
  bitting: string;
  blindCode: string;
  ccid: string;
  orderLockSystemId: string;
}

const CHUNK = 500;

/** Records blocks; a block the system reserved before is kept as it is (`ON CONFLICT DO NOTHING`). */
export async function insertBlocks(
  trx: Executor,
  owner: { bucket: BucketRules & { id: string }; ccid: string; orderLockSystemId: string },
  blocks: readonly KeyBlock[],
): Promise<void> {
  const reservedAt = new Date().toISOString();
  const rows: NewKeyCodeBlockRow[] = blocks.map((block) => ({
    bucket_type: owner.bucket.id,
    ccid: owner.ccid,
    order_lock_system_id: owner.orderLockSystemId,
    block: formatBlock(block),
    reserved_at: reservedAt,
    cell: cellOfBlock(owner.bucket, block),
  }));
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx
      .insertInto('key_code_blocks')
      .values(rows.slice(start, start + CHUNK))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/**
 * Every block reserved in the bucket, but those of the systems named (a system's own locks); with a
 * key cell, only the blocks that reach into it (their recorded cell overlaps it, or is unknown).
 */
export async function listBlocks(
  db: Executor,
  bucketType: string,
  exceptOrderLockSystemIds: readonly string[] = [],
  cell?: string,
): Promise<ReservedBlock[]> {
  let query = db
    .selectFrom('key_code_blocks')
    .select(['block', 'ccid', 'order_lock_system_id'])
    .where('bucket_type', '=', bucketType);
  if (cell) {
    // A chamber the cell takes whole matches any; else the block's group there is the cell's or '*'.
    const postgres = isPostgres(db);
    const pattern = [...cell].map((part) => (part === '*' ? (postgres ? '.' : '?') : `[${part}*]`)).join('');
    query = query.where((eb) =>
      eb.or([
        eb('cell', 'is', null),
        postgres ? sql<boolean>`cell ~ ${`^${pattern}$`}` : sql<boolean>`cell glob ${pattern}`,
      ]),
    );
  }
  if (exceptOrderLockSystemIds.length > 0)
    query = query.where('order_lock_system_id', 'not in', [...exceptOrderLockSystemIds]);
  const rows = await query.orderBy('id').execute();
  return rows.flatMap((row) => {
    const block = parseBlock(row.block);
    return block ? [{ block, ccid: row.ccid, orderLockSystemId: row.order_lock_system_id }] : [];
  });
}

/** How many blocks the bucket has reserved. */
export async function countBlocks(db: Executor, bucketType: string): Promise<number> {
  const row = await db
    .selectFrom('key_code_blocks')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('bucket_type', '=', bucketType)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The depths of a mask as a character class: 0b10101000 → '[357]'. */
const characterClass = (mask: number) => `[${formatBlock([mask])}]`;

/**
 * The box as a condition on a bitting: a pattern the database matches it against (SQLite GLOB,
 * PostgreSQL a regular expression), and on PostgreSQL ranges of the (bucket_type, bitting) index it
 * can lie in ({@link boxRanges}), so a key cell's codes are read without reading the whole bucket's.
 * SQLite keeps the pattern alone: without ANALYZE statistics its planner checked every code of the
 * bucket against each range, three times slower than matching the pattern (issue 44).
 */
function bittingWithin(db: Executor, box: readonly number[]) {
  const classes = box.map(characterClass).join('');
  const pattern = isPostgres(db) ? sql<boolean>`bitting ~ ${`^${classes}$`}` : sql<boolean>`bitting glob ${classes}`;
  const ranges = isPostgres(db) ? boxRanges(box) : [];
  if (ranges.length === 0) return pattern;
  const within = sql.join(
    ranges.map((range) => sql`(bitting >= ${range.from} and bitting < ${range.to})`),
    sql` or `,
  );
  return sql<boolean>`(${within}) and ${pattern}`;
}

/**
 * The bittings issued in the bucket (to systems other than those named) whose every cut lies in
 * the box: one depth set per chamber. The box is a pattern the database matches (SQLite GLOB,
 * PostgreSQL a regular expression), so only codes that may open the box's locks come back.
 */
export async function findIssuedWithin(
  db: Executor,
  bucketType: string,
  box: readonly number[],
  exceptOrderLockSystemIds: readonly string[] = [],
): Promise<IssuedBitting[]> {
  let query = db
    .selectFrom('key_codes')
    .select(['bitting', 'blind_code', 'ccid', 'order_lock_system_id'])
    .where('bucket_type', '=', bucketType)
    .where(bittingWithin(db, box));
  if (exceptOrderLockSystemIds.length > 0)
    query = query.where('order_lock_system_id', 'not in', [...exceptOrderLockSystemIds]);
  const rows = await query.execute();
  return rows.map((row) => ({
    bitting: row.bitting,
    blindCode: row.blind_code,
    ccid: row.ccid,
    orderLockSystemId: row.order_lock_system_id,
  }));
}

/**
 * The bittings alone issued in the bucket within the box (see {@link findIssuedWithin}): read from
 * the bucket's bitting index without the codes' rows, twice as fast as with their owners (issue 44:
 * charting at random asks it of every cell it draws from).
 */
export async function findBittingsWithin(db: Executor, bucketType: string, box: readonly number[]): Promise<string[]> {
  const rows = await bittingsWithinQuery(db, bucketType, box).execute();
  return rows.map((row) => row.bitting);
}

/** The query {@link findBittingsWithin} runs (its plan is tested). */
export function bittingsWithinQuery(db: Executor, bucketType: string, box: readonly number[]) {
  return db
    .selectFrom('key_codes')
    .select('bitting')
    .where('bucket_type', '=', bucketType)
    .where(bittingWithin(db, box));
}

/** Every code issued in the bucket, bitting and owner only (the capacity report and the check read them all). */
export async function listIssuedBittings(db: Executor, bucketType: string): Promise<IssuedBitting[]> {
  const rows = await db
    .selectFrom('key_codes')
    .select(['bitting', 'blind_code', 'ccid', 'order_lock_system_id'])
    .where('bucket_type', '=', bucketType)
    .execute();
  return rows.map((row) => ({
    bitting: row.bitting,
    blindCode: row.blind_code,
    ccid: row.ccid,
    orderLockSystemId: row.order_lock_system_id,
  }));
}

/** Codes read per page by {@link issuedBittingPages}. */
const ISSUED_PAGE = 5_000;

/**
 * Every code issued in the bucket, a page at a time in id order (keyset paging), so a reader of a
 * bucket with half a million codes holds one page at once: the capacity report and the key-control
 * check walk them this way.
 */
export async function* issuedBittingPages(
  db: Executor,
  bucketType: string,
  pageSize = ISSUED_PAGE,
): AsyncGenerator<IssuedBitting[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('key_codes')
      .select(['id', 'bitting', 'blind_code', 'ccid', 'order_lock_system_id'])
      .where('bucket_type', '=', bucketType)
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id;
    yield rows.map((row) => ({
      bitting: row.bitting,
      blindCode: row.blind_code,
      ccid: row.ccid,
      orderLockSystemId: row.order_lock_system_id,
    }));
    if (rows.length < pageSize) return;
  }
}

/** The buckets that have issued codes or reserved blocks. */
export async function listRegistryBuckets(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('key_codes')
    .select('bucket_type')
    .distinct()
    .union(db.selectFrom('key_code_blocks').select('bucket_type').distinct())
    .execute();
  return [...new Set(rows.map((row) => row.bucket_type))].sort();
}

/** Records a system's spare master keys (its room to grow in a shared key cell, decision 0059). */
export async function insertSpares(
  trx: Executor,
  owner: { bucketType: string; ccid: string; orderLockSystemId: string },
  bittings: readonly string[],
): Promise<void> {
  if (bittings.length === 0) return;
  const reservedAt = new Date().toISOString();
  await trx
    .insertInto('key_code_spares')
    .values(
      bittings.map((bitting) => ({
        bucket_type: owner.bucketType,
        bitting,
        ccid: owner.ccid,
        order_lock_system_id: owner.orderLockSystemId,
        reserved_at: reservedAt,
      })),
    )
    .execute();
}

/**
 * The spare master keys other systems reserved in the bucket whose every cut lies in the box:
 * keys to come, so a new lock must not open to them any more than to keys issued.
 */
export async function findSparesWithin(
  db: Executor,
  bucketType: string,
  box: readonly number[],
  exceptOrderLockSystemIds: readonly string[] = [],
): Promise<{ bitting: string; ccid: string }[]> {
  let query = db
    .selectFrom('key_code_spares')
    .select(['bitting', 'ccid'])
    .where('bucket_type', '=', bucketType)
    .where(bittingWithin(db, box));
  if (exceptOrderLockSystemIds.length > 0)
    query = query.where('order_lock_system_id', 'not in', [...exceptOrderLockSystemIds]);
  return query.execute();
}
