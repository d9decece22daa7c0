import { submissionStateSchema, type SubmissionState } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { submissionPath } from './get-submission.ts';

/** POST …/submission with the order's version: the system goes to SAP (stale → 409). */
export async function submitSystem(
  client: ApiClient,
  orderLockSystemId: string,
  expectedVersion: number,
): Promise<SubmissionState> {
  return submissionStateSchema.parse(
    await client.request(submissionPath(orderLockSystemId), { method: 'POST', body: { expectedVersion } }),
  );
}
