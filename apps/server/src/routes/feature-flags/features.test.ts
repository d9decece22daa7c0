import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, staffHeaders } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('feature gates', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => testApp.close());

  it('GET features/quoting answers the gate value, on in the demo', async () => {
    const response = await testApp.app.inject({ url: '/api/features/quoting', headers: await staffHeaders(testApp) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);
  });

  it('answers 404 for an unknown flag and 401 without a token', async () => {
    expect(
      (await testApp.app.inject({ url: '/api/features/teleport', headers: await staffHeaders(testApp) })).statusCode,
    ).toBe(404);
    expect((await testApp.app.inject({ url: '/api/features/quoting' })).statusCode).toBe(401);
  });

  it('lets an admin, and only an admin, turn a gate off', async () => {
    const put = async (headers: Record<string, string>, enabled: unknown) =>
      testApp.app.inject({ method: 'PUT', url: '/api/features/quoting', payload: { enabled }, headers });
    expect((await put(await staffHeaders(testApp), false)).statusCode).toBe(403);
    expect((await put(await adminHeaders(testApp), 'no')).json().errors).toEqual([
      'enabled: Invalid input: expected boolean, received string',
    ]);
    expect((await put(await adminHeaders(testApp), false)).json()).toBe(false);
    expect(
      (await testApp.app.inject({ url: '/api/features/quoting', headers: await staffHeaders(testApp) })).json(),
    ).toBe(false);
    await put(await adminHeaders(testApp), true);
  });
});
