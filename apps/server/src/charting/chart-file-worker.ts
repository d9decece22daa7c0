import { Worker } from 'node:worker_threads';
import type { ChartLockSet, ChartMasterKey, KeyChart } from '@keyplan/domain';
import type { ConfirmationDocument } from '../documents/confirmation-model.ts';
import { chartFilePool } from './chart-file-pool.ts';
import type { ChartFileJob } from './chart-file-render.ts';
import { nextTurn } from './event-loop-turn.ts';

/** The messages the worker takes: the chart in pieces, then the job. */
export type ChartFileMessage =
  | { type: 'chart'; chart: KeyChart }
  | { type: 'masterKey'; masterKey: ChartMasterKey }
  /** A lock set of the master key sent last, or (`underGrandMaster`) one directly under the grand master key. */
  | { type: 'lockSet'; lockSet: ChartLockSet; underGrandMaster: boolean }
  | { type: 'render'; job: Omit<ChartFileJob, 'chart'> }
  /** An order confirmation to write as a PDF (its logos arrive as Uint8Arrays). */
  | { type: 'confirmation'; document: ConfirmationDocument; compress?: boolean };

type WorkerAnswer = { ok: true; body: ArrayBuffer } | { ok: false; message: string };

/**
 * The worker: beside the bundle (dist/chart-file.worker.js) when built; run from source (tests,
 * `npm run dev`), the TypeScript file loaded through tsx, which the worker registers first (a
 * worker thread does not inherit the parent's module hooks).
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./chart-file.worker.js', import.meta.url));
  const source = new URL('./chart-file.worker.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { eval: true },
  );
}

/**
 * Runs `send`'s messages through a worker thread of its own and gives back the file it answers.
 * The thread starts once the pool gives the job a place and ends with it (decision 0057): at most
 * CHART_FILE_WORKERS threads at once, each one's memory given back when its file is written; a job
 * past the queue is refused with 503 `FILES_BUSY` before any thread starts.
 */
async function fileFromWorker(
  send: (post: (message: ChartFileMessage) => void) => Promise<void>,
  prepare?: () => Promise<void>,
): Promise<Buffer> {
  return chartFilePool().run(async () => {
    // What the file is made of is loaded once the job has its place: a job waiting holds no chart.
    await prepare?.();
    const worker = startWorker();
    try {
      const answer = new Promise<WorkerAnswer>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`the charting file worker stopped (exit code ${code})`)));
      });
      await send((message) => worker.postMessage(message));
      const result = await answer;
      if (!result.ok) throw new Error(`writing the file failed: ${result.message}`);
      return Buffer.from(result.body);
    } finally {
      await worker.terminate();
    }
  });
}

/**
 * Writes a charting file in a worker thread of its own, once the pool gives it a place (a job given
 * as a function is loaded only then, so a request waiting in the queue holds no chart). The chart
 * goes over lock set by lock set with a turn of the event loop between them, so no copy holds
 * other requests for long; the file comes back as transferred bytes.
 */
export async function renderChartFileInWorker(job: ChartFileJob | (() => Promise<ChartFileJob>)): Promise<Buffer> {
  let loaded: ChartFileJob | undefined = typeof job === 'function' ? undefined : job;
  const prepare = typeof job === 'function' ? async () => void (loaded = await job()) : undefined;
  return fileFromWorker(async (post) => {
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

/**
 * Writes an order confirmation as a PDF in the same worker thread (issue 32): a system of many
 * lock sets (a padlock drawn for each) held the event loop for a quarter of a second and more.
 * The document is made of lines of text and goes over in one message.
 */
export async function renderConfirmationPdfInWorker(
  document: ConfirmationDocument,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  return fileFromWorker(async (post) => post({ type: 'confirmation', document, compress: options.compress }));
}
