/**
 * Throughput of an authenticated lookup over HTTP, next to a bare Fastify hello world measured in
 * the same run on the same machine (issue 14): 50 connections, autocannon in a worker thread so
 * the server keeps the main thread. Targets: the lookup ≥ 50 % of hello world, p99 < 15 ms.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createTestApp, mintAccessToken, bearer } from '../src/test/test-app.ts';

const CONNECTIONS = 50;
const DURATION_S = 8;

interface Load {
  requests: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  // A short warm-up lets V8 optimise the hot path before the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1, workers: 1 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S, workers: 1 });
  return { requests: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx };
}

const hello = Fastify();
hello.get('/', async () => ({ hello: 'world' }));
const helloUrl = await hello.listen({ host: '127.0.0.1', port: 0 });
const testApp = await createTestApp({ listen: true });
const token = await mintAccessToken(testApp, { expiresIn: '1h' });

// Peer and lookup take turns, twice, so a burst of other work on the machine weighs on both alike.
const peers: Load[] = [];
const lookups: Load[] = [];
for (let round = 0; round < 2; round += 1) {
  peers.push(await load(helloUrl));
  lookups.push(await load(`${testApp.baseUrl}/api/LookUp/colors`, bearer(token)));
}
const config = await load(`${testApp.baseUrl}/config.json`);
await Promise.all([hello.close(), testApp.close()]);

const mean = (runs: Load[]): Load => ({
  requests: Math.round(runs.reduce((sum, run) => sum + run.requests, 0) / runs.length),
  p99: Math.max(...runs.map((run) => run.p99)),
  non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
});
const peer = mean(peers);
const lookup = mean(lookups);

const ratio = (figure: Load) => `${Math.round((figure.requests / peer.requests) * 100)} %`;
console.log(
  `API throughput over HTTP, ${CONNECTIONS} connections, ${DURATION_S} s each, peer and lookup in turn twice (mean req/s, worst p99) (issue 14):`,
);
console.table([
  { figure: 'bare Fastify hello world (the peer)', 'req/s': peer.requests, 'p99 ms': peer.p99, target: '—' },
  {
    figure: 'GET /api/LookUp/colors with a bearer token',
    'req/s': lookup.requests,
    'of peer': ratio(lookup),
    'p99 ms': lookup.p99,
    'non-2xx': lookup.non2xx,
    target: '≥ 50 % of peer, p99 < 15 ms',
  },
  { figure: 'GET /config.json', 'req/s': config.requests, 'of peer': ratio(config), 'p99 ms': config.p99, target: '—' },
]);
