import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * A server of a spec's own (the built app on a free port, a fresh in-memory database), for
 * journeys that change a demo account for good: a new password cannot be set back to 'demo' (the
 * issuer's policy refuses it), and the shared servers' accounts are other specs' (they sign in
 * with 'demo'). Started as playwright.config.ts starts the shared ones.
 */
export interface OwnServer {
  url: string;
  stop: () => Promise<void>;
}

const E2E_DIR = fileURLToPath(new URL('..', import.meta.url));

/** A port no one listens on now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the server and waits (up to `timeoutMs`) until /healthz answers; `env` adds to or
 * overrides its environment (a spec's own telemetry collector, telemetry.spec.ts).
 */
export async function startOwnServer(timeoutMs = 60_000, env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['../apps/server/dist/main.js'], {
    cwd: E2E_DIR,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_EMBEDDED_ISSUER: 'true',
      ALLOW_EMBEDDED_SAP: 'true',
      ALLOW_EMBEDDED_JIRA: 'true',
      // The journeys read the codes and links the embedded issuer "sent".
      ALLOW_ISSUER_MAILBOX: 'true',
      // The journeys price by the demo catalog's seeded price book (decision 0068).
      ALLOW_DEMO_PRICES: 'true',
      SECRETS_KEY: randomBytes(32).toString('base64'),
      PORT: String(port),
      PUBLIC_URL: url,
      SQLITE_FILE: ':memory:',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the spec's own server ended (${child.exitCode}): ${errors}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the spec's own server did not answer /healthz within ${timeoutMs} ms: ${errors}`);
}
