import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InstalledLockSystem, SafekeyOrder } from '@keyplan/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, buildCreateOrder, buildQuoteRequirements, staffHeaders } from '../../test-support/factories.ts';
import { settled, submit } from '../../test-support/submission-test-support.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { masterKeyedTree } from '../../test-support/test-trees.ts';

const CREDENTIALS = { username: 'KEYPLAN_COMM', password: 'external-secret' };

interface Seen {
  method: string;
  path: string;
  ifMatch: string | undefined;
  status: number;
}

/**
 * Keyplan pointed at an external SAP (SAP_BASE_URL) that enforces the published metadata: another
 * Keyplan's strict stand-in, behind a proxy that records what crosses the wire. A new order, a
 * quote, a reorder, an engraving update and a cancellation all reach it, with If-Match on every update.
 */
describe('Keyplan against an external SAP that enforces the published metadata', () => {
  let sapHost: TestApp;
  let keyplan: TestApp;
  let proxy: Server;
  const seen: Seen[] = [];

  beforeAll(async () => {
    sapHost = await createTestApp({
      listen: true,
      env: { SAP_STANDIN_CREDENTIALS: `${CREDENTIALS.username}:${CREDENTIALS.password}` },
    });
    proxy = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const headers = Object.fromEntries(
          Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
        ) as Record<string, string>;
        const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
        void fetch(`${sapHost.baseUrl}${request.url}`, {
          method: request.method!,
          headers,
          ...(body ? { body } : {}),
        }).then(async (answer) => {
          seen.push({
            method: request.method!,
            path: decodeURIComponent(request.url!.split('?')[0]!),
            ifMatch: request.headers['if-match'],
            status: answer.status,
          });
          const setCookie = answer.headers.getSetCookie();
          response.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'application/json',
            ...(answer.headers.get('x-csrf-token') ? { 'x-csrf-token': answer.headers.get('x-csrf-token')! } : {}),
            ...(setCookie.length > 0 ? { 'set-cookie': setCookie } : {}),
          });
          response.end(Buffer.from(await answer.arrayBuffer()));
        });
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    keyplan = await createTestApp({
      listen: true,
      env: {
        SAP_BASE_URL: `http://127.0.0.1:${port}/sap/opu/odata/sap`,
        SAP_USERNAME: CREDENTIALS.username,
        SAP_PASSWORD: CREDENTIALS.password,
        SAP_TIMEOUT_MS: '3000',
      },
    });
  });
  afterAll(async () => {
    await keyplan?.close();
    await new Promise((resolve) => proxy?.close(resolve));
    await sapHost?.close();
  });

  async function api(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse> {
    return keyplan.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: await staffHeaders(keyplan),
    });
  }

  async function submittedOrder(orderType?: 'quote'): Promise<SafekeyOrder> {
    const created = (
      await api('POST', '/api/orders', buildCreateOrder({ ccid: '0000100003', ...(orderType ? { orderType } : {}) }))
    ).json() as SafekeyOrder;
    const system = created.orderLockSystems[0]!;
    const saved = await api('PUT', `/api/order-lock-systems/${system.orderLockSystemID}/tree`, {
      expectedVersion: created.version,
      tree: masterKeyedTree(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    let order = (await api('GET', `/api/orders/${created.orderID}`)).json() as SafekeyOrder;
    if (orderType === 'quote') {
      const requirements = await api(
        'PUT',
        `/api/orders/${order.orderID}/quote-requirements`,
        buildQuoteRequirements(order),
      );
      expect(requirements.statusCode, requirements.body).toBe(200);
      order = (await api('GET', `/api/orders/${created.orderID}`)).json() as SafekeyOrder;
    }
    expect((await submit(keyplan, order)).statusCode).toBe(202);
    expect(await settled(keyplan, system.orderLockSystemID)).toMatchObject({ state: 'sent' });
    return (await api('GET', `/api/orders/${created.orderID}`)).json() as SafekeyOrder;
  }

  it('sends a new order, a quote, a reorder, an engraving update and a cancellation, each accepted', async () => {
    await keyplan.app.inject({
      method: 'PUT',
      url: '/api/features/quoting',
      payload: { enabled: true },
      headers: await adminHeaders(keyplan),
    });
    const order = await submittedOrder();
    const system = order.orderLockSystems[0]!;
    expect(order.sapOrderNumber).toMatch(/^\d{10}$/);

    const quote = await submittedOrder('quote');
    expect(quote.quoteNumber).toMatch(/^\d{10}$/);

    const engraved = await api('PUT', `/api/order-lock-systems/${system.orderLockSystemID}/engraving`, {
      expectedVersion: order.version,
      changes: [{ nodeId: system.grandMasterKey.grandMasterKeyID, field: 'keyText', text: 'GMK 1' }],
    });
    expect(engraved.statusCode, engraved.body).toBe(202);

    const installed = (await api('GET', '/api/customers/0000100003/lock-systems')).json() as InstalledLockSystem[];
    const lockSystem = installed.find((entry) => entry.orders[0]!.orderID === order.orderID)!;
    const added = await api('POST', `/api/lock-systems/${lockSystem.lockSystemID}/reorders`, {
      orderPONumber: 'PO-REORDER',
      additionalKeys: [{ keySymbol: lockSystem.keys[0]!.keySymbol, quantity: 1 }],
    });
    expect(added.statusCode, added.body).toBe(201);
    const reorder = added.json() as SafekeyOrder;
    expect((await submit(keyplan, reorder)).statusCode).toBe(202);
    expect(await settled(keyplan, reorder.orderLockSystems[0]!.orderLockSystemID)).toMatchObject({ state: 'sent' });

    const current = (await api('GET', `/api/orders/${quote.orderID}`)).json() as SafekeyOrder;
    const canceled = await api(
      'POST',
      `/api/order-lock-systems/${current.orderLockSystems[0]!.orderLockSystemID}/cancellation`,
      {
        expectedVersion: current.version,
        reason: 'Lost to a competitor',
      },
    );
    expect(canceled.statusCode, canceled.body).toBe(202);

    // The follow-ups go through the outbox: wait until SAP holds them.
    const deadline = Date.now() + 15_000;
    while (
      !(
        seen.some((request) => request.path.includes('A_SalesQuotationItem(')) &&
        seen.some((request) => request.path.includes('A_SalesOrderItemText('))
      )
    ) {
      if (Date.now() > deadline) throw new Error(`follow-ups did not reach SAP: ${JSON.stringify(seen.slice(-5))}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const writes = seen.filter((request) => request.method !== 'GET');
    expect(writes.filter((request) => request.status >= 400)).toEqual([]);
    expect(
      writes.filter((request) => request.path.endsWith('/A_SalesOrder') && request.method === 'POST'),
    ).toHaveLength(2);
    expect(
      writes.filter((request) => request.path.endsWith('/A_SalesQuotation') && request.method === 'POST'),
    ).toHaveLength(1);
    const updates = writes.filter((request) => request.method === 'PATCH');
    expect(updates.map((request) => request.path.split('/').at(-1)!.split('(')[0])).toEqual(
      expect.arrayContaining(['A_SalesOrderItemText', 'A_SalesQuotationItem']),
    );
    expect(updates.every((request) => request.ifMatch)).toBe(true);
    const [quotation] = await sapHost.sapStandIn!.quotations();
    expect(quotation!.items[0]!.SalesDocumentRjcnReason).toBe('ZK');
  });
});
