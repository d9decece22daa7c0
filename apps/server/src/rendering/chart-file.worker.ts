import { parentPort } from 'node:worker_threads';
import type { ChartLockSet, ChartMasterKey, KeyChart } from '@keyplan/domain';
import type { ConfirmationDocument } from './confirmation-model.ts';
import { toConfirmationPdf } from './confirmation-pdf.ts';
import { ChunkSender, type ChartFileAnswer } from './chart-file-chunks.ts';
import { writeChartFile } from './chart-file-render.ts';
import { flushed } from './chart-file-stream.ts';
import type { ChartFileMessage } from './chart-file-worker.ts';

/**
 * The worker thread that writes a charting file (issue 32): it receives the chart in pieces (the
 * chart without its lock sets, then lock set by lock set), writes the file and streams its bytes
 * back in chunks as they are written (issue 44), so a 10,000-lock chart never holds the server's
 * event loop and no whole file is held anywhere. It writes an order confirmation's PDF the same
 * way, from the document in one message.
 */
let chart: KeyChart | undefined;
const masterKeys: ChartMasterKey[] = [];
const noKeyLockSets: ChartLockSet[] = [];

const post = (answer: ChartFileAnswer, transfer: ArrayBuffer[] = []) => parentPort!.postMessage(answer, transfer);
const output = new ChunkSender((bytes) => post({ type: 'chunk', bytes }, [bytes]));

/** Streams the file `write` writes into the output, then says it ended, or why it could not be written. */
function answer(write: Promise<void>) {
  write.then(
    () => post({ type: 'end' }),
    (error: unknown) => post({ type: 'error', message: String(error) }),
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

/** A confirmation PDF is written whole (it is small beside a chart), then sent on in chunks. */
async function writeConfirmation(document: ConfirmationDocument, compress: boolean | undefined) {
  output.end(await toConfirmationPdf(withLogoBuffers(document), { compress }));
  await flushed(output);
}

parentPort!.on('message', (message: ChartFileMessage) => {
  if (message.type === 'ack') output.acknowledge();
  else if (message.type === 'chart') chart = message.chart;
  else if (message.type === 'masterKey') masterKeys.push(message.masterKey);
  else if (message.type === 'lockSet')
    (message.underGrandMaster ? noKeyLockSets : masterKeys.at(-1)!.lockSets).push(message.lockSet);
  else if (message.type === 'confirmation') answer(writeConfirmation(message.document, message.compress));
  else answer(writeChartFile({ ...message.job, chart: { ...chart!, masterKeys, noKeyLockSets } }, output));
});
