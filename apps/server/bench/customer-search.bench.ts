/**
 * Customer search at a manufacturer's volumes (issue 44, decision 0058): the built server in its
 * own process (as `npm start` runs it) on SQLite, and on PostgreSQL when BENCH_DATABASE_URL names an
 * empty database; customers added by SQL in batches to 100,000 and then 1,000,000; each query asked
 * through the API one after another (median and p95 of BENCH_SEARCHES), then by two reps typing at
 * once while `/api/me` is asked beside them (does a search hold other requests?). Targets: median
 * under 50 ms and p95 under 150 ms at a million, growth from 100k to 1M sub-linear (< 10×).
 * BENCH_CUSTOMERS=100000,1000000 sets the sizes.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { customerSearchText, foldForSearch } from '@keyplan/domain';
import type { JWK } from 'jose';
import { sql } from 'kysely';
import { loadIssuerKeys } from '../src/stand-ins/oidc-issuer/issuer-keys.ts';
import { mintToken, STAFF } from '../test-support/cluster-client.ts';
import { startServerProcess, waitUntilReady, type ServerProcess } from '../test-support/server-process.ts';
import { createDatabase, type Db } from '../src/db/database.ts';
import { createSecretBox } from '../src/secrets/secret-box.ts';
import { freePort } from '../test-support/test-app.ts';
import { reportFigures } from './report.ts';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const SIZES = (process.env.BENCH_CUSTOMERS ?? '100000,1000000').split(',').map(Number);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 15);
const BATCH = 500;
const QUERIES = [
  ['a selective name', 'harbour steel'],
  ['a common word', 'steel'],
  ['a city', 'trois rivieres'],
  ['digits of a ccid', '5000123'],
  ['nothing matches', 'zzqxj'],
  ['two letters (prefix, country)', 'ca'],
  ['the first page, no query', ''],
] as const;

if (!existsSync(join(SERVER_DIR, 'dist/main.js'))) {
  console.log('Customer search: SKIPPED, the server is not built (run `npm run build` first).');
  process.exit(0);
}

const WORDS = ['Harbour', 'Steel', 'Northern', 'Pacific', 'Granite', 'Maple', 'Atlas', 'Summit', 'Delta', 'Cedar'];
const KINDS = ['Works', 'Mining', 'Foods', 'Chemical', 'Logistics', 'Marine', 'Hydro', 'Textiles', 'Metals', 'Labs'];
const CITIES = ['Trois-Rivières', 'Glasgow', 'Montréal', 'Hamburg', 'Springfield', 'Osaka', 'Perth', 'Lyon', 'Québec'];
const COUNTRIES = ['CA', 'US', 'GB', 'DE', 'FR', 'JP', 'AU'];

/** The `index`-th bench customer: names of two words and a number, spread over cities and countries. */
function customer(index: number) {
  const name = `${WORDS[index % 10]} ${WORDS[Math.floor(index / 10) % 10]} ${KINDS[Math.floor(index / 100) % 10]} ${index}`;
  const city = CITIES[index % CITIES.length]!;
  const ccid = String(5_000_000_000 + index);
  const postalCode = `K${index % 10}A ${(index * 7) % 10}B${index % 9}`;
  return {
    ccid,
    name: name.slice(0, 80),
    name_search: foldForSearch(name).slice(0, 80),
    street: `${index} Industrial Way`,
    city,
    city_search: foldForSearch(city),
    region: '',
    postal_code: postalCode,
    country: COUNTRIES[index % COUNTRIES.length]!,
    sales_area: 'US10',
    contacts_json: '[]',
    created_at: new Date(0).toISOString(),
    search_text: customerSearchText({ ccid, name, city, postalCode }),
  };
}

async function addCustomers(db: Db, from: number, to: number) {
  for (let start = from; start < to; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, to - start) }, (_, offset) => customer(start + offset));
    await db.insertInto('customers').values(rows).execute();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

/** Median and p95 of each query asked one after another; then two reps typing with /api/me beside them. */
async function measure(base: string, auth: Record<string, string>) {
  const rows: Record<string, string | number>[] = [];
  for (const [what, query] of QUERIES) {
    const url = `${base}/api/customers?query=${encodeURIComponent(query)}&pageSize=20`;
    await timed(url, auth);
    const times: number[] = [];
    for (let run = 0; run < SEARCHES; run += 1) times.push(await timed(url, auth));
    rows.push({
      query: `${what} (“${query}”)`,
      'median ms': round(percentile(times, 50)),
      'p95 ms': round(percentile(times, 95)),
    });
  }
  // Two reps typing "harbour" a letter at a time, while another request waits beside them.
  let typing = true;
  const rep = async () => {
    while (typing)
      for (let length = 1; length <= 'harbour'.length && typing; length += 1)
        await timed(`${base}/api/customers?query=${'harbour'.slice(0, length)}&pageSize=20`, auth);
  };
  const reps = [rep(), rep()];
  const beside: number[] = [];
  for (let run = 0; run < SEARCHES * 2; run += 1) beside.push(await timed(`${base}/api/me`, auth));
  typing = false;
  await Promise.all(reps);
  rows.push({
    query: '/api/me while two reps type',
    'median ms': round(percentile(beside, 50)),
    'p95 ms': round(percentile(beside, 95)),
  });
  return rows;
}

