import { REVIEW_ATTEMPT_LIMITS } from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import * as attempts from './review-attempt.repository.ts';

/**
 * How long a caller must wait, in ms, given the times (oldest first) of the failures within the
 * window before their attempt; null when fewer than `limit`. The block lifts when enough of those
 * failures have left the window to bring the count below the limit.
 */
export function blockedForMs(failures: readonly number[], limit: number, windowMs: number, now: number): number | null {
  if (failures.length < limit) return null;
  const lifting = failures[failures.length - limit]!;
  return Math.max(1000, lifting + windowMs - now);
}

export type ThrottleVerdict = { blocked: false; attemptId: number } | { blocked: true; retryAfterSeconds: number };

/**
 * Records an attempt, then judges it by the failures recorded before it (REVIEW_ATTEMPT_LIMITS):
 * per order from this address, per address, and the per-order ceiling, which holds back only an
 * address that has failed in the window. Recording first means parallel guesses see each other:
 * the sixth of six simultaneous requests is blocked, not only the sixth in sequence. A blocked
 * attempt is forgotten again.
 */
export async function admitAttempt(db: Db, orderId: string, ip: string, now = Date.now()): Promise<ThrottleVerdict> {
  const { windowMs, failuresPerOrderAndAddress, failuresPerAddress, failuresPerOrder } = REVIEW_ATTEMPT_LIMITS;
  const attemptId = await attempts.insertAttempt(db, { orderId, ip, at: now });
  const since = now - windowMs;
  const [byPair, byAddress, byOrder] = await Promise.all([
    attempts.failuresBefore(db, { orderId, ip }, attemptId, since),
    attempts.failuresBefore(db, { ip }, attemptId, since),
    attempts.failuresBefore(db, { orderId }, attemptId, since),
  ]);
  const waits = [
    blockedForMs(byPair, failuresPerOrderAndAddress, windowMs, now),
    blockedForMs(byAddress, failuresPerAddress, windowMs, now),
    byAddress.length > 0 ? blockedForMs(byOrder, failuresPerOrder, windowMs, now) : null,
  ].filter((wait) => wait !== null);
  if (waits.length === 0) return { blocked: false, attemptId };
  await attempts.deleteAttempt(db, attemptId);
  return { blocked: true, retryAfterSeconds: Math.ceil(Math.max(...waits) / 1000) };
}
