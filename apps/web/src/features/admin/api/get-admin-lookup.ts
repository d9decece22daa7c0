import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminLookupListSchema, type AdminLookupList, type LookupName } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /admin/lookups/{name} (admin): every item of a list with its version, retired ones too. */
export async function getAdminLookup(
  client: ApiClient,
  name: LookupName,
  signal?: AbortSignal,
): Promise<AdminLookupList> {
  return adminLookupListSchema.parse(await client.request(`admin/lookups/${name}`, { signal }));
}

export const adminLookupQueryOptions = (client: ApiClient, name: LookupName) =>
  queryOptions({
    queryKey: queryKeys.adminLookup(name),
    queryFn: ({ signal }) => getAdminLookup(client, name, signal),
  });

export function useAdminLookup(name: LookupName) {
  return useQuery(adminLookupQueryOptions(useApiClient(), name));
}
