import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreateOrder, guestKeyFor, staffHeaders } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe("customer's read-only view by guest key", () => {
  let testApp: TestApp;
  let orderA: string;
  let orderB: string;
  let keyA: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    const staff = await staffHeaders(testApp);
    orderA = (await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(), headers: staff })).json().orderID;
    orderB = (await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(), headers: staff })).json().orderID;
    keyA = await guestKeyFor(testApp, orderA);
  });
  afterAll(async () => testApp.close());

  const view = (orderId: string, key?: string) =>
    testApp.app.inject({ url: `/api/View/orders/${orderId}`, headers: key ? { 'view-authorization': key } : {} });

  it('reads the order the key was issued for', async () => {
    const response = await view(orderA, keyA);
    expect(response.statusCode).toBe(200);
    expect(response.json().orderID).toBe(orderA);
  });

  it('cannot read another order', async () => {
    const response = await view(orderB, keyA);
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 without a key, with an unknown key and with an expired key', async () => {
    expect((await view(orderA)).statusCode).toBe(401);
    expect((await view(orderA, 'k'.repeat(32))).statusCode).toBe(401);
    expect((await view(orderA, await guestKeyFor(testApp, orderA, -1))).statusCode).toBe(401);
  });

  it('opens no staff endpoint and writes nothing', async () => {
    const headers = { 'view-authorization': keyA };
    const attempts = [
      testApp.app.inject({ url: `/api/orders/${orderA}`, headers }),
      testApp.app.inject({ url: '/api/customers', headers }),
      testApp.app.inject({ method: 'DELETE', url: `/api/orders/${orderA}`, headers }),
      testApp.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(), headers }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(401);
    expect((await view(orderA, keyA)).json().orderStatusLabel).toBe('Draft');
  });
});
