import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminFeatureFlagSchema, type AdminFeatureFlag } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /admin/feature-flags: every flag with who set it when. */
export async function listAdminFeatureFlags(client: ApiClient, signal?: AbortSignal): Promise<AdminFeatureFlag[]> {
  return z.array(adminFeatureFlagSchema).parse(await client.request('admin/feature-flags', { signal }));
}

export const adminFeatureFlagsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.adminFeatureFlags,
    queryFn: ({ signal }) => listAdminFeatureFlags(client, signal),
  });

export function useAdminFeatureFlags() {
  return useQuery(adminFeatureFlagsQueryOptions(useApiClient()));
}
