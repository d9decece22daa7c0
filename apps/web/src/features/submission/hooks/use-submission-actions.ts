import type { SubmissionState } from '@keyplan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { retrySubmission } from '../api/retry-submission.ts';
import { submitSystem } from '../api/submit-system.ts';

/** Submit (with the order's version) or retry; the answer becomes the polled state. */
export function useSubmissionActions(orderLockSystemId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onSuccess = (state: SubmissionState) =>
    queryClient.setQueryData(queryKeys.submission(orderLockSystemId), state);
  const submit = useMutation({
    mutationFn: (expectedVersion: number) => submitSystem(client, orderLockSystemId, expectedVersion),
    onSuccess,
  });
  const retry = useMutation({ mutationFn: () => retrySubmission(client, orderLockSystemId), onSuccess });
  return { submit, retry };
}
