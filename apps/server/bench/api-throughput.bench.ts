/**
 * Throughput of an authenticated lookup against Keyplan as people run it (issues 14 and 32): the
 * built server (`apps/server/dist/main.js`, after `npm run build`) in its own process with the
 * environment `npm start` leaves it (info logging to a pipe), beside a bare Fastify hello world in
 * another process. 50 connections, autocannon in a worker thread of this process, a second of
 * warm-up before each measured run; peer and lookup take turns three times and the median round
 * (by the lookup's share of the peer) is reported, so a burst of other work on the machine weighs on
 * both alike. Targets: the lookup ≥ 50 % of the peer, p99 < 15 ms.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { JWK } from 'jose';
import { loadIssuerKeys } from '../src/stand-ins/oidc-issuer/issuer-keys.ts';
import { mintToken, STAFF } from '../test-support/cluster-client.ts';
import { startServerProcess, waitUntilReady, type ServerProcess } from '../test-support/server-process.ts';
import { createDatabase } from '../src/db/database.ts';
import { createSecretBox } from '../src/secrets/secret-box.ts';
import { freePort } from '../test-support/test-app.ts';
import { reportFigures } from './report.ts';

const CONNECTIONS = 50;
const DURATION_S = 8;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

if (!existsSync(join(SERVER_DIR, 'dist/main.js'))) {
  console.log('API throughput: SKIPPED, the server is not built (run `npm run build` first).');
  process.exit(0);
}

interface Load {
  requests: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const options = { url, headers, connections: CONNECTIONS, workers: 1 };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: DURATION_S });
  return { requests: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx };
}

/** The peer: Fastify's hello world with its defaults, in a process of its own. */
async function startPeer(port: number) {
  const code = `import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: ${port} });
console.log('ready');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the peer exited (${String(code)})`)));
  });
  child.stdout.resume();
  return { url: `http://127.0.0.1:${port}/`, child };
}

const folder = mkdtempSync(join(tmpdir(), 'keyplan-bench-'));
const sqliteFile = join(folder, 'keyplan.sqlite');
const secretsKey = randomBytes(32).toString('base64');
const loadBefore = loadavg()[0]!;
const peer = await startPeer(await freePort());
let server: ServerProcess | undefined;
try {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  // What `npm start` gives: production, the default log level (info), stdout a pipe read by this process.
  server = startServerProcess(
    'keyplan',
    port,
    {
      NODE_ENV: 'production',
      ALLOW_EMBEDDED_ISSUER: 'true',
      ALLOW_EMBEDDED_SAP: 'true',
      ALLOW_EMBEDDED_JIRA: 'true',
      ALLOW_DEMO_PRICES: 'true',
      SECRETS_KEY: secretsKey,
      SQLITE_FILE: sqliteFile,
      PUBLIC_URL: publicUrl,
      ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
    },
    { built: true },
  );
  await waitUntilReady(server, 120_000);
  const db = createDatabase({ kind: 'sqlite', file: sqliteFile });
  const { signingKey } = await loadIssuerKeys(db, createSecretBox(Buffer.from(secretsKey, 'base64')));
  await db.destroy();
  const token = await mintToken(signingKey as JWK, `${publicUrl}/oauth2/default`, STAFF);
  const auth = { authorization: `Bearer ${token}` };

  const rounds: { peer: Load; lookup: Load; share: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const peerLoad = await load(peer.url);
    const lookup = await load(`${publicUrl}/api/LookUp/colors`, auth);
    rounds.push({ peer: peerLoad, lookup, share: lookup.requests / peerLoad.requests });
  }
  const config = await load(`${publicUrl}/config.json`);
  const median = [...rounds].sort((a, b) => a.share - b.share)[Math.floor(ROUNDS / 2)]!;
  const percent = (requests: number) => `${Math.round((requests / median.peer.requests) * 100)} %`;

  console.log(
    `API throughput against the built server in its own process (as \`npm start\` runs it) and a Fastify hello world in another, ` +
      `${CONNECTIONS} connections, ${DURATION_S} s each, peer and lookup in turn ${ROUNDS} times, median round ` +
      `(issues 14, 32; load average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after, on ${String(
        (await import('node:os')).cpus().length,
      )} cores):`,
  );
  console.table([
    {
      figure: 'bare Fastify hello world (the peer)',
      'req/s': median.peer.requests,
      'p99 ms': median.peer.p99,
      target: '—',
    },
    {
      figure: 'GET /api/LookUp/colors with a bearer token',
      'req/s': median.lookup.requests,
      'of peer': percent(median.lookup.requests),
      'p99 ms': median.lookup.p99,
      'non-2xx': median.lookup.non2xx,
      target: '≥ 50 % of peer, p99 < 15 ms',
    },
    {
      figure: 'GET /config.json (after the rounds)',
      'req/s': config.requests,
      'of peer': percent(config.requests),
      'p99 ms': config.p99,
      target: '—',
    },
  ]);
  console.log(
    'Every round (lookup of peer, lookup p99):',
    rounds.map((round) => `${Math.round(round.share * 100)} % ${round.lookup.p99} ms`).join(', '),
  );
  const roundShares = `rounds: ${rounds.map((round) => `${Math.round(round.share * 100)} %`).join(', ')}`;
  reportFigures({
    bench: import.meta.url,
    title: `An authenticated lookup against the built server in its own process, beside a Fastify hello world (${CONNECTIONS} connections, ${DURATION_S} s, median of ${ROUNDS} rounds; issues 14, 32)`,
    database: 'sqlite',
    figures: [
      { name: 'bare Fastify hello world (the peer)', figure: median.peer.requests, unit: 'req/s' },
      {
        name: 'GET /api/LookUp/colors with a bearer token, share of the peer',
        figure: Math.round((median.lookup.requests / median.peer.requests) * 100),
        unit: '%',
        target: { op: '≥', limit: 50 },
        detail: `${median.lookup.requests} of ${median.peer.requests} req/s; ${roundShares}`,
      },
      {
        name: 'GET /api/LookUp/colors p99',
        figure: median.lookup.p99,
        unit: 'ms',
        target: { op: '<', limit: 15 },
        detail: `non-2xx: ${median.lookup.non2xx}`,
      },
      {
        name: 'GET /config.json, share of the peer',
        figure: Math.round((config.requests / median.peer.requests) * 100),
        unit: '%',
        detail: `${config.requests} req/s, p99 ${config.p99} ms`,
      },
    ],
  });
} finally {
  peer.child.kill();
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  rmSync(folder, { recursive: true, force: true });
}
