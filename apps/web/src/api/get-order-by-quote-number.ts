import { safekeyOrderSchema, type SafekeyOrder } from '@keyplan/domain';
import type { ApiClient } from '../lib/api-client.ts';

/** GET /orders/quotes/{quoteNumber}: the quote a start from SAP names (SPEC §2). */
export async function getOrderByQuoteNumber(client: ApiClient, quoteNumber: string): Promise<SafekeyOrder> {
  return safekeyOrderSchema.parse(await client.request(`orders/quotes/${encodeURIComponent(quoteNumber)}`));
}
