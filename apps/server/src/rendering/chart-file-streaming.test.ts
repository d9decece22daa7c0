import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable, type Readable } from 'node:stream';
import type { ChartLockSet, KeyChart } from '@keyplan/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, CHUNKS_IN_FLIGHT } from './chart-file-chunks.ts';
import { chartFilePool } from './chart-file-pool.ts';
import { writeChartFile, type ChartFileJob } from './chart-file-render.ts';
import { streamChartFileInWorker } from './chart-file-worker.ts';

/** A lock set of `locks` locks with every column filled, as an admin's chart has them. */
const lockSetOf = (name: string, locks: number): ChartLockSet => ({
  lockSetID: name,
  name: `${name} PUMP ROOM / EAST WING`,
  keyOption: 'KD',
  charted: true,
  numberOfKeysPerLock: 2,
  numberOfKeysPerSet: 0,
  engraving: { front: [`${name} FRONT`, 'DANGER (HV)'], back: ['LOCKOUT'], left: [], right: [], key: 'K' },
  locks: Array.from({ length: locks }, (_, index) => ({
    setNumber: 1,
    lockNumber: index + 1,
    keySymbol: `${name}-${index + 1}`,
    blindCode: String(10_000 + index),
    keysCut: 2,
    bitting: '135531',
    pinning: { bottomPins: [1, 3, 5, 5, 3, 1], masterPins: [[2], [], [4], [], [], []] },
  })),
});

/** A chart of `locks` locks in lock sets of 50 under one master key. */
function chartOf(locks: number): KeyChart {
  return {
    orderLockSystemID: 'ols-1',
    orderID: 'order-1',
    version: 1,
    charted: true,
    bucketType: 'SP6',
    method: 'total-position-progression',
    grandMasterKey: { grandMasterKeyID: 'g', name: 'GRAND MASTER', keySymbol: 'GMK', numberOfKeys: 1, blindCode: null },
    masterKeys: [
      {
        masterKeyID: 'm1',
        name: 'NORTH',
        keySymbol: 'AA',
        numberOfKeys: 2,
        blindCode: null,
        bitting: '757575',
        lockSets: Array.from({ length: locks / 50 }, (_, index) => lockSetOf(`S${index + 1}`, 50)),
      },
    ],
    noKeyLockSets: [],
  };
}

const pdfJob = (locks: number): ChartFileJob => ({
  format: 'pdf',
  chart: chartOf(locks),
  includeBittings: true,
  title: 'Key chart North',
  pdfTitle: { systemName: 'North', ccid: '0000100001', bucketType: 'SP6', date: new Date('2026-11-29T08:00:00Z') },
});

/** Lets a turn of the event loop pass: a reader slower than the writer. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What a stream's reader saw: the bytes in all, the largest chunk, and the most bytes waiting in the stream at once. */
interface Reading {
  total: number;
  largestChunk: number;
  mostWaiting: number;
}

/**
 * Writes the PDF into a reader that takes a chunk a turn (far slower than pdfkit writes) and
 * records what waited in the output: what the writer holds because the reader has not taken it.
 */
async function writeToSlowReader(job: ChartFileJob): Promise<Reading> {
  const reading: Reading = { total: 0, largestChunk: 0, mostWaiting: 0 };
  const out = new Writable({
    // The reader's own buffer, named: Node 22 raised the default from 16 to 64 KiB, more than the
    // whole PDF of 400 locks, which would hide what the writer holds.
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _encoding, callback) {
      reading.total += chunk.length;
      reading.largestChunk = Math.max(reading.largestChunk, chunk.length);
      setImmediate(callback);
    },
  });
  const write = out.write.bind(out);
  out.write = ((chunk: Buffer, ...rest: never[]) => {
    const room = write(chunk, ...rest);
    reading.mostWaiting = Math.max(reading.mostWaiting, out.writableLength);
    return room;
  }) as typeof out.write;
  await writeChartFile(job, out);
  return reading;
}

