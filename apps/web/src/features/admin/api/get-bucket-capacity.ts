import { queryOptions, useQuery } from '@tanstack/react-query';
import { bucketCapacitySchema, type BucketCapacityReport } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /key-code-buckets/{bucketType}/capacity (admin): issued codes, reserved blocks, what is left. */
export async function getBucketCapacity(
  client: ApiClient,
  bucketType: string,
  signal?: AbortSignal,
): Promise<BucketCapacityReport> {
  return bucketCapacitySchema.parse(
    await client.request(`key-code-buckets/${encodeURIComponent(bucketType)}/capacity`, { signal }),
  );
}

export const bucketCapacityQueryOptions = (client: ApiClient, bucketType: string) =>
  queryOptions({
    queryKey: queryKeys.adminBucketCapacity(bucketType),
    queryFn: ({ signal }) => getBucketCapacity(client, bucketType, signal),
  });

export function useBucketCapacity(bucketType: string) {
  return useQuery(bucketCapacityQueryOptions(useApiClient(), bucketType));
}
