import type { Db } from '../../db/database.ts';
import { blockedForMs } from '../../review/attempt-throttle.ts';
import { canonicalAccountName } from './account-name.ts';
import {
  deleteAttempts,
  deleteKey,
  findFailuresBefore,
  findFailuresSince,
  insertAttempts,
} from './sign-in-failure.repository.ts';

/** Wrong passwords the embedded sign-in allows per window: per account, and per client address. */
export const SIGN_IN_LIMITS = { windowMs: 15 * 60 * 1000, failuresPerAccount: 5, failuresPerAddress: 20 } as const;

/**
 * A sign-in attempt let through (its rows, to forget if the password is right), or refused with the
 * wait and why: the account is locked out (its wrong passwords), or the address is (its own).
 */
export type SignInVerdict =
  | { blocked: false; attempt: number[] }
  | { blocked: true; retryAfterSeconds: number; reason: 'account' | 'address' };

const accountKey = (email: string) => `account:${canonicalAccountName(email)}`;

/**
 * Throttles wrong passwords at the embedded sign-in: its page and its Authentication API (issue
 * 43) judge by the same counts, so an account locked out at one is locked out at the other, and
 * unlocking it (its owner's recovery token, a password reset, an admin) unlocks both. The failures are kept in the database
 * (`sign_in_failures`, decision 0031), on SQLite as on PostgreSQL: every instance over one
 * database counts the same failures, so N instances do not allow N times the tries. An attempt is
 * recorded before it is judged, by the failures recorded before it, so that simultaneous guesses
 * (at one instance or several) see each other; a refused attempt and a right password are forgotten.
 */
export function createSignInThrottle(db: Db, limits = SIGN_IN_LIMITS) {
  return {
    async admit(email: string, ip: string, now = Date.now()): Promise<SignInVerdict> {
      const since = now - limits.windowMs;
      const keys = [accountKey(email), `address:${ip}`];
      const attempt = await insertAttempts(db, keys, now, since);
      const [byAccount, byAddress] = await Promise.all(
        keys.map((key, index) => findFailuresBefore(db, key, attempt[index]!, since)),
      );
      const accountWait = blockedForMs(byAccount!, limits.failuresPerAccount, limits.windowMs, now);
      const waits = [accountWait, blockedForMs(byAddress!, limits.failuresPerAddress, limits.windowMs, now)].filter(
        (wait) => wait !== null,
      );
      if (waits.length === 0) return { blocked: false, attempt };
      await deleteAttempts(db, attempt);
      const reason = accountWait === null ? 'address' : 'account';
      return { blocked: true, retryAfterSeconds: Math.ceil(Math.max(...waits) / 1000), reason };
    },
    /** The password was right: the attempt is no failure. */
    async succeeded(verdict: { attempt: number[] }): Promise<void> {
      await deleteAttempts(db, verdict.attempt);
    },
    /**
     * A wrong second factor (a one-time code) counts against the account as a wrong password does
     * (issue 43): it needs the password, so only the owner's own tries can lock them out this way.
     */
    async failedFactor(email: string, now = Date.now()): Promise<void> {
      await insertAttempts(db, [accountKey(email)], now, now - limits.windowMs);
    },
    /** How long the account stays locked out (ms), or null when it is not. */
    async lockedFor(email: string, now = Date.now()): Promise<number | null> {
      const since = now - limits.windowMs;
      const failures = await findFailuresSince(db, accountKey(email), since);
      return blockedForMs(failures, limits.failuresPerAccount, limits.windowMs, now);
    },
    /**
     * Unlocks an account (its owner's recovery token, a password reset, or an admin): its wrong
     * passwords are forgotten. The addresses they came from stay counted, so whoever guessed from
     * one is still held back there.
     */
    async unlock(email: string): Promise<void> {
      await deleteKey(db, accountKey(email));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
