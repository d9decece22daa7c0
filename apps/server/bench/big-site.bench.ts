/**
 * Big sites in bounded memory (issue 44), reported as figures (nothing asserted): the built server
 * (after `npm run build`; `npm run bench` builds first) in its own process as `npm start` runs it,
 * on a fresh SQLite file, or on PostgreSQL when BENCH_DATABASE_URL names an empty database (never
 * `test`). Per size (BIG_SITE_SIZES, default 10000,50000,99000 locks), a system without master keys
 * of lock sets of 1 set × 100 keyed-different, engraved locks is created and saved through the API,
 * then charted; then the key chart is read (JSON, an admin's, without and with bittings) and the
 * charting file downloaded as CSV, XLSX and PDF (a rep's, to the last byte), the median of 3 runs
 * (1 for files above 50,000 locks); last, three PDFs of the largest system at once. The server's
 * RSS is read from /proc/<pid>/status every 100 ms and the largest reported per operation.
 * Targets (at 99,000 locks): chart < 3 s, key chart < 1 s, CSV < 2 s, XLSX < 5 s, PDF < 8 s, RSS
 * < 768 MB throughout, < 1 GB during the three PDFs.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createDefaultTree, type SafekeyOrder } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { buildCreateOrder } from '../test-support/factories.ts';
import { lockSet } from '../test-support/test-trees.ts';
import { serverIsBuilt, startBuiltServer, type BuiltServer } from './built-server.ts';
import { reportFigures } from './report.ts';

const SIZES = (process.env.BIG_SITE_SIZES ?? '10000,50000,99000').split(',').map(Number);
const LOCKS_PER_LOCK_SET = 100;
const RSS_LIMIT_MB = 768;
const CONCURRENT_RSS_LIMIT_MB = 1024;
const FILES = ['csv', 'xlsx', 'pdf'] as const;

/** The operations measured at each size, with their targets at 99,000 locks (ms). */
const OPERATIONS = [
  { name: 'save the tree (PUT …/tree)', targetMs: undefined },
  { name: 'chart (POST …/charting)', targetMs: 3000 },
  { name: 'key chart JSON (admin)', targetMs: 1000 },
  { name: 'key chart JSON with bittings (admin)', targetMs: 1000 },
  { name: 'charting file CSV', targetMs: 2000 },
  { name: 'charting file XLSX', targetMs: 5000 },
  { name: 'charting file PDF', targetMs: 8000 },
] as const;
type OperationName = (typeof OPERATIONS)[number]['name'];

interface Figure {
  ms: number;
  /** The largest RSS seen while the operation ran, and how far it rose above the RSS at its start. */
  rssMb: number;
  riseMb: number;
  bytes: number;
}

