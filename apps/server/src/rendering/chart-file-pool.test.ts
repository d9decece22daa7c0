import type { SafekeyOrder } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/env.ts';
import { AppError } from '../errors.ts';
import { buildCreateOrder } from '../../test-support/factories.ts';
import { plainTree } from '../../test-support/test-trees.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { chartFilePool, createChartFilePool, type ChartFilePool } from './chart-file-pool.ts';

/** A promise the test settles by hand. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets every settled promise's continuations run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Fake jobs that each wait for the test to end them, counting how many run at once. */
function fakeJobs(pool: ChartFilePool) {
  let now = 0;
  let highest = 0;
  const started: number[] = [];
  const ends = new Map<number, ReturnType<typeof deferred<number>>>();
  const submit = (id: number) => {
    const end = deferred<number>();
    ends.set(id, end);
    return pool.run(async () => {
      now += 1;
      highest = Math.max(highest, now);
      started.push(id);
      try {
        return await end.promise;
      } finally {
        now -= 1;
      }
    });
  };
  return {
    submit,
    end: (id: number) => ends.get(id)!.resolve(id),
    fail: (id: number) => ends.get(id)!.reject(new Error(`job ${id} failed`)),
    started,
    highest: () => highest,
  };
}

/** The refusal a full pool answers, or a test failure saying the job was let in. */
async function refusal(run: Promise<unknown>): Promise<AppError> {
  const outcome = await run.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(AppError);
  return outcome as AppError;
}

