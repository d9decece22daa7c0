import { describe, expect, it } from 'vitest';
import { sixtyThousandKeys, startSenders } from '../../test-support/hostile-senders.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import {
  createDefaultTree,
  HELP_DESCRIPTION_MAX_LENGTH,
  LIMITS,
  newLockSet,
  newMasterKey,
  REVIEW_RESPONSE_LIMITS,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { BODY_SIZES, type BodySize } from './body-sizes.ts';
import { jsonLimitBreach } from './json-limits.ts';

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]!;
}

/** 200 sequential /healthz latencies, or as many as 8 s allow when each waits behind the senders' bodies. */
async function healthLatencies(url: string): Promise<number[]> {
  const latencies: number[] = [];
  const deadline = performance.now() + 8000;
  while (latencies.length < 200 && performance.now() < deadline) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return latencies;
}

/** Whether a body fits a size, in bytes (UTF-8) and in its JSON shape. */
function fits(body: unknown, size: BodySize): boolean {
  const text = JSON.stringify(body);
  return Buffer.byteLength(text) <= size.bytes && jsonLimitBreach(text, size) === null;
}

describe('the sizes hold the largest bodies the routes take', () => {
  it('a whole tree of 2,000 lock sets under 99 master keys', () => {
    const tree = createDefaultTree(DEMO_CATALOG.lookups, 'SP6', () => crypto.randomUUID());
    tree.masterKeys = Array.from({ length: LIMITS.masterKeysPerSystem }, (_, index) =>
      newMasterKey(() => crypto.randomUUID(), index + 1),
    );
    for (let index = 0; index < LIMITS.lockSetsPerSystem; index += 1) {
      tree.masterKeys[index % LIMITS.masterKeysPerSystem]!.lockSets.push({
        ...newLockSet(() => crypto.randomUUID(), index + 1, DEMO_CATALOG.lookups, 'SP6'),
        lockSetName: `LOCK SET ${'W'.repeat(LIMITS.nodeNameLength - 10)}${index}`.slice(0, LIMITS.nodeNameLength),
        frontText1: 'W'.repeat(LIMITS.engravingLineLength),
      });
    }
    expect(fits({ expectedVersion: 1, tree }, BODY_SIZES.tree)).toBe(true);
  });

  it('a help request of the longest description, every character escaped', () => {
    const description = '"\n'.repeat(HELP_DESCRIPTION_MAX_LENGTH / 2).slice(0, HELP_DESCRIPTION_MAX_LENGTH);
    expect(fits({ summary: 'S'.repeat(255), description }, BODY_SIZES.standard)).toBe(true);
  });

  it("a guest's longest comment, in any script", () => {
    const text = '鍵'.repeat(REVIEW_RESPONSE_LIMITS.comment);
    expect(fits({ name: 'N'.repeat(REVIEW_RESPONSE_LIMITS.name), text }, BODY_SIZES.guest)).toBe(true);
    const escaped = `{"name":"Dana","text":"${'\\u9375'.repeat(REVIEW_RESPONSE_LIMITS.comment)}"}`;
    expect(Buffer.byteLength(escaped) <= BODY_SIZES.guest.bytes && !jsonLimitBreach(escaped, BODY_SIZES.guest)).toBe(
      true,
    );
  });
});

describe('body sizes', () => {
  const api = useTestApp();

  it('refuses 60,000 keys to the public sessions route by size, before reading or parsing them, as a problem', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/View/sessions',
      headers: { 'content-type': 'application/json' },
      payload: sixtyThousandKeys(),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
  });

  it('refuses a small body of too many members before building it', async () => {
    const members = Array.from({ length: 200 }, () => '0').join(',');
    const payload = `{"id":"00000000-0000-4000-8000-000000000000","review":[${members}]}`;
    expect(payload.length).toBeLessThan(BODY_SIZES.session.bytes);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/View/sessions',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      `body: must hold at most ${BODY_SIZES.session.members} members and items in all`,
    ]);
  });

  it('refuses a long text on a guest route before parsing it', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/View/sessions',
      headers: { 'content-type': 'application/json' },
      payload: { id: '00000000-0000-4000-8000-000000000000', review: 'A'.repeat(600) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      `body: must not hold a text longer than ${BODY_SIZES.session.stringLength} characters`,
    ]);
  });

  it('still takes a body of its size on a route that names none', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/View/sessions',
      payload: { id: '00000000-0000-4000-8000-000000000000', review: 'ABCD-EFGH' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('eight anonymous senders of 60,000-key bodies', () => {
  it(
    'leave /healthz answering within 50 ms of its quiet p99 (p99 of 200 probes, best of five windows) while they send',
    { timeout: 90_000 },
    async () => {
      const testApp = await createTestApp({ listen: true });
      try {
        const url = `${testApp.baseUrl!}/api/View/sessions`;
        const healthz = `${testApp.baseUrl!}/healthz`;
        // The same probes without senders: what the machine gives this test today (other work on a
        // shared 2-core machine slows both alike; a stall parsing hostile bodies shows on top of it).
        const quiet = Math.min(
          percentile(await healthLatencies(healthz), 0.99),
          percentile(await healthLatencies(healthz), 0.99),
        );
        const bound = 50 + quiet;
        const senders = startSenders(url, sixtyThousandKeys());
        // Let every sender have a body in flight before measuring.
        await new Promise((resolve) => setTimeout(resolve, 500));
        // A stall shows in every window; other work seldom spoils five in a row.
        const windows: number[] = [];
        while (windows.length < 5 && !windows.some((p99) => p99 < bound)) {
          windows.push(percentile(await healthLatencies(healthz), 0.99));
        }
        const answers = await senders.stop();
        expect(Math.min(...windows), `quiet p99 ${quiet} ms; windows ${windows.join(', ')} ms`).toBeLessThan(bound);
        // Each hostile body was refused by its size: 413, or the connection closed after it.
        expect(Object.keys(answers).filter((status) => status !== '413' && status !== 'closed')).toEqual([]);
        expect(answers['413'] ?? 0).toBeGreaterThan(8);
      } finally {
        await testApp.close();
      }
    },
  );
});
