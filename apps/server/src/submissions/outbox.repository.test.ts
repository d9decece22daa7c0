import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { claimDueRows, finishClaim, releaseLeases, renewLease } from './outbox.repository.ts';
import { createReadyOrder, createSharedDatabase, submit } from '../../test-support/submission-test-support.ts';
import { retryDelayMs } from './submission.worker.ts';

describe('retry delays', () => {
  it('wait 1000 ms × 2^n, n = 0…4 (SPEC §9)', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt))).toEqual([1000, 2000, 4000, 8000, 16000]);
  });
});

// A scenario in steps: the second test takes over the claims of the first.
describe('outbox claims, in order', { shuffle: false }, () => {
  describe.each(DATABASE_KINDS)('outbox claims (%s)', (database) => {
    let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
    let app: TestApp;
    const ids: string[] = [];
    beforeAll(async () => {
      shared = await createSharedDatabase(database);
      app = await shared.startApp({ submissionWorker: { enabled: false } });
      for (let index = 0; index < 4; index += 1) {
        const order = await createReadyOrder(app);
        await submit(app, order);
        ids.push(order.orderLockSystems[0]!.orderLockSystemID);
      }
    });
    afterAll(async () => {
      await app.close();
      await shared.dispose();
    });

    it('gives each due row to one worker only, however many claim at once', async () => {
      const now = new Date();
      const claims = await Promise.all(
        ['a', 'b', 'c', 'd'].map((worker) => claimDueRows(shared.db, worker, now, 60_000, 3)),
      );
      const claimed = claims.flat();
      expect(claimed.map((row) => row.order_lock_system_id).sort()).toEqual([...ids].sort());
      expect(new Set(claimed.map((row) => row.id)).size).toBe(claimed.length);
      for (const row of claimed) expect(row).toMatchObject({ state: 'sending', attempts: 1 });
      expect(await claimDueRows(shared.db, 'e', now, 60_000, 10)).toEqual([]);
    });

    it('takes a row again once its lease ran out (its worker died), and only then', async () => {
      const later = new Date(Date.now() + 61_000);
      const retaken = await claimDueRows(shared.db, 'f', later, 60_000, 10);
      expect(retaken).toHaveLength(4);
      for (const row of retaken) expect(row).toMatchObject({ locked_by: 'f', attempts: 2 });
      const stale = retaken[0]!;
      expect(await renewLease(shared.db, stale.id, 'a', 60_000)).toBe(false);
      expect(await renewLease(shared.db, stale.id, 'f', 60_000)).toBe(true);
      expect(await finishClaim(shared.db, stale.id, 'a', { state: 'pending' })).toBe(false);
      expect(
        await finishClaim(shared.db, stale.id, 'f', {
          state: 'pending',
          next_attempt_at: new Date(Date.now() + 3_600_000).toISOString(),
        }),
      ).toBe(true);
      expect((await claimDueRows(shared.db, 'g', later, 60_000, 10)).map((row) => row.id)).not.toContain(stale.id);
    });
  });
});

describe.each(DATABASE_KINDS)('a worker shutting down gives its leases back (%s)', (database) => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  let app: TestApp;
  beforeAll(async () => {
    shared = await createSharedDatabase(database);
    app = await shared.startApp({ submissionWorker: { enabled: false } });
    for (let index = 0; index < 2; index += 1) await submit(app, await createReadyOrder(app));
  });
  afterAll(async () => {
    await app.close();
    await shared.dispose();
  });

  it('puts the rows it is still sending back in the queue, due now, for another worker', async () => {
    const claimed = await claimDueRows(shared.db, 'stopping', new Date(), 60_000, 5);
    expect(claimed).toHaveLength(2);
    expect(await claimDueRows(shared.db, 'other', new Date(), 60_000, 5)).toEqual([]);
    expect(await releaseLeases(shared.db, 'someone-else')).toBe(0);
    expect(await releaseLeases(shared.db, 'stopping')).toBe(2);
    const taken = await claimDueRows(shared.db, 'other', new Date(), 60_000, 5);
    expect(taken.map((row) => row.id).sort()).toEqual(claimed.map((row) => row.id).sort());
  });
});
