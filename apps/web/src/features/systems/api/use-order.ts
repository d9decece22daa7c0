import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { getOrder } from './orders.ts';
import { systemKeys } from './use-customer-systems.ts';

export const orderQueryOptions = (client: ApiClient, orderId: string) =>
  queryOptions({
    queryKey: systemKeys.order(orderId),
    queryFn: ({ signal }) => getOrder(client, orderId, signal),
  });

/**
 * GET /orders/{orderId}, always fetched again on mount: an editor must start from the current
 * version, not from a cached one that would only earn a 409 on save.
 */
export function useOrder(orderId: string | null) {
  const client = useApiClient();
  return useQuery({ ...orderQueryOptions(client, orderId ?? ''), enabled: orderId !== null, refetchOnMount: 'always' });
}
