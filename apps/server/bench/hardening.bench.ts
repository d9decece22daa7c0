/**
 * Hostile input against a listening server, reported as figures next to their targets: a deeply
 * nested JSON body to the public sessions route is refused in under 5 ms, and /healthz keeps its
 * latency while 8 senders push such bodies at once (issue 15).
 */
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../src/test/test-app.ts';

const testApp = await createTestApp({ listen: true });
const base = testApp.baseUrl!;
const nested = `{"id":${'['.repeat(6000)}${']'.repeat(6000)},"review":"x"}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
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
await testApp.close();

console.log('Hostile input (issue 15), over HTTP on loopback:');
console.table([
  {
    figure: `nested JSON (12 kB, depth 6000) → ${refusals[0]!.status}, median`,
    value: `${median(refusals.map((entry) => entry.ms)).toFixed(2)} ms`,
    target: '< 5 ms, 400',
  },
  { figure: 'GET /healthz median, quiet', value: `${median(quiet).toFixed(2)} ms`, target: 'peer' },
  {
    figure: 'GET /healthz median, 8 nested-JSON senders',
    value: `${median(loaded).toFixed(2)} ms`,
    target: `≈ peer: ${median(peer).toFixed(2)} ms with 8 senders of a small valid body`,
  },
]);
