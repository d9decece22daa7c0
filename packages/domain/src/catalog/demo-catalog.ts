import demoCatalogJson from './demo-catalog.json' with { type: 'json' };
import { catalogSchema, type Catalog } from './catalog.ts';

/**
 * The demo catalog (lookups, price books, quantity tiers, feature flags) that seeds a new
 * database. A separate entry point (`@keyplan/domain/demo-catalog`) so the web bundle never
 * carries it.
 */
export const DEMO_CATALOG: Catalog = catalogSchema.parse(demoCatalogJson);