const round = (value: number) => Math.round(value * 10) / 10;

async function benchOn(kind: 'sqlite' | 'postgres', databaseUrl?: string) {
  const folder = mkdtempSync(join(tmpdir(), 'keyplan-search-bench-'));
  const sqliteFile = join(folder, 'keyplan.sqlite');
  const secretsKey = randomBytes(32).toString('base64');
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  let server: ServerProcess | undefined;
  const config = kind === 'sqlite' ? { kind, file: sqliteFile } : { kind, url: databaseUrl! };
  try {
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
        PUBLIC_URL: publicUrl,
        LOG_LEVEL: 'warn',
        ...(kind === 'sqlite' ? { SQLITE_FILE: sqliteFile } : { DATABASE_URL: databaseUrl! }),
      },
      { built: true },
    );
    await waitUntilReady(server, 120_000);
    const db = createDatabase(config as Parameters<typeof createDatabase>[0]);
    const { signingKey } = await loadIssuerKeys(db, createSecretBox(Buffer.from(secretsKey, 'base64')));
    const token = await mintToken(signingKey as JWK, `${publicUrl}/oauth2/default`, STAFF);
    const auth = { authorization: `Bearer ${token}` };
    const results: { size: number; rows: Record<string, string | number>[]; fillSeconds: number }[] = [];
    let have = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await addCustomers(db, have, size);
      have = size;
      // As autovacuum would after so many inserts (PostgreSQL 13+): the name order walk reads the
      // index alone only where the visibility map says so (this machine's test server has autovacuum off).
      if (kind === 'postgres') await sql`vacuum analyze customers`.execute(db);
      const fillSeconds = round((performance.now() - started) / 1000);
      // The fill held this process's event loop (synchronous SQLite) while the server closed the idle
      // keep-alive connection: let fetch see that close before it sends on the dead socket again.
      await new Promise((resolve) => setTimeout(resolve, 200));
      results.push({ size, rows: await measure(publicUrl, auth), fillSeconds });
    }
    await db.destroy();
    console.log(
      `Customer search on ${kind} through the built server's API (issue 44; load average ${loadavg()[0]!.toFixed(2)}):`,
    );
    const first = results[0]!;
    const last = results.at(-1)!;
    console.table(
      first.rows.map((row, index) => {
        const line: Record<string, string | number> = { query: row.query! };
        for (const result of results) {
          line[`${result.size.toLocaleString('en-US')}: median ms`] = result.rows[index]!['median ms']!;
          line[`${result.size.toLocaleString('en-US')}: p95 ms`] = result.rows[index]!['p95 ms']!;
        }
        if (results.length > 1)
          line.growth = `${round(Number(last.rows[index]!['median ms']) / Math.max(0.1, Number(row['median ms'])))}×`;
        line.target = 'median < 50 ms, p95 < 150 ms';
        const atLast = last.rows[index]!;
        line.met = Number(atLast['median ms']) < 50 && Number(atLast['p95 ms']) < 150 ? 'met' : 'NOT met';
        return line;
      }),
    );
    console.log(
      `Customers added by SQL: ${results.map((result) => `${result.size.toLocaleString('en-US')} in ${result.fillSeconds} s`).join(', ')}.`,
    );
    const at = `${last.size.toLocaleString('en-US')} customers`;
    reportFigures({
      bench: import.meta.url,
      title: `Customer search through the built server's API, ${SEARCHES} searches per query (issue 44, decision 0058)`,
      database: kind,
      figures: last.rows.flatMap((row, index) => [
        {
          name: `${String(row.query)} at ${at}, median`,
          figure: Number(row['median ms']),
          unit: 'ms',
          target: { op: '<', limit: 50 } as const,
          ...(results.length > 1
            ? { detail: `at ${first.size.toLocaleString('en-US')}: ${String(first.rows[index]!['median ms'])} ms` }
            : {}),
        },
        {
          name: `${String(row.query)} at ${at}, p95`,
          figure: Number(row['p95 ms']),
          unit: 'ms',
          target: { op: '<', limit: 150 } as const,
        },
        ...(results.length > 1
          ? [
              {
                name: `${String(row.query)}, median's growth from ${first.size.toLocaleString('en-US')}`,
                figure:
                  Math.round((Number(row['median ms']) / Math.max(0.1, Number(first.rows[index]!['median ms']))) * 10) /
                  10,
                unit: '×',
                target: { op: '<', limit: 10 } as const,
              },
            ]
          : []),
      ]),
    });
  } finally {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(folder, { recursive: true, force: true });
  }
}

await benchOn('sqlite');
if (process.env.BENCH_DATABASE_URL) await benchOn('postgres', process.env.BENCH_DATABASE_URL);
else console.log('Customer search on PostgreSQL: SKIPPED (set BENCH_DATABASE_URL to an empty database).');
