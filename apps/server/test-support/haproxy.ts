import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from './test-app.ts';

/** Debian's HAProxy (`apt-get install haproxy`; `.ci/run` installs it when missing). */
export const HAPROXY = '/usr/sbin/haproxy';
/** The configuration docs/running-several-instances.md gives operators, run as is. */
const CONFIG = fileURLToPath(new URL('../../../deploy/haproxy.cfg', import.meta.url));
/** The header HAProxy adds naming the instance that answered (deploy/haproxy.cfg). */
export const SERVED_BY = 'x-served-by';

export const haproxyInstalled = () => existsSync(HAPROXY);

export interface LoadBalancer {
  url: string;
  /** What HAProxy printed (its warnings, servers going down and up). */
  output: string[];
  close(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * HAProxy with deploy/haproxy.cfg in front of three instances on these ports, asking each one's
 * `/readyz` every `checkMs` (decision 0060). Resolves once it listens.
 */
export async function startHaproxy(instancePorts: number[], { checkMs = 500 } = {}): Promise<LoadBalancer> {
  if (instancePorts.length !== 3) throw new Error('deploy/haproxy.cfg names three instances');
  const port = await freePort();
  const [first, second, third] = instancePorts.map((instancePort) => `127.0.0.1:${instancePort}`);
  const child = spawn(HAPROXY, ['-db', '-f', CONFIG], {
    env: {
      PATH: process.env.PATH ?? '',
      KEYPLAN_LISTEN: `127.0.0.1:${port}`,
      KEYPLAN_1: first!,
      KEYPLAN_2: second!,
      KEYPLAN_3: third!,
      KEYPLAN_CHECK_MS: String(checkMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`HAProxy ended at start:\n${output.join('')}`);
    try {
      // Any answer (503 while no instance is up yet) means it listens.
      await (await fetch(`${url}/readyz`)).arrayBuffer();
      break;
    } catch {
      if (attempt > 100) throw new Error(`HAProxy did not listen on ${url}:\n${output.join('')}`);
      await pause(100);
    }
  }
  return {
    url,
    output,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Waits until the balancer sends requests to `count` distinct instances (each has passed its checks):
 * `/readyz` asked through it, round-robin, until that many answered 200 in a row.
 */
export async function waitUntilBalanced(balancer: LoadBalancer, count: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const servedBy = new Set<string>();
    for (let ask = 0; ask < count * 2; ask += 1) {
      const answer = await fetch(`${balancer.url}/readyz`).catch(() => undefined);
      await answer?.arrayBuffer();
      if (answer?.status === 200) servedBy.add(answer.headers.get(SERVED_BY) ?? '');
    }
    if (servedBy.size >= count) return;
    if (Date.now() > deadline)
      throw new Error(`HAProxy sent to ${servedBy.size} of ${count} instances:\n${balancer.output.join('')}`);
    await pause(200);
  }
}
