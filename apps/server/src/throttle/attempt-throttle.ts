import type { Db } from '../db/database.ts';
import {
  deleteAttempt,
  deleteKey,
  findFailures,
  insertAttempt,
  markSucceeded,
  type AttemptKey,
  type AttemptTable,
  type RecordedAttempt,
} from './attempt.repository.ts';

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

/** One count a throttle judges an attempt by: the failures under a key, at most `limit` in the window. */
export interface ThrottleRule<T extends AttemptTable> {
  /** Says which rule blocked (`account`, `address`, …). */
  name: string;
  key: AttemptKey<T>;
  limit: number;
  /**
   * The rule holds back only a caller with failures of its own under this other rule in the
   * window (the review's per-order ceiling: an address that never failed is never held back by it).
   */
  onlyAfterFailuresUnder?: string;
}

/** An attempt let through (to mark once it is known to succeed), or refused with the wait and the rules that refused it. */
export type Admission<T extends AttemptTable> =
  | { blocked: false; attempt: RecordedAttempt<T> }
  | { blocked: true; retryAfterSeconds: number; by: string[] };

export interface AttemptThrottleOptions<T extends AttemptTable> {
  /** Where the attempts are kept: in the database, so that every instance counts the same ones (decision 0031). */
  table: T;
  /** The sliding window the limits count failures in. */
  windowMs: number;
  /** How long attempts are kept before new ones delete them; the window by default. */
  keepMs?: number;
}

/**
 * The one admit flow of the database throttles (the review's pass codes, the embedded sign-in):
 * an attempt is recorded as a failure first, then judged by the failures recorded before it, so
 * simultaneous attempts (at one instance or several) see each other: the sixth of six parallel
 * guesses is blocked, not only the sixth in sequence. A blocked attempt is forgotten again, so
 * retrying while blocked does not extend the block, which lifts as the failures leave the window.
 * An attempt that succeeds stops counting as a failure; nothing else is reset.
 */
export function createAttemptThrottle<T extends AttemptTable>(db: Db, options: AttemptThrottleOptions<T>) {
  const { table, windowMs, keepMs = windowMs } = options;
  return {
    async admit(rules: readonly ThrottleRule<T>[], now = Date.now()): Promise<Admission<T>> {
      const since = now - windowMs;
      const keys = rules.map((rule) => rule.key);
      const attempt = await insertAttempt(db, table, keys, now, now - keepMs);
      const failures = await Promise.all(rules.map((rule) => findFailures(db, table, rule.key, since, attempt)));
      const failuresOf = new Map(rules.map((rule, index) => [rule.name, failures[index]!]));
      const waits = rules.flatMap((rule, index) => {
        const gate = rule.onlyAfterFailuresUnder;
        if (gate !== undefined && (failuresOf.get(gate)?.length ?? 0) === 0) return [];
        const wait = blockedForMs(failures[index]!, rule.limit, windowMs, now);
        return wait === null ? [] : [{ by: rule.name, wait }];
      });
      if (waits.length === 0) return { blocked: false, attempt };
      await deleteAttempt(db, attempt);
      const longest = Math.max(...waits.map((entry) => entry.wait));
      return { blocked: true, retryAfterSeconds: Math.ceil(longest / 1000), by: waits.map((entry) => entry.by) };
    },
    /** The attempt succeeded: it is no failure. */
    async succeeded(attempt: RecordedAttempt<T>): Promise<void> {
      await markSucceeded(db, attempt);
    },
    /** Records a failure under keys without judging it (a failure found out later, as a wrong second factor). */
    async recordFailure(keys: readonly AttemptKey<T>[], now = Date.now()): Promise<void> {
      await insertAttempt(db, table, keys, now, now - keepMs);
    },
    /** How long a rule holds back its key now (ms), judged by all its failures in the window; null when it does not. */
    async blockedFor(rule: Pick<ThrottleRule<T>, 'key' | 'limit'>, now = Date.now()): Promise<number | null> {
      const failures = await findFailures(db, table, rule.key, now - windowMs);
      return blockedForMs(failures, rule.limit, windowMs, now);
    },
    /** Forgets every failure under a key (an account that is unlocked). */
    async forget(key: AttemptKey<T>): Promise<void> {
      await deleteKey(db, table, key);
    },
  };
}
