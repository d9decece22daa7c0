import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { listCustomerSystems, type SystemListFilter } from './orders.ts';

/** Query keys of the systems feature; invalidating `customerSystems(ccid)` refreshes every filter. */
export const systemKeys = {
  customerSystems: (ccid: string) => ['customers', ccid, 'systems'] as const,
  customerSystemsFiltered: (ccid: string, filter: SystemListFilter) => ['customers', ccid, 'systems', filter] as const,
  order: (orderId: string) => ['orders', orderId] as const,
};

export const customerSystemsQueryOptions = (client: ApiClient, ccid: string, filter: SystemListFilter) =>
  queryOptions({
    queryKey: systemKeys.customerSystemsFiltered(ccid, filter),
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
