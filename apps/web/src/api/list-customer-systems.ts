import { systemSummarySchema, type SendStateName, type SystemSummary } from '@keyplan/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../lib/api-client.ts';
import { useApiClient } from '../lib/api-client-context.tsx';
import { queryKeys } from '../lib/query-keys.ts';

export interface SystemListFilter {
  /** Status labels, e.g. ['Draft', 'Submitted']. */
  status?: string[];
  type?: 'order' | 'quote' | 'design';
  /** Where the sends to SAP stand, e.g. 'failed'. */
  sendState?: SendStateName;
}

/** GET /customers/{ccid}/systems?status=…&type=…&sendState=…: the customer's systems, validated by the domain schema. */
export async function listCustomerSystems(
  client: ApiClient,
  ccid: string,
  filter: SystemListFilter = {},
  signal?: AbortSignal,
): Promise<SystemSummary[]> {
  const query = new URLSearchParams();
  if (filter.status?.length) query.set('status', filter.status.join(','));
  if (filter.type) query.set('type', filter.type);
  if (filter.sendState) query.set('sendState', filter.sendState);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return z
    .array(systemSummarySchema)
    .parse(await client.request(`customers/${encodeURIComponent(ccid)}/systems${suffix}`, { signal }));
}

export const customerSystemsQueryOptions = (client: ApiClient, ccid: string, filter: SystemListFilter) =>
  queryOptions({
    queryKey: queryKeys.customerSystemsFiltered(ccid, filter),
    queryFn: ({ signal }) => listCustomerSystems(client, ccid, filter, signal),
  });

/**
 * GET /customers/{ccid}/systems with the given filter. While a new filter loads, the previous rows
 * stay on screen (`isPlaceholderData`) instead of flashing a spinner.
 */
export function useCustomerSystems(ccid: string | null, filter: SystemListFilter, { enabled = true } = {}) {
  const client = useApiClient();
  return useQuery({
    ...customerSystemsQueryOptions(client, ccid ?? '', filter),
    enabled: enabled && ccid !== null,
    placeholderData: keepPreviousData,
  });
}
