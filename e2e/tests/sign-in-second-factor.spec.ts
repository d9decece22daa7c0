import type { Browser } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { journeyContext, mailboxToken, mailed, newestMailId, PUSH_LINK, SIGN_IN_CODE } from '../support/mailbox.ts';
import { startOwnServer, type OwnServer } from '../support/own-server.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import {
  accessToken,
  ADMIN,
  DEMO_PASSWORD,
  expectSignInPage,
  REP,
  signIn,
  submitCredentials,
} from '../support/sign-in.ts';

/**
 * A second factor at sign-in on the app's own sign-in page (issue 43): an admin makes the account's
 * sign-on policy ask for one; the person then picks a factor after the password, enters the code
 * the embedded issuer mailed (a wrong one refused first), and next time approves a push from the
 * development mailbox (the stand-in for the phone app). On a server of the spec's own: the policy
 * would stop every other spec's sign-in of the account.
 */

const JOURNEYS = [
  {
    name: 'desktop',
    size: { width: 1440, height: 900 },
    accountId: 'sales',
    email: 'sales@example.com',
    masked: 's...s@example.com',
  },
  { name: 'phone', size: { width: 390, height: 844 }, accountId: 'rep', email: REP, masked: 'r...p@example.com' },
] as const;

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startOwnServer();
});

test.afterAll(async () => {
  await server?.stop();
});

/** The admin sets the account's sign-on policy through the admin API (Admin → Accounts does the same). */
async function requireSecondFactor(browser: Browser, accountId: string) {
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await signIn(page, ADMIN, DEMO_PASSWORD, { startAt: '/customer-search' });
    const response = await page.request.put(`/api/admin/issuer-accounts/${accountId}/sign-on-policy`, {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
      data: { mfaRequired: true },
    });
    expect(response.status(), await response.text()).toBe(200);
    expect(((await response.json()) as { mfaRequired: boolean }).mfaRequired).toBe(true);
  } finally {
    await context.close();
  }
}

for (const journey of JOURNEYS) {
  test(`a second factor at ${journey.name}: a mailed code, then a push approved`, async ({ browser }) => {
    // Three sign-ins, a push polled every two seconds and an axe check per step on a busy machine.
    test.slow();
    // The account's own token reads its mailbox: one sign-in before the policy asks for more.
    const token = await mailboxToken(browser, server.url, journey.email, DEMO_PASSWORD);
    await requireSecondFactor(browser, journey.accountId);
    const { context, page, errors } = await journeyContext(browser, server.url, journey.size);
    const shot = (step: string, settle = true) =>
      saveScreenshot(page, `signin-second-factor-${journey.name}-${step}`, { settle });

    // The password alone no longer signs in: the page offers the account's factors.
    await page.goto('/customer-search');
    await expectSignInPage(page);
    await submitCredentials(page, journey.email, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { level: 2, name: 'Verify it is you' })).toBeVisible();
    const byEmail = page.getByRole('button', { name: `Email a code to ${journey.masked}` });
    const byPush = page.getByRole('button', { name: 'Send a push to approve' });
    await expect(byEmail).toBeVisible();
    await expect(byPush).toBeVisible();
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page);
    await shot('1-factors');

    // A code by email: a wrong one is refused in the page, the mailed one signs in.
    let since = await newestMailId(page, server.url, token);
    await byEmail.click();
    await expect(page.getByText(`Enter the code we sent to ${journey.masked}.`)).toBeVisible();
    const code = page.getByRole('textbox', { name: 'Code' });
    await expect(code).toBeFocused();
    await expect(page.getByRole('button', { name: 'Choose another way' })).toBeVisible();
    await expectNoViolations(page);
    await shot('2-code');
    const mailedCode = await mailed(page, server.url, token, SIGN_IN_CODE, since);
    await code.fill(mailedCode === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'That code is not right. Check the latest message we sent and try again.',
    );
    await expect(code).toBeVisible();
    await expectNoViolations(page);
    await shot('3-wrong-code');
    await code.fill(mailedCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
    await shot('4-signed-in');

    // Next time a push: the page waits while the "phone" (the mailbox's link, another device) approves.
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expectSignInPage(page);
    await submitCredentials(page, journey.email, DEMO_PASSWORD);
    await expect(byPush).toBeVisible();
    since = await newestMailId(page, server.url, token);
    await byPush.click();
    await expect(page.getByRole('status')).toHaveText('Waiting for you to approve the push…');
    await expectNoViolations(page);
    // The spinner turns for ever: the picture does not wait for its animation to end.
    await shot('5-push-waiting', false);

    const approval = await mailed(page, server.url, token, PUSH_LINK, since);
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const app = await phone.newPage();
    await app.goto(approval);
    await expect(app.getByRole('heading', { level: 1, name: 'Is it you signing in to Keyplan?' })).toBeVisible();
    await app.getByRole('button', { name: "Yes, it's me" }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'Sign-in approved.' })).toBeVisible();
    await phone.close();

    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectNoViolations(page);
    await shot('6-signed-in-by-push');

    expect(errors, 'uncaught errors in the pages of this journey').toEqual([]);
    await context.close();
  });
}
