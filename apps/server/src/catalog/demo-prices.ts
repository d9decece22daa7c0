import type { AppConfig } from '../config/env.ts';

/** Why production prices nothing by the demo catalog's price book (decision 0068): said as the order's "not priced" reason. */
export const DEMO_PRICES_REFUSED =
  "Prices are the demo catalog's: an admin must load this company's price book before orders can be priced.";

let refused = false;

/**
 * Whether pricing refuses the demo catalog's prices, set once at start as the chart file pool is:
 * production does, so that no order reaches SAP priced by them (decision 0068); elsewhere they
 * price as before. The seeded price book (version 0) is the demo catalog's: only the seed writes
 * its tables, and an admin's price book is a version of its own (issue 17).
 */
export function configureDemoPrices(config: Pick<AppConfig, 'refuseDemoPrices'>): void {
  refused = config.refuseDemoPrices;
}

/** Whether a price book in force prices nothing here: it is the demo catalog's, and this is production. */
export function refusesDemoPrices(inForce: { demo: boolean } | undefined): boolean {
  return refused && inForce?.demo === true;
}

/** Whether this server refuses the demo catalog's prices (production). */
export function demoPricesRefused(): boolean {
  return refused;
}
