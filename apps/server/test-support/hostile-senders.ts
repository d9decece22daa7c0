import { Worker } from 'node:worker_threads';

/** The probe of issue 29: a flat object of 60,000 keys, about 880 kB, under the old 2 MB limit of every route. */
export function sixtyThousandKeys(): string {
  const members = Array.from({ length: 60_000 }, (_, index) => `"key${String(index).padStart(5, '0')}":"x"`);
  return `{"id":"00000000-0000-4000-8000-000000000000","review":"ABCD-EFGH",${members.join(',')}}`;
}

const SENDERS = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, body, count } = workerData;
let sending = true;
const answers = {};
parentPort.on('message', () => { sending = false; });
async function send() {
  while (sending) {
    let status;
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 'closed';
    }
    answers[status] = (answers[status] ?? 0) + 1;
  }
}
Promise.all(Array.from({ length: count }, send)).then(() => parentPort.postMessage(answers));
`;

/**
 * `count` senders in a worker thread of their own (their sending costs the server's event loop
 * nothing), each posting `body` as JSON again as soon as it is answered, until stopped. `stop`
 * answers how often each status came back (`closed`: the server closed the connection first).
 */
export function startSenders(url: string, body: string, count = 8): { stop: () => Promise<Record<string, number>> } {
  const worker = new Worker(SENDERS, { eval: true, workerData: { url, body, count } });
  const answered = new Promise<Record<string, number>>((resolve) => worker.once('message', resolve));
  return {
    stop: async () => {
      worker.postMessage('stop');
      const answers = await answered;
      await worker.terminate();
      return answers;
    },
  };
}
