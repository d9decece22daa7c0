import { reviewAccessSchema, type ReviewAccess } from '@keyplan/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET and rotate …/review-access (decision 0011); the pass code and review link are in clear only after a rotation. */
const base = (orderId: string) => `orders/${encodeURIComponent(orderId)}/review-access`;

export async function getReviewAccess(client: ApiClient, orderId: string, signal?: AbortSignal): Promise<ReviewAccess> {
  return reviewAccessSchema.parse(await client.request(base(orderId), { signal }));
}

export async function rotateReviewAccess(client: ApiClient, orderId: string): Promise<ReviewAccess> {
  return reviewAccessSchema.parse(await client.request(`${base(orderId)}/rotate`, { method: 'POST' }));
}

export function useReviewAccess(orderId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.reviewAccess(orderId),
    queryFn: ({ signal }) => getReviewAccess(client, orderId, signal),
  });
}

/** A new pass code; the answer (with the code and link in clear) replaces the cached access. */
export function useRotateReviewAccess(orderId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateReviewAccess(client, orderId),
    onSuccess: (access) => queryClient.setQueryData(queryKeys.reviewAccess(orderId), access),
  });
}
