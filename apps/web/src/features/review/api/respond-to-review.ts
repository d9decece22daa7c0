import {
  reviewApprovalRequestSchema,
  reviewCommentRequestSchema,
  reviewResponsesSchema,
  type ReviewApprovalRequest,
  type ReviewCommentRequest,
  type ReviewResponses,
} from '@keyplan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

export { reviewApprovalRequestSchema, reviewCommentRequestSchema };

/** What the customer sends: an approval of the system as it is, or a comment for the rep. */
export type ReviewResponseInput =
  | { kind: 'approval'; body: ReviewApprovalRequest }
  | { kind: 'comment'; body: ReviewCommentRequest };

/** POST …/approvals or …/comments through the guest key; answers every response since. */
export async function respondToReview(
  client: ApiClient,
  orderId: string,
  input: ReviewResponseInput,
): Promise<ReviewResponses> {
  const path = `View/orders/${encodeURIComponent(orderId)}/${input.kind === 'approval' ? 'approvals' : 'comments'}`;
  return reviewResponsesSchema.parse(await client.request(path, { method: 'POST', body: input.body }));
}

export function useRespondToReview(orderId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewResponseInput) => respondToReview(client, orderId, input),
    onSuccess: (responses) => queryClient.setQueryData([...queryKeys.reviewResponses(orderId), 'guest'], responses),
  });
}
