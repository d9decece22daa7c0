import { blockedForMs } from '../../review/attempt-throttle.ts';
import { canonicalAccountName } from './account-name.ts';

/** Wrong passwords the embedded sign-in allows per window: per account, and per client address. */
export const SIGN_IN_LIMITS = { windowMs: 15 * 60 * 1000, failuresPerAccount: 5, failuresPerAddress: 20 } as const;

/**
 * Throttles wrong passwords at the embedded sign-in page, in memory: the embedded issuer is the
 * demo and development sign-in (production runs it only when ALLOW_EMBEDDED_ISSUER says so), and
 * one process's memory is enough to stop a password being guessed through it.
 */
export function createSignInThrottle(limits = SIGN_IN_LIMITS) {
  const failures = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const kept = (failures.get(key) ?? []).filter((at) => at > now - limits.windowMs);
    if (kept.length > 0) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  }

  return {
    /** Seconds to wait before trying again, or null when this attempt may be checked. */
    retryAfterSeconds(email: string, ip: string, now = Date.now()): number | null {
      const waits = [
        blockedForMs(
          recent(`account:${canonicalAccountName(email)}`, now),
          limits.failuresPerAccount,
          limits.windowMs,
          now,
        ),
        blockedForMs(recent(`address:${ip}`, now), limits.failuresPerAddress, limits.windowMs, now),
      ].filter((wait) => wait !== null);
      return waits.length === 0 ? null : Math.ceil(Math.max(...waits) / 1000);
    },
    recordFailure(email: string, ip: string, now = Date.now()): void {
      for (const key of [`account:${canonicalAccountName(email)}`, `address:${ip}`])
        failures.set(key, [...recent(key, now), now]);
    },
  };
}
