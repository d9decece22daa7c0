import { submissionStateSchema, type SubmissionState } from '@keyplan/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, type ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** How often a submission on its way to SAP is asked about. */
export const SUBMISSION_POLL_MS = 1000;

export type { SubmissionState };

const base = (orderLockSystemId: string) => `order-lock-systems/${encodeURIComponent(orderLockSystemId)}/submission`;

/** The system's submission, or null when it was never submitted (404). */
export async function getSubmission(
  client: ApiClient,
  orderLockSystemId: string,
  signal?: AbortSignal,
): Promise<SubmissionState | null> {
  try {
    return submissionStateSchema.parse(await client.request(base(orderLockSystemId), { signal }));
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export async function submitSystem(
  client: ApiClient,
  orderLockSystemId: string,
  expectedVersion: number,
): Promise<SubmissionState> {
  return submissionStateSchema.parse(
    await client.request(base(orderLockSystemId), { method: 'POST', body: { expectedVersion } }),
  );
}

export async function retrySubmission(client: ApiClient, orderLockSystemId: string): Promise<SubmissionState> {
  return submissionStateSchema.parse(await client.request(`${base(orderLockSystemId)}/retry`, { method: 'POST' }));
}

/** True while SAP has not answered for good. */
export const inFlight = (state: SubmissionState | null | undefined) =>
  state?.state === 'pending' || state?.state === 'sending';

export const submissionQueryOptions = (client: ApiClient, orderLockSystemId: string) =>
  queryOptions({
    queryKey: queryKeys.submission(orderLockSystemId),
    queryFn: ({ signal }) => getSubmission(client, orderLockSystemId, signal),
    // Asked every second while on its way, not at all once sent or failed.
    refetchInterval: (query) => (inFlight(query.state.data) ? SUBMISSION_POLL_MS : false),
  });

/** The submission of a lock system, polled while it is on its way to SAP. */
export function useSubmission(orderLockSystemId: string) {
  const client = useApiClient();
  return useQuery({ ...submissionQueryOptions(client, orderLockSystemId), refetchOnMount: 'always' });
}

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
