import type { SafekeyOrder } from '@keyplan/domain';
import { parseAnswer } from './load-domain-schemas.ts';
import type { ApiClient } from '../lib/api-client.ts';

/** GET /orders/quotes/{quoteNumber}: the quote a start from SAP names (SPEC §2). */
export async function getOrderByQuoteNumber(client: ApiClient, quoteNumber: string): Promise<SafekeyOrder> {
  return parseAnswer(
    client.request(`orders/quotes/${encodeURIComponent(quoteNumber)}`),
    (schemas) => schemas.safekeyOrderSchema,
  );
}
