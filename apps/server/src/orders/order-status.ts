import {
  canTransition,
  isEditableStatus,
  ORDER_LOCK_SYSTEM_STATUS as STATUS,
  statusLabel,
  type OrderLockSystemStatus,
} from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { deleteViewAuthorizationsOfSystem } from '../view/view-authorization.repository.ts';
import { recordStatusChange } from './status-history.repository.ts';

/**
 * The one way an order lock system's status changes: only along DESIGN §3's transitions (a new
 * system starts Created), each change recorded in the status history with who made it; deleting
 * or canceling ends the order's guest keys in the same transaction. `reason` says why, when someone
 * gave a reason (a cancellation, a reopened send, SAP's own status).
 */
export async function changeStatus(
  trx: Db,
  orderLockSystemId: string,
  from: OrderLockSystemStatus | null,
  to: OrderLockSystemStatus,
  actor: string,
  reason: string | null = null,
): Promise<void> {
  const allowed = from === null ? to === STATUS.Created : canTransition(from, to);
  if (!allowed) {
    const what = from === null ? 'A new system' : `A system that is ${statusLabel(from)} (${from})`;
    throw appErrors.conflict(`${what} cannot go to ${statusLabel(to)} (${to}).`);
  }
  await recordStatusChange(trx, orderLockSystemId, from, to, actor, reason);
  // A deleted or canceled system is no longer the customer's to review: every guest key ends now.
  if (to === STATUS.Deleted || to === STATUS.Canceled) await deleteViewAuthorizationsOfSystem(trx, orderLockSystemId);
}

/** The statuses on the way from one to another through the allowed transitions (Created → Started → Ready). */
export function statusPath(from: OrderLockSystemStatus, to: OrderLockSystemStatus): OrderLockSystemStatus[] {
  if (from === to) return [];
  if (canTransition(from, to)) return [to];
  if (from === STATUS.Created && to === STATUS.Ready) return [STATUS.Started, STATUS.Ready];
  throw appErrors.conflict(`A system that is ${statusLabel(from)} (${from}) cannot go to ${statusLabel(to)} (${to}).`);
}

/** Walks a system from `from` to `to` through the allowed steps, each recorded; answers where it ends. */
export async function moveStatus(
  trx: Db,
  orderLockSystemId: string,
  from: OrderLockSystemStatus,
  to: OrderLockSystemStatus,
  actor: string,
): Promise<OrderLockSystemStatus> {
  let status = from;
  for (const next of statusPath(from, to)) {
    await changeStatus(trx, orderLockSystemId, status, next, actor);
    status = next;
  }
  return status;
}

/** Anything past Ready is read-only: a write to such a system is refused with why. */
export function requireEditable(status: OrderLockSystemStatus): void {
  if (!isEditableStatus(status)) {
    throw appErrors.conflict(`This system is ${statusLabel(status)} and can no longer be changed.`);
  }
}
