import { parentPort } from 'node:worker_threads';
import type { ChartLockSet, ChartMasterKey, KeyChart } from '@keyplan/domain';
import type { ConfirmationDocument } from '../documents/confirmation-model.ts';
import { toConfirmationPdf } from '../documents/confirmation-pdf.ts';
import { renderChartFile } from './chart-file-render.ts';
import type { ChartFileMessage } from './chart-file-worker.ts';

/**
 * The worker thread that writes a charting file (issue 32): it receives the chart in pieces (the
 * chart without its lock sets, then lock set by lock set), writes the file and sends its bytes
 * back, so a 10,000-lock chart never holds the server's event loop. It writes an order
 * confirmation's PDF the same way, from the document in one message.
 */
let chart: KeyChart | undefined;
const masterKeys: ChartMasterKey[] = [];
const noKeyLockSets: ChartLockSet[] = [];

/** Sends the file's bytes back (transferred, not copied), or why it could not be written. */
function answer(file: Promise<Buffer>) {
  file.then(
    (body) => {
      const bytes = body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
      parentPort!.postMessage({ ok: true, body: bytes }, [bytes]);
    },
    (error: unknown) => parentPort!.postMessage({ ok: false, message: String(error) }),
  );
}

/** The confirmation as sent: a logo's bytes arrive as a Uint8Array, which pdfkit takes only as a Buffer. */
function withLogoBuffers(document: ConfirmationDocument): ConfirmationDocument {
  for (const { padlock } of document.lockSets) {
    const logo = padlock.frontLogo as Uint8Array | null;
    if (logo && !Buffer.isBuffer(logo)) padlock.frontLogo = Buffer.from(logo.buffer, logo.byteOffset, logo.byteLength);
  }
  return document;
}

parentPort!.on('message', (message: ChartFileMessage) => {
  if (message.type === 'chart') chart = message.chart;
  else if (message.type === 'masterKey') masterKeys.push(message.masterKey);
  else if (message.type === 'lockSet')
    (message.underGrandMaster ? noKeyLockSets : masterKeys.at(-1)!.lockSets).push(message.lockSet);
  else if (message.type === 'confirmation')
    answer(toConfirmationPdf(withLogoBuffers(message.document), { compress: message.compress }));
  else answer(renderChartFile({ ...message.job, chart: { ...chart!, masterKeys, noKeyLockSets } }));
});
