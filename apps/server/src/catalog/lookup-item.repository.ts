import { offeredLookupItems, type AdminLookupEntry, type LookupName, type RetiredLookupIds } from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { bumpCacheVersion, LOOKUPS_CACHE } from '../cluster/cache-version.repository.ts';
import { findLookupItems } from './catalog.repository.ts';

/** A lookup list as the editor and guests are offered it: no retired item (decision 0022). */
export async function findOfferedLookupItems(db: Db, name: LookupName): Promise<unknown[]> {
  const [items, retired] = await Promise.all([findLookupItems(db, name), findRetiredLookupIds(db)]);
  return offeredLookupItems(name, items, retired);
}

/** The ids of every retired item, by list (few or none: one small query). */
export async function findRetiredLookupIds(db: Db): Promise<RetiredLookupIds> {
  const rows = await db
    .selectFrom('lookup_items')
    .select(['lookup_name', 'item_id'])
    .where('retired_at', 'is not', null)
    .execute();
  const retired: Partial<Record<LookupName, Set<string>>> = {};
  for (const row of rows) (retired[row.lookup_name as LookupName] ??= new Set()).add(row.item_id);
  return retired;
}

type EntryRow = { item_id: string; data_json: string; retired_at: string | null; version: number };

function toEntry(row: EntryRow): AdminLookupEntry {
  return {
    id: row.item_id,
    item: JSON.parse(row.data_json) as Record<string, unknown>,
    retired: row.retired_at !== null,
    retiredAt: row.retired_at,
    version: Number(row.version),
  };
}

/** Every item of a list with its state, in catalog order (admins). */
export async function findLookupEntries(db: Db, name: LookupName): Promise<AdminLookupEntry[]> {
  const rows = await db
    .selectFrom('lookup_items')
    .select(['item_id', 'data_json', 'retired_at', 'version'])
    .where('lookup_name', '=', name)
    .orderBy('position')
    .execute();
  return rows.map(toEntry);
}

export async function findLookupEntry(db: Db, name: LookupName, id: string): Promise<AdminLookupEntry | undefined> {
  const row = await db
    .selectFrom('lookup_items')
    .select(['item_id', 'data_json', 'retired_at', 'version'])
    .where('lookup_name', '=', name)
    .where('item_id', '=', id)
    .executeTakeFirst();
  return row && toEntry(row);
}

/**
 * Appends an item, already checked by its list's admin schema, to the end of its list; a taken id
 * is the caller's unique violation.
 */
export async function insertLookupItem(db: Db, name: LookupName, id: string, item: unknown): Promise<void> {
  const last = await db
    .selectFrom('lookup_items')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('lookup_name', '=', name)
    .executeTakeFirst();
  await db
    .insertInto('lookup_items')
    .values({
      lookup_name: name,
      item_id: id,
      position: Number(last?.position ?? -1) + 1,
      data_json: JSON.stringify(item),
    })
    .execute();
  await bumpCacheVersion(db, LOOKUPS_CACHE);
}

/**
 * Changes an item only if it is still at `expectedVersion`, and bumps its version: false when
 * someone else changed it first (or it is gone). One statement, so two admins cannot both win.
 */
export async function updateLookupItem(
  db: Db,
  name: LookupName,
  id: string,
  expectedVersion: number,
  change: { item?: unknown; retiredAt?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('lookup_items')
    .set((eb) => ({
      version: eb('version', '+', 1),
      ...(change.item === undefined ? {} : { data_json: JSON.stringify(change.item) }),
      ...(change.retiredAt === undefined ? {} : { retired_at: change.retiredAt }),
    }))
    .where('lookup_name', '=', name)
    .where('item_id', '=', id)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  const updated = Number(result.numUpdatedRows) === 1;
  if (updated) await bumpCacheVersion(db, LOOKUPS_CACHE);
  return updated;
}
