/**
 * Lookup throughput through a round-robin proxy with one and with three Keyplan processes over one
 * PostgreSQL database (issue 31): 50 connections, autocannon in a worker thread. Needs PostgreSQL
 * (TEST_DATABASE_URL, else DATABASE_URL); without it, says so and measures nothing.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import type { JWK } from 'jose';
import pg from 'pg';
import { loadIssuerKeys } from '../src/auth/embedded-issuer/issuer-keys.ts';
import { mintToken, STAFF } from '../src/cluster/cluster-client.ts';
import { startRoundRobinProxy } from '../src/cluster/round-robin-proxy.ts';
import { startServerProcess, waitUntilReady, type ServerProcess } from '../src/cluster/server-process.ts';
import { createDatabase } from '../src/db/database.ts';
import { createSecretBox, generateSecretsKey } from '../src/secrets/secret-box.ts';
import { freePort } from '../src/test/test-app.ts';

const CONNECTIONS = 50;
const DURATION_S = 8;
const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function reachable(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  try {
    await admin(url, 'select 1');
    return true;
  } catch {
    return false;
  }
}

if (!(await reachable(serverUrl))) {
  console.log('Cluster lookup throughput: SKIPPED, no PostgreSQL reachable (set TEST_DATABASE_URL).');
  process.exit(0);
}

const databaseName = `keyplan_bench_${randomBytes(5).toString('hex')}`;
await admin(serverUrl!, `create database ${databaseName}`);
const databaseUrl = new URL(serverUrl!);
databaseUrl.pathname = `/${databaseName}`;
const secretsKey = generateSecretsKey();
const proxy = await startRoundRobinProxy([]);
const instances: ServerProcess[] = [];
try {
  for (let index = 0; index < 3; index += 1)
    instances.push(
      startServerProcess(`instance ${index + 1}`, await freePort(), {
        NODE_ENV: 'production',
        ALLOW_EMBEDDED_ISSUER: 'true',
        ALLOW_EMBEDDED_SAP: 'true',
        ALLOW_EMBEDDED_JIRA: 'true',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl.toString(),
        SECRETS_KEY: secretsKey,
        PUBLIC_URL: proxy.url,
      }),
    );
  await Promise.all(instances.map((instance) => waitUntilReady(instance, 120_000)));
  const db = createDatabase({ kind: 'postgres', url: databaseUrl.toString() });
  const { signingKey } = await loadIssuerKeys(db, createSecretBox(Buffer.from(secretsKey, 'base64')));
  await db.destroy();
  const token = await mintToken(signingKey as JWK, `${proxy.url}/oauth2/default`, STAFF);

  const load = async () => {
    const options = {
      url: `${proxy.url}/api/LookUp/colors`,
      headers: { authorization: `Bearer ${token}` },
      connections: CONNECTIONS,
      workers: 1,
    };
    await autocannon({ ...options, duration: 1 });
    const result = await autocannon({ ...options, duration: DURATION_S });
    return { requests: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx };
  };
  proxy.setUpstreams([instances[0]!.url]);
  const one = await load();
  proxy.setUpstreams(instances.map((instance) => instance.url));
  const three = await load();

  console.log(
    `Lookup throughput through a round-robin proxy, ${CONNECTIONS} connections, ${DURATION_S} s each, one PostgreSQL (issue 31):`,
  );
  console.table([
    { instances: 1, 'req/s': one.requests, 'p99 ms': one.p99, 'non-2xx': one.non2xx },
    { instances: 3, 'req/s': three.requests, 'p99 ms': three.p99, 'non-2xx': three.non2xx },
  ]);
  console.log(
    'The proxy is one Node process on the same machine as the instances: on few cores it, not Keyplan, bounds the figure.',
  );
} finally {
  for (const instance of instances) instance.child.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance.exited));
  await proxy.close();
  await admin(serverUrl!, `drop database if exists ${databaseName} with (force)`);
}
