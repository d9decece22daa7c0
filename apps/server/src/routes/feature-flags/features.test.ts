import { describe, expect, it } from 'vitest';
import { adminHeaders, staffHeaders } from '../../../test-support/factories.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';

describe('feature gates', () => {
  const api = useTestApp();

  it('GET features/quoting answers the gate value, on in the demo', async () => {
    const response = await api.app.inject({ url: '/api/features/quoting', headers: await staffHeaders(api.testApp) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);
  });

  it('answers 404 for an unknown flag and 401 without a token', async () => {
    expect(
      (await api.app.inject({ url: '/api/features/teleport', headers: await staffHeaders(api.testApp) })).statusCode,
    ).toBe(404);
    expect((await api.app.inject({ url: '/api/features/quoting' })).statusCode).toBe(401);
  });

  it('lets an admin, and only an admin, turn a gate off', async () => {
    const put = async (headers: Record<string, string>, enabled: unknown) =>
      api.app.inject({ method: 'PUT', url: '/api/features/quoting', payload: { enabled }, headers });
    expect((await put(await staffHeaders(api.testApp), false)).statusCode).toBe(403);
    expect((await put(await adminHeaders(api.testApp), 'no')).json().errors).toEqual([
      'enabled: Invalid input: expected boolean, received string',
    ]);
    expect((await put(await adminHeaders(api.testApp), false)).json()).toBe(false);
    expect(
      (await api.app.inject({ url: '/api/features/quoting', headers: await staffHeaders(api.testApp) })).json(),
    ).toBe(false);
    await put(await adminHeaders(api.testApp), true);
  });
});
