import type { ApiClient } from '../../../lib/api-client.ts';
import { submissionPath } from './get-submission.ts';

/** POST …/submission/reopen: a failed send SAP never received goes back to Ready for correction. */
export async function reopenSubmission(
  client: ApiClient,
  orderLockSystemId: string,
  expectedVersion: number,
): Promise<void> {
  await client.request(`${submissionPath(orderLockSystemId)}/reopen`, {
    method: 'POST',
    body: { expectedVersion },
  });
}
