import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { APP_PORT, APP_URL, FAQ_APP_PORT, FAQ_URL, SAP_STANDIN } from './support/env.ts';

/**
 * End-to-end tests in Debian's Chromium against the built app. Two servers: the default one,
 * and one with a FAQ link and debug mode, each with a fresh in-memory database.
 */

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function server(port: number, env: Record<string, string> = {}) {
  return {
    command: 'node ../apps/server/dist/main.js',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'production',
      // The stand-ins are what the browser tests drive; production refuses them unless allowed.
      ALLOW_EMBEDDED_ISSUER: 'true',
      ALLOW_EMBEDDED_SAP: 'true',
      ALLOW_EMBEDDED_JIRA: 'true',
      // Admins may fail sends and complete orders in the SAP stand-in (after-submission.spec.ts).
      ALLOW_SAP_STANDIN_SWITCHES: 'true',
      // The account journey reads the codes the embedded issuer "sent" (my-account.spec.ts).
      ALLOW_ISSUER_MAILBOX: 'true',
      // The journeys price by the demo catalog's seeded price book (decision 0068).
      ALLOW_DEMO_PRICES: 'true',
      // A throw-away key: the database is in memory too.
      SECRETS_KEY: randomBytes(32).toString('base64'),
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      SQLITE_FILE: ':memory:',
      LOG_LEVEL: 'warn',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The HTML report (with the trace viewer's scripts) goes to the repository root's
  // playwright-report/, which ESLint and git ignore; inside e2e/ it would break `eslint e2e`.
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL: APP_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    server(APP_PORT, { SAP_STANDIN_CREDENTIALS: `${SAP_STANDIN.username}:${SAP_STANDIN.password}` }),
    server(FAQ_APP_PORT, { FAQ_URL, DEBUG: 'true' }),
  ],
});
