/**
 * `npm run bench`: every server benchmark in turn, each in a process of its own, printing its
 * figures. One process for all of them carried the earlier ones' heap and compiled code into the
 * later ones: the API throughput bench, after the foundation bench in the same process, measured
 * both the lookup and its peer a third slower (p99 5–8 ms instead of 1–2 ms), which no server
 * started on its own shows. Each bench appends the figures it prints to a scratch file (report.ts);
 * at the end they are written into docs/benchmarks.json and docs/benchmark-results.md, also after a
 * bench failed (the benches before it keep their figures).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectedEntries, FIGURES_FILE_VARIABLE, recordEntries } from './report.ts';

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

const scratch = mkdtempSync(join(tmpdir(), 'keyplan-bench-figures-'));
const figures = join(scratch, 'figures.jsonl');
try {
  for (const bench of process.argv.includes('--scale') ? SCALE : BENCHES) {
    const file = fileURLToPath(new URL(bench, import.meta.url));
    const { status, signal } = spawnSync(process.execPath, [...process.execArgv, file], {
      stdio: 'inherit',
      env: { ...process.env, [FIGURES_FILE_VARIABLE]: figures },
    });
    if (status !== 0) throw new Error(`${bench} failed (${signal ?? `exit code ${String(status)}`})`);
  }
} finally {
  const entries = collectedEntries(figures);
  recordEntries(entries);
  console.log(
    `Figures of ${entries.length} bench entries written to docs/benchmarks.json and docs/benchmark-results.md.`,
  );
  rmSync(scratch, { recursive: true, force: true });
}
