import { keyChartSchema, type KeyChart } from '@keyplan/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The key chart of the guest key's order (View/orders/{id}/key-chart): symbols and blind codes, never bittings. */
export async function getGuestKeyChart(client: ApiClient, orderId: string, signal?: AbortSignal): Promise<KeyChart> {
  return keyChartSchema.parse(await client.request(`orders/${encodeURIComponent(orderId)}/key-chart`, { signal }));
}

export function useGuestKeyChart(orderId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.guestKeyChart(orderId),
    queryFn: ({ signal }) => getGuestKeyChart(client, orderId, signal),
  });
}
