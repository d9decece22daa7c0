import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SapError } from '../sap/sap-error.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { findOutboxRow } from './outbox.repository.ts';
import type { SapSender } from './sap-sender.ts';
import { createReadyOrder, createSharedDatabase, submit } from '../../test-support/submission-test-support.ts';
import { createSubmissionWorker } from './submission.worker.ts';

/** The worker alone, with a sender that answers what each test needs. */
describe('submission worker', () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  let app: TestApp;
  beforeAll(async () => {
    shared = await createSharedDatabase('sqlite');
    app = await shared.startApp({ submissionWorker: { enabled: false } });
  });
  afterAll(async () => {
    await app.close();
    await shared.dispose();
  });

  async function submitted(): Promise<string> {
    const order = await createReadyOrder(app);
    await submit(app, order);
    return order.orderLockSystems[0]!.orderLockSystemID;
  }

  it('keeps SAP’s refusal and reports the failure, without retrying a 4xx', async () => {
    const id = await submitted();
    const events: [string, unknown][] = [];
    const send: SapSender = async () => {
      throw new SapError(400, 'V1/320', 'Sold-to party is blocked');
    };
    const worker = createSubmissionWorker(shared.db, send, app.app.log, {
      telemetry: { event: (name, properties) => events.push([name, properties]) },
    });
    expect(await worker.runOnce()).toBe(1);
    expect(await findOutboxRow(shared.db, id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error_code: 'V1/320',
      last_error: 'Sold-to party is blocked',
      next_attempt_at: null,
    });
    expect(events).toEqual([['SubmissionFailed', { kind: 'order', code: 'V1/320', status: 400, attempts: 1 }]]);
  });

  it('retries an unexpected error after the base delay, then records what SAP holds', async () => {
    const id = await submitted();
    let calls = 0;
    const send: SapSender = async () => {
      calls += 1;
      if (calls === 1) throw new Error('socket hang up');
      return { number: '0000004242', date: null, item: '10' };
    };
    const worker = createSubmissionWorker(shared.db, send, app.app.log, { baseDelayMs: 0 });
    expect(await worker.runOnce()).toBe(1);
    expect(await findOutboxRow(shared.db, id)).toMatchObject({
      state: 'pending',
      attempts: 1,
      last_error_code: 'INTERNAL',
      last_error: 'socket hang up',
    });
    expect(await worker.runOnce()).toBe(1);
    expect(await findOutboxRow(shared.db, id)).toMatchObject({
      state: 'sent',
      attempts: 2,
      sap_number: '0000004242',
      last_error: null,
    });
    const order = await shared.db
      .selectFrom('orders')
      .innerJoin('order_lock_systems', 'order_lock_systems.order_id', 'orders.order_id')
      .select(['sap_order_number', 'sap_line_number', 'sap_order_date'])
      .where('order_lock_system_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      sap_order_number: '0000004242',
      sap_line_number: '10',
      sap_order_date: expect.any(String),
    });
  });

  it('sends several rows at once: one slow SAP call does not hold the others back', async () => {
    const slow = await submitted();
    const quick = await submitted();
    let releaseSlow!: () => void;
    const slowDone = new Promise<void>((resolve) => (releaseSlow = resolve));
    const slowReference = (await findOutboxRow(shared.db, slow))!.idempotency_reference;
    const send: SapSender = async (row) => {
      const isSlow = row.idempotency_reference === slowReference;
      if (isSlow) await slowDone;
      return { number: isSlow ? '0000005001' : '0000005002', date: null, item: '10' };
    };
    const worker = createSubmissionWorker(shared.db, send, app.app.log, { concurrency: 2 });
    const round = worker.runOnce();
    await expect.poll(async () => (await findOutboxRow(shared.db, quick))?.state).toBe('sent');
    expect((await findOutboxRow(shared.db, slow))?.state).toBe('sending');
    releaseSlow();
    expect(await round).toBe(2);
    expect(await findOutboxRow(shared.db, slow)).toMatchObject({ state: 'sent', sap_number: '0000005001' });
  });

  it('keeps the lease of a send that outlasts it, so no other worker takes the row meanwhile', async () => {
    const id = await submitted();
    const leaseMs = 150;
    let sends = 0;
    const send: SapSender = async (_row, beforeWrite) => {
      sends += 1;
      await new Promise((resolve) => setTimeout(resolve, 4 * leaseMs));
      await beforeWrite!();
      return { number: '0000005003', date: null, item: '10' };
    };
    const first = createSubmissionWorker(shared.db, send, app.app.log, { leaseMs, workerId: 'first' });
    const second = createSubmissionWorker(shared.db, send, app.app.log, { leaseMs, workerId: 'second' });
    const round = first.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 2 * leaseMs));
    // Twice the lease has passed; the heartbeat kept the row the first worker's.
    expect(await second.runOnce()).toBe(0);
    expect(await round).toBe(1);
    expect(sends).toBe(1);
    expect(await findOutboxRow(shared.db, id)).toMatchObject({ state: 'sent', attempts: 1, sap_number: '0000005003' });
  });
});
