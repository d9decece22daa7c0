import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openMigratedDatabase } from '../../test/test-database.ts';
import { createSignInThrottle, SIGN_IN_LIMITS } from './sign-in-throttle.ts';

const MINUTE = 60_000;

describe.each(DATABASE_KINDS)('sign-in throttle (%s)', (kind) => {
  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    database = await openMigratedDatabase(kind);
  });
  afterAll(async () => database.dispose());

  it('blocks an account after 5 failures until the first leaves the 15-minute window', async () => {
    const throttle = createSignInThrottle(database.db);
    const start = 1_000_000;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await throttle.retryAfterSeconds('rep@example.com', `198.51.100.${attempt}`, start + attempt)).toBeNull();
      await throttle.recordFailure('rep@example.com', `198.51.100.${attempt}`, start + attempt);
    }
    expect(await throttle.retryAfterSeconds('Rep@Example.com', '203.0.113.1', start + 5 * MINUTE)).toBe(10 * 60);
    expect(await throttle.retryAfterSeconds('admin@example.com', '203.0.113.1', start + 5 * MINUTE)).toBeNull();
    expect(await throttle.retryAfterSeconds('rep@example.com', '203.0.113.1', start + 15 * MINUTE + 1)).toBeNull();
  });

  it('blocks an address after 20 failures across accounts', async () => {
    const throttle = createSignInThrottle(database.db);
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.failuresPerAddress; attempt += 1) {
      await throttle.recordFailure(`person${attempt}@example.com`, '198.51.100.7', 1000 + attempt);
    }
    expect(await throttle.retryAfterSeconds('new@example.com', '198.51.100.7', 2000)).toBeGreaterThan(14 * 60);
    expect(await throttle.retryAfterSeconds('new@example.com', '198.51.100.8', 2000)).toBeNull();
  });

  it('counts the failures one instance saw at another over the same database', async () => {
    const first = createSignInThrottle(database.db);
    const second = createSignInThrottle(database.db);
    const start = 50_000_000;
    for (let attempt = 0; attempt < 5; attempt += 1)
      await (attempt % 2 === 0 ? first : second).recordFailure('viewer@example.com', `192.0.2.${attempt}`, start);
    expect(await second.retryAfterSeconds('viewer@example.com', '192.0.2.99', start + MINUTE)).not.toBeNull();
    expect(await first.retryAfterSeconds('viewer@example.com', '192.0.2.99', start + MINUTE)).not.toBeNull();
  });

  it('forgets failures older than the window as new ones are recorded', async () => {
    const throttle = createSignInThrottle(database.db);
    const start = 90_000_000;
    await throttle.recordFailure('old@example.com', '192.0.2.200', start);
    await throttle.recordFailure('new@example.com', '192.0.2.201', start + SIGN_IN_LIMITS.windowMs + 1);
    const left = await database.db
      .selectFrom('sign_in_failures')
      .select('key')
      .where('key', 'in', ['account:old@example.com', 'account:new@example.com'])
      .execute();
    expect(left.map((row) => row.key)).toEqual(['account:new@example.com']);
  });
});
