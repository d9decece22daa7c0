import type { SafekeyOrder, SendState } from '@keyplan/domain';
import { parseAnswer } from './load-domain-schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client.ts';
import { useApiClient } from '../lib/api-client-context.tsx';
import { queryKeys } from '../lib/query-keys.ts';

/** GET /orders/{orderId}: the order with its lock systems, validated by the domain schema. */
export async function getOrder(client: ApiClient, orderId: string, signal?: AbortSignal): Promise<SafekeyOrder> {
  return parseAnswer(
    client.request(`orders/${encodeURIComponent(orderId)}`, { signal }),
    (schemas) => schemas.safekeyOrderSchema,
  );
}

export const orderQueryOptions = (client: ApiClient, orderId: string) =>
  queryOptions({
    queryKey: queryKeys.order(orderId),
    queryFn: ({ signal }) => getOrder(client, orderId, signal),
  });

/**
 * GET /orders/{orderId}, fetched again on mount unless it was loaded in the last few seconds (the
 * app loads it early while the staff check is under way): an editor must start from the current
 * version, not from a cached one that would only earn a 409 on save. A save marks it stale at once.
 */
export function useOrder(orderId: string | null) {
  const client = useApiClient();
  return useQuery({ ...orderQueryOptions(client, orderId ?? ''), enabled: orderId !== null, staleTime: 3_000 });
}

/**
 * Where a system's messages to SAP stand, from the cached order (the editor keeps it fresh); for
 * status lines that must not refetch the order each time they mount.
 */
export function useSendState(orderId: string | null, orderLockSystemId: string | null): SendState {
  const client = useApiClient();
  const query = useQuery({
    ...orderQueryOptions(client, orderId ?? ''),
    enabled: orderId !== null,
    staleTime: 30_000,
    select: (order) =>
      order.orderLockSystems.find((system) => system.orderLockSystemID === orderLockSystemId)?.sendState ?? null,
  });
  return query.data ?? null;
}
