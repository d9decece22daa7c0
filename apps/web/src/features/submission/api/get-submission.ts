import { submissionStateSchema, type SubmissionState } from '@keyplan/domain';
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

/** The submission of a lock system, polled while it is on its way to SAP. */
export function useSubmission(orderLockSystemId: string) {
  const client = useApiClient();
  return useQuery({ ...submissionQueryOptions(client, orderLockSystemId), refetchOnMount: 'always' });
}
