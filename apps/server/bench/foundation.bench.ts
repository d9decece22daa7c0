/**
 * Benchmarks of the foundation, reported as figures (not asserted): how long the server takes
 * to be ready, and the throughput of its hot paths in-process (no network noise).
 * Run with `npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import { createTestApp, mintAccessToken, bearer } from '../test-support/test-app.ts';
import { reportFigures } from './report.ts';

async function measure(name: string, iterations: number, run: () => Promise<unknown>) {
  for (let index = 0; index < Math.min(50, iterations); index += 1) await run();
  const start = performance.now();
  for (let index = 0; index < iterations; index += 1) await run();
  const elapsed = performance.now() - start;
  return {
    name,
    iterations,
    'mean ms': +(elapsed / iterations).toFixed(3),
    'per second': Math.round((iterations / elapsed) * 1000),
  };
}

const startedAt = performance.now();
const testApp = await createTestApp({ listen: true });
const readyMs = performance.now() - startedAt;

const token = await mintAccessToken(testApp);
const help = {
  userEmail: { email: 'rep@example.com' },
  summary: 'Benchmark',
  description: 'Benchmark ticket',
  ccid: null,
  sapOrderNumber: null,
  designId: null,
  currentScreen: '/customer-search',
};

const rows = [
  await measure('GET /healthz', 2000, () => testApp.app.inject({ url: '/healthz' })),
  await measure('GET /config.json', 2000, () => testApp.app.inject({ url: '/config.json' })),
  await measure('GET /api/me (JWT verified)', 2000, () =>
    testApp.app.inject({ url: '/api/me', headers: bearer(token) }),
  ),
  await measure('POST /api/help (embedded Jira over HTTP)', 200, () =>
    testApp.app.inject({ method: 'POST', url: '/api/help', payload: help, headers: bearer(token) }),
  ),
];
await testApp.close();

console.log(`Server ready (migrations, issuer keys, routes, listening) in ${readyMs.toFixed(0)} ms`);
console.table(rows);
reportFigures({
  bench: import.meta.url,
  title: 'The foundation: time to ready, and hot paths in-process (inject)',
  database: 'sqlite',
  figures: [
    { name: 'server ready (migrations, issuer keys, routes, listening)', figure: Math.round(readyMs), unit: 'ms' },
    ...rows.map((row) => ({
      name: `${row.name}, per second`,
      figure: row['per second'],
      unit: 'req/s',
      detail: `mean ${row['mean ms']} ms over ${row.iterations}`,
    })),
  ],
});
