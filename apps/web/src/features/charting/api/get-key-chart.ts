import { keyChartSchema, type KeyChart } from '@keyplan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { systemPath } from './system-path.ts';

/** GET /order-lock-systems/{id}/key-chart?bittings=…: bittings and pinning need the admin role. */
export async function getKeyChart(
  client: ApiClient,
  orderLockSystemId: string,
  bittings: boolean,
  signal?: AbortSignal,
): Promise<KeyChart> {
  return keyChartSchema.parse(
    await client.request(`${systemPath(orderLockSystemId)}/key-chart?bittings=${String(bittings)}`, { signal }),
  );
}

export const keyChartQueryOptions = (client: ApiClient, orderLockSystemId: string, bittings: boolean) =>
  queryOptions({
    queryKey: queryKeys.keyChart(orderLockSystemId, bittings),
    queryFn: ({ signal }) => getKeyChart(client, orderLockSystemId, bittings, signal),
  });

/**
 * The key chart of a lock system; idle without one. While the bittings switch changes, the chart
 * already on screen stays (the other variant is fetched behind it).
 */
export function useKeyChart(orderLockSystemId: string | null, bittings: boolean) {
  const client = useApiClient();
  return useQuery({
    ...keyChartQueryOptions(client, orderLockSystemId ?? '', bittings),
    enabled: orderLockSystemId !== null,
    refetchOnMount: 'always',
    placeholderData: (previous) => (previous?.orderLockSystemID === orderLockSystemId ? previous : undefined),
  });
}