/** Reads the worker's stream a chunk a turn, recording what waited in it (on the main thread). */
async function readSlowly(stream: Readable): Promise<Reading> {
  const reading: Reading = { total: 0, largestChunk: 0, mostWaiting: 0 };
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    reading.mostWaiting = Math.max(reading.mostWaiting, stream.readableLength + chunk.length);
    reading.total += chunk.length;
    reading.largestChunk = Math.max(reading.largestChunk, chunk.length);
    await turn();
  }
  return reading;
}

describe('a charting file streamed (issue 44)', () => {
  it('holds about the same bytes at once for a PDF of 4N locks as of N, the file four times as large', async () => {
    const [small, large] = [await writeToSlowReader(pdfJob(400)), await writeToSlowReader(pdfJob(1600))];
    expect(large.total).toBeGreaterThan(3 * small.total);
    // What waits for the reader is a page or two of the PDF, not the file so far.
    expect(large.mostWaiting).toBeLessThan(small.total);
    expect(large.mostWaiting).toBeLessThan(2 * small.mostWaiting);
    expect(large.largestChunk).toBeLessThan(2 * small.largestChunk);
  });

  it('crosses from the worker thread a couple of chunks at a time, for a PDF of 4N locks as of N', async () => {
    const small = await readSlowly(await streamChartFileInWorker(pdfJob(800)));
    const stream = await streamChartFileInWorker(pdfJob(3200));
    const large = await readSlowly(stream);
    expect(large.total).toBeGreaterThan(3 * small.total);
    // What waits on the main thread: the stream's own buffer, and the chunks the worker sends
    // before they are acknowledged (each a little over CHUNK_BYTES at most: a page's write).
    const bound = stream.readableHighWaterMark + CHUNKS_IN_FLIGHT * 1.25 * CHUNK_BYTES;
    expect(large.total).toBeGreaterThan(2 * bound);
    expect(large.mostWaiting).toBeLessThan(bound);
    expect(large.largestChunk).toBeLessThan(1.25 * CHUNK_BYTES);
    expect(chartFilePool().running).toBe(0);
  });

  it('rejects a file that fails before its first byte, freeing its place: the route can still answer', async () => {
    const broken = { ...pdfJob(50), chart: { ...chartOf(50), grandMasterKey: undefined } } as unknown as ChartFileJob;
    await expect(streamChartFileInWorker(broken)).rejects.toThrow(/^writing the file failed: TypeError/);
    expect(chartFilePool().running).toBe(0);
  });

  it('frees the pool place and ends the worker when the client goes away mid-stream', async () => {
    const app = Fastify();
    let served: Readable | undefined;
    let ended = false;
    app.get('/chart.pdf', async (_request, reply) => {
      served = await streamChartFileInWorker(pdfJob(1600));
      served.once('end', () => (ended = true));
      return reply.type('application/pdf').send(served);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const first = await new Promise<{ bytes: number; running: number }>((resolve, reject) => {
        const call = request({ port, host: '127.0.0.1', path: '/chart.pdf' }, (response) => {
          response.once('data', (chunk: Buffer) => {
            const running = chartFilePool().running;
            // The client goes away with the file far from done.
            call.destroy();
            resolve({ bytes: chunk.length, running });
          });
        });
        call.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
        call.end();
      });
      expect(first.bytes).toBeGreaterThan(0);
      expect(first.running).toBe(1);
      const deadline = Date.now() + 5000;
      while (chartFilePool().running > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(chartFilePool().running).toBe(0);
      // Freed because the stream was destroyed, not because the file was done.
      expect(served?.destroyed).toBe(true);
      expect(ended).toBe(false);
      // The place serves the next file.
      const next = await streamChartFileInWorker(pdfJob(50));
      expect(
        Buffer.concat(await next.toArray())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
      expect(chartFilePool().running).toBe(0);
    } finally {
      await app.close();
    }
  });
});
