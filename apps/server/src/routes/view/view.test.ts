import {
  lockSystemTreeSchema,
  priceLockSystem,
  pricingSchema,
  type KeyChart,
  type LockSystemTree,
  type SafekeyOrder,
  type StoredLogo,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterKeyedTree } from '../../../test-support/test-trees.ts';
import { buildCreateOrder, guestKeyFor, staffHeaders } from '../../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';

describe("customer's read-only view by guest key", () => {
  let testApp: TestApp;
  let orderA: string;
  let orderB: string;
  let keyA: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    const staff = await staffHeaders(testApp);
    orderA = (
      await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(), headers: staff })
    ).json().orderID;
    orderB = (
      await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(), headers: staff })
    ).json().orderID;
    keyA = await guestKeyFor(testApp, orderA);
  });
  afterAll(async () => testApp.close());

  const view = (orderId: string, key?: string) =>
    testApp.app.inject({ url: `/api/View/orders/${orderId}`, headers: key ? { 'view-authorization': key } : {} });

  it('reads the order the key was issued for', async () => {
    const response = await view(orderA, keyA);
    expect(response.statusCode).toBe(200);
    expect(response.json().orderID).toBe(orderA);
    // The customer's review names the customer (issue 26).
    expect(response.json().customerName).toBe('Acme Chemical Works');
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

  it('ends every guest key of an order when it is deleted: the order and its key chart answer 401', async () => {
    const staff = await staffHeaders(testApp);
    const order = (
      await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(), headers: staff })
    ).json();
    const key = await guestKeyFor(testApp, order.orderID);
    const chart = `/api/View/orders/${order.orderID}/key-chart?orderLockSystemId=${order.orderLockSystems[0].orderLockSystemID}`;
    expect((await view(order.orderID, key)).statusCode).toBe(200);
    const deleted = await testApp.app.inject({ method: 'DELETE', url: `/api/orders/${order.orderID}`, headers: staff });
    expect(deleted.statusCode).toBe(200);
    expect((await view(order.orderID, key)).statusCode).toBe(401);
    expect((await testApp.app.inject({ url: chart, headers: { 'view-authorization': key } })).statusCode).toBe(401);
    // Keys of other orders still work.
    expect((await view(orderA, keyA)).statusCode).toBe(200);
  });

  it("answers the prices behind its order's total: the order's currency, only the pairs it uses, and the tiers", async () => {
    const response = await view(orderA, keyA);
    const order = response.json() as SafekeyOrder;
    const pricing = await testApp.app.inject({
      url: `/api/View/orders/${orderA}/pricing`,
      headers: { 'view-authorization': keyA },
    });
    expect(pricing.statusCode).toBe(200);
    const { currency, priceBook, quantityTiers } = pricingSchema.parse(pricing.json());
    expect(currency).toBe(order.currency);
    const lockSet = order.orderLockSystems[0]!.masterKeys[0]!.lockSets[0]!;
    expect(priceBook.lockBase).toEqual({
      [lockSet.bodyMaterialID]: {
        [lockSet.shackleMaterialID]:
          DEMO_CATALOG.priceBooks[currency]!.lockBase[lockSet.bodyMaterialID]![lockSet.shackleMaterialID],
      },
    });
    expect(quantityTiers).toEqual(DEMO_CATALOG.quantityTiers);
    // The live price from it is the total the order stores.
    const price = priceLockSystem(lockSystemTreeSchema.parse(order.orderLockSystems[0]), priceBook, quantityTiers);
    expect(price.priced && price.totalPrice).toBe(order.totalPrice);
    expect(
      (await testApp.app.inject({ url: `/api/View/orders/${orderB}/pricing`, headers: { 'view-authorization': keyA } }))
        .statusCode,
    ).toBe(403);
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

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

describe.each(DATABASE_KINDS)("a guest key reads its order's logos and key chart, nothing else (%s)", (database) => {
  let testApp: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    testApp = await createTestApp({ database });
    staff = await staffHeaders(testApp);
  });
  afterAll(async () => testApp.close());

  async function orderWithLogo() {
    const order = (
      await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(), headers: staff })
    ).json() as SafekeyOrder;
    const systemId = order.orderLockSystems[0]!.orderLockSystemID;
    const upload = async () =>
      (
        await testApp.app.inject({
          method: 'POST',
          url: `/api/order-lock-systems/${systemId}/logos`,
          payload: PNG,
          headers: { ...staff, 'content-type': 'image/png' },
        })
      ).json() as StoredLogo;
    const logo = await upload();
    const unused = await upload();
    const tree = lockSystemTreeSchema.parse(order.orderLockSystems[0]) as LockSystemTree;
    tree.masterKeys[0]!.lockSets[0]!.logoFront = logo.logoId;
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/order-lock-systems/${systemId}/tree`,
      payload: { expectedVersion: order.version, tree },
      headers: staff,
    });
    expect(saved.statusCode).toBe(200);
    return { orderId: order.orderID, logoId: logo.logoId, unusedLogoId: unused.logoId };
  }

  it("serves the logos its order's lock sets show, with the staff route's safe headers; 403 for any other", async () => {
    const a = await orderWithLogo();
    const b = await orderWithLogo();
    const key = await guestKeyFor(testApp, a.orderId);
    const logo = (logoId: string, guestKey = key) =>
      testApp.app.inject({ url: `/api/View/logos/${logoId}`, headers: { 'view-authorization': guestKey } });
    const served = await logo(a.logoId);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await logo(b.logoId)).statusCode).toBe(403);
    expect((await logo(a.unusedLogoId)).statusCode).toBe(403);
    expect((await logo('00000000-0000-4000-8000-000000000000')).statusCode).toBe(403);
    expect((await testApp.app.inject({ url: `/api/View/logos/${a.logoId}` })).statusCode).toBe(401);
  });

  it('answers the key chart with key symbols and blind codes, never bittings, even when asked', async () => {
    const order = (
      await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(), headers: staff })
    ).json() as SafekeyOrder;
    const systemId = order.orderLockSystems[0]!.orderLockSystemID;
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/order-lock-systems/${systemId}/tree`,
      payload: { expectedVersion: order.version, tree: masterKeyedTree() },
      headers: staff,
    });
    expect(saved.statusCode).toBe(200);
    const charted = await testApp.app.inject({
      method: 'POST',
      url: `/api/order-lock-systems/${systemId}/charting`,
      payload: { expectedVersion: saved.json().version },
      headers: staff,
    });
    expect(charted.statusCode).toBe(200);
    const staffChart = (
      await testApp.app.inject({ url: `/api/order-lock-systems/${systemId}/key-chart`, headers: staff })
    ).json() as KeyChart;

    const key = await guestKeyFor(testApp, order.orderID);
    for (const query of ['', '?bittings=true', `?orderLockSystemId=${systemId}`]) {
      const response = await testApp.app.inject({
        url: `/api/View/orders/${order.orderID}/key-chart${query}`,
        headers: { 'view-authorization': key },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(staffChart);
      expect(response.body).not.toMatch(/"bitting"|"pinning"/);
    }
    expect(staffChart.masterKeys[0]!.lockSets[0]!.locks[0]!.blindCode).toMatch(/^K/);
    const otherSystem = await testApp.app.inject({
      url: `/api/View/orders/${order.orderID}/key-chart?orderLockSystemId=5b0a3b7e-93a4-4f51-8a37-7a3b6f0b8f11`,
      headers: { 'view-authorization': key },
    });
    expect(otherSystem.statusCode).toBe(403);
  });
});
