import { useMutation } from '@tanstack/react-query';
import { safekeyOrderSchema, type SafekeyOrder, type UpdateOrderHeader } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { useRememberOrder } from './remember-order.ts';

/** PUT /orders/{orderId}/header against the version the editor started from (stale → 409). */
export async function updateOrderHeader(
  client: ApiClient,
  orderId: string,
  input: UpdateOrderHeader,
): Promise<SafekeyOrder> {
  return safekeyOrderSchema.parse(
    await client.request(`orders/${encodeURIComponent(orderId)}/header`, { method: 'PUT', body: input }),
  );
}

export function useUpdateOrderHeader() {
  const client = useApiClient();
  const remember = useRememberOrder();
  return useMutation({
    mutationFn: ({ orderId, header }: { orderId: string; header: UpdateOrderHeader }) =>
      updateOrderHeader(client, orderId, header),
    onSuccess: remember,
  });
}
