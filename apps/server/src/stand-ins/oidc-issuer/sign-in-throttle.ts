import type { Db } from '../../db/database.ts';
import { createAttemptThrottle } from '../../throttle/attempt-throttle.ts';
import type { RecordedAttempt } from '../../throttle/attempt.repository.ts';
import { canonicalAccountName } from './account-name.ts';

/** Wrong passwords the embedded sign-in allows per window: per account, and per client address. */
export const SIGN_IN_LIMITS = { windowMs: 15 * 60 * 1000, failuresPerAccount: 5, failuresPerAddress: 20 } as const;

export type SignInLimits = { readonly [limit in keyof typeof SIGN_IN_LIMITS]: number };

/**
 * A sign-in attempt let through (to forget if the password is right), or refused with the wait
 * and why: the account is locked out (its wrong passwords), or the address is (its own).
 */
export type SignInVerdict =
  | { blocked: false; attempt: RecordedAttempt<'sign_in_failures'> }
  | { blocked: true; retryAfterSeconds: number; reason: 'account' | 'address' };

const accountKey = (email: string) => ({ key: `account:${canonicalAccountName(email)}` });

/**
 * Throttles wrong passwords at the embedded sign-in: its page and its Authentication API (issue
 * 43) judge by the same counts, so an account locked out at one is locked out at the other, and
 * unlocking it (its owner's recovery token, a password reset, an admin) unlocks both. The
 * failures are kept in the database (`sign_in_failures`, decision 0031) and judged by the shared
 * throttle's flow (record, then judge by the failures before it), so every instance over one
 * database counts the same failures and N instances do not allow N times the tries.
 */
export function createSignInThrottle(db: Db, limits: SignInLimits = SIGN_IN_LIMITS) {
  const throttle = createAttemptThrottle(db, { table: 'sign_in_failures', windowMs: limits.windowMs });
  const accountRule = (email: string) => ({ key: accountKey(email), limit: limits.failuresPerAccount });
  return {
    async admit(email: string, ip: string, now = Date.now()): Promise<SignInVerdict> {
      const verdict = await throttle.admit(
        [
          { name: 'account', ...accountRule(email) },
          { name: 'address', key: { key: `address:${ip}` }, limit: limits.failuresPerAddress },
        ],
        now,
      );
      if (!verdict.blocked) return verdict;
      const reason = verdict.by.includes('account') ? 'account' : 'address';
      return { blocked: true, retryAfterSeconds: verdict.retryAfterSeconds, reason };
    },
    /** The password was right: the attempt is no failure. */
    async succeeded(verdict: { attempt: RecordedAttempt<'sign_in_failures'> }): Promise<void> {
      await throttle.succeeded(verdict.attempt);
    },
    /**
     * A wrong second factor (a one-time code) counts against the account as a wrong password does
     * (issue 43): it needs the password, so only the owner's own tries can lock them out this way.
     */
    async failedFactor(email: string, now = Date.now()): Promise<void> {
      await throttle.recordFailure([accountKey(email)], now);
    },
    /** How long the account stays locked out (ms), or null when it is not. */
    async lockedFor(email: string, now = Date.now()): Promise<number | null> {
      return throttle.blockedFor(accountRule(email), now);
    },
    /**
     * Unlocks an account (its owner's recovery token, a password reset, or an admin): its wrong
     * passwords are forgotten. The addresses they came from stay counted, so whoever guessed from
     * one is still held back there.
     */
    async unlock(email: string): Promise<void> {
      await throttle.forget(accountKey(email));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
