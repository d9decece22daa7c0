import { expect, type Browser, type Page } from '@playwright/test';
import { APP_URL } from './env.ts';

/** Demo accounts of the embedded issuer (README), all with the password 'demo'. */
export const REP = 'rep@example.com';
export const ADMIN = 'admin@example.com';
export const VIEWER = 'viewer@example.com';
export const DEMO_PASSWORD = 'demo';

/**
 * Waits until the page shows a sign-in page (not the app): the app's own (/signin, through the
 * Authentication API, issue 43) or the embedded issuer's (/interaction/…, a sign-in popup).
 */
export async function expectSignInPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to Keyplan' })).toBeVisible();
  await expect(page).toHaveURL(/\/(interaction\/[^/?#]+(\/login)?|signin(\?[^#]*)?)$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
}

/** Types the credentials into the sign-in form (the app's or the issuer's, alike) and presses 'Sign in'. */
export async function submitCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export interface SignInOptions {
  /** App path to open first; by default '/' when the page is still blank, else none. */
  startAt?: string;
}

/**
 * Signs in through the real sign-in page, as a person does: opens the app (when the page is blank,
 * or at `startAt`), waits for the sign-in page, types the credentials
 * and waits until the app is back and shows 'Sign out' — for staff on the screen they were going
 * to, for the viewer on the 'Not Authorized' page.
 */
export async function signIn(
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
  options: SignInOptions = {},
): Promise<void> {
  const startAt = options.startAt ?? (page.url() === 'about:blank' ? '/' : undefined);
  if (startAt !== undefined) await page.goto(startAt);
  await expectSignInPage(page);
  await submitCredentials(page, email, password);
  await expect(page).not.toHaveURL(/\/(signin|interaction|oauth2|login\/callback)(\/|\?|$)/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** The keys of the app's localStorage holding a signed-in oidc-client-ts user. */
export async function storedUserKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('oidc.user:')));
}

/** The signed-in user's access token (oidc-client-ts's stored user), to prepare data through the API as the app would. */
export async function accessToken(page: Page): Promise<string> {
  const [key] = await storedUserKeys(page);
  return page.evaluate(
    (storageKey) =>
      (JSON.parse(localStorage.getItem(storageKey ?? '') ?? '{}') as { access_token?: string }).access_token ?? '',
    key,
  );
}

/** Runs `act` with the admin's bearer token in a context of its own (the SAP stand-in's switches are admin-only). */
export async function asAdmin(browser: Browser, act: (page: Page, authorization: string) => Promise<void>) {
  const context = await browser.newContext({ baseURL: APP_URL, storageState: { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    await signIn(page, ADMIN, undefined, { startAt: '/customer-search' });
    await act(page, `Bearer ${await accessToken(page)}`);
  } finally {
    await context.close();
  }
}
