import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openMigratedDatabase } from '../../test-support/test-database.ts';
import { blockedForMs, createAttemptThrottle, type Admission, type ThrottleRule } from './attempt-throttle.ts';
import { findFailures, type AttemptKey, type AttemptTable } from './attempt.repository.ts';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;
const waitOf = (verdict: Admission<AttemptTable>) => (verdict.blocked ? verdict.retryAfterSeconds : null);

describe('blockedForMs', () => {
  it('is null below the limit and lifts when enough failures leave the window', () => {
    expect(blockedForMs([0, 1, 2, 3], 5, WINDOW, 10)).toBeNull();
    expect(blockedForMs([0, MINUTE, 2 * MINUTE, 3 * MINUTE, 4 * MINUTE], 5, WINDOW, 5 * MINUTE)).toBe(10 * MINUTE);
    expect(blockedForMs([0, MINUTE, 2 * MINUTE, 3 * MINUTE, 4 * MINUTE, 5 * MINUTE], 5, WINDOW, 6 * MINUTE)).toBe(
      10 * MINUTE,
    );
    expect(blockedForMs([0, 0, 0, 0, 0], 5, WINDOW, WINDOW - 10)).toBe(1000);
  });
});

/**
 * The keys a caller (an address) and what it tries (an order, an account) have in each table: the
 * review's one row per attempt names both; the sign-in's rows are one per key.
 */
type Keys<T extends AttemptTable> = Record<
  'pair' | 'caller' | 'target',
  (caller: string, target: string) => AttemptKey<T>
>;
const KEYS: { [T in AttemptTable]: Keys<T> } = {
  review_attempts: {
    pair: (caller, target) => ({ order_id: target, ip: caller }),
    caller: (caller) => ({ ip: caller }),
    target: (_caller, target) => ({ order_id: target }),
  },
  sign_in_failures: {
    pair: (caller, target) => ({ key: `pair:${target}:${caller}` }),
    caller: (caller) => ({ key: `address:${caller}` }),
    target: (_caller, target) => ({ key: `account:${target}` }),
  },
};

const cases = DATABASE_KINDS.flatMap((kind) => (Object.keys(KEYS) as AttemptTable[]).map((table) => ({ kind, table })));

describe.each(cases)('the attempt throttle ($table, $kind)', ({ kind, table }) => {
  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    database = await openMigratedDatabase(kind);
  });
  afterAll(async () => database.dispose());

  const keys: Keys<AttemptTable> = KEYS[table];
  /** An attempt at a target from a caller, recorded under both (a review row needs its order and its address). */
  const both = (caller: string, target: string) => [keys.pair(caller, target), keys.target(caller, target)];
  /** 3 failures per target from one caller, 6 per caller, 8 per target from callers that failed. */
  const rules = (caller: string, target: string): ThrottleRule<typeof table>[] => [
    { name: 'pair', key: keys.pair(caller, target), limit: 3 },
    { name: 'caller', key: keys.caller(caller, target), limit: 6 },
    { name: 'target', key: keys.target(caller, target), limit: 8, onlyAfterFailuresUnder: 'caller' },
  ];
  const throttle = () => createAttemptThrottle(database.db, { table, windowMs: WINDOW });

  it('records, then judges by the failures before; forgets a blocked attempt, so retrying does not extend the block', async () => {
    const start = 1_000_000;
    const admit = (caller: string, at: number) => throttle().admit(rules(caller, 'target-1'), at);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(waitOf(await admit('10.0.0.1', start + attempt * MINUTE))).toBeNull();
    // Another caller is not held back by this one's failures.
    expect(waitOf(await admit('10.0.0.2', start + 3 * MINUTE))).toBeNull();
    const blocked = await admit('10.0.0.1', start + 3 * MINUTE);
    expect(blocked).toEqual({ blocked: true, retryAfterSeconds: 12 * 60, by: ['pair'] });
    for (let retry = 0; retry < 5; retry += 1) expect(waitOf(await admit('10.0.0.1', start + 14 * MINUTE))).toBe(60);
    expect(waitOf(await admit('10.0.0.1', start + WINDOW + 1))).toBeNull();
  });

  it('counts a success as no failure, and resets nothing else', async () => {
    const start = 2_000_000;
    for (let attempt = 0; attempt < 2; attempt += 1) await throttle().admit(rules('10.0.1.1', 'target-2'), start);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const verdict = await throttle().admit(rules('10.0.1.1', 'target-2'), start + 1);
      expect(waitOf(verdict)).toBeNull();
      if (!verdict.blocked) await throttle().succeeded(verdict.attempt);
    }
    // The two failures before the successes still count: one more and the pair is blocked.
    expect(waitOf(await throttle().admit(rules('10.0.1.1', 'target-2'), start + 2))).toBeNull();
    expect((await throttle().admit(rules('10.0.1.1', 'target-2'), start + 3)).blocked).toBe(true);
  });

  it('holds a gated rule back only from a caller with failures under its gate', async () => {
    const start = 3_000_000;
    for (let caller = 0; caller < 4; caller += 1)
      for (let attempt = 0; attempt < 2; attempt += 1)
        await throttle().admit(rules(`10.0.2.${caller}`, 'target-3'), start);
    // 8 failures at the target: a caller that failed there is held back, a new one is not.
    expect(await throttle().admit(rules('10.0.2.0', 'target-3'), start + 1)).toMatchObject({ by: ['target'] });
    expect(waitOf(await throttle().admit(rules('10.0.2.9', 'target-3'), start + 1))).toBeNull();
  });

  it('lets simultaneous attempts at several instances see each other', async () => {
    const instances = [throttle(), throttle()];
    const start = 4_000_000;
    const verdicts = await Promise.all(
      Array.from({ length: 6 }, (_, attempt) => instances[attempt % 2]!.admit(rules('10.0.3.1', 'target-4'), start)),
    );
    // 3 in sequence; a commit overtaken by a later attempt's read may let one more through, never all 6.
    const through = verdicts.filter((verdict) => !verdict.blocked).length;
    expect(through).toBeGreaterThanOrEqual(3);
    expect(through).toBeLessThan(6);
    for (const instance of instances)
      expect((await instance.admit(rules('10.0.3.1', 'target-4'), start + MINUTE)).blocked).toBe(true);
  });

  it('records a failure without judging it, says how long a rule holds back, and forgets a key', async () => {
    const start = 5_000_000;
    const target = { key: keys.target('10.0.4.1', 'target-5'), limit: 3 };
    for (let attempt = 0; attempt < 3; attempt += 1)
      await throttle().recordFailure(both('10.0.4.1', 'target-5'), start + attempt * MINUTE);
    expect(await throttle().blockedFor(target, start + 5 * MINUTE)).toBe(10 * MINUTE);
    await throttle().forget(target.key);
    expect(await throttle().blockedFor(target, start + 5 * MINUTE)).toBeNull();
  });

  it('deletes attempts older than it keeps as new ones are recorded', async () => {
    const start = 90_000_000;
    const kept = createAttemptThrottle(database.db, { table, windowMs: WINDOW, keepMs: 2 * WINDOW });
    await kept.recordFailure(both('10.0.5.1', 'older'), start - WINDOW);
    await kept.recordFailure(both('10.0.5.1', 'old'), start);
    await kept.recordFailure(both('10.0.5.1', 'new'), start + WINDOW + 1);
    const storedAt = async (target: string) => findFailures(database.db, table, keys.target('', target), 0);
    // Older than the window, "old" is still kept; "older" is older than 2 windows before the newest.
    expect(await storedAt('old')).toEqual([start]);
    expect(await storedAt('older')).toEqual([]);
  });
});
