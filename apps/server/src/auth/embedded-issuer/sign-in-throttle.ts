import type { Db } from '../../db/database.ts';
import { blockedForMs } from '../../review/attempt-throttle.ts';
import { canonicalAccountName } from './account-name.ts';
import { deleteAttempts, findFailuresBefore, insertAttempts } from './sign-in-failure.repository.ts';

/** Wrong passwords the embedded sign-in allows per window: per account, and per client address. */
export const SIGN_IN_LIMITS = { windowMs: 15 * 60 * 1000, failuresPerAccount: 5, failuresPerAddress: 20 } as const;

/** A sign-in attempt let through (its rows, to forget if the password is right), or refused with the wait. */
export type SignInVerdict = { blocked: false; attempt: number[] } | { blocked: true; retryAfterSeconds: number };

/**
 * Throttles wrong passwords at the embedded sign-in page. The failures are kept in the database
 * (`sign_in_failures`, decision 0031), on SQLite as on PostgreSQL: every instance over one
 * database counts the same failures, so N instances do not allow N times the tries. An attempt is
 * recorded before it is judged, by the failures recorded before it, so that simultaneous guesses
 * (at one instance or several) see each other; a refused attempt and a right password are forgotten.
 */
export function createSignInThrottle(db: Db, limits = SIGN_IN_LIMITS) {
  return {
    async admit(email: string, ip: string, now = Date.now()): Promise<SignInVerdict> {
      const since = now - limits.windowMs;
      const keys = [`account:${canonicalAccountName(email)}`, `address:${ip}`];
      const attempt = await insertAttempts(db, keys, now, since);
      const [byAccount, byAddress] = await Promise.all(
        keys.map((key, index) => findFailuresBefore(db, key, attempt[index]!, since)),
      );
      const waits = [
        blockedForMs(byAccount!, limits.failuresPerAccount, limits.windowMs, now),
        blockedForMs(byAddress!, limits.failuresPerAddress, limits.windowMs, now),
      ].filter((wait) => wait !== null);
      if (waits.length === 0) return { blocked: false, attempt };
      await deleteAttempts(db, attempt);
      return { blocked: true, retryAfterSeconds: Math.ceil(Math.max(...waits) / 1000) };
    },
    /** The password was right: the attempt is no failure. */
    async succeeded(verdict: { attempt: number[] }): Promise<void> {
      await deleteAttempts(db, verdict.attempt);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
