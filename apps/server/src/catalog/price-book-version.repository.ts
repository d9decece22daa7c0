import {
  ORDER_LOCK_SYSTEM_STATUS,
  priceBookSchema,
  quantityTierSchema,
  type PriceBook,
  type PricedDraft,
  type QuantityTier,
} from '@keyplan/domain';
import { z } from 'zod';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PriceBookVersionTable } from '../db/schema.ts';

/** A stored price book version (version 1 and later; version 0 is the seeded catalog tables). */
export interface StoredPriceBookVersion {
  currency: string;
  version: number;
  effectiveFrom: string;
  priceBook: PriceBook;
  quantityTiers: QuantityTier[];
  createdBy: string;
  createdAt: string;
}

type Row = Omit<Selectable<PriceBookVersionTable>, 'id'>;

const toVersion = (row: Row): StoredPriceBookVersion => ({
  currency: row.currency,
  version: Number(row.version),
  effectiveFrom: row.effective_from,
  priceBook: priceBookSchema.parse(JSON.parse(row.price_book_json)),
  quantityTiers: z.array(quantityTierSchema).parse(JSON.parse(row.quantity_tiers_json)),
  createdBy: row.created_by,
  createdAt: row.created_at,
});

const COLUMNS = [
  'currency',
  'version',
  'effective_from',
  'price_book_json',
  'quantity_tiers_json',
  'created_by',
  'created_at',
] as const;

/** The versions of a currency, newest first. */
export async function findPriceBookVersions(db: Db, currency: string): Promise<StoredPriceBookVersion[]> {
  const rows = await db
    .selectFrom('price_book_versions')
    .select(COLUMNS)
    .where('currency', '=', currency)
    .orderBy('version', 'desc')
    .execute();
  return rows.map(toVersion);
}

/** The version of a currency in force at `at` (the latest effective one), or undefined: the seeded book is. */
export async function findPriceBookVersionInForce(
  db: Db,
  currency: string,
  at: string = new Date().toISOString(),
): Promise<StoredPriceBookVersion | undefined> {
  const row = await db
    .selectFrom('price_book_versions')
    .select(COLUMNS)
    .where('currency', '=', currency)
    .where('effective_from', '<=', at)
    .orderBy('effective_from', 'desc')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toVersion(row);
}

/** The highest version number of a currency; 0 while only the seeded book exists. */
export async function findLatestPriceBookVersion(db: Db, currency: string): Promise<number> {
  const row = await db
    .selectFrom('price_book_versions')
    .select((eb) => eb.fn.max('version').as('latest'))
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row?.latest === null || row?.latest === undefined ? 0 : Number(row.latest);
}

/** Stores a new version; a concurrent one of the same number fails the unique constraint. */
export async function insertPriceBookVersion(db: Db, version: StoredPriceBookVersion): Promise<void> {
  await db
    .insertInto('price_book_versions')
    .values({
      currency: version.currency,
      version: version.version,
      effective_from: version.effectiveFrom,
      price_book_json: JSON.stringify(version.priceBook),
      quantity_tiers_json: JSON.stringify(version.quantityTiers),
      created_by: version.createdBy,
      created_at: version.createdAt,
    })
    .execute();
}

/** Currencies with a seeded price book. */
export async function findPriceBookCurrencies(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('price_book_lock_bases').select('currency').distinct().orderBy('currency').execute();
  return rows.map((row) => row.currency);
}

/** Drafts (Created, Started, Ready) in a currency: what a price book of that currency prices. */
export async function findDraftsInCurrency(db: Db, currency: string): Promise<PricedDraft[]> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('order_lock_systems', 'order_lock_systems.order_id', 'orders.order_id')
    .select([
      'orders.order_id',
      'order_lock_systems.order_lock_system_id',
      'orders.ccid',
      'orders.order_system_name',
      'orders.total_price_minor',
    ])
    .where('orders.currency', '=', currency)
    .where('order_lock_systems.status', '<=', ORDER_LOCK_SYSTEM_STATUS.Ready)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.order_id')
    .execute();
  return rows.map((row) => ({
    orderId: row.order_id,
    orderLockSystemId: row.order_lock_system_id,
    ccid: row.ccid,
    orderSystemName: row.order_system_name,
    totalPrice: row.total_price_minor === null ? null : Number(row.total_price_minor),
  }));
}

/**
 * Writes a draft's new prices: its total and each lock set's unit price. Guarded by status, so a
 * system that left the drafts meanwhile (Submitted and later) keeps the prices it was sent with.
 * Answers whether it wrote.
 */
export async function updateDraftPrices(
  db: Db,
  { orderId, orderLockSystemId }: { orderId: string; orderLockSystemId: string },
  totalPrice: number | null,
  pricePer: Map<string, number | null>,
): Promise<boolean> {
  const draft = await db
    .selectFrom('order_lock_systems')
    .select('order_lock_system_id')
    .where('order_lock_system_id', '=', orderLockSystemId)
    .where('status', '<=', ORDER_LOCK_SYSTEM_STATUS.Ready)
    .executeTakeFirst();
  if (!draft) return false;
  await db.updateTable('orders').set({ total_price_minor: totalPrice }).where('order_id', '=', orderId).execute();
  for (const [lockSetId, price] of pricePer) {
    await db
      .updateTable('lock_sets')
      .set({ price_per_minor: price })
      .where('order_lock_system_id', '=', orderLockSystemId)
      .where('lock_set_id', '=', lockSetId)
      .execute();
  }
  return true;
}
