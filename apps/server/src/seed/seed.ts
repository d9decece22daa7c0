import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { hasCatalog, insertCatalog } from '../catalog/catalog.repository.ts';
import { hasCustomers, insertCustomers } from '../customers/customer.repository.ts';
import type { Db } from '../db/database.ts';
import { insertMissingFeatureFlags } from '../feature-flags/feature-flag.repository.ts';
import { DEMO_CUSTOMERS } from './demo-customers.ts';

/**
 * Fills a new database: the catalog (lookups, price books, tiers) when it has none, feature
 * flags that are missing, and — when asked — the demo customers into an empty customer table.
 * Safe to run at every start. The catalog's price books are the demo's (version 0): production
 * prices nothing by them until an admin loads a price book of this company's (decision 0068).
 */
export async function seedDatabase(db: Db, options: { demoCustomers: boolean }): Promise<void> {
  if (!(await hasCatalog(db))) await insertCatalog(db, DEMO_CATALOG);
  await insertMissingFeatureFlags(db, DEMO_CATALOG.featureFlags);
  if (options.demoCustomers) {
    if (!(await hasCustomers(db))) await insertCustomers(db, DEMO_CUSTOMERS);
  }
}
