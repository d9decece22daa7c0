import { AppError } from '../errors.ts';

/** How many file jobs run at once and how many more may wait (decision 0057). */
export interface ChartFilePoolSize {
  /** Jobs that run at once, each in a worker thread of its own (CHART_FILE_WORKERS). */
  workers: number;
  /** Jobs that may wait for a place (CHART_FILE_QUEUE); the next one is refused with 503. */
  queue: number;
}

export interface ChartFilePoolOptions extends ChartFilePoolSize {
  /** The clock that times the jobs (tests). */
  now?: () => number;
}

/** A fixed number of places for charting files and confirmation PDFs, with a bounded queue. */
export interface ChartFilePool {
  /**
   * Runs `job` once a place is free, waiting in the queue when all are taken; refuses at once with
   * 503 `FILES_BUSY` and `Retry-After` when the queue is full too. A job that fails frees its place.
   */
  run<T>(job: () => Promise<T>): Promise<T>;
  /**
   * Takes a place as `run` does (waiting, or refused with 503) and gives back the function that
   * frees it, for a job that outlives any one promise: a file streamed to a client holds its place
   * until the stream ends or is destroyed. Freeing it again does nothing.
   */
  acquire(): Promise<() => void>;
  /** Jobs running now. */
  readonly running: number;
  /** Jobs waiting for a place. */
  readonly waiting: number;
}

/** Two at once on a 2-core machine; eight more wait. */
const DEFAULT_CHART_FILE_POOL: ChartFilePoolSize = { workers: 2, queue: 8 };

/** What a job is taken to last before any has finished: a 50,000-lock PDF takes about 8 s, a CSV under 1 s. */
const FIRST_GUESS_MS = 5000;
/** The weight of the last job in the running average of durations. */
const LAST_JOB_WEIGHT = 0.3;
const LONGEST_RETRY_AFTER_SECONDS = 60;

/** 503 with `Retry-After`: every place and the queue are taken. */
const filesBusy = (retryAfterSeconds: number) =>
  new AppError(
    503,
    'FILES_BUSY',
    `The server is writing as many files as it can at once. Try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );

export function createChartFilePool({ workers, queue, now = Date.now }: ChartFilePoolOptions): ChartFilePool {
  if (!Number.isInteger(workers) || workers < 1) throw new Error('a chart file pool needs at least one worker');
  if (!Number.isInteger(queue) || queue < 0) throw new Error('a chart file pool queue holds 0 or more jobs');
  let running = 0;
  const waiting: Array<() => void> = [];
  let averageMs = FIRST_GUESS_MS;
  let timed = 0;

  /** With every place busy, one frees every average ÷ workers on the whole: a place in the queue then. */
  const retryAfterSeconds = () =>
    Math.min(LONGEST_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(averageMs / workers / 1000)));

  /** A finished job hands its place to the first waiting one, or gives it back. */
  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  async function acquire(): Promise<() => void> {
    if (running < workers) running += 1;
    else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
    else throw filesBusy(retryAfterSeconds());
    const started = now();
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const took = now() - started;
      averageMs = timed === 0 ? took : averageMs * (1 - LAST_JOB_WEIGHT) + took * LAST_JOB_WEIGHT;
      timed += 1;
      release();
    };
  }

  return {
    acquire,
    async run<T>(job: () => Promise<T>): Promise<T> {
      const free = await acquire();
      try {
        return await job();
      } finally {
        free();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/**
 * The process's pool: worker threads cost the process's memory, so the bound is per process. The
 * app sizes it at start from its configuration (`configureChartFilePool`); until then, the default.
 */
let shared = createChartFilePool(DEFAULT_CHART_FILE_POOL);

/** Replaces the process's pool by one of this size (at start; jobs under way finish in the old one). */
export function configureChartFilePool(size: ChartFilePoolSize): void {
  shared = createChartFilePool(size);
}

/** The pool every charting file and confirmation PDF worker thread runs in. */
export function chartFilePool(): ChartFilePool {
  return shared;
}
