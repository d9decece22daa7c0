import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { appErrors, problemTitle, type ProblemBody } from '../errors.ts';

/** What Node's HTTP parser refused, as our status, code and `field: rule` item. */
function refusalOf(error: NodeJS.ErrnoException): { status: number; code: string; item: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, code: 'HEADERS_TOO_LARGE', item: 'headers: must be at most 16 kB with the request line' };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, code: 'REQUEST_TIMEOUT', item: 'request: must arrive in full within the time allowed' };
  return { status: 400, code: 'MALFORMED_REQUEST', item: 'request: must be well-formed HTTP/1.1' };
}

/**
 * Answers what Node's HTTP parser refuses before any route sees it (a query string or headers
 * over 16 kB → 431, a request too slow → 408, malformed HTTP → 400) with a problem document
 * like every other error (decision 0005), instead of Fastify's own `{"error":…}` JSON.
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, item } = refusalOf(error);
  const body: ProblemBody = {
    title: problemTitle(status),
    status,
    detail: item,
    instance: '',
    traceID: randomUUID(),
    code,
    errors: [item],
  };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${problemTitle(status)}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

/**
 * While the server closes, a request that still arrives on a kept-alive connection is answered
 * 503 as a problem document (Fastify's own 503 is `{"error":…}`; `return503OnClosing: false`).
 */
export function registerClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: no promise per request for a flag that is false nearly always.
  app.addHook('onRequest', (_request, _reply, done) => {
    if (closing) done(appErrors.shuttingDown());
    else done();
  });
}
