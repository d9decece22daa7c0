import { parentPort } from 'node:worker_threads';
import type { ChartLockSet, ChartMasterKey, KeyChart } from '@keyplan/domain';
import { renderChartFile, type ChartFileJob } from './chart-file-render.ts';
import type { ChartFileMessage } from './chart-file-worker.ts';

/**
 * The worker thread that writes a charting file (issue 32): it receives the chart in pieces (the
 * chart without its lock sets, then lock set by lock set), writes the file and sends its bytes
 * back, so a 10,000-lock chart never holds the server's event loop.
 */
let chart: KeyChart | undefined;
const masterKeys: ChartMasterKey[] = [];
const noKeyLockSets: ChartLockSet[] = [];

parentPort!.on('message', (message: ChartFileMessage) => {
  if (message.type === 'chart') chart = message.chart;
  else if (message.type === 'masterKey') masterKeys.push(message.masterKey);
  else if (message.type === 'lockSet')
    (message.underGrandMaster ? noKeyLockSets : masterKeys.at(-1)!.lockSets).push(message.lockSet);
  else {
    const job: ChartFileJob = { ...message.job, chart: { ...chart!, masterKeys, noKeyLockSets } };
    renderChartFile(job).then(
      (body) => {
        const bytes = body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
        parentPort!.postMessage({ ok: true, body: bytes }, [bytes]);
      },
      (error: unknown) => parentPort!.postMessage({ ok: false, message: String(error) }),
    );
  }
});