describe('the chart file pool', () => {
  it('runs at most N jobs at once, the others waiting their turn in order', async () => {
    const pool = createChartFilePool({ workers: 2, queue: 8 });
    const jobs = fakeJobs(pool);
    const results = [1, 2, 3, 4, 5, 6].map(jobs.submit);
    await settle();
    expect(jobs.started).toEqual([1, 2]);
    expect([pool.running, pool.waiting]).toEqual([2, 4]);

    jobs.end(2);
    await settle();
    expect(jobs.started).toEqual([1, 2, 3]);
    for (const id of [1, 3, 4, 5, 6]) {
      jobs.end(id);
      await settle();
    }
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(jobs.started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(jobs.highest()).toBe(2);
    expect([pool.running, pool.waiting]).toEqual([0, 0]);
  });

  it('holds at most N at once however the jobs end', async () => {
    const pool = createChartFilePool({ workers: 3, queue: 100 });
    let now = 0;
    let highest = 0;
    const job = async (ms: number) => {
      now += 1;
      highest = Math.max(highest, now);
      await new Promise((resolve) => setTimeout(resolve, ms));
      now -= 1;
      return ms;
    };
    const lengths = Array.from({ length: 40 }, (_, index) => (index * 7) % 11);
    expect(await Promise.all(lengths.map((ms) => pool.run(() => job(ms))))).toEqual(lengths);
    expect(highest).toBe(3);
  });

  it('queues up to Q and refuses the next at once with 503 FILES_BUSY and Retry-After', async () => {
    const pool = createChartFilePool({ workers: 2, queue: 3 });
    const jobs = fakeJobs(pool);
    const admitted = [1, 2, 3, 4, 5].map(jobs.submit);
    await settle();
    expect([pool.running, pool.waiting]).toEqual([2, 3]);

    let ran = false;
    const error = await refusal(
      pool.run(async () => {
        ran = true;
      }),
    );
    expect(ran).toBe(false);
    expect(error).toMatchObject({ statusCode: 503, code: 'FILES_BUSY' });
    expect(error.headers?.['Retry-After']).toMatch(/^[1-9]\d*$/);
    expect(error.message).toBe(
      `The server is writing as many files as it can at once. Try again in ${error.headers?.['Retry-After']} seconds.`,
    );
    expect([pool.running, pool.waiting]).toEqual([2, 3]);

    // A place in the queue frees when a running job ends: the next one is taken again.
    jobs.end(1);
    await settle();
    expect([pool.running, pool.waiting]).toEqual([2, 2]);
    const sixth = jobs.submit(6);
    await settle();
    expect([pool.running, pool.waiting]).toEqual([2, 3]);
    for (const id of [2, 3, 4, 5, 6]) {
      jobs.end(id);
      await settle();
    }
    expect(await Promise.all([...admitted, sixth])).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('with no queue, refuses whatever comes while every place is taken', async () => {
    const pool = createChartFilePool({ workers: 1, queue: 0 });
    const jobs = fakeJobs(pool);
    const first = jobs.submit(1);
    await settle();
    expect((await refusal(jobs.submit(2))).statusCode).toBe(503);
    jobs.end(1);
    expect(await first).toBe(1);
    const third = jobs.submit(3);
    await settle();
    jobs.end(3);
    expect(await third).toBe(3);
  });

  it('a failing job frees its place for the next waiting one', async () => {
    const pool = createChartFilePool({ workers: 1, queue: 1 });
    const jobs = fakeJobs(pool);
    const failing = jobs.submit(1);
    const waiting = jobs.submit(2);
    await settle();
    expect(jobs.started).toEqual([1]);

    jobs.fail(1);
    await expect(failing).rejects.toThrow('job 1 failed');
    await settle();
    expect(jobs.started).toEqual([1, 2]);
    jobs.end(2);
    expect(await waiting).toBe(2);

    // A job that throws before it awaits anything frees its place too.
    await expect(
      pool.run(() => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    expect([pool.running, pool.waiting]).toEqual([0, 0]);
    const next = jobs.submit(3);
    await settle();
    jobs.end(3);
    expect(await next).toBe(3);
  });

  it('holds a place taken with acquire until it is freed, however many times that is called', async () => {
    const pool = createChartFilePool({ workers: 1, queue: 1 });
    const free = await pool.acquire();
    const next = pool.acquire();
    await settle();
    expect([pool.running, pool.waiting]).toEqual([1, 1]);
    expect((await refusal(pool.acquire())).statusCode).toBe(503);
    free();
    free();
    const freeNext = await next;
    expect([pool.running, pool.waiting]).toEqual([1, 0]);
    freeNext();
    expect([pool.running, pool.waiting]).toEqual([0, 0]);
  });

  it('says to retry after the time in which a place frees, from how long jobs took', async () => {
    let clock = 0;
    const pool = createChartFilePool({ workers: 2, queue: 0, now: () => clock });
    const retryAfter = async () => (await refusal(pool.run(async () => undefined))).headers?.['Retry-After'];
    const hold = async (ms: number) => {
      const ends = [deferred(), deferred()];
      const running = ends.map((end) => pool.run(() => end.promise));
      await settle();
      const answer = await retryAfter();
      clock += ms;
      for (const end of ends) end.resolve();
      await Promise.all(running);
      return answer;
    };
    // Before any job ended: 5 s a job, 2 places → one frees every 2.5 s.
    expect(await hold(20_000)).toBe('3');
    // Jobs of 20 s: one of the 2 places frees every 10 s.
    expect(await hold(600_000)).toBe('10');
    // Never more than a minute.
    expect(await hold(0)).toBe('60');
  });

  it('refuses a size of no worker or a negative queue', () => {
    expect(() => createChartFilePool({ workers: 0, queue: 8 })).toThrow('at least one worker');
    expect(() => createChartFilePool({ workers: 2, queue: -1 })).toThrow('0 or more');
  });

  it('is sized by CHART_FILE_WORKERS and CHART_FILE_QUEUE: 2 and 8 by default', () => {
    expect(loadConfig({}).chartFiles).toEqual({ workers: 2, queue: 8 });
    expect(loadConfig({ CHART_FILE_WORKERS: '4', CHART_FILE_QUEUE: '0' }).chartFiles).toEqual({ workers: 4, queue: 0 });
    const problems = (() => {
      try {
        loadConfig({ CHART_FILE_WORKERS: '0', CHART_FILE_QUEUE: 'many' });
        return [];
      } catch (error) {
        return error instanceof ConfigError ? error.problems : [String(error)];
      }
    })();
    expect(problems).toEqual(['CHART_FILE_WORKERS: must be at least 1', 'CHART_FILE_QUEUE: must be a number of files']);
  });
});

describe('a charting file while the pool is full (CHART_FILE_WORKERS=1, CHART_FILE_QUEUE=0)', () => {
  const api = useTestApp({ env: { CHART_FILE_WORKERS: '1', CHART_FILE_QUEUE: '0' } });

  it('answers 503 with Retry-After and a problem document, then the file once the place is free', async () => {
    const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      api.app.inject({ method, url: `/api${url}`, payload, headers: api.staff });
    const order = (await inject('POST', '/orders', buildCreateOrder())).json() as SafekeyOrder;
    const id = order.orderLockSystems[0]!.orderLockSystemID;
    const saved = await inject('PUT', `/order-lock-systems/${id}/tree`, {
      expectedVersion: order.version,
      tree: plainTree(),
    });
    expect(saved.statusCode).toBe(200);
    const charted = await inject('POST', `/order-lock-systems/${id}/charting`, {
      expectedVersion: saved.json().version,
    });
    expect(charted.statusCode).toBe(200);

    // The app sized the process's pool: one job holding its one place leaves no room.
    const release = deferred();
    const holding = chartFilePool().run(() => release.promise);
    try {
      const busy = await inject('GET', `/order-lock-systems/${id}/charting-file.csv`);
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(busy.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(busy.json()).toEqual({
        title: 'Service Unavailable',
        status: 503,
        code: 'FILES_BUSY',
        detail: expect.stringMatching(
          /^The server is writing as many files as it can at once\. Try again in \d+ seconds?\.$/,
        ),
        instance: `/api/order-lock-systems/${id}/charting-file.csv`,
        traceID: expect.any(String),
      });
      expect(chartFilePool().running).toBe(1);
    } finally {
      release.resolve();
      await holding;
    }

    const file = await inject('GET', `/order-lock-systems/${id}/charting-file.csv`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(chartFilePool().running).toBe(0);
  });
});
