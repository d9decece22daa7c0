import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openMigratedDatabase } from '../../../test-support/test-database.ts';
import { createSignInThrottle, SIGN_IN_LIMITS, type SignInVerdict } from './sign-in-throttle.ts';

const MINUTE = 60_000;
const waitOf = (verdict: SignInVerdict) => (verdict.blocked ? verdict.retryAfterSeconds : null);

// The flow (record, judge by the failures before, forget a refused attempt and a right password,
// simultaneous attempts at several instances) is the shared throttle's, tested in
// throttle/attempt-throttle.test.ts; here, the sign-in's limits and keys.
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

  it('counts a wrong second factor against the account; unlocking forgets the account, not the address', async () => {
    const throttle = createSignInThrottle(database.db);
    const start = 60_000_000;
    for (let attempt = 0; attempt < 4; attempt += 1) await throttle.admit('factor@example.com', '192.0.2.60', start);
    expect(await throttle.lockedFor('Factor@example.com', start)).toBeNull();
    await throttle.failedFactor('factor@example.com', start + MINUTE);
    expect(await throttle.lockedFor('factor@example.com', start + MINUTE)).toBe(14 * MINUTE);
    await throttle.unlock('factor@example.com');
    expect(await throttle.lockedFor('factor@example.com', start + MINUTE)).toBeNull();
    const limits = { ...SIGN_IN_LIMITS, failuresPerAddress: 4 };
    expect(
      await createSignInThrottle(database.db, limits).admit('other@example.com', '192.0.2.60', start + MINUTE),
    ).toMatchObject({ reason: 'address' });
  });

  it('keeps failures only as long as the window, deleting older ones as new attempts are recorded', async () => {
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
