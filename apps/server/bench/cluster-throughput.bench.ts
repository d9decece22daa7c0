/**
 * Several instances behind HAProxy with the configuration of docs/running-several-instances.md, deploy/haproxy.cfg (issues 31
 * and 45): lookup throughput with one and with three Keyplan processes over one PostgreSQL
 * database (50 connections, autocannon in a worker thread); then a rolling restart of the three
 * under load (8 clients asking one request after another; each instance stopped with SIGTERM and
 * started again in turn), with the requests, errors, 5xx answers and p99 the clients saw (target:
 * 0 errors, 0 × 5xx). Needs PostgreSQL (TEST_DATABASE_URL, else DATABASE_URL) and HAProxy
 * (`apt-get install haproxy`); without either, says so and measures nothing.
 */
import autocannon from 'autocannon';
import type { JWK } from 'jose';
import { loadIssuerKeys } from '../src/stand-ins/oidc-issuer/issuer-keys.ts';
import { mintToken, STAFF } from '../test-support/cluster-client.ts';
import { startServerProcess, waitUntilReady, type ServerProcess } from '../test-support/server-process.ts';
import { createDatabase } from '../src/db/database.ts';
import { createSecretBox, generateSecretsKey } from '../src/secrets/secret-box.ts';
import { HAPROXY, haproxyInstalled, startHaproxy, waitUntilBalanced } from '../test-support/haproxy.ts';
import { rollingRestart, startLoad } from '../test-support/rolling-restart.ts';
import { createScratchDatabase, postgresReachable } from '../test-support/scratch-database.ts';
import { freePort } from '../test-support/test-app.ts';
import { reportFigures } from './report.ts';

const CONNECTIONS = 50;
const DURATION_S = 8;
const CHECK_MS = 1000;
const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

if (!(await postgresReachable(serverUrl)) || !haproxyInstalled()) {
  console.log(`Several instances: SKIPPED, it needs PostgreSQL (set TEST_DATABASE_URL) and HAProxy (${HAPROXY}).`);
  process.exit(0);
}

const database = await createScratchDatabase(serverUrl!, 'keyplan_bench');
const secretsKey = generateSecretsKey();
const ports = await Promise.all([0, 1, 2].map(() => freePort()));
const three = await startHaproxy(ports, { checkMs: CHECK_MS });
const one = await startHaproxy([ports[0]!, ports[0]!, ports[0]!], { checkMs: CHECK_MS });
const instances: ServerProcess[] = [];
const start = (index: number) =>
  startServerProcess(`instance ${index + 1}`, ports[index]!, {
    NODE_ENV: 'production',
    ALLOW_EMBEDDED_ISSUER: 'true',
    ALLOW_EMBEDDED_SAP: 'true',
    ALLOW_EMBEDDED_JIRA: 'true',
    ALLOW_DEMO_PRICES: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    SECRETS_KEY: secretsKey,
    PUBLIC_URL: three.url,
    // Above HAProxy's check interval: a stopping instance is seen not ready before it closes.
    SHUTDOWN_READINESS_DELAY_MS: String(3 * CHECK_MS),
  });
try {
  for (let index = 0; index < 3; index += 1) instances.push(start(index));
  await Promise.all(instances.map((instance) => waitUntilReady(instance, 120_000)));
  await Promise.all([waitUntilBalanced(three, 3), waitUntilBalanced(one, 1)]);
  const db = createDatabase({ kind: 'postgres', url: database.url });
  const { signingKey } = await loadIssuerKeys(db, createSecretBox(Buffer.from(secretsKey, 'base64')));
  await db.destroy();
  const token = await mintToken(signingKey as JWK, `${three.url}/oauth2/default`, STAFF);
  const headers = { authorization: `Bearer ${token}` };

  const throughput = async (url: string) => {
    const options = { url: `${url}/api/LookUp/colors`, headers, connections: CONNECTIONS, workers: 1 };
    await autocannon({ ...options, duration: 1 });
    const result = await autocannon({ ...options, duration: DURATION_S });
    return { requests: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx };
  };
  const alone = await throughput(one.url);
  const together = await throughput(three.url);
  console.log(
    `Lookup throughput through HAProxy, ${CONNECTIONS} connections, ${DURATION_S} s each, one PostgreSQL (issues 31, 45):`,
  );
  console.table([
    { instances: 1, 'req/s': alone.requests, 'p99 ms': alone.p99, 'non-2xx': alone.non2xx },
    { instances: 3, 'req/s': together.requests, 'p99 ms': together.p99, 'non-2xx': together.non2xx },
  ]);

  const load = startLoad(three.url, ['/api/LookUp/colors', '/api/me', '/healthz'], headers);
  const started = performance.now();
  const stops = await rollingRestart(instances, start, three);
  const seen = await load.stop();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(
    `A rolling restart of the three under load (8 clients, HAProxy checking /readyz every ${CHECK_MS} ms, readiness delay ${3 * CHECK_MS} ms):`,
  );
  console.table([
    {
      seconds,
      requests: seen.requests,
      errors: seen.errors,
      '5xx': seen.serverErrors,
      'p99 ms': seen.p99Ms,
      'stops ms': stops.join(' / '),
      target: '0 errors, 0 × 5xx',
      met: seen.errors === 0 && seen.serverErrors === 0 ? 'met' : 'NOT met',
    },
  ]);
  if (seen.errorSamples.length > 0) console.log('Errors seen:', seen.errorSamples);
  reportFigures({
    bench: import.meta.url,
    title: `Several instances behind HAProxy (deploy/haproxy.cfg) over one PostgreSQL: lookup throughput (${CONNECTIONS} connections, ${DURATION_S} s), then a rolling restart of three under load (issues 31, 45)`,
    database: 'postgres',
    figures: [
      {
        name: 'lookup through HAProxy, one instance',
        figure: alone.requests,
        unit: 'req/s',
        detail: `p99 ${alone.p99} ms`,
      },
      {
        name: 'lookup through HAProxy, three instances',
        figure: together.requests,
        unit: 'req/s',
        detail: `p99 ${together.p99} ms`,
      },
      {
        name: 'rolling restart: errors',
        figure: seen.errors,
        unit: '',
        target: { op: '=', limit: 0 },
        detail: `${seen.requests} requests in ${seconds} s; stops ${stops.join(' / ')} ms`,
      },
      { name: 'rolling restart: 5xx answers', figure: seen.serverErrors, unit: '', target: { op: '=', limit: 0 } },
      { name: 'rolling restart: p99', figure: seen.p99Ms, unit: 'ms' },
    ],
  });
  console.log('HAProxy, the clients and the instances share this machine: its cores, not Keyplan, bound the rates.');
} finally {
  for (const instance of instances) instance.child.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance.exited));
  await Promise.all([three.close(), one.close()]);
  await database.drop();
}
