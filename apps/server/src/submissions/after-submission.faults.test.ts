import type { SafekeyOrder, StatusHistoryEntry, SubmissionState, SystemSummary } from '@keyplan/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, staffHeaders } from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { createSapClient } from '../sap/sap-client.ts';
import { claimDueRows } from './outbox.repository.ts';
import { createSapSender } from './sap-sender.ts';
import {
  createReadyOrder,
  createReadyQuote,
  createSharedDatabase,
  FAST_WORKER,
  sapOrdersOf,
  sapQuotationsOf,
  settled,
  submit,
  TEST_SAP_TIMEOUT_MS,
  TEST_STAND_IN,
} from '../../test-support/submission-test-support.ts';

const systemOf = (order: SafekeyOrder) => order.orderLockSystems[0]!;

async function orderNow(app: TestApp, order: SafekeyOrder): Promise<SafekeyOrder> {
  return (await app.app.inject({ url: `/api/orders/${order.orderID}`, headers: await staffHeaders(app) })).json();
}

/** Polls until every follow-up message of the system is sent or failed. */
async function followUpsSettled(app: TestApp, id: string, count: number): Promise<SubmissionState> {
  const headers = await staffHeaders(app);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const state = (
      await app.app.inject({ url: `/api/order-lock-systems/${id}/submission`, headers })
    ).json() as SubmissionState;
    if (state.followUps.length >= count && state.followUps.every((row) => ['sent', 'failed'].includes(row.state)))
      return state;
    if (Date.now() > deadline) throw new Error(`follow-ups still on their way: ${JSON.stringify(state.followUps)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The Safekey item of the system's SAP order, as the stand-in holds it. */
async function safekeyItem(app: TestApp, id: string) {
  const [document] = await sapOrdersOf(app, id);
  return document!.items[0]!;
}

/** A submitted order, sent to SAP. */
async function sentOrder(app: TestApp): Promise<SafekeyOrder> {
  const order = await createReadyOrder(app);
  expect((await submit(app, order)).statusCode).toBe(202);
  expect(await settled(app, systemOf(order).orderLockSystemID)).toMatchObject({ state: 'sent' });
  return orderNow(app, order);
}

async function editEngraving(app: TestApp, order: SafekeyOrder, text: string) {
  const system = systemOf(order);
  return app.app.inject({
    method: 'PUT',
    url: `/api/order-lock-systems/${system.orderLockSystemID}/engraving`,
    payload: {
      expectedVersion: order.version,
      changes: [{ nodeId: system.grandMasterKey.grandMasterKeyID, field: 'keyText', text }],
    },
    headers: await staffHeaders(app),
  });
}

async function cancel(app: TestApp, order: SafekeyOrder, reason = 'Customer changed the site plan') {
  return app.app.inject({
    method: 'POST',
    url: `/api/order-lock-systems/${systemOf(order).orderLockSystemID}/cancellation`,
    payload: { expectedVersion: order.version, reason },
    headers: await staffHeaders(app),
  });
}

async function history(app: TestApp, id: string): Promise<StatusHistoryEntry[]> {
  return (
    await app.app.inject({ url: `/api/order-lock-systems/${id}/status-history`, headers: await staffHeaders(app) })
  ).json();
}

describe.each(DATABASE_KINDS)('after submission (%s)', (database) => {
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

  describe('an engraving edit', () => {
    it.each([
      ['nothing goes wrong', () => {}, 1],
      ['a timeout', () => app.sapStandIn!.faults.timeoutNext(1), 2],
      ['three 5xx answers', () => app.sapStandIn!.faults.fail5xxNext(3), 4],
      ['a lost reply', () => app.sapStandIn!.faults.loseReplyNext(1), 2],
    ])('reaches SAP as exactly one update of the Safekey line’s note when %s', async (_, arm, attempts) => {
      const order = await sentOrder(app);
      const id = systemOf(order).orderLockSystemID;
      arm();
      const edited = await editEngraving(app, order, 'DOCK 4');
      expect(edited.statusCode, edited.body).toBe(202);
      expect(edited.json()).toEqual([
        expect.objectContaining({ field: 'keyText', before: '', after: 'DOCK 4', changedBy: 'rep' }),
      ]);
      const state = await followUpsSettled(app, id, 1);
      expect(state.followUps).toEqual([
        expect.objectContaining({ sequence: 1, kind: 'engravingUpdate', state: 'sent', attempts }),
      ]);
      const item = await safekeyItem(app, id);
      expect(item._writes).toEqual(['text']);
      const [note] = item.to_Text as { LongTextID: string; LongText: string }[];
      expect(note!.LongTextID).toBe('0002');
      expect(note!.LongText.split('\n')[0]).toMatch(/^Keyplan engraving change 1 /);
      expect(note!.LongText).toContain('GRAND MASTER KEY: key DOCK 4');
      // Still one SAP order: the update changed the line, it did not create anything.
      expect(await sapOrdersOf(app, id)).toHaveLength(1);
      expect((await orderNow(app, order)).orderLockSystems[0]!.grandMasterKey.keyText).toBe('DOCK 4');
    });

    it('finds the engraving in SAP from the first submission, in the text the edits replace', async () => {
      const order = await sentOrder(app);
      const item = await safekeyItem(app, systemOf(order).orderLockSystemID);
      expect(item.to_Text).toEqual([
        expect.objectContaining({
          Language: 'EN',
          LongTextID: '0002',
          LongText: expect.stringMatching(/^Keyplan engraving as submitted \(KP-/),
        }),
      ]);
      expect(item._writes ?? []).toEqual([]);
    });

    it('sends a second edit as a second update, after the first', async () => {
      const order = await sentOrder(app);
      const id = systemOf(order).orderLockSystemID;
      expect((await editEngraving(app, order, 'FIRST')).statusCode).toBe(202);
      expect((await editEngraving(app, await orderNow(app, order), 'SECOND')).statusCode).toBe(202);
      await followUpsSettled(app, id, 2);
      const item = await safekeyItem(app, id);
      expect(item._writes).toEqual(['text', 'text']);
      expect((item.to_Text as { LongText: string }[])[0]!.LongText).toContain('key SECOND');
    });

    it('refuses what the editor refuses, naming the field, and changes nothing', async () => {
      const order = await sentOrder(app);
      const system = systemOf(order);
      const headers = await staffHeaders(app);
      const put = (changes: unknown[]) =>
        app.app.inject({
          method: 'PUT',
          url: `/api/order-lock-systems/${system.orderLockSystemID}/engraving`,
          payload: { expectedVersion: order.version, changes },
          headers,
        });
      const lockSetID = system.masterKeys[0]!.lockSets[0]!.lockSetID;
      const refused = await put([
        { nodeId: system.grandMasterKey.grandMasterKeyID, field: 'keyText', text: 'acme@chem' },
      ]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.join()).toMatch(/changes\[0\]\.text/);
      const unknown = await put([{ nodeId: crypto.randomUUID(), field: 'keyText', text: 'A' }]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([expect.stringMatching(/^changes\[0\]\.nodeId: no lock set or key/)]);
      const keyField = await put([{ nodeId: system.grandMasterKey.grandMasterKeyID, field: 'frontText1', text: 'A' }]);
      expect(keyField.json().errors).toEqual([expect.stringMatching(/^changes\[0\]\.field: .* only its keyText/)]);
      const same = await put([{ nodeId: lockSetID, field: 'frontText1', text: '' }]);
      expect(same.json().errors).toEqual(['changes: nothing differs from the engraving that was sent']);
      const stale = await app.app.inject({
        method: 'PUT',
        url: `/api/order-lock-systems/${system.orderLockSystemID}/engraving`,
        payload: {
          expectedVersion: order.version - 1,
          changes: [{ nodeId: system.grandMasterKey.grandMasterKeyID, field: 'keyText', text: 'B' }],
        },
        headers,
      });
      expect(stale.statusCode).toBe(409);
      const after = await orderNow(app, order);
      expect(after.version).toBe(order.version);
      expect(after.orderLockSystems[0]!.grandMasterKey.keyText).toBe('');
    });

    it('is refused for a draft', async () => {
      const order = await createReadyOrder(app);
      const answer = await editEngraving(app, order, 'A');
      expect(answer.statusCode).toBe(409);
      expect(answer.json().detail).toMatch(/only while an order is Submitted/);
    });
  });

  describe('a cancellation', () => {
    it.each([
      ['nothing goes wrong', () => {}],
      ['a timeout', () => app.sapStandIn!.faults.timeoutNext(1)],
      ['5xx answers', () => app.sapStandIn!.faults.fail5xxNext(2)],
      ['a lost reply', () => app.sapStandIn!.faults.loseReplyNext(1)],
    ])('moves the order to Canceled and rejects its SAP line exactly once when %s', async (_, arm) => {
      const order = await sentOrder(app);
      const id = systemOf(order).orderLockSystemID;
      arm();
      expect((await cancel(app, order)).statusCode).toBe(202);
      await followUpsSettled(app, id, 1);
      const item = await safekeyItem(app, id);
      expect(item).toMatchObject({ SalesDocumentRjcnReason: 'ZK', _writes: ['item'] });
      expect((await orderNow(app, order)).orderStatus).toBe(7);
      expect((await history(app, id)).at(-1)).toMatchObject({
        fromStatus: 3,
        toStatus: 7,
        changedBy: 'rep',
        reason: 'Customer changed the site plan',
      });
    });

    it('needs a reason, and nothing happens without one', async () => {
      const order = await sentOrder(app);
      const answer = await cancel(app, order, '   ');
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors.join()).toMatch(/reason/);
      expect((await orderNow(app, order)).orderStatus).toBe(3);
    });

    it('cancels a quote', async () => {
      const quote = await createReadyQuote(app);
      const id = systemOf(quote).orderLockSystemID;
      const current = await orderNow(app, quote);
      expect((await submit(app, current)).statusCode).toBe(202);
      expect(await settled(app, id)).toMatchObject({ state: 'sent', status: 5 });
      expect((await cancel(app, await orderNow(app, quote), 'Lost to a competitor')).statusCode).toBe(202);
      await followUpsSettled(app, id, 1);
      const quotations = await sapQuotationsOf(app, id);
      expect(quotations).toHaveLength(1);
      expect(quotations[0]!.items[0]).toMatchObject({ SalesDocumentRjcnReason: 'ZK', _writes: ['item'] });
      expect((await orderNow(app, quote)).orderStatus).toBe(7);
    });
  });

  describe('a failed send', () => {
    it('goes back to Ready with SAP’s message in the history, and is sent once when submitted again', async () => {
      app.sapStandIn!.faults.missingChartedCustomerNext(1);
      const order = await createReadyOrder(app);
      const id = systemOf(order).orderLockSystemID;
      await submit(app, order);
      expect(await settled(app, id)).toMatchObject({ state: 'failed', status: 3 });
      const submitted = await orderNow(app, order);
      const failed = { state: 'failed', error: { code: 'ZSAFEKEY/001', message: expect.any(String) } };
      expect(submitted.orderLockSystems[0]!.sendState).toEqual(failed);
      const headers = await staffHeaders(app);
      const listed = (
        await app.app.inject({ url: `/api/customers/${order.ccid}/systems?sendState=failed`, headers })
      ).json() as SystemSummary[];
      expect(listed.find((row) => row.orderLockSystemID === id)?.sendState).toEqual(failed);
      expect(listed.every((row) => row.sendState?.state === 'failed')).toBe(true);
      const sentOnes = (
        await app.app.inject({ url: `/api/customers/${order.ccid}/systems?sendState=sent`, headers })
      ).json() as SystemSummary[];
      expect(sentOnes.some((row) => row.orderLockSystemID === id)).toBe(false);
      const bad = await app.app.inject({ url: `/api/customers/${order.ccid}/systems?sendState=lost`, headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.join()).toMatch(/sendState/);
      const reopened = await app.app.inject({
        method: 'POST',
        url: `/api/order-lock-systems/${id}/submission/reopen`,
        payload: { expectedVersion: submitted.version },
        headers: await staffHeaders(app),
      });
      expect(reopened.statusCode).toBe(204);
      const ready = await orderNow(app, order);
      expect(ready.orderStatus).toBe(2);
      expect(ready.orderLockSystems[0]!.sendState).toBeNull();
      expect((await history(app, id)).at(-1)).toMatchObject({
        fromStatus: 3,
        toStatus: 2,
        reason: expect.stringMatching(/^Reopened for correction: the send to SAP failed \(ZSAFEKEY\/001: /),
      });
      // Its key codes stay: charted at the first submission, kept for the next.
      expect(ready.orderLockSystems[0]!.masterKeys[0]!.lockSets[0]!.charted).toBe(true);
      expect((await submit(app, ready)).statusCode).toBe(202);
      expect(await settled(app, id)).toMatchObject({ state: 'sent', status: 3 });
      expect(await sapOrdersOf(app, id)).toHaveLength(1);
    });

    it('is not reopened once SAP has it', async () => {
      const order = await sentOrder(app);
      const answer = await app.app.inject({
        method: 'POST',
        url: `/api/order-lock-systems/${systemOf(order).orderLockSystemID}/submission/reopen`,
        payload: { expectedVersion: order.version },
        headers: await staffHeaders(app),
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().detail).toMatch(/SAP has this system already/);
    });
  });

  describe('SAP’s own status', () => {
    const setStatus = async (number: string, status: 'completed' | 'rejected') =>
      app.app.inject({
        method: 'PUT',
        url: `/api/dev/sap-documents/order/${number}/status`,
        payload: { status },
        headers: await adminHeaders(app),
      });

    it('moves a delivered and billed order to Completed, recorded with SAP as the actor', async () => {
      const order = await sentOrder(app);
      const id = systemOf(order).orderLockSystemID;
      expect((await setStatus(order.sapOrderNumber!, 'completed')).statusCode).toBe(204);
      expect((await orderNow(app, order)).orderStatus).toBe(4);
      expect((await history(app, id)).at(-1)).toMatchObject({
        fromStatus: 3,
        toStatus: 4,
        changedBy: 'SAP',
        reason: expect.stringContaining('Delivered and billed'),
      });
      // Completed: engraving can no longer change.
      expect((await editEngraving(app, await orderNow(app, order), 'LATE')).statusCode).toBe(409);
    });

    it('moves an order SAP rejected to Canceled', async () => {
      const order = await sentOrder(app);
      expect((await setStatus(order.sapOrderNumber!, 'rejected')).statusCode).toBe(204);
      expect((await orderNow(app, order)).orderStatus).toBe(7);
    });

    it('answers 404 for a document the stand-in does not have', async () => {
      expect((await setStatus('9999999', 'completed')).statusCode).toBe(404);
    });
  });
});

/** Restarts: only the apps of the test touch the database, so no running worker takes a row early. */
describe.each(DATABASE_KINDS)('engraving updates and cancellations across a restart (%s)', (database) => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  beforeAll(async () => {
    shared = await createSharedDatabase(database);
  });
  afterAll(async () => shared.dispose());

  it('waits for the order it updates, and is written once although its worker died after writing', async () => {
    const before = await shared.startApp({ submissionWorker: { enabled: false } });
    const order = await createReadyOrder(before);
    const id = systemOf(order).orderLockSystemID;
    await submit(before, order);
    // Edited before the order reached SAP: the update waits for it.
    expect((await editEngraving(before, await orderNow(before, order), 'WAITS')).statusCode).toBe(202);
    const [first] = await claimDueRows(shared.db, 'worker-a', new Date(), 60_000, 5);
    expect(first).toMatchObject({ sequence: 0, kind: 'order' });
    expect(await claimDueRows(shared.db, 'worker-b', new Date(), 60_000, 5)).toEqual([]);
    const sap = createSapClient({
      baseUrl: () => `${before.baseUrl}/sap/opu/odata/sap`,
      ...TEST_STAND_IN,
      timeoutMs: TEST_SAP_TIMEOUT_MS,
    });
    const send = createSapSender(sap, before.config.sap);
    const document = await send(first!);
    await shared.db
      .updateTable('submission_outbox')
      .set({ state: 'sent', locked_by: null, locked_until: null, sap_number: document.number })
      .where('id', '=', first!.id)
      .execute();
    await shared.db
      .updateTable('orders')
      .set({ sap_order_number: document.number, sap_line_number: '10' })
      .where('order_id', '=', order.orderID)
      .execute();
    // The update's worker writes to SAP, then dies before recording it.
    const [update] = await claimDueRows(shared.db, 'worker-that-dies', new Date(), 60_000, 5);
    expect(update).toMatchObject({ sequence: 1, kind: 'engravingUpdate' });
    await send(update!, async () => {}, {
      category: 'order',
      number: document.number,
      item: '10',
      reference: 'unused',
      soldToParty: '',
      queuedAt: new Date().toISOString(),
    });
    await shared.db
      .updateTable('submission_outbox')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', update!.id)
      .execute();
    await before.close();

    const after = await shared.startApp({ submissionWorker: FAST_WORKER });
    try {
      const state = await followUpsSettled(after, id, 1);
      expect(state.followUps[0]).toMatchObject({ state: 'sent', attempts: 2 });
      expect((await safekeyItem(after, id))._writes).toEqual(['text']);
    } finally {
      await after.close();
    }
  });

  it('rejects the SAP line once although the cancellation’s worker died after writing', async () => {
    const sending = await shared.startApp({ submissionWorker: FAST_WORKER });
    const order = await sentOrder(sending);
    const id = systemOf(order).orderLockSystemID;
    await sending.close();

    const before = await shared.startApp({ submissionWorker: { enabled: false } });
    expect((await cancel(before, await orderNow(before, order))).statusCode).toBe(202);
    const [row] = await claimDueRows(shared.db, 'worker-that-dies', new Date(), 60_000, 5);
    expect(row).toMatchObject({ sequence: 1, kind: 'cancel' });
    const sap = createSapClient({
      baseUrl: () => `${before.baseUrl}/sap/opu/odata/sap`,
      ...TEST_STAND_IN,
      timeoutMs: TEST_SAP_TIMEOUT_MS,
    });
    await createSapSender(sap, before.config.sap)(row!, async () => {}, {
      category: 'order',
      number: order.sapOrderNumber,
      item: '10',
      reference: 'unused',
      soldToParty: '',
      queuedAt: new Date().toISOString(),
    });
    await shared.db
      .updateTable('submission_outbox')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', row!.id)
      .execute();
    await before.close();

    const after = await shared.startApp({ submissionWorker: FAST_WORKER });
    try {
      const state = await followUpsSettled(after, id, 1);
      expect(state.followUps[0]).toMatchObject({ kind: 'cancel', state: 'sent', attempts: 2 });
      expect(await safekeyItem(after, id)).toMatchObject({ SalesDocumentRjcnReason: 'ZK', _writes: ['item'] });
    } finally {
      await after.close();
    }
  });
});
