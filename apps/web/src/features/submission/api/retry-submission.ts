import { submissionStateSchema, type SubmissionState } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { submissionPath } from './get-submission.ts';

/** POST …/submission/retry: a failed submission is sent to SAP again. */
export async function retrySubmission(client: ApiClient, orderLockSystemId: string): Promise<SubmissionState> {
  return submissionStateSchema.parse(
    await client.request(`${submissionPath(orderLockSystemId)}/retry`, { method: 'POST' }),
  );
}
