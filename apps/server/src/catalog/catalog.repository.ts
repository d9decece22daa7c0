import {
  LOOKUP_NAMES,
  lookupsSchema,
  type Catalog,
  type LookupName,
  type Lookups,
  type PriceBook,
  type QuantityTier,
} from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { demoPricesRefused } from './demo-prices.ts';
import { findPriceBookCurrencies, findPriceBookVersionInForce } from './price-book-version.repository.ts';

/** The items of one lookup list, in catalog order. */
export async function findLookupItems(db: Db, name: LookupName): Promise<unknown[]> {
  const rows = await db
    .selectFrom('lookup_items')
    .select('data_json')
    .where('lookup_name', '=', name)
    .orderBy('position')
    .execute();
  return rows.map((row) => JSON.parse(row.data_json) as unknown);
}

/** Every lookup list at once, as validation and pricing need them. */
export async function loadLookups(db: Db): Promise<Lookups> {
  const rows = await db
    .selectFrom('lookup_items')
    .select(['lookup_name', 'data_json'])
    .orderBy('lookup_name')
    .orderBy('position')
    .execute();
  const lists = Object.fromEntries(LOOKUP_NAMES.map((name) => [name, [] as unknown[]]));
  for (const row of rows) lists[row.lookup_name]?.push(JSON.parse(row.data_json));
  return lookupsSchema.parse(lists);
}

/**
 * The price book of a currency in force now: the latest version whose effective date has come
 * (issue 17), else the seeded book (version 0), which production refuses (decision 0068):
 * undefined then, as for a currency without a book.
 */
export async function loadPriceBook(db: Db, currency: string): Promise<PriceBook | undefined> {
  const version = await findPriceBookVersionInForce(db, currency);
  if (version) return version.priceBook;
  return demoPricesRefused() ? undefined : loadSeededPriceBook(db, currency);
}

/** A currency's price book in force with its quantity tiers, and whether it is the demo catalog's (the seeded book, version 0). */
export interface PriceBookInForce {
  priceBook: PriceBook;
  quantityTiers: QuantityTier[];
  demo: boolean;
}

/**
 * The price book of a currency in force at `at` (now by default) with its quantity tiers: the
 * version effective then, else the seeded book (version 0: the demo catalog's) with the seeded
 * tiers; undefined when the currency has neither.
 */
export async function findPriceBookInForce(
  db: Db,
  currency: string,
  at?: string,
): Promise<PriceBookInForce | undefined> {
  const version = await findPriceBookVersionInForce(db, currency, at);
  if (version) return { priceBook: version.priceBook, quantityTiers: version.quantityTiers, demo: false };
  const [priceBook, quantityTiers] = await Promise.all([loadSeededPriceBook(db, currency), loadQuantityTiers(db)]);
  return priceBook && { priceBook, quantityTiers, demo: true };
}

/** The currencies whose price book in force is still the demo catalog's: seeded, and no version of their own in force. */
export async function findCurrenciesOnDemoPrices(db: Db): Promise<string[]> {
  const currencies = await findPriceBookCurrencies(db);
  const inForce = await Promise.all(currencies.map((currency) => findPriceBookInForce(db, currency)));
  return currencies.filter((_, index) => inForce[index]?.demo === true);
}

/** The seeded price book of a currency (version 0), whatever version is in force; undefined when it has none, or prices no lock or not every extra. */
export async function loadSeededPriceBook(db: Db, currency: string): Promise<PriceBook | undefined> {
  const [bases, extras] = await Promise.all([
    db.selectFrom('price_book_lock_bases').selectAll().where('currency', '=', currency).execute(),
    db.selectFrom('price_book_extras').selectAll().where('currency', '=', currency).execute(),
  ]);
  if (bases.length === 0) return undefined;
  const lockBase: PriceBook['lockBase'] = {};
  for (const row of bases) (lockBase[row.lock_material_id] ??= {})[row.shackle_type_id] = row.price_minor;
  const price = new Map(extras.map((row) => [row.extra, row.price_minor]));
  // An extra with no price leaves the book unusable ("not priced"), as a lock with none does: it
  // was priced at 0 before (issue 46), and that 0 would have reached SAP.
  if (PRICE_BOOK_EXTRAS.some((name) => !price.has(name))) return undefined;
  const extra = (name: (typeof PRICE_BOOK_EXTRAS)[number]) => price.get(name)!;
  return {
    lockBase,
    extras: {
      key: extra('key'),
      masterKey: extra('masterKey'),
      grandMasterKey: extra('grandMasterKey'),
      engravedLine: extra('engravedLine'),
      logoFace: extra('logoFace'),
      keyText: extra('keyText'),
    },
  };
}

/** The extras a price book prices besides the locks, each of which it must price. */
const PRICE_BOOK_EXTRAS = ['key', 'masterKey', 'grandMasterKey', 'engravedLine', 'logoFace', 'keyText'] as const;

/**
 * The quantity tiers: those of the currency's price book version in force when a currency is
 * given and a version is (issue 17), else the seeded tiers.
 */
export async function loadQuantityTiers(db: Db, currency?: string): Promise<QuantityTier[]> {
  const version = currency === undefined ? undefined : await findPriceBookVersionInForce(db, currency);
  if (version) return version.quantityTiers;
  const rows = await db.selectFrom('quantity_tiers').selectAll().orderBy('min_locks').execute();
  return rows.map((row) => ({ minLocks: row.min_locks, discountPercent: Number(row.discount_percent) }));
}

export async function hasCatalog(db: Db): Promise<boolean> {
  const row = await db.selectFrom('lookup_items').select('item_id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Writes a whole catalog (lookups, price books, tiers) in one transaction. */
export async function insertCatalog(db: Db, catalog: Catalog): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const items = LOOKUP_NAMES.flatMap((name) =>
      (catalog.lookups[name] as { id?: string; lockMaterialId?: string }[]).map((item, position) => ({
        lookup_name: name,
        item_id: item.id ?? item.lockMaterialId ?? String(position),
        position,
        data_json: JSON.stringify(item),
      })),
    );
    await trx.insertInto('lookup_items').values(items).execute();
    const bases = Object.entries(catalog.priceBooks).flatMap(([currency, book]) =>
      Object.entries(book.lockBase).flatMap(([material, shackles]) =>
        Object.entries(shackles).map(([shackle, price]) => ({
          currency,
          lock_material_id: material,
          shackle_type_id: shackle,
          price_minor: price,
        })),
      ),
    );
    await trx.insertInto('price_book_lock_bases').values(bases).execute();
    const extras = Object.entries(catalog.priceBooks).flatMap(([currency, book]) =>
      Object.entries(book.extras).map(([extra, price]) => ({ currency, extra, price_minor: price })),
    );
    await trx.insertInto('price_book_extras').values(extras).execute();
    await trx
      .insertInto('quantity_tiers')
      .values(
        catalog.quantityTiers.map((tier) => ({ min_locks: tier.minLocks, discount_percent: tier.discountPercent })),
      )
      .execute();
  });
}
