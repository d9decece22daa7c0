import { submissionStateSchema, type OrderLockSystem, type SubmissionState } from '@keyplan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, type ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** How often a submission on its way to SAP is asked about. */
export const SUBMISSION_POLL_MS = 1000;

export type { SubmissionState };

/** The submission path of a lock system. */
export const submissionPath = (orderLockSystemId: string) =>
  `order-lock-systems/${encodeURIComponent(orderLockSystemId)}/submission`;

/** GET …/submission: the system's submission, or null when it was never submitted (404). */
export async function getSubmission(
  client: ApiClient,
  orderLockSystemId: string,
  signal?: AbortSignal,
): Promise<SubmissionState | null> {
  try {
    return submissionStateSchema.parse(await client.request(submissionPath(orderLockSystemId), { signal }));
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** True while SAP has not answered for good. */
export const inFlight = (state: Pick<SubmissionState, 'state'> | null | undefined) =>
  state?.state === 'pending' || state?.state === 'sending';

export const submissionQueryOptions = (client: ApiClient, orderLockSystemId: string) =>
  queryOptions({
    queryKey: queryKeys.submission(orderLockSystemId),
    queryFn: ({ signal }) => getSubmission(client, orderLockSystemId, signal),
    // Asked every second while it (or an update sent after it) is on its way, not at all once all are sent or failed.
    refetchInterval: (query) =>
      inFlight(query.state.data) || query.state.data?.followUps.some((row) => inFlight(row))
        ? SUBMISSION_POLL_MS
        : false,
  });

/**
 * The submission of a lock system, polled while it is on its way to SAP. Asked only once the system
 * was sent (its order names a send state): a draft has none, and asking would only earn a 404 that
 * the browser logs (issue 47). Until then there is nothing to wait for: no submission (null).
 */
export function useSubmission(system: Pick<OrderLockSystem, 'orderLockSystemID' | 'sendState'>) {
  const client = useApiClient();
  const sent = system.sendState !== null;
  const query = useQuery({
    ...submissionQueryOptions(client, system.orderLockSystemID),
    enabled: sent,
    refetchOnMount: 'always',
  });
  return {
    data: sent ? query.data : null,
    isPending: sent && query.isPending,
    error: sent ? query.error : null,
    refetch: query.refetch,
  };
}
