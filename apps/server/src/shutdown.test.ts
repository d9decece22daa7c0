import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../test-support/test-database.ts';
import {
  createReadyOrder,
  createSharedDatabase,
  FAST_WORKER,
  sapOrdersOf,
  settled,
  submit,
} from '../test-support/submission-test-support.ts';
import type { TestApp } from '../test-support/test-app.ts';
import { shutDown } from './shutdown.ts';

async function outboxRow(db: Awaited<ReturnType<typeof createSharedDatabase>>['db'], orderLockSystemId: string) {
  return db
    .selectFrom('submission_outbox')
    .select(['state', 'locked_by', 'attempts'])
    .where('order_lock_system_id', '=', orderLockSystemId)
    .executeTakeFirstOrThrow();
}

describe.each(DATABASE_KINDS)('stopping an instance during a send (%s)', (kind) => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  let next: TestApp | undefined;
  beforeAll(async () => {
    shared = await createSharedDatabase(kind);
  });
  afterAll(async () => {
    await next?.close();
    await shared.dispose();
  });

  it('fails readiness at once, gives a send that outlives the grace back, and another instance sends it once', async () => {
    const stopping = await shared.startApp({ submissionWorker: FAST_WORKER });
    const order = await createReadyOrder(stopping);
    const systemId = order.orderLockSystems[0]!.orderLockSystemID;
    // SAP holds the create longer than the grace (and than the client's timeout).
    stopping.sapStandIn!.faults.timeoutNext(1);
    await submit(stopping, order);
    for (let wait = 0; (await outboxRow(shared.db, systemId)).state !== 'sending' && wait < 200; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await outboxRow(shared.db, systemId)).state).toBe('sending');

    const stopped = shutDown(stopping, 100);
    expect((await stopping.app.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect(await stopped).toEqual({ finished: false, released: 1 });
    // The send that timed out after the release left the row as given back: due, nobody's.
    expect(await outboxRow(shared.db, systemId)).toMatchObject({ state: 'pending', locked_by: null });

    next = await shared.startApp({ submissionWorker: FAST_WORKER });
    expect((await settled(next, systemId)).state).toBe('sent');
    expect(await sapOrdersOf(next, systemId)).toHaveLength(1);
  });

  it('answers 503 on /readyz for the readiness delay while serving what arrives, then closes the listener', async () => {
    const stopping = await shared.startApp({ submissionWorker: FAST_WORKER });
    const before = await fetch(`${stopping.baseUrl}/readyz`);
    expect(before.status).toBe(200);
    const started = performance.now();
    const stopped = shutDown(stopping, 5000, 600);
    const readyz = await fetch(`${stopping.baseUrl}/readyz`);
    expect(readyz.status).toBe(503);
    expect(await readyz.json()).toEqual({ status: 'draining', database: 'not checked' });
    // Requests arriving in the window are served, each on a connection that then closes.
    const served = await fetch(`${stopping.baseUrl}/healthz`);
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
    await stopped;
    expect(performance.now() - started).toBeGreaterThanOrEqual(590);
    await expect(fetch(`${stopping.baseUrl}/readyz`)).rejects.toThrow();
  });

  it('finishes the sends under way when they end within the grace', async () => {
    const stopping = await shared.startApp({ submissionWorker: FAST_WORKER });
    expect(await shutDown(stopping, 5000)).toEqual({ finished: true, released: 0 });
  });
});
