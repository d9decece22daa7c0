import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { cancelSystem } from '../api/cancel-system.ts';
import { reopenSubmission } from '../api/reopen-submission.ts';

/** Reopen a failed send, or cancel: each refreshes the order, its submission, history and the customer's list. */
export function useAfterSubmissionActions(order: { orderID: string; ccid: string }, orderLockSystemId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.order(order.orderID) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.submission(orderLockSystemId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.statusHistory(orderLockSystemId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.customerSystems(order.ccid) }),
    ]);
  };
  const reopen = useMutation({
    mutationFn: (expectedVersion: number) => reopenSubmission(client, orderLockSystemId, expectedVersion),
    onSuccess,
  });
  const cancel = useMutation({
    mutationFn: (input: { expectedVersion: number; reason: string }) => cancelSystem(client, orderLockSystemId, input),
    onSuccess,
  });
  return { reopen, cancel };
}
