/**
 * Hostile input against a listening server, reported as figures next to their targets: a deeply
 * nested JSON body to the public sessions route is refused in under 5 ms, and /healthz keeps its
 * latency while 8 senders push such bodies at once (issue 15); /healthz p99 stays under 50 ms
 * while 8 anonymous senders (in a worker thread of their own) push flat 60,000-key bodies to the
 * same route (the stall of issue 29).
 */
import { performance } from 'node:perf_hooks';
import { sixtyThousandKeys, startSenders } from '../test-support/hostile-senders.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { reportFigures } from './report.ts';

const testApp = await createTestApp({ listen: true });
const base = testApp.baseUrl!;
const nested = `{"id":${'['.repeat(6000)}${']'.repeat(6000)},"review":"x"}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
}

async function timed(run: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const response = await run();
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
}

const sendNested = () =>
  fetch(`${base}/api/View/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: nested });
const health = () => fetch(`${base}/healthz`);

for (let index = 0; index < 20; index += 1) await timed(sendNested);
const refusals = [];
for (let index = 0; index < 200; index += 1) refusals.push(await timed(sendNested));

const quiet = [];
for (let index = 0; index < 200; index += 1) quiet.push((await timed(health)).ms);

/** /healthz latencies while 8 senders each send one request after another. */
async function healthUnder(send: () => Promise<Response>): Promise<number[]> {
  let sending = true;
  const senders = Array.from({ length: 8 }, async () => {
    while (sending) await timed(send);
  });
  const latencies = [];
  for (let index = 0; index < 200; index += 1) latencies.push((await timed(health)).ms);
  sending = false;
  await Promise.all(senders);
  return latencies;
}

const small = JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', review: 'ABCD-EFGH' });
// The peer: the same 8 senders with a small, well-formed body that is parsed, validated and refused with 401.
const peer = await healthUnder(() =>
  fetch(`${base}/api/View/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: small }),
);
const loaded = await healthUnder(sendNested);

// Issue 29: flat 60,000-key bodies (880 kB) from 8 senders in a worker thread, so that only the server's work shows.
const keys = sixtyThousandKeys();
const sendKeys = () =>
  fetch(`${base}/api/View/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: keys });
const keyRefusals = [];
for (let index = 0; index < 50; index += 1) keyRefusals.push(await timed(sendKeys));
const senders = startSenders(`${base}/api/View/sessions`, keys);
await new Promise((resolve) => setTimeout(resolve, 500));
const stalled = [];
const deadline = performance.now() + 20_000;
while (stalled.length < 1000 && performance.now() < deadline) {
  stalled.push((await timed(health)).ms);
  await new Promise((resolve) => setTimeout(resolve, 2));
}
const answers = await senders.stop();
await testApp.close();

console.log('Hostile input (issue 15), over HTTP on loopback:');
console.table([
  {
    figure: `nested JSON (12 kB, depth 6000) → ${refusals[0]!.status}, median`,
    value: `${median(refusals.map((entry) => entry.ms)).toFixed(2)} ms`,
    target: '< 5 ms, 400 (413 since issue 29: over the route’s 1 kB)',
  },
  { figure: 'GET /healthz median, quiet', value: `${median(quiet).toFixed(2)} ms`, target: 'peer' },
  {
    figure: 'GET /healthz median, 8 nested-JSON senders',
    value: `${median(loaded).toFixed(2)} ms`,
    target: `≈ peer: ${median(peer).toFixed(2)} ms with 8 senders of a small valid body`,
  },
]);
console.log('The stall (issue 29): flat JSON of 60,000 keys (880 kB) to POST /api/View/sessions:');
console.table([
  {
    figure: `one 60,000-key body → ${keyRefusals[0]!.status}, round trip with the upload, median`,
    value: `${median(keyRefusals.map((entry) => entry.ms)).toFixed(2)} ms`,
    target: '413, refused by its size, never parsed (before: 400 after 170–470 ms of parsing)',
  },
  {
    figure: `GET /healthz p99, 8 senders of 60,000-key bodies (${stalled.length} probes)`,
    value: `${p99(stalled).toFixed(2)} ms (median ${median(stalled).toFixed(2)} ms)`,
    target: '< 50 ms (before: up to 3,800 ms)',
  },
  {
    figure: 'answers the senders had',
    value: Object.entries(answers)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', '),
    target: 'only 413 (or the connection closed after it)',
  },
]);
const twoDecimals = (value: number) => Math.round(value * 100) / 100;
reportFigures({
  bench: import.meta.url,
  title: 'Hostile input over HTTP on loopback (issues 15 and 29)',
  database: 'sqlite',
  figures: [
    {
      name: 'nested JSON (12 kB, depth 6000) refused, median',
      figure: twoDecimals(median(refusals.map((entry) => entry.ms))),
      unit: 'ms',
      target: { op: '<', limit: 5 },
      detail: `answered ${refusals[0]!.status}`,
    },
    { name: 'GET /healthz median, quiet', figure: twoDecimals(median(quiet)), unit: 'ms' },
    {
      name: 'GET /healthz median, 8 nested-JSON senders',
      figure: twoDecimals(median(loaded)),
      unit: 'ms',
      target: '≈ peer',
      detail: `peer: ${twoDecimals(median(peer))} ms with 8 senders of a small valid body`,
    },
    {
      name: 'one 60,000-key body (880 kB) refused, round trip with the upload, median',
      figure: twoDecimals(median(keyRefusals.map((entry) => entry.ms))),
      unit: 'ms',
      target: '413, never parsed',
      met: keyRefusals.every((entry) => entry.status === 413),
      detail: `answered ${keyRefusals[0]!.status}`,
    },
    {
      name: 'GET /healthz p99, 8 senders of 60,000-key bodies (issue 29)',
      figure: twoDecimals(p99(stalled)),
      unit: 'ms',
      target: { op: '<', limit: 50 },
      detail: `median ${twoDecimals(median(stalled))} ms, ${stalled.length} probes`,
    },
    {
      name: 'answers the senders had',
      figure: Object.entries(answers)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', '),
      unit: '',
      target: 'only 413 (or the connection closed after it)',
      met: Object.keys(answers).every((status) => status === '413' || status === 'closed'),
    },
  ],
});
