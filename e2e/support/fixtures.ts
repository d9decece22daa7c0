import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';
import { APP_URL } from './env.ts';
import { REP, signIn } from './sign-in.ts';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs `email` in on `origin` once, in a context of its own, and returns the context's storage:
 * the oidc-client-ts user (tokens) in localStorage plus the issuer's session cookies.
 */
export async function signedInState(browser: Browser, origin: string, email: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    await signIn(page, email, undefined, { startAt: '/customer-search' });
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

interface WorkerFixtures {
  /** rep@example.com signed in on the default server, shared by the tests of a worker. */
  repState: StorageState;
}

interface TestFixtures {
  /** Fails a test whose pages threw an uncaught error (automatic). */
  failOnUncaughtErrors: void;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  failOnUncaughtErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('weberror', (webError) => errors.push(`${webError.page()?.url() ?? ''}: ${String(webError.error())}`));
      await use();
      expect(errors, 'uncaught errors in the pages of this test').toEqual([]);
    },
    { auto: true },
  ],
  repState: [
    async ({ browser }, use) => {
      await use(await signedInState(browser, APP_URL, REP));
    },
    { scope: 'worker' },
  ],
});

/** Tests that start signed in as rep@example.com (staff) on the default server. */
export const staffTest = test.extend({
  storageState: async ({ repState }, use) => {
    await use(repState);
  },
});

/**
 * The tokens of `state` without the issuer's session cookies: the app thinks it is signed in,
 * but the issuer would ask for the password again.
 */
export function withoutIssuerSession(state: StorageState): StorageState {
  return { cookies: [], origins: state.origins };
}

export { expect };
