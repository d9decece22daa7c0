import { REVIEW_ATTEMPT_LIMITS } from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { createAttemptThrottle, type Admission } from '../throttle/attempt-throttle.ts';
import type { RecordedAttempt } from '../throttle/attempt.repository.ts';

/** Attempts older than this are deleted as new ones arrive: the windows need minutes, the log a day. */
const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;

export type ReviewVerdict = Admission<'review_attempts'>;

const throttleOf = (db: Db) =>
  createAttemptThrottle(db, {
    table: 'review_attempts',
    windowMs: REVIEW_ATTEMPT_LIMITS.windowMs,
    keepMs: KEEP_ATTEMPTS_MS,
  });

/**
 * Admits a pass-code or customer-link attempt by the shared throttle's flow (record, then judge by
 * the failures before it) and the review's limits (REVIEW_ATTEMPT_LIMITS): per order from this
 * address, per address, and the per-order ceiling, which holds back only an address that has
 * failed in the window.
 */
export async function admitAttempt(db: Db, orderId: string, ip: string, now = Date.now()): Promise<ReviewVerdict> {
  const { failuresPerOrderAndAddress, failuresPerAddress, failuresPerOrder } = REVIEW_ATTEMPT_LIMITS;
  return throttleOf(db).admit(
    [
      { name: 'orderAndAddress', key: { order_id: orderId, ip }, limit: failuresPerOrderAndAddress },
      { name: 'address', key: { ip }, limit: failuresPerAddress },
      { name: 'order', key: { order_id: orderId }, limit: failuresPerOrder, onlyAfterFailuresUnder: 'address' },
    ],
    now,
  );
}

/** The attempt was right (or the right link): it is no guess. A success resets nothing else (decision 0011). */
export async function attemptSucceeded(db: Db, attempt: RecordedAttempt<'review_attempts'>): Promise<void> {
  await throttleOf(db).succeeded(attempt);
}
