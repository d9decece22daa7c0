import { reviewAccessSchema, type ReviewAccess } from '@keyplan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { reviewAccessPath } from './get-review-access.ts';

/** POST …/review-access/rotate: a new pass code, answered with the code and link in clear. */
export async function rotateReviewAccess(client: ApiClient, orderId: string): Promise<ReviewAccess> {
  return reviewAccessSchema.parse(await client.request(`${reviewAccessPath(orderId)}/rotate`, { method: 'POST' }));
}

/** A new pass code; the answer replaces the cached access. */
export function useRotateReviewAccess(orderId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateReviewAccess(client, orderId),
    onSuccess: (access) => queryClient.setQueryData(queryKeys.reviewAccess(orderId), access),
  });
}
