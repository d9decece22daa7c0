import { LOOKUP_NAMES, lookupsInLanguage } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreateOrder, guestKeyFor, staffHeaders, viewerHeaders } from '../../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

/** The demo catalog as an English reader is answered it: English names, no translations (issue 48). */
const ENGLISH = lookupsInLanguage(DEMO_CATALOG.lookups, 'en-US');

describe('lookups', () => {
  let testApp: TestApp;
  let staff: Record<string, string>;
  let guestKey: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    staff = await staffHeaders(testApp);
    const order = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: buildCreateOrder(),
      headers: staff,
    });
    guestKey = await guestKeyFor(testApp, order.json().orderID);
  });
  afterAll(async () => testApp.close());

  it.each(LOOKUP_NAMES)('GET LookUp/%s answers the catalog list in order', async (name) => {
    const response = await testApp.app.inject({ url: `/api/LookUp/${name}`, headers: staff });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ENGLISH[name]);
  });

  it('has the catalog a real manufacturer would have', async () => {
    const count = async (name: string) =>
      ((await testApp.app.inject({ url: `/api/LookUp/${name}`, headers: staff })).json() as unknown[]).length;
    expect(await count('colors')).toBeGreaterThanOrEqual(8);
    expect(await count('lockMaterials')).toBeGreaterThanOrEqual(4);
    expect(await count('shackleTypes')).toBeGreaterThanOrEqual(4);
    expect(await count('keycodebuckettype')).toBeGreaterThanOrEqual(2);
    expect(await count('salesareas')).toBeGreaterThanOrEqual(3);
  });

  it('answers 404 for an unknown name, 401 without a token, 403 for a non-staff person', async () => {
    const unknown = await testApp.app.inject({ url: '/api/LookUp/flavours', headers: staff });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toContain('No lookup list is named flavours');
    expect((await testApp.app.inject({ url: '/api/LookUp/colors' })).statusCode).toBe(401);
    expect(
      (await testApp.app.inject({ url: '/api/LookUp/colors', headers: await viewerHeaders(testApp) })).statusCode,
    ).toBe(403);
  });

  it('GET View/lookup/{name} answers a guest key, and refuses a missing, unknown or expired one', async () => {
    const ok = await testApp.app.inject({
      url: '/api/View/lookup/colors',
      headers: { 'view-authorization': guestKey },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual(ENGLISH.colors);
    expect((await testApp.app.inject({ url: '/api/View/lookup/colors' })).statusCode).toBe(401);
    expect(
      (await testApp.app.inject({ url: '/api/View/lookup/colors', headers: { 'view-authorization': 'x'.repeat(32) } }))
        .statusCode,
    ).toBe(401);
    const order = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: buildCreateOrder(),
      headers: staff,
    });
    const expired = await guestKeyFor(testApp, order.json().orderID, -1000);
    expect(
      (await testApp.app.inject({ url: '/api/View/lookup/colors', headers: { 'view-authorization': expired } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await testApp.app.inject({ url: '/api/View/lookup/nope', headers: { 'view-authorization': guestKey } }))
        .statusCode,
    ).toBe(404);
  });

  it('does not accept a guest key where a bearer is needed', async () => {
    const response = await testApp.app.inject({
      url: '/api/LookUp/colors',
      headers: { 'view-authorization': guestKey },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers with an ETag, and 304 without a body when If-None-Match names it', async () => {
    const first = await testApp.app.inject({ url: '/api/LookUp/colors', headers: staff });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['content-type']).toContain('application/json');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await testApp.app.inject({ url: '/api/LookUp/colors', headers: { ...staff, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await testApp.app.inject({
      url: '/api/View/lookup/colors',
      headers: { 'view-authorization': guestKey, 'if-none-match': `"other", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    const stale = await testApp.app.inject({
      url: '/api/LookUp/colors',
      headers: { ...staff, 'if-none-match': '"x"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(ENGLISH.colors);
    // Other lists have their own tags; the guard still comes first.
    const fonts = await testApp.app.inject({
      url: '/api/LookUp/keyOptions',
      headers: { ...staff, 'if-none-match': etag },
    });
    expect(fonts.statusCode).toBe(200);
    expect(fonts.headers.etag).not.toBe(etag);
    const anonymous = await testApp.app.inject({ url: '/api/LookUp/colors', headers: { 'if-none-match': etag } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves a changed catalog, with a new ETag, once the change invalidates the cache', async () => {
    const before = await testApp.app.inject({ url: '/api/LookUp/colors', headers: staff });
    const etag = String(before.headers.etag);
    await testApp.db
      .updateTable('lookup_items')
      .set({ data_json: JSON.stringify({ id: 'PINK', name: 'Pink' }) })
      .where('lookup_name', '=', 'colors')
      .where('position', '=', 0)
      .execute();
    // Until invalidated, memory answers (as after an unannounced write to the database).
    expect((await testApp.app.inject({ url: '/api/LookUp/colors', headers: staff })).headers.etag).toBe(etag);
    const version = testApp.lookups.version;
    testApp.lookups.invalidate();
    expect(testApp.lookups.version).toBe(version + 1);
    const after = await testApp.app.inject({ url: '/api/LookUp/colors', headers: { ...staff, 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json()[0]).toEqual({ id: 'PINK', name: 'Pink' });
  });
});
