import { formatBlock, lockBlocksOf, type IssuedCode } from '@keyplan/domain';
import type { Kysely, Migration } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

interface Rows {
  key_codes: IssuedCode & { order_lock_system_id: string; bucket_type: string; ccid: string; id: number };
  lock_sets: { order_lock_system_id: string; lock_set_id: string; master_key_id: string | null };
  key_code_blocks: {
    bucket_type: string;
    ccid: string;
    order_lock_system_id: string;
    block: string;
    reserved_at: string;
  };
}

/**
 * Key control across customers (issue 13, decision 0014): the blocks of bittings that open the
 * master-keyed locks of each charted system, reserved so that no other system is issued one. The
 * blocks of systems charted before are computed here from their codes and lock sets.
 */
export const keyCodeBlocks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('key_code_blocks')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('bucket_type', 'varchar(20)', (column) => column.notNull())
      .addColumn('ccid', 'char(10)', (column) => column.notNull())
      .addColumn('order_lock_system_id', 'varchar(36)', (column) =>
        column.notNull().references('order_lock_systems.order_lock_system_id'),
      )
      .addColumn('block', 'varchar(160)', (column) => column.notNull())
      .addColumn('reserved_at', 'varchar(32)', (column) => column.notNull())
      .addUniqueConstraint('key_code_blocks_system_block', ['order_lock_system_id', 'block'])
      .execute();
    await db.schema.createIndex('key_code_blocks_bucket').on('key_code_blocks').column('bucket_type').execute();
    await reserveChartedBlocks(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('key_code_blocks').execute();
  },
};

/** The blocks of every system charted with master keys, from its codes and lock sets (blocks already reserved are kept). */
export async function reserveChartedBlocks(db: Kysely<unknown>): Promise<void> {
  const rows = db as unknown as Kysely<Rows>;
  const systems = await rows
    .selectFrom('key_codes')
    .select(['order_lock_system_id', 'bucket_type', 'ccid'])
    .where('node_kind', '=', 'grandMaster')
    .execute();
  const reservedAt = new Date().toISOString();
  for (const system of systems) {
    const [codes, lockSets] = await Promise.all([
      rows
        .selectFrom('key_codes')
        .select(['node_kind', 'node_id', 'bitting'])
        .where('order_lock_system_id', '=', system.order_lock_system_id)
        .orderBy('id')
        .execute(),
      rows
        .selectFrom('lock_sets')
        .select(['lock_set_id', 'master_key_id'])
        .where('order_lock_system_id', '=', system.order_lock_system_id)
        .execute(),
    ]);
    const masterOf = new Map(lockSets.map((lockSet) => [lockSet.lock_set_id, lockSet.master_key_id]));
    const blocks = lockBlocksOf(codes, (lockSetId) => masterOf.get(lockSetId));
    for (let start = 0; start < blocks.length; start += 500) {
      await rows
        .insertInto('key_code_blocks')
        .values(
          blocks.slice(start, start + 500).map((block) => ({
            bucket_type: system.bucket_type,
            ccid: system.ccid,
            order_lock_system_id: system.order_lock_system_id,
            block: formatBlock(block),
            reserved_at: reservedAt,
          })),
        )
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  }
}
