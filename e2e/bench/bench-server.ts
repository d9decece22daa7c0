/**
 * What the browser benches share: the built server started as in production (stand-ins allowed,
 * in-memory database) on a free port, Chromium, and signing in as the demo rep.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { chromium, type Browser, type Page } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The built server; BENCH_SERVER points elsewhere to measure another build. */
const SERVER_MAIN = process.env.BENCH_SERVER ?? 'apps/server/dist/main.js';

async function freePort(): Promise<number> {
  const server = createServer().listen(0);
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

export interface BenchServer {
  baseUrl: string;
  browser: Browser;
  close: () => Promise<void>;
}

/** Starts the built server and Chromium; `close` stops both. */
export async function startBenchServer(): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The stand-ins are what the browser tests drive; production refuses them unless allowed.
      ALLOW_EMBEDDED_ISSUER: 'true',
      ALLOW_EMBEDDED_SAP: 'true',
      ALLOW_EMBEDDED_JIRA: 'true',
      ALLOW_DEMO_PRICES: 'true',
      // A throw-away key: the database is in memory too.
      SECRETS_KEY: randomBytes(32).toString('base64'),
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      SQLITE_FILE: ':memory:',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const close = async () => {
    await browser.close();
    server.kill();
  };
  try {
    for (let attempt = 0; ; attempt += 1) {
      const ready = await fetch(`${baseUrl}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (attempt > 100) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { baseUrl, browser, close };
}

/** Signs in as the demo rep through the embedded issuer's page; ends on /customer-search. */
export async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/customer-search`);
  await page.getByRole('textbox', { name: 'Email' }).fill('rep@example.com');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Customer Search' }).waitFor();
}

/** The signed-in user's access token, as the app keeps it. */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index)!;
      if (key.startsWith('oidc.user:'))
        return (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
    }
    throw new Error('not signed in');
  });
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const worst = (values: number[]) => Math.max(...values);
