import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';

describe.each(DATABASE_KINDS)('admin audit and feature flags (%s)', (database) => {
  const api = useTestApp({ database });

  it('refuses every admin endpoint to staff without the admin role (403) and to no token (401)', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/feature-flags']) {
      expect((await api.app.inject({ url, headers: api.staff })).statusCode, url).toBe(403);
      expect((await api.app.inject({ url })).statusCode, url).toBe(401);
    }
  });

  it('records who turned a feature flag off and on, with before and after, newest first', async () => {
    const put = (enabled: boolean) =>
      api.app.inject({ method: 'PUT', url: '/api/features/quoting', payload: { enabled }, headers: api.admin });
    expect((await put(false)).statusCode).toBe(200);
    expect((await put(true)).statusCode).toBe(200);
    const audit = await api.app.inject({ url: '/api/admin/audit?entityType=featureFlag', headers: api.admin });
    expect(audit.statusCode).toBe(200);
    const { items, total, page, pageSize } = audit.json();
    expect({ total, page, pageSize }).toEqual({ total: 2, page: 1, pageSize: 20 });
    expect(items[0]).toMatchObject({
      actor: 'admin',
      entityType: 'featureFlag',
      entityId: 'quoting',
      action: 'set',
      before: { enabled: false },
      after: { enabled: true },
    });
    expect(items[1]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    const flags = await api.app.inject({ url: '/api/admin/feature-flags', headers: api.admin });
    expect(flags.json()).toEqual([
      { name: 'quoting', enabled: true, updatedBy: 'admin', updatedAt: expect.any(String) },
    ]);
  });

  it('pages the audit and names a bad query field', async () => {
    const second = await api.app.inject({ url: '/api/admin/audit?page=2&pageSize=1', headers: api.admin });
    expect(second.json()).toMatchObject({ page: 2, pageSize: 1, items: [{ after: { enabled: false } }] });
    const bad = await api.app.inject({ url: '/api/admin/audit?pageSize=500', headers: api.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatch(/^pageSize: /);
  });

  it('refuses a flag change made from a stale load (409), and sets it from a current one', async () => {
    const loaded = (await api.app.inject({ url: '/api/admin/feature-flags', headers: api.admin })).json()[0];
    const put = (payload: object) =>
      api.app.inject({ method: 'PUT', url: '/api/features/quoting', payload, headers: api.admin });
    const fresh = await put({ enabled: !loaded.enabled, expectedUpdatedAt: loaded.updatedAt });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const stale = await put({ enabled: loaded.enabled, expectedUpdatedAt: loaded.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toContain('changed by someone else');
    // A stored flag was set at some moment: "never set" is stale too.
    expect((await put({ enabled: loaded.enabled, expectedUpdatedAt: null })).statusCode).toBe(409);
    const after = await api.app.inject({ url: '/api/features/quoting', headers: api.staff });
    expect(after.json()).toBe(!loaded.enabled);
    const audit = await api.app.inject({
      url: '/api/admin/audit?entityType=featureFlag&pageSize=1',
      headers: api.admin,
    });
    expect(audit.json().items[0]).toMatchObject({ after: { enabled: !loaded.enabled } });
    // Without a precondition the gate is set whatever it was (SPEC callers).
    expect((await put({ enabled: loaded.enabled })).statusCode).toBe(200);
  });
});
