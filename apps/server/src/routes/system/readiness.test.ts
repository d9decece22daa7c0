import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

describe('readiness, distinct from liveness', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => testApp.close());

  it('is ready while the database answers, and not once draining, while liveness stays ok', async () => {
    const ready = await testApp.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok' });

    testApp.readiness.drain();
    const draining = await testApp.app.inject({ url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'draining', database: 'not checked' });
    expect((await testApp.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('readiness without a database', () => {
  it('answers 503 unavailable when the database is unreachable', async () => {
    const testApp = await createTestApp();
    try {
      await testApp.db.destroy();
      const response = await testApp.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    } finally {
      await testApp.close().catch(() => {});
    }
  });
});
