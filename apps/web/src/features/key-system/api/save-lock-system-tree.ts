import { savedLockSystemSchema, type LockSystemTree, type SavedLockSystem } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';

/**
 * PUT /order-lock-systems/{id}/tree against the version the editor started from (stale → 409);
 * the body is the domain's `saveLockSystemTreeSchema`, the one the server validates with.
 */
export async function saveLockSystemTree(
  client: ApiClient,
  orderLockSystemId: string,
  expectedVersion: number,
  tree: LockSystemTree,
  /** The person confirmed that charted lock sets lose key codes (after a 409 RECHARTING_NEEDS_CONFIRMATION). */
  confirmRecharting = false,
): Promise<SavedLockSystem> {
  return savedLockSystemSchema.parse(
    await client.request(`order-lock-systems/${encodeURIComponent(orderLockSystemId)}/tree`, {
      method: 'PUT',
      body: { expectedVersion, tree, ...(confirmRecharting ? { confirmRecharting } : {}) },
    }),
  );
}
