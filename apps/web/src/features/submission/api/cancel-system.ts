import type { ApiClient } from '../../../lib/api-client.ts';

/** POST /order-lock-systems/{id}/cancellation: a Submitted order or QuoteSubmitted quote is canceled, SAP told. */
export async function cancelSystem(
  client: ApiClient,
  orderLockSystemId: string,
  input: { expectedVersion: number; reason: string },
): Promise<void> {
  await client.request(`order-lock-systems/${encodeURIComponent(orderLockSystemId)}/cancellation`, {
    method: 'POST',
    body: input,
  });
}
