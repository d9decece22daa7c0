import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminAuditPageSchema, type AdminAuditPage } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /admin/audit?page=&pageSize=: every admin change, newest first. */
export async function getAdminAudit(
  client: ApiClient,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<AdminAuditPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return adminAuditPageSchema.parse(await client.request(`admin/audit?${query.toString()}`, { signal }));
}

export const adminAuditQueryOptions = (client: ApiClient, page: number, pageSize: number) =>
  queryOptions({
    queryKey: queryKeys.adminAudit(page, pageSize),
    queryFn: ({ signal }) => getAdminAudit(client, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminAudit(page: number, pageSize: number) {
  return useQuery(adminAuditQueryOptions(useApiClient(), page, pageSize));
}
