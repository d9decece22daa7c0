import { LOOKUP_NAMES } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreateOrder, guestKeyFor, staffHeaders, viewerHeaders } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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
    expect(response.json()).toEqual(DEMO_CATALOG.lookups[name]);
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
    expect(ok.json()).toEqual(DEMO_CATALOG.lookups.colors);
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
});
