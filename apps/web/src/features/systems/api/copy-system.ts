import { useMutation } from '@tanstack/react-query';
import { safekeyOrderSchema, type CreateOrderInput, type SafekeyOrder } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { useRememberOrder } from './remember-order.ts';

/** What a copy is asked for: the system to copy and the new system's header (as for POST /orders). */
export interface CopySystemInput {
  sourceOrderId: string;
  header: CreateOrderInput;
}

/**
 * POST /orders/{id}/copies: a new order, quote or design with a copy of the system's tree (new
 * ids, not charted) — how a design becomes an order or a quote.
 */
export async function copySystem(client: ApiClient, { sourceOrderId, header }: CopySystemInput): Promise<SafekeyOrder> {
  return safekeyOrderSchema.parse(
    await client.request(`orders/${encodeURIComponent(sourceOrderId)}/copies`, { method: 'POST', body: header }),
  );
}

export function useCopySystem() {
  const client = useApiClient();
  const remember = useRememberOrder();
  return useMutation({ mutationFn: (input: CopySystemInput) => copySystem(client, input), onSuccess: remember });
}