if (!serverIsBuilt()) {
  console.log('Big sites: SKIPPED, the server is not built (run `npm run build` first).');
  process.exit(0);
}
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
if (databaseUrl && new URL(databaseUrl).pathname.replace(/^\//, '') === 'test')
  throw new Error('BENCH_DATABASE_URL names the `test` database: give the bench an empty database of its own.');

/** A system without master keys: `locks / 100` lock sets of 1 set × 100 keyed-different, engraved locks. */
function bigSiteTree(locks: number) {
  const tree = createDefaultTree(DEMO_CATALOG.lookups, 'SP6', randomUUID);
  tree.grandMasterKey.numberOfKeys = 0;
  tree.masterKeys = [];
  tree.noKeyLockSets = Array.from({ length: Math.ceil(locks / LOCKS_PER_LOCK_SET) }, (_, index) =>
    lockSet(index + 1, 'SP6', {
      numberOfSets: 1,
      numberOfLocksPerSet: LOCKS_PER_LOCK_SET,
      engravedLock: true,
      fontSize: 'S',
      frontText1: `AREA ${index + 1}`,
    }),
  );
  return tree;
}

/** The process's resident set in MB, from /proc/<pid>/status (Linux), or 0 once it has ended. */
function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Runs `work`, reading the server's RSS every 100 ms meanwhile: its time, the largest RSS seen and
 * its rise over the RSS at the start (the heap that earlier operations left is not yet given back).
 */
async function sampled<T extends { bytes: number }>(pid: number, work: () => Promise<T>) {
  const atStart = rssMb(pid);
  let largest = atStart;
  const sampler = setInterval(() => (largest = Math.max(largest, rssMb(pid))), 100);
  const started = performance.now();
  try {
    const value = await work();
    const ms = performance.now() - started;
    largest = Math.max(largest, rssMb(pid));
    const figure: Figure = { ms, rssMb: largest, riseMb: largest - atStart, bytes: value.bytes };
    return { value, figure };
  } finally {
    clearInterval(sampler);
  }
}

/** One request read to its last byte; throws unless it answered `status`. Answers the body's length and text when asked. */
async function request(url: string, init: RequestInit, status = 200): Promise<{ bytes: number; text?: string }> {
  const response = await fetch(url, init);
  if (response.status !== status) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  if (!(response.headers.get('content-type') ?? '').includes('json')) {
    let bytes = 0;
    for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
    return { bytes };
  }
  const text = await response.text();
  return { bytes: Buffer.byteLength(text), text };
}

const json = (headers: Record<string, string>, method: string, body: unknown): RequestInit => ({
  method,
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The median run of `runs` by time, with the largest RSS of all of them. */
async function medianOf(runs: number, pid: number, work: () => Promise<{ bytes: number }>): Promise<Figure> {
  const figures: Figure[] = [];
  for (let run = 0; run < runs; run += 1) {
    figures.push((await sampled(pid, work)).figure);
  }
  const median = [...figures].sort((a, b) => a.ms - b.ms)[Math.floor(runs / 2)]!;
  const largest = (key: 'rssMb' | 'riseMb') => Math.max(...figures.map((figure) => figure[key]));
  return { ...median, rssMb: largest('rssMb'), riseMb: largest('riseMb') };
}

/** Creates, saves and charts a system of `locks` locks, then reads its key chart and files. */
async function measureSize(server: BuiltServer, locks: number) {
  const pid = server.process.child.pid!;
  const api = `${server.url}/api`;
  const figures = new Map<OperationName, Figure>();
  const created = JSON.parse(
    (
      await request(
        `${api}/orders`,
        json(server.staff, 'POST', buildCreateOrder({ orderSystemName: `Big site ${locks}` })),
        201,
      )
    ).text!,
  ) as SafekeyOrder;
  const system = `${api}/order-lock-systems/${created.orderLockSystems[0]!.orderLockSystemID}`;
  const tree = bigSiteTree(locks);
  const save = await sampled(pid, () =>
    request(`${system}/tree`, json(server.staff, 'PUT', { expectedVersion: created.version, tree })),
  );
  figures.set('save the tree (PUT …/tree)', save.figure);
  const { version } = JSON.parse(save.value.text!) as { version: number };
  const chart = await sampled(pid, () =>
    request(`${system}/charting`, json(server.staff, 'POST', { expectedVersion: version })),
  );
  figures.set('chart (POST …/charting)', chart.figure);

  const keyChart = (bittings: boolean) => () =>
    request(`${system}/key-chart?bittings=${String(bittings)}`, { headers: server.admin });
  figures.set('key chart JSON (admin)', await medianOf(3, pid, keyChart(false)));
  figures.set('key chart JSON with bittings (admin)', await medianOf(3, pid, keyChart(true)));
  const fileRuns = locks > 50_000 ? 1 : 3;
  for (const format of FILES)
    figures.set(
      `charting file ${format.toUpperCase()}` as OperationName,
      await medianOf(fileRuns, pid, () => request(`${system}/charting-file.${format}`, { headers: server.staff })),
    );
  return { system, figures };
}

const seconds = (ms: number) => Math.round(ms) / 1000;
const mb = (value: number) => Math.round(value);
const rssText = ({ rssMb, riseMb }: Figure) => `${mb(rssMb)} (+${mb(riseMb)})`;
const locksText = (locks: number) => locks.toLocaleString('en-US');

const loadBefore = loadavg()[0]!;
const server = await startBuiltServer(databaseUrl);
try {
  const pid = server.process.child.pid!;
  const idleMb = rssMb(pid);
  const results: { locks: number; figures: Map<OperationName, Figure> }[] = [];
  let largestSystem = '';
  for (const locks of SIZES) {
    const { system, figures } = await measureSize(server, locks);
    results.push({ locks, figures });
    largestSystem = system;
    console.log(`${locksText(locks)} locks measured (server RSS now ${mb(rssMb(pid))} MB).`);
  }
  const largest = results.at(-1)!;
  const { figure: concurrent } = await sampled(pid, async () => {
    const pdfs = [1, 2, 3].map(() => request(`${largestSystem}/charting-file.pdf`, { headers: server.staff }));
    return { bytes: (await Promise.all(pdfs)).reduce((sum, pdf) => sum + pdf.bytes, 0) };
  });
  const loadAfter = loadavg()[0]!;

  /** Each size's figure over the size's before it: '5.0×, 2.0×'. */
  const steps = (figure: (index: number) => number) =>
    results
      .slice(1)
      .map((_, index) => `${(figure(index + 1) / figure(index)).toFixed(1)}×`)
      .join(', ');
  const rows: Record<string, string | number>[] = OPERATIONS.map(({ name, targetMs }) => {
    const row: Record<string, string | number> = { operation: name };
    for (const { locks, figures } of results) {
      row[`${locksText(locks)}: s`] = seconds(figures.get(name)!.ms);
      row[`${locksText(locks)}: RSS MB (rise)`] = rssText(figures.get(name)!);
    }
    const last = largest.figures.get(name)!;
    if (results.length > 1) row['time growth per step'] = steps((index) => results[index]!.figures.get(name)!.ms);
    row['largest size: MB answered'] = Math.round(last.bytes / 1e5) / 10;
    row.target = `${targetMs === undefined ? '—' : `< ${targetMs / 1000} s`}, RSS < ${RSS_LIMIT_MB} MB`;
    const timeMet = targetMs === undefined || last.ms < targetMs;
    const rssMet = results.every(({ figures }) => figures.get(name)!.rssMb < RSS_LIMIT_MB);
    row.met =
      timeMet && rssMet ? 'yes' : `no (${[timeMet ? '' : 'time', rssMet ? '' : 'RSS'].filter(Boolean).join(', ')})`;
    return row;
  });
  rows.push({
    operation: `three PDFs of ${locksText(largest.locks)} locks at once`,
    [`${locksText(largest.locks)}: s`]: seconds(concurrent.ms),
    [`${locksText(largest.locks)}: RSS MB (rise)`]: rssText(concurrent),
    'largest size: MB answered': Math.round(concurrent.bytes / 1e5) / 10,
    target: `RSS < ${CONCURRENT_RSS_LIMIT_MB} MB`,
    met: concurrent.rssMb < CONCURRENT_RSS_LIMIT_MB ? 'yes' : 'no (RSS)',
  });

  const growth = results.length > 1 ? `; the locks grow ${steps((index) => results[index]!.locks)} per step` : '';
  console.log(
    `Big sites through the built server's API in its own process (as \`npm start\` runs it) on ${server.database} ` +
      `(issue 44): lock sets of 1 set × ${LOCKS_PER_LOCK_SET} keyed-different engraved locks, no master keys; the median ` +
      `of 3 runs (1 for files above 50,000 locks); RSS is the server process's largest, read every 100 ms (idle at ` +
      `start: ${mb(idleMb)} MB)${growth}. Targets are for 99,000 locks. Load average (1 min) ${loadBefore.toFixed(2)} ` +
      `at start, ${loadAfter.toFixed(2)} at end, on ${cpus().length} cores${Math.max(loadBefore, loadAfter) >= 1 ? ': the machine was loaded' : ''}.`,
  );
  console.table(rows);
  const overall = Math.max(...results.flatMap(({ figures }) => [...figures.values()].map((figure) => figure.rssMb)));
  console.log(
    `Largest server RSS seen: ${mb(overall)} MB one request at a time (target < ${RSS_LIMIT_MB} MB), ` +
      `${mb(concurrent.rssMb)} MB during the three PDFs at once (target < ${CONCURRENT_RSS_LIMIT_MB} MB).`,
  );
  reportFigures({
    bench: import.meta.url,
    title: `Big sites through the built server's API in its own process (issue 44): lock sets of 1 set × ${LOCKS_PER_LOCK_SET} keyed-different engraved locks, no master keys; targets at the largest size`,
    database: server.database,
    figures: [
      ...OPERATIONS.map(({ name, targetMs }) => ({
        name: `${name}, ${locksText(largest.locks)} locks`,
        figure: seconds(largest.figures.get(name)!.ms),
        unit: 's',
        ...(targetMs === undefined ? {} : { target: { op: '<', limit: targetMs / 1000 } as const }),
        detail: results
          .map(({ locks, figures }) => `${locksText(locks)}: ${seconds(figures.get(name)!.ms)} s`)
          .join(', '),
      })),
      {
        name: 'largest server RSS, one request at a time',
        figure: mb(overall),
        unit: 'MB',
        target: { op: '<', limit: RSS_LIMIT_MB },
      },
      {
        name: `three PDFs of ${locksText(largest.locks)} locks at once`,
        figure: seconds(concurrent.ms),
        unit: 's',
        detail: `RSS ${mb(concurrent.rssMb)} MB`,
      },
      {
        name: 'largest server RSS during the three PDFs',
        figure: mb(concurrent.rssMb),
        unit: 'MB',
        target: { op: '<', limit: CONCURRENT_RSS_LIMIT_MB },
      },
    ],
  });
} finally {
  await server.stop();
}
if (!databaseUrl) console.log('Big sites on PostgreSQL: SKIPPED (set BENCH_DATABASE_URL to an empty database).');
