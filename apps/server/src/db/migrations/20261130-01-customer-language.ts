import type { Kysely, Migration } from 'kysely';

/**
 * The customer's language (issue 48): what their review, its documents and the texts made for them
 * are written in. Copied from SAP's correspondence language when the customer is added, changeable
 * in Keyplan; the customers already kept read English, as every word did before.
 */
export const customerLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('customers')
      .addColumn('language', 'varchar(5)', (column) => column.notNull().defaultTo('en-US'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('customers').dropColumn('language').execute();
  },
};
