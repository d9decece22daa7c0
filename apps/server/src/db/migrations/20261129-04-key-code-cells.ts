import type { Kysely, Migration } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

/**
 * Key cells (issue 44, decision 0059): the part of a bucket each master-keyed system is charted in,
 * and the cells keyed-different and keyed-alike codes are drawn from. A cell is held by one
 * master-keyed system (`master`), shared by small master-keyed systems (`shared`), or shared by
 * systems without master keys (`random`); `full` marks a random or shared cell with no room left. Cells of systems charted before stay unrecorded: their codes
 * and blocks are checked key by key as before. Each block records the smallest cell that holds it,
 * so a cell's key control reads only the blocks that reach into it.
 */
export const keyCodeCells: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('key_code_cells')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('bucket_type', 'varchar(20)', (column) => column.notNull())
      .addColumn('cell', 'varchar(8)', (column) => column.notNull())
      .addColumn('kind', 'varchar(10)', (column) => column.notNull())
      .addColumn('ccid', 'char(10)')
      .addColumn('order_lock_system_id', 'varchar(36)', (column) =>
        column.references('order_lock_systems.order_lock_system_id'),
      )
      .addColumn('full', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('reserved_at', 'varchar(32)', (column) => column.notNull())
      .addUniqueConstraint('key_code_cells_bucket_cell', ['bucket_type', 'cell'])
      .execute();
    // The smallest cell holding each block; null for blocks reserved before (read by every cell).
    await db.schema.alterTable('key_code_blocks').addColumn('cell', 'varchar(8)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('key_code_blocks').dropColumn('cell').execute();
    await db.schema.dropTable('key_code_cells').execute();
  },
};
