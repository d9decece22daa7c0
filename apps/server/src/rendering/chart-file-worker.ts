import { Readable } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import type { ChartLockSet, ChartMasterKey, KeyChart } from '@keyplan/domain';
import type { ConfirmationDocument } from './confirmation-model.ts';
import type { ChartFileAnswer } from './chart-file-chunks.ts';
import { chartFilePool } from './chart-file-pool.ts';
import type { ChartFileJob } from './chart-file-render.ts';
import { startWorker } from '../threads/start-worker.ts';
import { nextTurn } from './event-loop-turn.ts';

/** The messages the worker takes: the chart in pieces, then the job; then an `ack` for each chunk of the file taken. */
export type ChartFileMessage =
  | { type: 'ack' }
  | { type: 'chart'; chart: KeyChart }
  | { type: 'masterKey'; masterKey: ChartMasterKey }
  /** A lock set of the master key sent last, or (`underGrandMaster`) one directly under the grand master key. */
  | { type: 'lockSet'; lockSet: ChartLockSet; underGrandMaster: boolean }
  | { type: 'render'; job: Omit<ChartFileJob, 'chart'> }
  /** An order confirmation to write as a PDF (its logos arrive as Uint8Arrays). */
  | { type: 'confirmation'; document: ConfirmationDocument; compress?: boolean };

/**
 * The file a worker thread streams back, as a Readable (issue 44). Each chunk arrives transferred
 * and is acknowledged once the stream has room for more (at once, or when its reader next asks),
 * which lets the worker send the next: the worker never runs more than a couple of chunks ahead of
 * the reader. When the file ends, or the stream is destroyed (the client went away, the worker
 * failed), the thread is terminated and `free` gives the pool place back, before the stream's
 * end is seen. `started` settles with the first chunk, the end or the failure before either.
 */
function workerFileStream(worker: Worker, free: () => void): { stream: Readable; started: Promise<void> } {
  let owed = 0;
  let done = false;
  let begun = false;
  let begin!: () => void;
  let failBeforeStart!: (error: Error) => void;
  const started = new Promise<void>((resolve, reject) => {
    begin = resolve;
    failBeforeStart = reject;
  });
  // Awaited only once the chart has gone over: a failure while it goes is not unhandled meanwhile.
  started.catch(() => undefined);
  /** Ends the thread and frees the place, once however the stream ends. */
  const finish = async () => {
    if (done) return;
    done = true;
    try {
      await worker.terminate();
    } finally {
      free();
    }
  };
  const stream = new Readable({
    read() {
      for (; owed > 0 && !done; owed -= 1) worker.postMessage({ type: 'ack' } satisfies ChartFileMessage);
    },
    destroy(error, callback) {
      finish().then(
        () => callback(error),
        (failure: Error) => callback(error ?? failure),
      );
    },
  });
  /** A failure before the first chunk rejects `started` (the route answers it); after it, it ends the stream. */
  const fail = (error: Error) => {
    if (begun) return void stream.destroy(error);
    begun = true;
    failBeforeStart(error);
    stream.destroy();
  };
  worker.on('message', (answer: ChartFileAnswer) => {
    if (answer.type === 'chunk') {
      begun = true;
      begin();
      if (stream.push(Buffer.from(answer.bytes))) worker.postMessage({ type: 'ack' } satisfies ChartFileMessage);
      else owed += 1;
    } else if (answer.type === 'end') {
      begun = true;
      begin();
      void finish().then(
        () => stream.push(null),
        (error: Error) => stream.destroy(error),
      );
    } else fail(new Error(`writing the file failed: ${answer.message}`));
  });
  worker.once('error', fail);
  worker.once('exit', (code) => {
    if (!done) fail(new Error(`the charting file worker stopped (exit code ${code})`));
  });
  return { stream, started };
}

/**
 * Runs `send`'s messages through a worker thread of its own and gives back the file it streams.
 * The thread starts once the pool gives the job a place and ends with the stream (decision 0057):
 * at most CHART_FILE_WORKERS threads at once, each one's memory given back when its file has been
 * read or abandoned; a job past the queue is refused with 503 `FILES_BUSY` before any thread
 * starts. Resolves once the first bytes are there, so a file that cannot be written at all is a
 * rejection, not a cut stream.
 */
async function streamFromWorker(
  send: (post: (message: ChartFileMessage) => void) => Promise<void>,
  prepare?: () => Promise<void>,
): Promise<Readable> {
  const free = await chartFilePool().acquire();
  let worker: Worker | undefined;
  try {
    // What the file is made of is loaded once the job has its place: a job waiting holds no chart
    // and no thread. The thread starts first, loading its modules while the chart loads (issue 44).
    worker = startWorker(import.meta.url, 'chart-file');
    const { stream, started } = workerFileStream(worker, free);
    await prepare?.();
    await send((message) => worker!.postMessage(message));
    await started;
    return stream;
  } catch (error) {
    await worker?.terminate();
    free();
    throw error;
  }
}

/** A stream's whole content in one Buffer. */
const wholeOf = async (stream: Readable): Promise<Buffer> => Buffer.concat(await stream.toArray());

/**
 * Writes a charting file in a worker thread of its own, once the pool gives it a place (a job given
 * as a function is loaded only then, so a request waiting in the queue holds no chart), and gives
 * it back as a stream of the bytes as they are written (issue 44). The chart goes over lock set by
 * lock set with a turn of the event loop between them, so no copy holds other requests for long.
 * The pool place is held until the stream ends or is destroyed.
 */
export async function streamChartFileInWorker(job: ChartFileJob | (() => Promise<ChartFileJob>)): Promise<Readable> {
  let loaded: ChartFileJob | undefined = typeof job === 'function' ? undefined : job;
  const prepare = typeof job === 'function' ? async () => void (loaded = await job()) : undefined;
  return streamFromWorker(async (post) => {
    const ready = loaded!;
    const { masterKeys, noKeyLockSets, ...rest } = ready.chart;
    post({ type: 'chart', chart: { ...rest, masterKeys: [], noKeyLockSets: [] } });
    for (const { lockSets, ...masterKey } of masterKeys) {
      post({ type: 'masterKey', masterKey: { ...masterKey, lockSets: [] } });
      for (const lockSet of lockSets) {
        await nextTurn();
        post({ type: 'lockSet', lockSet, underGrandMaster: false });
      }
    }
    for (const lockSet of noKeyLockSets) {
      await nextTurn();
      post({ type: 'lockSet', lockSet, underGrandMaster: true });
    }
    const { chart: _chart, ...render } = ready;
    post({ type: 'render', job: render });
  }, prepare);
}

/** A charting file written in a worker thread, in one Buffer (tests, benchmarks): {@link streamChartFileInWorker}. */
export async function renderChartFileInWorker(job: ChartFileJob | (() => Promise<ChartFileJob>)): Promise<Buffer> {
  return wholeOf(await streamChartFileInWorker(job));
}

/**
 * Writes an order confirmation as a PDF in the same worker thread (issue 32): a system of many
 * lock sets (a padlock drawn for each) held the event loop for a quarter of a second and more.
 * The document is made of lines of text and goes over in one message.
 */
export async function renderConfirmationPdfInWorker(
  document: ConfirmationDocument,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  return wholeOf(
    await streamFromWorker(async (post) => post({ type: 'confirmation', document, compress: options.compress })),
  );
}
