import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request that crossed the proxy: to whom, what, when it arrived. */
export interface ProxiedRequest {
  upstream: string;
  method: string;
  url: string;
  at: number;
}

export interface RoundRobinProxyOptions {
  /** Held before each request is passed on (a slow network or a slow SAP). */
  delayMs?: number;
  /**
   * Asked of each upstream every 250 ms, as a load balancer does: an upstream that does not answer
   * it with 200 gets no requests until it does (unless none is ready).
   */
  readinessPath?: string;
}

/** The header naming the upstream that answered. */
export const SERVED_BY = 'x-served-by';

/**
 * A small load balancer for tests and the bench: each request goes to the next upstream in turn;
 * one whose connection is refused or reset before it answers (an instance killed or stopped) is
 * skipped and the request tried at the next. Every request is recorded. Bodies are buffered, so
 * that a request can be tried again.
 */
export async function startRoundRobinProxy(upstreams: string[], options: RoundRobinProxyOptions = {}) {
  let targets = [...upstreams];
  let delayMs = options.delayMs ?? 0;
  const notReady = new Set<string>();
  let next = 0;
  const log: ProxiedRequest[] = [];
  const agents = new Map<string, Agent>();
  const agentOf = (upstream: string) => {
    let agent = agents.get(upstream);
    if (!agent) agents.set(upstream, (agent = new Agent({ keepAlive: true, maxSockets: 256 })));
    return agent;
  };

  function forward(
    upstream: string,
    method: string,
    url: string,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    const target = new URL(upstream);
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        { host: target.hostname, port: target.port, method, path: url, headers, agent: agentOf(upstream) },
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
        const body = Buffer.concat(chunks);
        const headers = { ...incoming.headers };
        delete headers.connection;
        const method = incoming.method ?? 'GET';
        const url = incoming.url ?? '/';
        let lastError: unknown;
        const ready = targets.filter((target) => !notReady.has(target));
        const candidates = ready.length > 0 ? ready : targets;
        for (let tries = 0; tries < candidates.length; tries += 1) {
          const upstream = candidates[next % candidates.length]!;
          next += 1;
          try {
            log.push({ upstream, method, url, at: Date.now() });
            const answer = await forward(upstream, method, url, headers, body);
            delete answer.headers.connection;
            delete answer.headers['transfer-encoding'];
            outgoing.writeHead(answer.status, { ...answer.headers, [SERVED_BY]: upstream });
            outgoing.end(answer.body);
            return;
          } catch (error) {
            lastError = error;
          }
        }
        outgoing.writeHead(502, { 'content-type': 'text/plain' });
        outgoing.end(`no upstream answered: ${String(lastError)}`);
      })();
    });
  });
  server.keepAliveTimeout = 5000;
  const readinessPath = options.readinessPath;
  const probe = readinessPath
    ? setInterval(() => {
        for (const target of targets)
          fetch(`${target}${readinessPath}`, { signal: AbortSignal.timeout(1000) }).then(
            (answer) => (answer.status === 200 ? notReady.delete(target) : notReady.add(target)),
            () => notReady.add(target),
          );
      }, 250)
    : undefined;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    /** Which upstreams the proxy sends to from now on. */
    setUpstreams(list: string[]) {
      targets = [...list];
    },
    /** How long each request is held from now on. */
    setDelay(ms: number) {
      delayMs = ms;
    },
    async close() {
      clearInterval(probe);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const agent of agents.values()) agent.destroy();
    },
  };
}

export type RoundRobinProxy = Awaited<ReturnType<typeof startRoundRobinProxy>>;
