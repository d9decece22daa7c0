import type { Db } from '../../db/database.ts';
import { blockedForMs } from '../../review/attempt-throttle.ts';
import { canonicalAccountName } from './account-name.ts';
import { findFailuresSince, recordFailures } from './sign-in-failure.repository.ts';

/** Wrong passwords the embedded sign-in allows per window: per account, and per client address. */
export const SIGN_IN_LIMITS = { windowMs: 15 * 60 * 1000, failuresPerAccount: 5, failuresPerAddress: 20 } as const;

/**
 * Throttles wrong passwords at the embedded sign-in page. The failures are kept in the database
 * (`sign_in_failures`, decision 0031), on SQLite as on PostgreSQL: every instance over one
 * database counts the same failures, so N instances do not allow N times the tries.
 */
export function createSignInThrottle(db: Db, limits = SIGN_IN_LIMITS) {
  const keysOf = (email: string, ip: string) => [`account:${canonicalAccountName(email)}`, `address:${ip}`] as const;

  const recent = (key: string, now: number) => findFailuresSince(db, key, now - limits.windowMs);

  return {
    /** Seconds to wait before trying again, or null when this attempt may be checked. */
    async retryAfterSeconds(email: string, ip: string, now = Date.now()): Promise<number | null> {
      const [account, address] = keysOf(email, ip);
      const [byAccount, byAddress] = await Promise.all([recent(account, now), recent(address, now)]);
      const waits = [
        blockedForMs(byAccount, limits.failuresPerAccount, limits.windowMs, now),
        blockedForMs(byAddress, limits.failuresPerAddress, limits.windowMs, now),
      ].filter((wait) => wait !== null);
      return waits.length === 0 ? null : Math.ceil(Math.max(...waits) / 1000);
    },
    /** Records a wrong password against the account and the address; forgets failures older than the window. */
    async recordFailure(email: string, ip: string, now = Date.now()): Promise<void> {
      await recordFailures(db, keysOf(email, ip), now, now - limits.windowMs);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
