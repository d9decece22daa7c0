import { reviewResponsesSchema, type ReviewResponses } from '@keyplan/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Who reads the responses: staff through their bearer, the customer through the guest key. */
export type ResponseReader = 'staff' | 'guest';

const responsesPath = (orderId: string, reader: ResponseReader) =>
  reader === 'staff'
    ? `orders/${encodeURIComponent(orderId)}/review-responses`
    : `View/orders/${encodeURIComponent(orderId)}/responses`;

/** GET the customers' approvals and comments on an order, and whether its present form is approved. */
export async function getReviewResponses(
  client: ApiClient,
  orderId: string,
  reader: ResponseReader,
  signal?: AbortSignal,
): Promise<ReviewResponses> {
  return reviewResponsesSchema.parse(await client.request(responsesPath(orderId, reader), { signal }));
}

export function useReviewResponses(orderId: string, reader: ResponseReader) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...queryKeys.reviewResponses(orderId), reader],
    queryFn: ({ signal }) => getReviewResponses(client, orderId, reader, signal),
  });
}
