/** Order lock system statuses (SPEC §4), by number. */
export const ORDER_LOCK_SYSTEM_STATUS = {
  Created: 0,
  Started: 1,
  Ready: 2,
  Submitted: 3,
  Completed: 4,
  QuoteSubmitted: 5,
  Deleted: 6,
  Canceled: 7,
} as const;

type OrderLockSystemStatusName = keyof typeof ORDER_LOCK_SYSTEM_STATUS;
export type OrderLockSystemStatus = (typeof ORDER_LOCK_SYSTEM_STATUS)[OrderLockSystemStatusName];

export const ALL_STATUSES = Object.values(ORDER_LOCK_SYSTEM_STATUS) as OrderLockSystemStatus[];

const NAMES = Object.fromEntries(
  Object.entries(ORDER_LOCK_SYSTEM_STATUS).map(([name, value]) => [value, name]),
) as Record<OrderLockSystemStatus, OrderLockSystemStatusName>;

/** How a status is shown (SPEC §4): the three working states read 'Draft'. */
export type StatusLabel = 'Draft' | 'Submitted' | 'Completed' | 'QuoteSubmitted' | 'Deleted' | 'Canceled';

export function statusLabel(status: OrderLockSystemStatus): StatusLabel {
  return status <= ORDER_LOCK_SYSTEM_STATUS.Ready ? 'Draft' : (NAMES[status] as StatusLabel);
}

export function isOrderLockSystemStatus(value: number): value is OrderLockSystemStatus {
  return (ALL_STATUSES as number[]).includes(value);
}

const { Created, Started, Ready, Submitted, Completed, QuoteSubmitted, Deleted, Canceled } = ORDER_LOCK_SYSTEM_STATUS;

/**
 * The allowed transitions (DESIGN §3): Created → Started (first edit) → Ready (valid and
 * priced), back to Started when an edit makes it invalid; Ready → Submitted → Completed; a
 * quote Ready → QuoteSubmitted; Deleted from the drafts; Canceled from Submitted or
 * QuoteSubmitted. Submitted and QuoteSubmitted go back to Ready only when the send failed and SAP
 * never received the document (issue 12: reopened for correction). Nothing leaves Completed,
 * Deleted or Canceled.
 */
const ALLOWED_TRANSITIONS: Readonly<Record<OrderLockSystemStatus, readonly OrderLockSystemStatus[]>> = {
  [Created]: [Started, Deleted],
  [Started]: [Ready, Deleted],
  [Ready]: [Started, Submitted, QuoteSubmitted, Deleted],
  [Submitted]: [Completed, Canceled, Ready],
  [Completed]: [],
  [QuoteSubmitted]: [Canceled, Ready],
  [Deleted]: [],
  [Canceled]: [],
};

export function canTransition(from: OrderLockSystemStatus, to: OrderLockSystemStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

/** Anything past Ready is read-only (engraving edits while Submitted have their own flow). */
export function isEditableStatus(status: OrderLockSystemStatus): boolean {
  return status <= Ready;
}
