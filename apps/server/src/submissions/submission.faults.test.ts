import type { SafekeyOrder } from '@keyplan/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffHeaders } from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { createSapClient } from '../sap/sap-client.ts';
import { claimDueRows, findOutboxRow } from './outbox.repository.ts';
import { createSapSender } from './sap-sender.ts';
import {
  createReadyOrder,
  createSharedDatabase,
  FAST_WORKER,
  createReadyQuote,
  sapOrdersOf,
  sapQuotationsOf,
  settled,
  submit,
  TEST_SAP_TIMEOUT_MS,
  TEST_STAND_IN,
} from '../../test-support/submission-test-support.ts';

/** Exactly one SAP order with the one Safekey item: quantity 1, the system's total as its price. */
async function expectOneSapOrder(app: TestApp, order: SafekeyOrder) {
  const documents = await sapOrdersOf(app, order.orderLockSystems[0]!.orderLockSystemID);
  expect(documents).toHaveLength(1);
  const [document] = documents;
  expect(document!.items).toHaveLength(1);
  expect(document!.items[0]).toMatchObject({
    Material: 'SAFEKEY',
    RequestedQuantity: '1',
    NetAmount: (order.totalPrice! / 100).toFixed(2),
  });
  expect(document!.header).toMatchObject({
    TotalNetAmount: (order.totalPrice! / 100).toFixed(2),
    TransactionCurrency: 'USD',
    SoldToParty: order.ccid,
    SalesOrganization: '1710',
  });
  return document!;
}

describe.each(DATABASE_KINDS)('submission faults (%s)', (database) => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  let app: TestApp;
  beforeAll(async () => {
    shared = await createSharedDatabase(database);
    app = await shared.startApp({ submissionWorker: FAST_WORKER });
  });
  beforeEach(() => app.sapStandIn!.faults.reset());
  afterAll(async () => {
    await app.close();
    await shared.dispose();
  });

  const submitAndSettle = async () => {
    const order = await createReadyOrder(app);
    expect((await submit(app, order)).statusCode).toBe(202);
    return { order, state: await settled(app, order.orderLockSystems[0]!.orderLockSystemID) };
  };

  it('sends once when nothing goes wrong, and stores the SAP number on the order', async () => {
    const { order, state } = await submitAndSettle();
    expect(state).toMatchObject({ state: 'sent', kind: 'order', lastError: null, status: 3, statusLabel: 'Submitted' });
    const document = await expectOneSapOrder(app, order);
    expect(state.sapOrderNumber).toBe(document.header.SalesOrder);
  });

  it('retries after a timeout and creates one order', async () => {
    app.sapStandIn!.faults.timeoutNext(1);
    const { order, state } = await submitAndSettle();
    expect(state).toMatchObject({ state: 'sent', attempts: 2 });
    await expectOneSapOrder(app, order);
  });

  it('retries after 5xx answers and creates one order', async () => {
    app.sapStandIn!.faults.fail5xxNext(3);
    const { order, state } = await submitAndSettle();
    expect(state).toMatchObject({ state: 'sent', attempts: 4 });
    await expectOneSapOrder(app, order);
  });

  it('finds the order SAP created when the reply was lost, instead of creating a second', async () => {
    app.sapStandIn!.faults.loseReplyNext(1);
    const { order, state } = await submitAndSettle();
    expect(state).toMatchObject({ state: 'sent', attempts: 2 });
    await expectOneSapOrder(app, order);
  });

  it('finds the quotation SAP created when the reply was lost (by its header note, not AssignmentReference), and creates one', async () => {
    const quote = await createReadyQuote(app);
    const id = quote.orderLockSystems[0]!.orderLockSystemID;
    app.sapStandIn!.faults.loseReplyNext(1);
    expect((await submit(app, quote)).statusCode).toBe(202);
    const state = await settled(app, id);
    expect(state).toMatchObject({ state: 'sent', kind: 'quote', attempts: 2 });
    const quotations = await sapQuotationsOf(app, id);
    expect(quotations).toHaveLength(1);
    expect(quotations[0]!.header.AssignmentReference).toBeUndefined();
    expect(state.quoteNumber).toBe(quotations[0]!.header.SalesQuotation);
  });

  it('retries a quote after a timeout and a 5xx and creates one quotation', async () => {
    const quote = await createReadyQuote(app);
    const id = quote.orderLockSystems[0]!.orderLockSystemID;
    app.sapStandIn!.faults.timeoutNext(1);
    expect((await submit(app, quote)).statusCode).toBe(202);
    app.sapStandIn!.faults.fail5xxNext(1);
    expect(await settled(app, id)).toMatchObject({ state: 'sent', kind: 'quote' });
    expect(await sapQuotationsOf(app, id)).toHaveLength(1);
  });

  it('fails after six 5xx answers with nothing sent and nothing lost; a retry then sends it once', async () => {
    app.sapStandIn!.faults.fail5xxNext(6);
    const { order, state } = await submitAndSettle();
    const id = order.orderLockSystems[0]!.orderLockSystemID;
    expect(state).toMatchObject({
      state: 'failed',
      attempts: 6,
      maxAttempts: 6,
      status: 3,
      chartedCustomerMissing: false,
      sapOrderNumber: null,
    });
    expect(state.lastError).toEqual({
      code: '/IWFND/CM_BEC/004',
      message: expect.stringContaining('temporarily unavailable'),
    });
    expect(await sapOrdersOf(app, id)).toHaveLength(0);
    expect(await findOutboxRow(app.db, id)).toMatchObject({ state: 'failed', kind: 'order' });

    const retried = await app.app.inject({
      method: 'POST',
      url: `/api/order-lock-systems/${id}/submission/retry`,
      headers: await staffHeaders(app),
    });
    expect(retried.statusCode).toBe(202);
    expect(await settled(app, id)).toMatchObject({ state: 'sent', attempts: 1 });
    await expectOneSapOrder(app, order);
  });

  it('fails at once on the charted-customer error, keeping SAP’s code and message', async () => {
    app.sapStandIn!.faults.missingChartedCustomerNext(1);
    const { order, state } = await submitAndSettle();
    expect(state).toMatchObject({
      state: 'failed',
      attempts: 1,
      chartedCustomerMissing: true,
      lastError: { code: 'ZSAFEKEY/001' },
    });
    expect(await sapOrdersOf(app, order.orderLockSystems[0]!.orderLockSystemID)).toHaveLength(0);
  });

  it('sends each submission once when two instances share the database', async () => {
    const other = await shared.startApp({ submissionWorker: FAST_WORKER });
    try {
      const orders = await Promise.all([
        createReadyOrder(app),
        createReadyOrder(other),
        createReadyOrder(app),
        createReadyOrder(other),
      ]);
      await Promise.all(orders.map((order, index) => submit(index % 2 === 0 ? app : other, order)));
      for (const order of orders) {
        expect(await settled(app, order.orderLockSystems[0]!.orderLockSystemID)).toMatchObject({ state: 'sent' });
        await expectOneSapOrder(app, order);
      }
    } finally {
      await other.close();
    }
  });
});

