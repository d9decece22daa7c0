import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openMigratedDatabase } from '../../../test-support/test-database.ts';
import { createSignInThrottle, SIGN_IN_LIMITS, type SignInVerdict } from './sign-in-throttle.ts';

const MINUTE = 60_000;
const waitOf = (verdict: SignInVerdict) => (verdict.blocked ? verdict.retryAfterSeconds : null);

describe.each(DATABASE_KINDS)('sign-in throttle (%s)', (kind) => {
  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    database = await openMigratedDatabase(kind);
  });
  afterAll(async () => database.dispose());

  it('blocks an account after 5 failures until the first leaves the 15-minute window', async () => {
    const throttle = createSignInThrottle(database.db);
    const start = 1_000_000;
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(waitOf(await throttle.admit('rep@example.com', `198.51.100.${attempt}`, start + attempt))).toBeNull();
    expect(waitOf(await throttle.admit('Rep@Example.com', '203.0.113.1', start + 5 * MINUTE))).toBe(10 * 60);
    const other = await throttle.admit('admin@example.com', '203.0.113.1', start + 5 * MINUTE);
    expect(waitOf(other)).toBeNull();
    if (!other.blocked) await throttle.succeeded(other);
    expect(waitOf(await throttle.admit('rep@example.com', '203.0.113.1', start + 15 * MINUTE + 1))).toBeNull();
  });

  it('blocks an address after 20 failures across accounts', async () => {
    const throttle = createSignInThrottle(database.db);
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.failuresPerAddress; attempt += 1)
      await throttle.admit(`person${attempt}@example.com`, '198.51.100.7', 2_000_000 + attempt);
    expect(waitOf(await throttle.admit('new@example.com', '198.51.100.7', 2_001_000))).toBeGreaterThan(14 * 60);
    expect(waitOf(await throttle.admit('new@example.com', '198.51.100.8', 2_001_000))).toBeNull();
  });

  it('forgets an attempt whose password was right, and one refused unheard', async () => {
    const throttle = createSignInThrottle(database.db);
    const start = 3_000_000;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const verdict = await throttle.admit('admin@example.com', '192.0.2.50', start + attempt);
      expect(waitOf(verdict)).toBeNull();
      if (!verdict.blocked) await throttle.succeeded(verdict);
    }
    for (let attempt = 0; attempt < 5; attempt += 1) await throttle.admit('lost@example.com', '192.0.2.51', start);
    // Refused attempts do not lengthen the block: it still lifts 15 minutes after the failures.
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(waitOf(await throttle.admit('lost@example.com', '192.0.2.51', start + MINUTE))).toBe(14 * 60);
    expect(waitOf(await throttle.admit('lost@example.com', '192.0.2.51', start + 15 * MINUTE + 1))).toBeNull();
  });

  it('counts the failures one instance saw at another over the same database, simultaneous ones too', async () => {
    const instances = [createSignInThrottle(database.db), createSignInThrottle(database.db)];
    const start = 50_000_000;
    const verdicts = await Promise.all(
      Array.from({ length: 8 }, (_, attempt) =>
        instances[attempt % 2]!.admit('viewer@example.com', `192.0.2.${attempt}`, start),
      ),
    );
    // Judged by the failures recorded before each: 5 in sequence; simultaneous ones see each other
    // (a commit overtaken by a later attempt's read may let one more through, never all 8).
    const through = verdicts.filter((verdict) => !verdict.blocked).length;
    expect(through).toBeGreaterThanOrEqual(5);
    expect(through).toBeLessThan(8);
    for (const instance of instances)
      expect(waitOf(await instance.admit('viewer@example.com', '192.0.2.99', start + MINUTE))).not.toBeNull();
  });

  it('forgets failures older than the window as new attempts are recorded', async () => {
    const throttle = createSignInThrottle(database.db);
    const start = 90_000_000;
    await throttle.admit('old@example.com', '192.0.2.200', start);
    await throttle.admit('new@example.com', '192.0.2.201', start + SIGN_IN_LIMITS.windowMs + 1);
    const left = await database.db
      .selectFrom('sign_in_failures')
      .select('key')
      .where('key', 'in', ['account:old@example.com', 'account:new@example.com'])
      .execute();
    expect(left.map((row) => row.key)).toEqual(['account:new@example.com']);
  });
});
