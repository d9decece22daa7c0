import { transferredOrderSchema, type SafekeyOrder } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';

/** POST /orders/{orderId}/transfer-to-order: a submitted quote becomes a new order (201). */
export async function transferToOrder(
  client: ApiClient,
  quoteOrderId: string,
): Promise<SafekeyOrder & { quoteNumberForTransfer: string }> {
  return transferredOrderSchema.parse(
    await client.request(`orders/${encodeURIComponent(quoteOrderId)}/transfer-to-order`, { method: 'POST' }),
  );
}
