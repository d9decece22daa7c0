import { combineSendStates, type SafekeyOrder, type SubmissionState } from '@keyplan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { retrySubmission } from '../api/retry-submission.ts';
import { submitSystem } from '../api/submit-system.ts';

/**
 * The order as the submission's answer leaves it: the system's status and send state are the
 * answer's at once, so every part of the screen that reads the order (the review's heading, the
 * panel's chip) changes together, before the order is loaded again (issue 47).
 */
export function withSubmission(order: SafekeyOrder, state: SubmissionState): SafekeyOrder {
  if (order.orderID !== state.orderID) return order;
  const sendState = combineSendStates([
    { state: state.state, error: state.lastError },
    ...state.followUps.map((row) => ({ state: row.state, error: row.lastError })),
  ]);
  const orderLockSystems = order.orderLockSystems.map((system) =>
    system.orderLockSystemID === state.orderLockSystemID
      ? { ...system, status: state.status, statusLabel: state.statusLabel, sendState }
      : system,
  );
  const single = order.orderLockSystems.length === 1;
  return {
    ...order,
    orderLockSystems,
    ...(single && { orderStatus: state.status, orderStatusLabel: state.statusLabel }),
  };
}

/** Submit (with the order's version) or retry; the answer becomes the polled state and the order's status. */
export function useSubmissionActions(orderLockSystemId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onSuccess = (state: SubmissionState) => {
    queryClient.setQueryData(queryKeys.submission(orderLockSystemId), state);
    queryClient.setQueryData<SafekeyOrder>(queryKeys.order(state.orderID), (order) =>
      order ? withSubmission(order, state) : order,
    );
    // The version moved with the submission: the order is loaded again behind the patched one.
    void queryClient.invalidateQueries({ queryKey: queryKeys.order(state.orderID) });
  };
  const submit = useMutation({
    mutationFn: (expectedVersion: number) => submitSystem(client, orderLockSystemId, expectedVersion),
    onSuccess,
  });
  const retry = useMutation({ mutationFn: () => retrySubmission(client, orderLockSystemId), onSuccess });
  return { submit, retry };
}
