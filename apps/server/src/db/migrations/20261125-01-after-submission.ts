import { sql, type Kysely, type Migration } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

/** The outbox's columns, old and new alike (the rebuilt table adds `sequence` and `created_by`). */
const OUTBOX_COLUMNS = [
  'order_lock_system_id',
  'order_id',
  'kind',
  'idempotency_reference',
  'payload_json',
  'state',
  'attempts',
  'next_attempt_at',
  'locked_by',
  'locked_until',
  'last_error_code',
  'last_error',
  'sap_number',
  'created_at',
  'updated_at',
];

/**
 * After submission (issue 12): the outbox carries more than one message per system (the
 * submission is message 0; engraving updates and the cancellation follow in order), the status
 * history says why, engraving edits are recorded field by field, and the completion check notes
 * when it last asked SAP about a system. SQLite cannot drop the old one-row-per-system constraint,
 * so the outbox is rebuilt under its own name on both dialects.
 */
export const afterSubmission: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('submission_outbox_next')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('order_lock_system_id', 'varchar(36)', (column) =>
        column.notNull().references('order_lock_systems.order_lock_system_id'),
      )
      .addColumn('sequence', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('order_id', 'varchar(36)', (column) => column.notNull().references('orders.order_id'))
      .addColumn('kind', 'varchar(16)', (column) => column.notNull())
      .addColumn('idempotency_reference', 'varchar(40)', (column) => column.notNull().unique())
      .addColumn('payload_json', 'text', (column) => column.notNull())
      .addColumn('state', 'varchar(10)', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull())
      .addColumn('next_attempt_at', 'varchar(32)')
      .addColumn('locked_by', 'varchar(64)')
      .addColumn('locked_until', 'varchar(32)')
      .addColumn('last_error_code', 'varchar(64)')
      .addColumn('last_error', 'varchar(1000)')
      .addColumn('sap_number', 'varchar(20)')
      .addColumn('created_by', 'varchar(320)')
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
      .addUniqueConstraint('submission_outbox_message', ['order_lock_system_id', 'sequence'])
      .execute();
    const columns = sql.join(OUTBOX_COLUMNS.map((column) => sql.ref(column)));
    await sql`insert into submission_outbox_next (${columns}) select ${columns} from submission_outbox order by id`.execute(
      db,
    );
    await db.schema.dropTable('submission_outbox').execute();
    await db.schema.alterTable('submission_outbox_next').renameTo('submission_outbox').execute();
    await db.schema
      .createIndex('submission_outbox_due')
      .on('submission_outbox')
      .columns(['state', 'next_attempt_at'])
      .execute();

    await db.schema.alterTable('status_history').addColumn('reason', 'varchar(500)').execute();
    await db.schema.alterTable('order_lock_systems').addColumn('sap_status_checked_at', 'varchar(32)').execute();

    await db.schema
      .createTable('engraving_changes')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('order_lock_system_id', 'varchar(36)', (column) =>
        column.notNull().references('order_lock_systems.order_lock_system_id'),
      )
      .addColumn('sequence', 'integer', (column) => column.notNull())
      .addColumn('node_id', 'varchar(36)', (column) => column.notNull())
      .addColumn('node_name', 'varchar(100)', (column) => column.notNull())
      .addColumn('field', 'varchar(20)', (column) => column.notNull())
      .addColumn('before_text', 'varchar(40)', (column) => column.notNull())
      .addColumn('after_text', 'varchar(40)', (column) => column.notNull())
      .addColumn('changed_by', 'varchar(320)', (column) => column.notNull())
      .addColumn('changed_at', 'varchar(32)', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('engraving_changes_system')
      .on('engraving_changes')
      .columns(['order_lock_system_id', 'sequence'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('engraving_changes').execute();
    await db.schema.alterTable('order_lock_systems').dropColumn('sap_status_checked_at').execute();
    await db.schema.alterTable('status_history').dropColumn('reason').execute();
    // The rebuilt outbox stays: dropping its follow-up messages would lose what SAP was told.
  },
};
