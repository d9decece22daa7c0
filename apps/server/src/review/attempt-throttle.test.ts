import { REVIEW_ATTEMPT_LIMITS } from '@keyplan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { admitAttempt } from './attempt-throttle.ts';

const MINUTE = 60_000;
const { failuresPerAddress, failuresPerOrder } = REVIEW_ATTEMPT_LIMITS;

// The flow (record, judge by the failures before, forget a blocked attempt) is the shared
// throttle's, tested in throttle/attempt-throttle.test.ts; here, the review's limits.
describe.each(DATABASE_KINDS)('the review throttle (%s)', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ database });
  });
  afterAll(async () => testApp.close());

  it('allows 5 failures per order from one address in a sliding window of 15 minutes', async () => {
    const orderId = 'throttle-order';
    const start = Date.now() - 60 * MINUTE;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await admitAttempt(testApp.db, orderId, '198.51.100.9', start + attempt * MINUTE)).blocked).toBe(false);
    }
    // Another address is not held back by this one's failures.
    expect((await admitAttempt(testApp.db, orderId, '198.51.100.10', start + 5 * MINUTE)).blocked).toBe(false);
    const blocked = await admitAttempt(testApp.db, orderId, '198.51.100.9', start + 5 * MINUTE);
    expect(blocked).toMatchObject({ blocked: true, retryAfterSeconds: 10 * 60 });
    // Retrying while blocked does not extend the block: it lifts when the first failure ages out.
    expect(await admitAttempt(testApp.db, orderId, '198.51.100.9', start + 14 * MINUTE)).toMatchObject({
      blocked: true,
      retryAfterSeconds: 60,
    });
    expect((await admitAttempt(testApp.db, orderId, '198.51.100.9', start + 15 * MINUTE + 1)).blocked).toBe(false);
  });

  it('allows 20 failures per address across orders', async () => {
    const start = Date.now() - 40 * MINUTE;
    for (let attempt = 0; attempt < failuresPerAddress; attempt += 1)
      expect((await admitAttempt(testApp.db, `order-${attempt}`, '198.51.100.20', start)).blocked).toBe(false);
    expect(await admitAttempt(testApp.db, 'order-new', '198.51.100.20', start + 1)).toMatchObject({ by: ['address'] });
  });

  it('allows 50 failures per order, holding back only the addresses that failed', async () => {
    const start = Date.now() - 20 * MINUTE;
    for (let attempt = 0; attempt < failuresPerOrder; attempt += 1)
      await admitAttempt(testApp.db, 'crowded-order', `203.0.113.${attempt}`, start);
    expect(await admitAttempt(testApp.db, 'crowded-order', '203.0.113.0', start + 1)).toMatchObject({ by: ['order'] });
    expect((await admitAttempt(testApp.db, 'crowded-order', '203.0.113.200', start + 1)).blocked).toBe(false);
  });
});
