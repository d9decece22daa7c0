import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPriceBooksSchema, type AdminPriceBooks } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /admin/price-books: per currency, its versions, the one in force and the drafts it prices. */
export async function getAdminPriceBooks(client: ApiClient, signal?: AbortSignal): Promise<AdminPriceBooks> {
  return adminPriceBooksSchema.parse(await client.request('admin/price-books', { signal }));
}

export const adminPriceBooksQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.adminPriceBooks,
    queryFn: ({ signal }) => getAdminPriceBooks(client, signal),
  });

export function useAdminPriceBooks() {
  return useQuery(adminPriceBooksQueryOptions(useApiClient()));
}
