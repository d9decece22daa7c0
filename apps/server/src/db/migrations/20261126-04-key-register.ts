import type { Kysely, Migration } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

/**
 * The key register of installed lock systems (issue 28, decision 0028): the copies of keys someone
 * recorded (a copy with no row is not handed out), every change to them with its before and after,
 * the customer's key policy printed on receipts, and the changes customers propose through their
 * review for the rep to accept or decline.
 */
export const keyRegister: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('key_register_copies')
      .addColumn('lock_system_id', 'varchar(36)', (column) =>
        column.notNull().references('lock_systems.lock_system_id'),
      )
      .addColumn('key_symbol', 'varchar(20)', (column) => column.notNull())
      .addColumn('copy_number', 'integer', (column) => column.notNull())
      .addColumn('state', 'varchar(16)', (column) => column.notNull())
      .addColumn('holder_name', 'varchar(80)')
      .addColumn('holder_department', 'varchar(80)')
      .addColumn('holder_employee_id', 'varchar(40)')
      .addColumn('issued_on', 'varchar(10)')
      .addColumn('returned_on', 'varchar(10)')
      .addColumn('reported_on', 'varchar(10)')
      .addColumn('hand_out_id', 'integer')
      .addColumn('recorded_by', 'varchar(320)', (column) => column.notNull())
      .addColumn('recorded_at', 'varchar(32)', (column) => column.notNull())
      .addPrimaryKeyConstraint('key_register_copies_pk', ['lock_system_id', 'key_symbol', 'copy_number'])
      .execute();
    await db.schema
      .createTable('key_register_changes')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('lock_system_id', 'varchar(36)', (column) =>
        column.notNull().references('lock_systems.lock_system_id'),
      )
      .addColumn('key_symbol', 'varchar(20)', (column) => column.notNull())
      .addColumn('copy_number', 'integer', (column) => column.notNull())
      .addColumn('action', 'varchar(16)', (column) => column.notNull())
      .addColumn('actor', 'varchar(320)', (column) => column.notNull())
      .addColumn('at', 'varchar(32)', (column) => column.notNull())
      .addColumn('note', 'varchar(500)', (column) => column.notNull())
      .addColumn('proposed_by', 'varchar(200)')
      .addColumn('before_json', 'text', (column) => column.notNull())
      .addColumn('after_json', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('key_register_changes_copy')
      .on('key_register_changes')
      .columns(['lock_system_id', 'key_symbol', 'copy_number'])
      .execute();
    await db.schema
      .createTable('key_policies')
      .addColumn('ccid', 'char(10)', (column) => column.primaryKey().references('customers.ccid'))
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('updated_by', 'varchar(320)', (column) => column.notNull())
      .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('key_register_proposals')
      .addColumn('id', 'integer', autoIdColumn(db))
      .addColumn('lock_system_id', 'varchar(36)', (column) =>
        column.notNull().references('lock_systems.lock_system_id'),
      )
      .addColumn('order_id', 'varchar(36)', (column) => column.notNull())
      .addColumn('key_symbol', 'varchar(20)', (column) => column.notNull())
      .addColumn('copy_number', 'integer', (column) => column.notNull())
      .addColumn('action_json', 'text', (column) => column.notNull())
      .addColumn('proposed_by', 'varchar(200)', (column) => column.notNull())
      .addColumn('proposed_at', 'varchar(32)', (column) => column.notNull())
      .addColumn('status', 'varchar(16)', (column) => column.notNull())
      .addColumn('decided_by', 'varchar(320)')
      .addColumn('decided_at', 'varchar(32)')
      .addColumn('decision_note', 'varchar(500)')
      .execute();
    await db.schema
      .createIndex('key_register_proposals_system')
      .on('key_register_proposals')
      .column('lock_system_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('key_register_proposals').execute();
    await db.schema.dropTable('key_policies').execute();
    await db.schema.dropTable('key_register_changes').execute();
    await db.schema.dropTable('key_register_copies').execute();
  },
};
