import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreateOrder, guestKeyFor, staffHeaders, viewerHeaders } from '../../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';

describe.each(DATABASE_KINDS)('the confirmation PDF route (%s)', (database) => {
  let testApp: TestApp;
  let staff: Record<string, string>;
  let orderA: string;
  let orderB: string;
  beforeAll(async () => {
    testApp = await createTestApp({ database });
    staff = await staffHeaders(testApp);
    const create = async (name: string) =>
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: buildCreateOrder({ orderSystemName: name, orderPONumber: 'PO-9921' }),
          headers: staff,
        })
      ).json().orderID as string;
    orderA = await create('North plant lockout');
    orderB = await create('South plant');
  });
  afterAll(async () => testApp.close());

  it('gives staff the PDF of a system as a download named after it', async () => {
    const response = await testApp.app.inject({ url: `/api/orders/${orderA}/confirmation.pdf`, headers: staff });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Order confirmation North plant lockout.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses a bad id by field, an unknown order, and people without the staff role', async () => {
    const bad = await testApp.app.inject({ url: '/api/orders/not-a-uuid/confirmation.pdf', headers: staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('orderId');
    const unknown = await testApp.app.inject({
      url: '/api/orders/4d1c0f6e-8a59-4c1e-9b7a-0c2b7d1f0a11/confirmation.pdf',
      headers: staff,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await testApp.app.inject({ url: `/api/orders/${orderA}/confirmation.pdf` })).statusCode).toBe(401);
    const viewer = await testApp.app.inject({
      url: `/api/orders/${orderA}/confirmation.pdf`,
      headers: await viewerHeaders(testApp),
    });
    expect(viewer.statusCode).toBe(403);
  });

  it("gives a customer the PDF of the order their guest key opens, and no other's", async () => {
    const key = await guestKeyFor(testApp, orderA);
    const headers = { 'view-authorization': key };
    const own = await testApp.app.inject({ url: `/api/View/orders/${orderA}/confirmation.pdf`, headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    const other = await testApp.app.inject({ url: `/api/View/orders/${orderB}/confirmation.pdf`, headers });
    expect(other.statusCode).toBe(403);
    expect((await testApp.app.inject({ url: `/api/View/orders/${orderA}/confirmation.pdf` })).statusCode).toBe(401);
    // A guest key opens no staff route.
    expect((await testApp.app.inject({ url: `/api/orders/${orderA}/confirmation.pdf`, headers })).statusCode).toBe(401);
  });

  it('is described in the OpenAPI document', async () => {
    const openapi = (await testApp.app.inject({ url: '/docs/json' })).json();
    expect(openapi.paths['/api/orders/{orderId}/confirmation.pdf'].get.summary).toContain('confirmation');
    expect(openapi.paths['/api/View/orders/{orderId}/confirmation.pdf'].get.security).toEqual([
      { viewAuthorization: [] },
    ]);
  });
});
