import { statusHistoryEntrySchema, type StatusHistoryEntry } from '@keyplan/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /order-lock-systems/{id}/status-history: every status change, oldest first. */
export async function getStatusHistory(
  client: ApiClient,
  orderLockSystemId: string,
  signal?: AbortSignal,
): Promise<StatusHistoryEntry[]> {
  return z
    .array(statusHistoryEntrySchema)
    .parse(
      await client.request(`order-lock-systems/${encodeURIComponent(orderLockSystemId)}/status-history`, { signal }),
    );
}

export function useStatusHistory(orderLockSystemId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.statusHistory(orderLockSystemId),
    queryFn: ({ signal }) => getStatusHistory(client, orderLockSystemId, signal),
  });
}
