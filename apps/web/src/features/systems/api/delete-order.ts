import { useMutation } from '@tanstack/react-query';
import { safekeyOrderSchema, type SafekeyOrder } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { useRememberOrder } from './remember-order.ts';

/** DELETE /orders/{orderId}: a draft goes to Deleted. */
export async function deleteOrder(client: ApiClient, orderId: string): Promise<SafekeyOrder> {
  return safekeyOrderSchema.parse(await client.request(`orders/${encodeURIComponent(orderId)}`, { method: 'DELETE' }));
}

export function useDeleteOrder() {
  const client = useApiClient();
  const remember = useRememberOrder();
  return useMutation({ mutationFn: (orderId: string) => deleteOrder(client, orderId), onSuccess: remember });
}
