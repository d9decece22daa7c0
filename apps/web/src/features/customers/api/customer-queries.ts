import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewCustomerInput } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { createCustomer, lookUpSapCustomer, searchCustomers } from './customers.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Customers shown per page of the search (SPEC leaves it open; the API's default). */
export const CUSTOMER_PAGE_SIZE = 20;

export const customerSearchQueryOptions = (client: ApiClient, query: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.customerSearch(query, page, CUSTOMER_PAGE_SIZE),
    queryFn: ({ signal }) => searchCustomers(client, { query, page, pageSize: CUSTOMER_PAGE_SIZE }, signal),
    // The previous results stay on screen while the next query loads, so the list does not flash.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** One page of customers matching `query` (ccid digits, name or city). */
export function useCustomerSearch(query: string, page: number) {
  const client = useApiClient();
  return useQuery(customerSearchQueryOptions(client, query, page));
}

/** POST /customers; a new customer makes every cached search stale. */
export function useCreateCustomer() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewCustomerInput) => createCustomer(client, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers }),
  });
}

/** A customer number looked up in SAP on request (a button), not as the person types. */
export function useSapCustomerLookup() {
  const client = useApiClient();
  return useMutation({ mutationFn: (ccid: string) => lookUpSapCustomer(client, ccid) });
}
