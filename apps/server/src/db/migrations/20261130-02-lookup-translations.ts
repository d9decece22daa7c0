import type { Kysely, Migration } from 'kysely';
import { TRANSLATED_LOOKUPS } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';

interface LookupItemsTable {
  lookup_items: { lookup_name: string; item_id: string; data_json: string; version: number };
}

/**
 * Lookup names in the customer's language (issue 48): a database seeded before the demo catalog
 * had translations gets them on the demo's items an admin has not renamed (the item still has the
 * demo's English name and no translations of its own), each a new version of its item. A new
 * database gets them from the seed, which runs after the migrations. Translations live in the
 * item's JSON, so there is no column to add and nothing to undo.
 */
export const lookupTranslations: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<LookupItemsTable>;
    for (const name of TRANSLATED_LOOKUPS) {
      const rows = await db
        .selectFrom('lookup_items')
        .select(['item_id', 'data_json'])
        .where('lookup_name', '=', name)
        .execute();
      for (const row of rows) {
        const demo = (DEMO_CATALOG.lookups[name] as { id: string; name: string; translations?: object }[]).find(
          (item) => item.id === row.item_id,
        );
        const stored = JSON.parse(row.data_json) as { name?: unknown; translations?: unknown };
        if (!demo?.translations || stored.translations !== undefined || stored.name !== demo.name) continue;
        await db
          .updateTable('lookup_items')
          .set((eb) => ({
            data_json: JSON.stringify({ ...stored, translations: demo.translations }),
            version: eb('version', '+', 1),
          }))
          .where('lookup_name', '=', name)
          .where('item_id', '=', row.item_id)
          .execute();
      }
    }
  },
  async down() {
    // Translations are part of each item's JSON, which older code reads and ignores.
  },
};
