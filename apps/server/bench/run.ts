/**
 * `npm run bench`: every server benchmark in turn, each in a process of its own, printing its
 * figures. One process for all of them carried the earlier ones' heap and compiled code into the
 * later ones: the API throughput bench, after the foundation bench in the same process, measured
 * both the lookup and its peer a third slower (p99 5–8 ms instead of 1–2 ms), which no server
 * started on its own shows.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHES = [
  'foundation.bench.ts',
  'api-throughput.bench.ts',
  'hardening.bench.ts',
  'save-tree.bench.ts',
  'keying.bench.ts',
  'key-codes.bench.ts',
  'cluster-throughput.bench.ts',
  'customer-search.bench.ts',
  'key-registry-fill.bench.ts',
  'big-site.bench.ts',
];

/** The benches at a manufacturer's volumes (issue 44): `npm run bench:scale` runs these alone. */
const SCALE = ['customer-search.bench.ts', 'key-registry-fill.bench.ts', 'big-site.bench.ts'];

for (const bench of process.argv.includes('--scale') ? SCALE : BENCHES) {
  const file = fileURLToPath(new URL(bench, import.meta.url));
  const { status, signal } = spawnSync(process.execPath, [...process.execArgv, file], { stdio: 'inherit' });
  if (status !== 0) throw new Error(`${bench} failed (${signal ?? `exit code ${String(status)}`})`);
}
