import { keyChartSchema, type ChartingRequest, type KeyChart } from '@keyplan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { systemPath } from './system-path.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * POST /order-lock-systems/{id}/charting: gives every node without a key code one. 409 when the
 * version is stale or the system is past Ready, and with `KEYING_CAPACITY` or `KEY_CODES_EXHAUSTED`
 * and the figures in `capacity` when the progression or the bucket has no room; 400 when malformed.
 */
export async function chartKeyCodes(
  client: ApiClient,
  orderLockSystemId: string,
  request: ChartingRequest,
): Promise<KeyChart> {
  return keyChartSchema.parse(
    await client.request(`${systemPath(orderLockSystemId)}/charting`, { method: 'POST', body: request }),
  );
}

/** Charting as a mutation; the answer (a chart without bittings) replaces the cached one at once. */
export function useChartKeyCodes(orderLockSystemId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChartingRequest) => chartKeyCodes(client, orderLockSystemId, request),
    onSuccess: (chart) => {
      queryClient.setQueryData(queryKeys.keyChart(orderLockSystemId, false), chart);
    },
  });
}
