import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';

/**
 * A telemetry collector of a spec's own (issue 45): answers `POST /v2/track` as Application
 * Insights' ingestion endpoint (Breeze) does, for the browser SDK, and records what arrived.
 * The contract is Breeze's: a JSON array of envelopes (or one per line), gzip allowed; the answer
 * `{"itemsReceived":n,"itemsAccepted":m,"errors":[{index,statusCode,message}]}` with 200 when all
 * were taken, 206 when some, 400 when none; envelopes of another instrumentation key are refused.
 * CORS as Breeze answers it, since the page posts from its own origin.
 */

/** One telemetry item as the SDK sends it. */
export interface Envelope {
  name: string;
  time: string;
  iKey: string;
  tags?: Record<string, string>;
  data: { baseType: string; baseData: Record<string, unknown> & { properties?: Record<string, string> } };
}

/** One POST as it arrived. */
export interface TrackPost {
  contentType: string;
  origin: string | undefined;
  envelopes: Envelope[];
}

export interface TelemetryCollector {
  /** `http://127.0.0.1:<port>`: the IngestionEndpoint to configure. */
  url: string;
  posts: TrackPost[];
  /** Every envelope accepted so far, in arrival order. */
  envelopes: () => Envelope[];
  stop: () => Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'Origin, X-Requested-With, Content-Name, Content-Type, Accept, Sdk-Context',
  'access-control-max-age': '3600',
} as const;

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The items of a body: a JSON array, one object, or newline-delimited objects. */
function parseItems(text: string): unknown[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) return JSON.parse(trimmed) as unknown[];
  return trimmed
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown);
}

/** Why Breeze would refuse an item, or null. */
function refusal(item: unknown, instrumentationKey: string): string | null {
  const envelope = item as Partial<Envelope> | null;
  if (!envelope || typeof envelope !== 'object') return 'Item is not an object';
  if (typeof envelope.name !== 'string' || envelope.name === '') return 'Field name is required';
  if (typeof envelope.time !== 'string' || Number.isNaN(Date.parse(envelope.time))) return 'Field time is invalid';
  if (envelope.iKey !== instrumentationKey) return 'Invalid instrumentation key';
  if (typeof envelope.data?.baseType !== 'string' || typeof envelope.data.baseData !== 'object')
    return 'Field data is required';
  return null;
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { ...CORS, 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** Starts the collector on a free loopback port; it takes envelopes for `instrumentationKey` only. */
export async function startTelemetryCollector(instrumentationKey: string): Promise<TelemetryCollector> {
  const posts: TrackPost[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://collector').pathname;
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS);
        response.end();
        return;
      }
      if (request.method !== 'POST' || path !== '/v2/track') {
        answer(response, 404, { itemsReceived: 0, itemsAccepted: 0, errors: [] });
        return;
      }
      let raw = await readBody(request);
      let items: unknown[];
      try {
        if (request.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
        items = parseItems(raw.toString('utf8'));
      } catch {
        answer(response, 400, {
          itemsReceived: 0,
          itemsAccepted: 0,
          errors: [{ index: 0, statusCode: 400, message: 'Invalid JSON' }],
        });
        return;
      }
      const errors: { index: number; statusCode: number; message: string }[] = [];
      const accepted: Envelope[] = [];
      items.forEach((item, index) => {
        const problem = refusal(item, instrumentationKey);
        if (problem) errors.push({ index, statusCode: 400, message: problem });
        else accepted.push(item as Envelope);
      });
      posts.push({
        contentType: request.headers['content-type'] ?? '',
        origin: request.headers.origin,
        envelopes: accepted,
      });
      const status = errors.length === 0 ? 200 : accepted.length > 0 ? 206 : 400;
      answer(response, status, { itemsReceived: items.length, itemsAccepted: accepted.length, errors });
    })();
  });
  // The server's own SDK speaks TLS to an http:// endpoint (it upgrades it); such bytes are not HTTP.
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    posts,
    envelopes: () => posts.flatMap((post) => post.envelopes),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
