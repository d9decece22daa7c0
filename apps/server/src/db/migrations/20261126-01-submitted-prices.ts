import type { Kysely, Migration } from 'kysely';

/**
 * Prices fixed at submission (issue 26, decision 0050): the priced lines sent to SAP (JSON of the
 * domain's PricedLines), kept with the system from its submission on; null for a draft.
 */
export const submittedPrices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('order_lock_systems').addColumn('submitted_price_json', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('order_lock_systems').dropColumn('submitted_price_json').execute();
  },
};
