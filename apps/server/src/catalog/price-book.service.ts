import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { loadPriceBook, loadQuantityTiers } from './catalog.repository.ts';

/** The price book in force of a currency with its quantity tiers: what the browser's live price needs. */
export function createPriceBookService(db: Db) {
  return {
    /** The price book and quantity tiers of `currency`; 404 when none is kept in it. */
    async forCurrency(currency: string) {
      const [priceBook, quantityTiers] = await Promise.all([
        loadPriceBook(db, currency),
        loadQuantityTiers(db, currency),
      ]);
      if (!priceBook) throw appErrors.notFound(`No price book is kept in ${currency}.`);
      return { currency, priceBook, quantityTiers };
    },
  };
}

export type PriceBookService = ReturnType<typeof createPriceBookService>;
