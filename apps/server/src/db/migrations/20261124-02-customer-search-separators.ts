import type { Kysely, Migration } from 'kysely';
import { foldForSearch } from '@keyplan/domain';

/**
 * Customer search folds hyphens, apostrophes and spaces too (issue 26): the search columns of
 * existing customers are folded again with `foldForSearch`, as new customers are.
 */
export const customerSearchSeparators: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time, not today's
  async up(db: Kysely<any>) {
    const rows: { ccid: string; name: string; city: string }[] = await db
      .selectFrom('customers')
      .select(['ccid', 'name', 'city'])
      .execute();
    for (const row of rows) {
      await db
        .updateTable('customers')
        .set({ name_search: foldForSearch(row.name), city_search: foldForSearch(row.city) })
        .where('ccid', '=', row.ccid)
        .execute();
    }
  },
  async down() {
    // The search columns are derived; the older folding would be restored by 0010's, not needed to read.
  },
};
