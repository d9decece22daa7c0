import { REVIEW_ATTEMPT_LIMITS } from '@keyplan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { admitAttempt, blockedForMs } from './attempt-throttle.ts';

const MINUTE = 60_000;
const { windowMs } = REVIEW_ATTEMPT_LIMITS;

describe('blockedForMs', () => {
  it('is null below the limit and lifts when enough failures leave the window', () => {
    expect(blockedForMs([0, 1, 2, 3], 5, windowMs, 10)).toBeNull();
    expect(blockedForMs([0, MINUTE, 2 * MINUTE, 3 * MINUTE, 4 * MINUTE], 5, windowMs, 5 * MINUTE)).toBe(10 * MINUTE);
    expect(blockedForMs([0, MINUTE, 2 * MINUTE, 3 * MINUTE, 4 * MINUTE, 5 * MINUTE], 5, windowMs, 6 * MINUTE)).toBe(
      10 * MINUTE,
    );
    expect(blockedForMs([0, 0, 0, 0, 0], 5, windowMs, windowMs - 10)).toBe(1000);
  });
});

describe.each(DATABASE_KINDS)('admitAttempt (%s)', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ database });
  });
  afterAll(async () => testApp.close());

  it('counts failures in a sliding window of 15 minutes and forgets blocked attempts', async () => {
    const orderId = 'throttle-order';
    const start = Date.now() - 60 * MINUTE;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await admitAttempt(testApp.db, orderId, '198.51.100.9', start + attempt * MINUTE)).blocked).toBe(false);
    }
    // Another address is not held back by this one's failures.
    expect((await admitAttempt(testApp.db, orderId, '198.51.100.10', start + 5 * MINUTE)).blocked).toBe(false);
    const blocked = await admitAttempt(testApp.db, orderId, '198.51.100.9', start + 5 * MINUTE);
    expect(blocked).toEqual({ blocked: true, retryAfterSeconds: 10 * 60 });
    // Retrying while blocked does not extend the block: it lifts when the first failure ages out.
    expect(await admitAttempt(testApp.db, orderId, '198.51.100.9', start + 14 * MINUTE)).toEqual({
      blocked: true,
      retryAfterSeconds: 60,
    });
    expect((await admitAttempt(testApp.db, orderId, '198.51.100.9', start + 15 * MINUTE + 1)).blocked).toBe(false);
  });
});
