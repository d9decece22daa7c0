import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { APP_URL } from '../support/env.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { accessToken, expectSignInPage, signIn, submitCredentials, VIEWER } from '../support/sign-in.ts';

/**
 * The app's own sign-in page on the provider's Authentication API, through its SDK (issue 43): the
 * embedded issuer answers it, so /signin is where a signed-out person lands. The viewer's account
 * is locked and unlocked here (it ends as it began: other specs sign it in with 'demo').
 */

async function newPage(browser: Browser, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ baseURL: APP_URL, viewport });
  return { context, page: await context.newPage() };
}

/** The link of the newest mail of the signed-in person's development mailbox that matches. */
async function mailedLink(page: Page, token: string, pattern: RegExp): Promise<string> {
  const response = await page.request.get('/idp/dev/mailbox', {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json; okta-version=1.0.0' },
  });
  expect(response.status()).toBe(200);
  const bodies = ((await response.json()) as { body: string }[]).map((mail) => mail.body);
  const link = bodies.map((body) => pattern.exec(body)?.[1]).find(Boolean);
  expect(link, `a mail matching ${pattern}`).toBeTruthy();
  return link!;
}

for (const viewport of [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
]) {
  test(`the sign-in page at ${viewport.name}: accessible, and a wrong password is refused in the page`, async ({
    browser,
  }) => {
    const { context, page } = await newPage(browser, viewport.size);
    await page.goto('/customer-search');
    await expectSignInPage(page);
    await expect(page).toHaveURL('/signin?returnTo=%2Fcustomer-search');
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page);

    await submitCredentials(page, 'rep@example.com', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    // Sign in was disabled while the request ran: focus goes back to the password, not the page body.
    await expect(page.getByLabel('Password')).toBeFocused();
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('rep@example.com');
    await expectNoViolations(page);
    await context.close();
  });
}

test('a locked-out person unlocks the account by an emailed link, not by waiting', async ({ browser }) => {
  // The viewer's own mailbox is read with its token: sign in once first.
  const first = await newPage(browser);
  await signIn(first.page, VIEWER, 'demo', { startAt: '/customer-search' });
  const token = await accessToken(first.page);
  await first.context.close();

  const { context, page } = await newPage(browser);
  await page.goto('/signin');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await submitCredentials(page, VIEWER, `wrong-${attempt}`);
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  }
  await submitCredentials(page, VIEWER, 'demo');
  await expect(page.getByRole('heading', { name: 'Your account is locked' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Email me an unlock link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.goto(await mailedLink(page, token, /(http\S+\/signin\/unlock\/\S+) /));
  await expect(page.getByRole('status')).toHaveText('Your account is unlocked. Sign in with your password.');
  await submitCredentials(page, VIEWER, 'demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Not Authorized' })).toBeVisible();
  await context.close();
});
