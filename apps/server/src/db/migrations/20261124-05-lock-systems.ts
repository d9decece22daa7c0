import { randomUUID } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

interface Rows {
  order_lock_systems: {
    order_lock_system_id: string;
    order_id: string;
    status: number;
    system_bucket_type: string;
    lock_system_id: string | null;
  };
  orders: { order_id: string; ccid: string; order_system_name: string; created_by: string; updated_at: string };
  lock_systems: {
    lock_system_id: string;
    ccid: string;
    name: string;
    bucket_type: string;
    first_order_lock_system_id: string;
    created_by: string;
    created_at: string;
  };
}

/** Statuses of a system that was submitted as an order: Submitted, Completed, Canceled. */
const SUBMITTED_STATUSES = [3, 4, 7];

/**
 * The customer's installed lock system (issue 11, SPEC `lockSystemID`): created when a system is
 * first submitted as an order, it lasts beyond that order; every later order that adds to it
 * (reorders) points to it from `order_lock_systems.lock_system_id`. Systems submitted before get
 * one each here.
 */
export const lockSystems: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('lock_systems')
      .addColumn('lock_system_id', 'varchar(36)', (column) => column.primaryKey())
      .addColumn('ccid', 'char(10)', (column) => column.notNull().references('customers.ccid'))
      .addColumn('name', 'varchar(200)', (column) => column.notNull())
      .addColumn('bucket_type', 'varchar(20)', (column) => column.notNull())
      .addColumn('first_order_lock_system_id', 'varchar(36)', (column) =>
        column.notNull().unique().references('order_lock_systems.order_lock_system_id'),
      )
      .addColumn('created_by', 'varchar(320)', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('lock_systems_customer').on('lock_systems').column('ccid').execute();
    await db.schema
      .alterTable('order_lock_systems')
      .addColumn('lock_system_id', 'varchar(36)', (column) => column.references('lock_systems.lock_system_id'))
      .execute();
    await db.schema
      .createIndex('order_lock_systems_lock_system')
      .on('order_lock_systems')
      .column('lock_system_id')
      .execute();

    const rows = db as unknown as Kysely<Rows>;
    const submitted = await rows
      .selectFrom('order_lock_systems')
      .innerJoin('orders', 'orders.order_id', 'order_lock_systems.order_id')
      .select([
        'order_lock_systems.order_lock_system_id',
        'order_lock_systems.system_bucket_type',
        'orders.ccid',
        'orders.order_system_name',
        'orders.created_by',
        'orders.updated_at',
      ])
      .where('order_lock_systems.status', 'in', SUBMITTED_STATUSES)
      .execute();
    for (const system of submitted) {
      const lockSystemId = randomUUID();
      await rows
        .insertInto('lock_systems')
        .values({
          lock_system_id: lockSystemId,
          ccid: system.ccid,
          name: system.order_system_name,
          bucket_type: system.system_bucket_type,
          first_order_lock_system_id: system.order_lock_system_id,
          created_by: system.created_by,
          created_at: system.updated_at,
        })
        .execute();
      await rows
        .updateTable('order_lock_systems')
        .set({ lock_system_id: lockSystemId })
        .where('order_lock_system_id', '=', system.order_lock_system_id)
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('order_lock_systems_lock_system').execute();
    await db.schema.alterTable('order_lock_systems').dropColumn('lock_system_id').execute();
    await db.schema.dropTable('lock_systems').execute();
  },
};
