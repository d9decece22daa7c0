import {
  lockSystemTreeSchema,
  type SafekeyOrder,
  type StatusHistoryEntry,
  type StoredQuoteRequirements,
  type SubmissionState,
} from '@keyplan/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createReadyOrder, sapOrdersOf, settled, submit } from '../../../test-support/submission-test-support.ts';
import {
  adminHeaders,
  buildCreateOrder,
  buildQuoteRequirements,
  viewerHeaders,
} from '../../../test-support/factories.ts';
import { createTestApp } from '../../../test-support/test-app.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

describe.each(DATABASE_KINDS)('submissions API (%s)', (database) => {
  const api = useTestApp({ database, listen: true, env: { SAP_TIMEOUT_MS: '2000' } });
  beforeEach(() => api.testApp.sapStandIn!.faults.reset());

  const systemOf = (order: SafekeyOrder) => order.orderLockSystems[0]!.orderLockSystemID;
  const get = (url: string) => api.app.inject({ url, headers: api.staff });
  const reload = async (order: SafekeyOrder) => (await get(`/api/orders/${order.orderID}`)).json() as SafekeyOrder;

  it('submits a Ready order: 202, charted, Submitted with history, then sent with the SAP number on the order', async () => {
    const order = await createReadyOrder(api.testApp);
    const response = await submit(api.testApp, order);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      orderLockSystemID: systemOf(order),
      orderID: order.orderID,
      kind: 'order',
      maxAttempts: 6,
      status: 3,
      statusLabel: 'Submitted',
      lastError: null,
      chartedCustomerMissing: false,
    });
    const state = await settled(api.testApp, systemOf(order));
    expect(state).toMatchObject({
      state: 'sent',
      nextAttemptAt: null,
      sapOrderNumber: expect.stringMatching(/^\d{10}$/),
    });

    const after = await reload(order);
    expect(after).toMatchObject({
      sapOrderNumber: state.sapOrderNumber,
      sapLineNumber: '10',
      orderStatus: 3,
      sapOrderDate: expect.any(String),
    });
    expect(after.version).toBeGreaterThan(order.version + 1);
    const history = (
      await get(`/api/order-lock-systems/${systemOf(order)}/status-history`)
    ).json() as StatusHistoryEntry[];
    expect(history.at(-1)).toMatchObject({ fromStatus: 2, toStatus: 3, changedBy: 'rep' });
    expect((await get(`/api/order-lock-systems/${systemOf(order)}/key-chart`)).json()).toMatchObject({ charted: true });
    expect(await sapOrdersOf(api.testApp, systemOf(order))).toHaveLength(1);
  });

  it('refuses a stale version, a second submission and a system that is not Ready with 409', async () => {
    const order = await createReadyOrder(api.testApp);
    expect((await submit(api.testApp, order, order.version - 1)).statusCode).toBe(409);
    expect((await submit(api.testApp, order)).statusCode).toBe(202);
    const again = await submit(api.testApp, await reload(order));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This system was already submitted.');

    const created = (
      await api.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(), headers: api.staff })
    ).json() as SafekeyOrder;
    // Saved with nothing to order, it is Started, not Ready.
    const emptied = await api.app.inject({
      method: 'PUT',
      url: `/api/order-lock-systems/${systemOf(created)}/tree`,
      payload: {
        expectedVersion: created.version,
        tree: { ...lockSystemTreeSchema.parse(created.orderLockSystems[0]), masterKeys: [], noKeyLockSets: [] },
      },
      headers: api.staff,
    });
    expect(emptied.json()).toMatchObject({ status: 1 });
    const draft = await reload(created);
    const notReady = await submit(api.testApp, draft);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().detail).toMatch(/Only a system that is ready/);
    expect((await get(`/api/order-lock-systems/${systemOf(draft)}/submission`)).statusCode).toBe(404);
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: `/api/order-lock-systems/${systemOf(draft)}/submission/retry`,
          headers: api.staff,
        })
      ).statusCode,
    ).toBe(404);
    await settled(api.testApp, systemOf(order));
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: `/api/order-lock-systems/${systemOf(order)}/submission/retry`,
          headers: api.staff,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('checks the tree again at submission: 400 with field messages when the catalog no longer allows it', async () => {
    const order = await createReadyOrder(api.testApp);
    await api.db
      .updateTable('lock_sets')
      .set({ color_id: 'RETIRED' })
      .where('order_lock_system_id', '=', systemOf(order))
      .execute();
    const response = await submit(api.testApp, order);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { errors: string[] }).errors).toEqual([expect.stringMatching(/^tree\..*colorID: /)]);
    expect((await reload(order)).orderStatus).toBe(2);
  });

  it('surfaces the charted-customer error for the error page', async () => {
    api.testApp.sapStandIn!.faults.missingChartedCustomerNext(1);
    const order = await createReadyOrder(api.testApp);
    await submit(api.testApp, order);
    const state = await settled(api.testApp, systemOf(order));
    expect(state).toMatchObject({
      state: 'failed',
      chartedCustomerMissing: true,
      lastError: { code: 'ZSAFEKEY/001', message: expect.stringContaining('charted customer') },
    });
  });

  it('updates the Safekey line of a system launched from SAP instead of creating an order', async () => {
    // The rep made the order in SAP, with the Safekey line 20 beside another line.
    await api.testApp.sapStandIn!.createSapMadeOrder({
      salesOrder: '880011',
      soldToParty: '100001',
      currency: 'USD',
      items: [
        { item: '10', material: 'FREIGHT' },
        { item: '20', material: 'SAFEKEY' },
      ],
    });
    const order = await createReadyOrder(api.testApp, { sapOrderNumber: '880011', sapLineNumber: '20' });
    expect((await submit(api.testApp, order)).json()).toMatchObject({ kind: 'lineUpdate' });
    expect(await settled(api.testApp, systemOf(order))).toMatchObject({ state: 'sent', sapOrderNumber: '0000880011' });
    const documents = (await api.testApp.sapStandIn!.salesOrders()).filter(
      (document) => document.header.SalesOrder === '0000880011',
    );
    expect(documents).toHaveLength(1);
    expect(documents[0]!.items).toEqual([
      expect.objectContaining({ SalesOrderItem: '10', NetAmount: '0.00' }),
      expect.objectContaining({
        SalesOrderItem: '20',
        RequestedQuantity: '1',
        NetAmount: (order.totalPrice! / 100).toFixed(2),
        // The engraving reaches SAP with the line, in the same text later edits replace.
        to_Text: [
          expect.objectContaining({
            LongTextID: '0002',
            LongText: expect.stringMatching(/^Keyplan engraving as submitted/),
          }),
        ],
      }),
    ]);
    expect(await sapOrdersOf(api.testApp, systemOf(order))).toHaveLength(0);
  });

  it('quotes: requirements first (400 without), QuoteSubmitted with the quote number, then transfer into an order once', async () => {
    const quote = await createReadyOrder(api.testApp, { orderType: 'quote' });
    const missing = await submit(api.testApp, quote);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContain('quoteRequirements: are required before a quote is submitted');
    expect((await get(`/api/orders/${quote.orderID}/quote-requirements`)).statusCode).toBe(404);

    const put = (payload: object) =>
      api.app.inject({
        method: 'PUT',
        url: `/api/orders/${quote.orderID}/quote-requirements`,
        payload,
        headers: api.staff,
      });
    expect((await put(buildQuoteRequirements(quote, { soldTo: 'abc' }))).statusCode).toBe(400);
    expect((await put(buildQuoteRequirements(quote, { expectedVersion: quote.version - 1 }))).statusCode).toBe(409);
    const saved = await put(buildQuoteRequirements(quote));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ soldTo: '100001', version: quote.version + 1 });
    expect(
      ((await get(`/api/orders/${quote.orderID}/quote-requirements`)).json() as StoredQuoteRequirements).shipToAttention
        .lastName,
    ).toBe('Lee');

    const transferTooEarly = await api.app.inject({
      method: 'POST',
      url: `/api/orders/${quote.orderID}/transfer-to-order`,
      headers: api.staff,
    });
    expect(transferTooEarly.statusCode).toBe(409);

    expect((await submit(api.testApp, quote, quote.version + 1)).statusCode).toBe(202);
    const state = await settled(api.testApp, systemOf(quote));
    expect(state).toMatchObject({
      state: 'sent',
      kind: 'quote',
      status: 5,
      statusLabel: 'QuoteSubmitted',
      quoteNumber: expect.stringMatching(/^20\d{8}$/),
    });
    const [quotation] = (await api.testApp.sapStandIn!.quotations()).filter(
      (document) => document.header.SalesQuotation === state.quoteNumber,
    );
    expect(quotation!.header).toMatchObject({
      SoldToParty: '0000100001',
      PurchaseOrderByCustomer: 'RFQ-42',
      to_Partner: [expect.objectContaining({ PartnerFunction: 'WE', Customer: '0000100002' })],
    });
    expect((await put(buildQuoteRequirements(await reload(quote)))).statusCode).toBe(409);

    const transferred = await api.app.inject({
      method: 'POST',
      url: `/api/orders/${quote.orderID}/transfer-to-order`,
      headers: api.staff,
    });
    expect(transferred.statusCode).toBe(201);
    const order = transferred.json() as SafekeyOrder & { quoteNumberForTransfer: string };
    expect(order).toMatchObject({
      orderType: 0,
      quoteNumberForTransfer: state.quoteNumber,
      quoteNumber: null,
      orderStatus: 2,
      ccid: quote.ccid,
      totalPrice: quote.totalPrice,
      version: 1,
    });
    expect(order.orderID).not.toBe(quote.orderID);
    // The order says which quote it came from whenever it is loaded, not only in the transfer's answer.
    const loaded = await api.app.inject({ url: `/api/orders/${order.orderID}`, headers: api.staff });
    expect(loaded.json()).toMatchObject({ quoteNumberForTransfer: state.quoteNumber });
    expect(order.orderLockSystems[0]!.grandMasterKey.grandMasterKeyID).not.toBe(
      quote.orderLockSystems[0]!.grandMasterKey.grandMasterKeyID,
    );
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: `/api/orders/${quote.orderID}/transfer-to-order`,
          headers: api.staff,
        })
      ).statusCode,
    ).toBe(409);

    const submittedOrder = await submit(api.testApp, order);
    expect(submittedOrder.statusCode).toBe(202);
    expect(await settled(api.testApp, systemOf(order))).toMatchObject({ state: 'sent', kind: 'order' });
  });

  it('copies the logos of a transferred quote to the new order', async () => {
    const quote = await createReadyOrder(api.testApp, { orderType: 'quote' });
    const logo = (
      await api.app.inject({
        method: 'POST',
        url: `/api/order-lock-systems/${systemOf(quote)}/logos`,
        payload: PNG,
        headers: { ...api.staff, 'content-type': 'image/png' },
      })
    ).json() as { logoId: string };
    const tree = lockSystemTreeSchema.parse(quote.orderLockSystems[0]);
    tree.masterKeys[0]!.lockSets[0]!.logoFront = logo.logoId;
    const saved = await api.app.inject({
      method: 'PUT',
      url: `/api/order-lock-systems/${systemOf(quote)}/tree`,
      payload: { expectedVersion: quote.version, tree },
      headers: api.staff,
    });
    expect(saved.statusCode).toBe(200);
    await api.app.inject({
      method: 'PUT',
      url: `/api/orders/${quote.orderID}/quote-requirements`,
      payload: buildQuoteRequirements(quote, { expectedVersion: quote.version + 1 }),
      headers: api.staff,
    });
    expect((await submit(api.testApp, quote, quote.version + 2)).statusCode).toBe(202);
    await settled(api.testApp, systemOf(quote));

    const order = (
      await api.app.inject({
        method: 'POST',
        url: `/api/orders/${quote.orderID}/transfer-to-order`,
        headers: api.staff,
      })
    ).json() as SafekeyOrder;
    const copied = order.orderLockSystems[0]!.masterKeys[0]!.lockSets[0]!;
    expect(copied.logoFront).toEqual(expect.any(String));
    expect(copied.logoFront).not.toBe(logo.logoId);
    expect(copied.charted).toBe(false);
    const served = await api.app.inject({ url: `/api/logos/${copied.logoFront}`, headers: api.staff });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
  });

  it('refuses to submit a quote while quoting is off', async () => {
    const quote = await createReadyOrder(api.testApp, { orderType: 'quote' });
    await api.app.inject({
      method: 'PUT',
      url: `/api/orders/${quote.orderID}/quote-requirements`,
      payload: buildQuoteRequirements(quote),
      headers: api.staff,
    });
    await api.app.inject({
      method: 'PUT',
      url: '/api/features/quoting',
      payload: { enabled: false },
      headers: api.admin,
    });
    const response = await submit(api.testApp, quote, quote.version + 1);
    await api.app.inject({
      method: 'PUT',
      url: '/api/features/quoting',
      payload: { enabled: true },
      headers: api.admin,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('QUOTING_DISABLED');
  });

  it('lets an api.admin arm the stand-in’s faults outside production', async () => {
    const arm = (headers: Record<string, string>) =>
      api.app.inject({
        method: 'PUT',
        url: '/api/dev/sap-faults',
        payload: { missingChartedCustomer: 1 },
        headers,
      });
    expect((await arm(api.staff)).statusCode).toBe(403);
    expect((await arm(await adminHeaders(api.testApp))).statusCode).toBe(204);
    const order = await createReadyOrder(api.testApp);
    await submit(api.testApp, order);
    expect(await settled(api.testApp, systemOf(order))).toMatchObject({
      state: 'failed',
      chartedCustomerMissing: true,
    });
    // Arming a switch leaves an audit entry with who and what (issue 30).
    const audit = await api.app.inject({
      url: '/api/admin/audit?entityType=sapStandIn',
      headers: await adminHeaders(api.testApp),
    });
    expect(audit.json().items[0]).toMatchObject({
      actor: 'admin',
      entityType: 'sapStandIn',
      entityId: 'faults',
      action: 'arm',
      after: { missingChartedCustomer: 1, timeout: 0 },
    });
  });

  it('is for api.staff only', async () => {
    const order = await createReadyOrder(api.testApp);
    const viewer = await viewerHeaders(api.testApp);
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/order-lock-systems/${systemOf(order)}/submission`,
      payload: { expectedVersion: order.version },
      headers: viewer,
    });
    expect(response.statusCode).toBe(403);
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: `/api/order-lock-systems/${systemOf(order)}/submission`,
          payload: { expectedVersion: order.version },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('keeps a quote out of SAP when its requirements say so', async () => {
    const quote = await createReadyOrder(api.testApp, { orderType: 'quote' });
    await api.app.inject({
      method: 'PUT',
      url: `/api/orders/${quote.orderID}/quote-requirements`,
      payload: buildQuoteRequirements(quote, { submitToSAP: false }),
      headers: api.staff,
    });
    const before = (await api.testApp.sapStandIn!.quotations()).length;
    const response = await submit(api.testApp, quote, quote.version + 1);
    expect(response.json() as SubmissionState).toMatchObject({ state: 'sent', attempts: 0, status: 5 });
    expect((await api.testApp.sapStandIn!.quotations()).length).toBe(before);
  });
});

describe('SAP fault switches in production', () => {
  it.each([
    ['not served', {}, 404],
    ['served when ALLOW_SAP_STANDIN_SWITCHES says so (browser tests)', { ALLOW_SAP_STANDIN_SWITCHES: 'true' }, 204],
  ])('are, in production, %s', async (_, extra, statusCode) => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        ALLOW_EMBEDDED_ISSUER: 'true',
        ALLOW_EMBEDDED_SAP: 'true',
        ALLOW_EMBEDDED_JIRA: 'true',
        ...extra,
      },
    });
    try {
      const response = await production.app.inject({
        method: 'PUT',
        url: '/api/dev/sap-faults',
        payload: {},
        headers: await adminHeaders(production),
      });
      expect(response.statusCode).toBe(statusCode);
    } finally {
      await production.close();
    }
  });
});
