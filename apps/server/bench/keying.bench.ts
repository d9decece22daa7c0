/**
 * The pure keying engine, reported as figures (not asserted): the time to generate a master-keyed
 * system of 10,000 locks under 50 master keys on SP6 with each method (or the refusal when the
 * method cannot hold 200 locks per master key), and how many random valid bittings per second can
 * be drawn, checked and deduplicated in a Set (the registry's database throughput comes later).
 */
import { performance } from 'node:perf_hooks';
import {
  capacityOf,
  createRandom,
  formatBitting,
  generateMasterKeySystem,
  isValidBitting,
  randomValidBitting,
  type KeyingMethod,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { reportFigures } from './report.ts';

const MASTER_KEYS = 50;
const LOCKS = 10_000;
const RUNS = 7;
const SP6 = DEMO_CATALOG.lookups.keycodebuckettype.find((bucket) => bucket.id === 'SP6')!;

/** Median and worst of RUNS generations with different seeds. */
function timeGeneration(method: KeyingMethod, locksPerMaster: number) {
  const timings: number[] = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const started = performance.now();
    const system = generateMasterKeySystem({ bucket: SP6, masterKeys: MASTER_KEYS, locksPerMaster, method, seed: run });
    if (run > 0) timings.push(performance.now() - started); // run 0 warms up
    if (system.masters.reduce((sum, master) => sum + master.changeKeys.length, 0) !== MASTER_KEYS * locksPerMaster)
      throw new Error('lost locks');
  }
  timings.sort((a, b) => a - b);
  return { 'median ms': +timings[Math.floor(RUNS / 2)]!.toFixed(1), 'worst ms': +timings[RUNS - 1]!.toFixed(1) };
}

const systemRows: Record<string, string | number>[] = [];
for (const method of ['total-position-progression', 'rotating-constant'] as KeyingMethod[]) {
  const { changeKeysPerMaster } = capacityOf(SP6, method, MASTER_KEYS);
  if (changeKeysPerMaster >= LOCKS / MASTER_KEYS) {
    systemRows.push({ method, locks: LOCKS, ...timeGeneration(method, LOCKS / MASTER_KEYS) });
    continue;
  }
  systemRows.push({
    method,
    locks: LOCKS,
    'median ms': '—',
    'worst ms': '—',
    note: `refused: holds ${changeKeysPerMaster} per master key`,
  });
  systemRows.push({
    method,
    locks: changeKeysPerMaster * MASTER_KEYS,
    ...timeGeneration(method, changeKeysPerMaster),
    note: 'at its capacity',
  });
}
console.log(
  `Generating a master-keyed system of ${LOCKS.toLocaleString('en-US')} locks under ${MASTER_KEYS} master keys (SP6, pinning included, ${RUNS} runs):`,
);
console.table(systemRows);

const bittingRows: Record<string, string | number>[] = [];
for (const bucket of DEMO_CATALOG.lookups.keycodebuckettype) {
  const draws = bucket.id === 'SP6' ? 200_000 : 20_000;
  const random = createRandom(1);
  const issued = new Set<string>();
  const started = performance.now();
  for (let draw = 0; draw < draws; draw += 1) {
    const bitting = randomValidBitting(bucket, random);
    if (!isValidBitting(bitting, bucket)) throw new Error('invalid bitting drawn');
    issued.add(formatBitting(bitting));
  }
  const elapsed = performance.now() - started;
  bittingRows.push({
    bucket: bucket.id,
    draws,
    distinct: issued.size,
    'per second': Math.round((draws / elapsed) * 1000),
  });
}
console.log('Random valid bittings: draw, check and deduplicate in a Set (pure, no database):');
console.table(bittingRows);
reportFigures({
  bench: import.meta.url,
  title: `The pure keying engine: a master-keyed system of ${LOCKS.toLocaleString('en-US')} locks under ${MASTER_KEYS} master keys (SP6, ${RUNS} runs), and random valid bittings`,
  database: 'none',
  figures: [
    ...systemRows.map((row) => ({
      name: `${String(row.method)}, ${Number(row.locks).toLocaleString('en-US')} locks, median`,
      figure: row['median ms']!,
      unit: typeof row['median ms'] === 'number' ? 'ms' : '',
      detail: [`worst ${String(row['worst ms'])}${typeof row['worst ms'] === 'number' ? ' ms' : ''}`, row.note]
        .filter(Boolean)
        .join('; '),
    })),
    ...bittingRows.map((row) => ({
      name: `random valid bittings drawn, checked and deduplicated, ${String(row.bucket)}`,
      figure: row['per second']!,
      unit: '/s',
      detail: `${String(row.distinct)} distinct of ${String(row.draws)}`,
    })),
  ],
});
