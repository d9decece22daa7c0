import { ORDER_LOCK_SYSTEM_STATUS as STATUS, statusLabel, type SafekeyOrder } from '@keyplan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { cancelSystem } from '../api/cancel-system.ts';
import { reopenSubmission } from '../api/reopen-submission.ts';

/**
 * Reopen a failed send, or cancel: each refreshes the order, its submission, history and the
 * customer's list. `onReopened` runs once the screen shows the reopened draft, even though the
 * controls that reopened it are gone by then (a mutate() callback would not run any more).
 */
export function useAfterSubmissionActions(
  order: { orderID: string; ccid: string },
  orderLockSystemId: string,
  onReopened?: () => void,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = (withSubmission: boolean) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.order(order.orderID) }),
      ...(withSubmission ? [queryClient.invalidateQueries({ queryKey: queryKeys.submission(orderLockSystemId) })] : []),
      queryClient.invalidateQueries({ queryKey: queryKeys.statusHistory(orderLockSystemId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.customerSystems(order.ccid) }),
    ]);
  const onSuccess = async () => {
    await refresh(true);
  };
  const reopen = useMutation({
    mutationFn: (expectedVersion: number) => reopenSubmission(client, orderLockSystemId, expectedVersion),
    // Reopened, it is a Ready draft without a submission at once (its messages are gone): nothing
    // to ask the server about the submission (it would answer 404), the order is loaded again.
    onSuccess: async () => {
      queryClient.setQueryData(queryKeys.submission(orderLockSystemId), null);
      queryClient.setQueryData<SafekeyOrder>(queryKeys.order(order.orderID), (cached) =>
        cached
          ? {
              ...cached,
              orderLockSystems: cached.orderLockSystems.map((system) =>
                system.orderLockSystemID === orderLockSystemId
                  ? { ...system, status: STATUS.Ready, statusLabel: statusLabel(STATUS.Ready), sendState: null }
                  : system,
              ),
            }
          : cached,
      );
      onReopened?.();
      await refresh(false);
    },
  });
  const cancel = useMutation({
    mutationFn: (input: { expectedVersion: number; reason: string }) => cancelSystem(client, orderLockSystemId, input),
    onSuccess,
  });
  return { reopen, cancel };
}
