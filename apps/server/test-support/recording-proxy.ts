import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request that crossed the proxy: what, when it arrived. */
interface RecordedRequest {
  method: string;
  url: string;
  at: number;
}

/**
 * A tap in front of one server, for tests: every request is recorded and passed on, held `delayMs`
 * first (a slow network, a slow SAP). The cluster test puts it between its instances and the SAP
 * stand-in, to count the documents and reads SAP got. Load balancing is HAProxy's (test/haproxy.ts).
 */
export async function startRecordingProxy(upstream: string, { delayMs: initialDelayMs = 0 } = {}) {
  let delayMs = initialDelayMs;
  const log: RecordedRequest[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(upstream);

  function forward(method: string, url: string, headers: IncomingHttpHeaders, body: Buffer) {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: target.hostname, port: target.port, method, path: url, headers, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        const headers = { ...incoming.headers };
        delete headers.connection;
        const method = incoming.method ?? 'GET';
        const url = incoming.url ?? '/';
        log.push({ method, url, at: Date.now() });
        try {
          const answer = await forward(method, url, headers, Buffer.concat(chunks));
          delete answer.headers.connection;
          delete answer.headers['transfer-encoding'];
          outgoing.writeHead(answer.status, answer.headers);
          outgoing.end(answer.body);
        } catch (error) {
          outgoing.writeHead(502, { 'content-type': 'text/plain' });
          outgoing.end(`the server did not answer: ${String(error)}`);
        }
      })();
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    /** How long each request is held from now on. */
    setDelay(ms: number) {
      delayMs = ms;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

export type RecordingProxy = Awaited<ReturnType<typeof startRecordingProxy>>;
