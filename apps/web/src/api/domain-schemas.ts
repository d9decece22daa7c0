import { LOOKUP_ITEM_SCHEMAS, foundSystemSchema, type LookupName } from '@keyplan/domain';
import { z } from 'zod';

/**
 * The domain's classic zod schemas that the web app checks answers with away from the first
 * screen: orders, price books, systems found by reference, lookup lists. Loaded on first use
 * through {@link ./load-domain-schemas.ts}, so zod classic stays off the start-up path (issue 32);
 * the rules are the domain's, shared with the server, not copied.
 */
export { pricingSchema, safekeyOrderSchema } from '@keyplan/domain';

/** GET /systems?query=: a list of the domain's found systems. */
export const foundSystemsSchema = z.array(foundSystemSchema);

/** GET LookUp/{name}: a list of the lookup's items. */
export const lookupListSchema = (name: LookupName) => z.array(LOOKUP_ITEM_SCHEMAS[name]);
