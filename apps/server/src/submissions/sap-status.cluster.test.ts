import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import {
  createReadyOrder,
  createSharedDatabase,
  FAST_WORKER,
  settled,
  submit,
} from '../../test-support/submission-test-support.ts';
import { createSapStatusWorker } from './sap-status.worker.ts';

const INTERVAL_MS = 1000;

describe.each(DATABASE_KINDS)('the SAP status check with two instances over one database (%s)', (kind) => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  const numbers: string[] = [];
  beforeAll(async () => {
    shared = await createSharedDatabase(kind);
    const app = await shared.startApp({ submissionWorker: FAST_WORKER });
    for (let index = 0; index < 3; index += 1) {
      const order = await createReadyOrder(app);
      await submit(app, order);
      const sent = await settled(app, order.orderLockSystems[0]!.orderLockSystemID);
      numbers.push(sent.sapOrderNumber!);
    }
    await app.close();
    await shared.db.deleteFrom('cluster_jobs').execute();
  });
  afterAll(async () => shared.dispose());

  it('reads each document once per interval across both, not once per instance', async () => {
    const reads: { number: string; at: number }[] = [];
    const sap = {
      getDocument: async (_category: 'order' | 'quotation', number: string) => {
        reads.push({ number, at: Date.now() });
        return undefined;
      },
    };
    const log = pino({ level: 'silent' });
    const workers = ['a', 'b'].map((holder) =>
      createSapStatusWorker(shared.db, sap, log, { intervalMs: INTERVAL_MS, holder }),
    );
    for (const worker of workers) worker.start();
    await new Promise((resolve) => setTimeout(resolve, 3 * INTERVAL_MS));
    await Promise.all(workers.map((worker) => worker.stop()));

    for (const number of numbers) {
      const times = reads.filter((read) => read.number === number).map((read) => read.at);
      expect(times.length, `reads of ${number}`).toBeGreaterThanOrEqual(1);
      expect(times.length, `reads of ${number}`).toBeLessThanOrEqual(3);
      // Two instances each running their own rounds would read it twice within milliseconds.
      for (let index = 1; index < times.length; index += 1)
        expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(INTERVAL_MS - 300);
    }
  });
});
