import { reviewAccessSchema, type ReviewAccess } from '@keyplan/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The review access path of an order (decision 0011). */
export const reviewAccessPath = (orderId: string) => `orders/${encodeURIComponent(orderId)}/review-access`;

/** GET …/review-access: whether the order has a pass code; the code and link are in clear only after a rotation. */
export async function getReviewAccess(client: ApiClient, orderId: string, signal?: AbortSignal): Promise<ReviewAccess> {
  return reviewAccessSchema.parse(await client.request(reviewAccessPath(orderId), { signal }));
}

export function useReviewAccess(orderId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.reviewAccess(orderId),
    queryFn: ({ signal }) => getReviewAccess(client, orderId, signal),
  });
}
