import type { CustomerPage } from '@keyplan/domain';
import { customerPageSchema } from './customer-schemas.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client.ts';
import { useApiClient } from '../lib/api-client-context.tsx';
import { queryKeys } from '../lib/query-keys.ts';

/** Customers shown per page of the search (SPEC leaves it open; the API's default). */
export const CUSTOMER_PAGE_SIZE = 20;

/** GET /customers?query=…&page=…&pageSize=…: one page of customers matching ccid digits, name or city. */
export async function searchCustomers(
  client: ApiClient,
  query: { query: string; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<CustomerPage> {
  const search = new URLSearchParams({
    query: query.query,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  return customerPageSchema.parse(await client.request(`customers?${search.toString()}`, { signal }));
}

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
