import { lockSystemTreeSchema, type LockSystemTree, type SafekeyOrder, type StoredLogo } from '@keyplan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreateOrder, staffHeaders } from '../../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

interface Operation {
  security?: Record<string, string[]>[];
}

interface OrderFixture {
  orderId: string;
  systemId: string;
  logoId: string;
}

/** Routes anyone may call: everything else must declare a security scheme. */
const PUBLIC_ROUTES = ['GET /healthz', 'GET /readyz', 'GET /config.json', 'POST /api/View/sessions'];
/** Guest routes that belong to no order: any valid guest key reads them. */
const ORDERLESS_GUEST_ROUTES = ['GET /api/View/lookup/{name}'];
/**
 * The only writes a guest key makes: the customer's approval and comments on its own order, and a
 * proposal to its key register (which changes nothing until the rep accepts it).
 */
const GUEST_WRITES = [
  'POST /api/View/orders/{orderId}/approvals',
  'POST /api/View/orders/{orderId}/comments',
  'POST /api/View/orders/{orderId}/key-register/proposals',
];
/**
 * Guest routes of an installed system (the key register, issue 28): the fixture's order is a
 * draft, so its own key finds none (404; the proposal's body, not one of a proposal, 400). Their
 * own tests read them on installed systems; here they must still refuse order B with 403.
 */
const INSTALLED_SYSTEM_GUEST_ROUTES: Record<string, number> = {
  'GET /api/View/orders/{orderId}/key-register': 404,
  'GET /api/View/orders/{orderId}/key-register/proposals': 404,
  'POST /api/View/orders/{orderId}/key-register/proposals': 400,
  'GET /api/View/orders/{orderId}/key-register/keys/{keySymbol}/exposure': 404,
};

/** Fills path parameters with the ids of one order, so that only authorization decides. */
function concrete(path: string, order: OrderFixture): string {
  return path
    .replace('{name}', 'colors')
    .replace('{featureName}', 'quoting')
    .replace('{ccid}', '0000100001')
    .replace('{currency}', 'USD')
    .replace('{sapOrderNumber}', '0000004711')
    .replace('{sapLineNumber}', '10')
    .replace('{quoteNumber}', 'Q1')
    .replace('{designId}', '1')
    .replace('{orderId}', order.orderId)
    .replace('{orderLockSystemId}', order.systemId)
    .replace('{logoId}', order.logoId)
    .replace('{keySymbol}', 'AA');
}

/**
 * What a customer's guest key opens, walked over the whole OpenAPI document: no staff route
 * (whatever the order), and of the guest routes only those of its own order; every guest route
 * only reads, but for the customer's approval and comments.
 */
describe('guest key guards, from the OpenAPI document', () => {
  let testApp: TestApp;
  let operations: { method: string; path: string; scheme: string | null }[];
  let orderA: OrderFixture;
  let orderB: OrderFixture;
  let keyA: string;

  async function orderWithLogo(staff: Record<string, string>): Promise<OrderFixture> {
    const order = (
      await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(), headers: staff })
    ).json() as SafekeyOrder;
    const systemId = order.orderLockSystems[0]!.orderLockSystemID;
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6,
      0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
    ]);
    const logo = (
      await testApp.app.inject({
        method: 'POST',
        url: `/api/order-lock-systems/${systemId}/logos`,
        payload: png,
        headers: { ...staff, 'content-type': 'image/png' },
      })
    ).json() as StoredLogo;
    const tree = lockSystemTreeSchema.parse(order.orderLockSystems[0]) as LockSystemTree;
    tree.masterKeys[0]!.lockSets[0]!.logoFront = logo.logoId;
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/order-lock-systems/${systemId}/tree`,
      payload: { expectedVersion: order.version, tree },
      headers: staff,
    });
    return { orderId: order.orderID, systemId, logoId: logo.logoId };
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    const staff = await staffHeaders(testApp);
    orderA = await orderWithLogo(staff);
    orderB = await orderWithLogo(staff);
    const { passCode } = (
      await testApp.app.inject({
        method: 'POST',
        url: `/api/orders/${orderA.orderId}/review-access/rotate`,
        headers: staff,
      })
    ).json();
    keyA = (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/View/sessions',
        payload: { id: orderA.orderId, review: passCode },
      })
    ).json().guestKey;
    const document = (await testApp.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        scheme: operation.security?.length ? Object.keys(operation.security[0]!)[0]! : null,
      })),
    );
  });
  afterAll(async () => testApp.close());

  const call = (method: string, url: string, headers: Record<string, string>) =>
    testApp.app.inject({
      method: method as 'GET',
      url,
      headers,
      payload: method === 'GET' || method === 'DELETE' ? undefined : { name: 'Guard test', text: 'A comment' },
    });

  it('finds every route either public by name, for staff or for guests', () => {
    const unclassified = operations.filter(
      ({ method, path, scheme }) => scheme === null && !PUBLIC_ROUTES.includes(`${method} ${path}`),
    );
    expect(unclassified).toEqual([]);
    expect(operations.filter(({ scheme }) => scheme === 'viewAuthorization').length).toBeGreaterThanOrEqual(4);
  });

  it('answers 401 to a guest key on every staff route, even for its own order, in either header', async () => {
    const staffRoutes = operations.filter(({ scheme }) => scheme === 'bearerAuth');
    expect(staffRoutes.length).toBeGreaterThanOrEqual(20);
    for (const { method, path } of staffRoutes) {
      const url = concrete(path, orderA);
      for (const headers of [{ 'view-authorization': keyA }, { authorization: `Bearer ${keyA}` }] as Record<
        string,
        string
      >[]) {
        const response = await call(method, url, headers);
        expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
      }
    }
  });

  it('lets guest routes only read (but for approvals and comments), and answers 403 on every route of order B', async () => {
    for (const { method, path } of operations.filter(({ scheme }) => scheme === 'viewAuthorization')) {
      const write = GUEST_WRITES.includes(`${method} ${path}`);
      expect({ path, method }).toEqual({ path, method: write ? 'POST' : 'GET' });
      const own = await call(method, concrete(path, orderA), { 'view-authorization': keyA });
      const ownStatus = INSTALLED_SYSTEM_GUEST_ROUTES[`${method} ${path}`] ?? (write ? 201 : 200);
      expect({ path, status: own.statusCode }).toEqual({ path, status: ownStatus });
      if (ORDERLESS_GUEST_ROUTES.includes(`${method} ${path}`)) continue;
      const other = await call(method, concrete(path, orderB), { 'view-authorization': keyA });
      expect({ path, status: other.statusCode }).toEqual({ path, status: 403 });
    }
  });

  it('left both orders as they were', async () => {
    const staff = await staffHeaders(testApp);
    for (const order of [orderA, orderB]) {
      const loaded = (
        await testApp.app.inject({ url: `/api/orders/${order.orderId}`, headers: staff })
      ).json() as SafekeyOrder;
      expect({ version: loaded.version, status: loaded.orderStatusLabel }).toEqual({ version: 2, status: 'Draft' });
    }
  });
});
