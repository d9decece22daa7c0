import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { findCurrenciesOnDemoPrices, findPriceBookInForce } from './catalog.repository.ts';
import { DEMO_PRICES_REFUSED, demoPricesRefused, refusesDemoPrices } from './demo-prices.ts';

/** The price book in force of a currency with its quantity tiers: what the browser's live price needs. */
export function createPriceBookService(db: Db) {
  return {
    /**
     * The price book and quantity tiers of `currency`; 404 when none is kept in it, or when it is
     * still the demo catalog's in production (decision 0068).
     */
    async forCurrency(currency: string) {
      const inForce = await findPriceBookInForce(db, currency);
      if (!inForce) throw appErrors.notFound(`No price book is kept in ${currency}.`);
      if (refusesDemoPrices(inForce)) throw appErrors.notFound(DEMO_PRICES_REFUSED);
      return { currency, priceBook: inForce.priceBook, quantityTiers: inForce.quantityTiers };
    },

    /**
     * The start-up warning of a production server whose price books are still the demo catalog's
     * (decision 0068), naming their currencies; undefined outside production or once every
     * currency has a price book of its own.
     */
    async demoPricesWarning(): Promise<string | undefined> {
      if (!demoPricesRefused()) return undefined;
      const currencies = await findCurrenciesOnDemoPrices(db);
      if (currencies.length === 0) return undefined;
      return `PRODUCTION HAS ONLY THE DEMO CATALOG'S PRICES in ${currencies.join(', ')}: orders in them are not priced (and cannot be submitted) until an admin loads this company's price book.`;
    },
  };
}

export type PriceBookService = ReturnType<typeof createPriceBookService>;