/** Restarts: only the apps of the test touch the database, so no running worker takes a row early. */
describe.each(DATABASE_KINDS)('submission across a restart (%s)', (database) => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  beforeAll(async () => {
    shared = await createSharedDatabase(database);
  });
  afterAll(async () => shared.dispose());

  it('finishes a send whose worker died after SAP created the order, without a second order', async () => {
    const before = await shared.startApp({ submissionWorker: { enabled: false } });
    const order = await createReadyOrder(before);
    const id = order.orderLockSystems[0]!.orderLockSystemID;
    await submit(before, order);
    const [row] = await claimDueRows(shared.db, 'worker-that-dies', new Date(), 60_000, 1);
    expect(row).toMatchObject({ order_lock_system_id: id, state: 'sending', attempts: 1 });
    const sap = createSapClient({
      baseUrl: () => `${before.baseUrl}/sap/opu/odata/sap`,
      ...TEST_STAND_IN,
      timeoutMs: TEST_SAP_TIMEOUT_MS,
    });
    await createSapSender(sap, before.config.sap)(row!);
    await before.close();
    // The worker died here; its lease runs out.
    await shared.db
      .updateTable('submission_outbox')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', row!.id)
      .execute();

    const after = await shared.startApp({ submissionWorker: FAST_WORKER });
    try {
      expect(await settled(after, id)).toMatchObject({ state: 'sent', attempts: 2 });
      await expectOneSapOrder(after, order);
    } finally {
      await after.close();
    }
  });

  it('sends after a restart what was submitted before it', async () => {
    const before = await shared.startApp({ submissionWorker: { enabled: false } });
    const order = await createReadyOrder(before);
    const id = order.orderLockSystems[0]!.orderLockSystemID;
    expect((await submit(before, order)).json()).toMatchObject({ state: 'pending', attempts: 0, status: 3 });
    await before.close();
    expect(await findOutboxRow(shared.db, id)).toMatchObject({ state: 'pending' });

    const after = await shared.startApp({ submissionWorker: FAST_WORKER });
    try {
      expect(await settled(after, id)).toMatchObject({ state: 'sent', attempts: 1 });
      await expectOneSapOrder(after, order);
    } finally {
      await after.close();
    }
  });
});
