import { expect, test } from '../support/fixtures.ts';
import { journeyContext, mailboxToken, mailed, newestMailId, RESET_LINK } from '../support/mailbox.ts';
import { startOwnServer, type OwnServer } from '../support/own-server.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { DEMO_PASSWORD, expectSignInPage, REP, submitCredentials } from '../support/sign-in.ts';

/**
 * 'Forgot password?' on the app's own sign-in page (issue 43): the reset link the embedded issuer
 * mails, a new password chosen on /signin/reset-password/…, signed in at once, and the new password
 * (not the old one) signs in afresh. The passwords changed here cannot go back to 'demo' (the
 * issuer's policy refuses it), so the journeys run on a server of their own, one account each.
 */

const JOURNEYS = [
  { name: 'desktop', size: { width: 1440, height: 900 }, email: 'sales@example.com', next: 'Recovered2026a' },
  { name: 'phone', size: { width: 390, height: 844 }, email: REP, next: 'Recovered2026b' },
] as const;

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startOwnServer();
});

test.afterAll(async () => {
  await server?.stop();
});

for (const journey of JOURNEYS) {
  test(`forgot password at ${journey.name}: the mailed link, a new password, signed in`, async ({ browser }) => {
    // About 45 s here (two sign-ins, a reset, an axe check per step): past the default minute on a busy machine.
    test.slow();
    // The account's own token reads its mailbox: one sign-in before the password is forgotten.
    const token = await mailboxToken(browser, server.url, journey.email, DEMO_PASSWORD);
    const { context, page, errors } = await journeyContext(browser, server.url, journey.size);
    const shot = (step: string) => saveScreenshot(page, `signin-recovery-${journey.name}-${step}`);

    // Signed out, the app sends the person to its sign-in page; they ask for a reset link.
    await page.goto('/customer-search');
    await expectSignInPage(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(journey.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Reset your password' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(journey.email);
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page);
    await shot('1-request');

    const since = await newestMailId(page, server.url, token);
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Check your email' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'If an account has this email, a link to reset its password is on its way. It is valid for 1 hour.',
    );
    await expectNoViolations(page);
    await shot('2-sent');

    // The link in the mail opens the page's reset step: a new password, typed twice.
    const link = await mailed(page, server.url, token, RESET_LINK, since);
    expect(new URL(link).origin).toBe(server.url);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 2, name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByText(`For ${journey.email}.`)).toBeVisible();
    await expect(
      page.getByText('Your password needs at least 8 characters, a lowercase letter, an uppercase letter, a number.'),
    ).toBeVisible();
    const newPassword = page.getByLabel(/^New password/);
    const repeated = page.getByLabel(/^Repeat new password/);
    await expect(newPassword).toBeFocused();
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page);
    await shot('3-new-password');

    // Two different passwords are caught in the page; one the policy refuses, by the issuer.
    await newPassword.fill(journey.next);
    await repeated.fill(`${journey.next}x`);
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset password' })).toBeDisabled();
    await expectNoViolations(page);
    await shot('4-mismatch');
    await newPassword.fill('recovered2026');
    await repeated.fill('recovered2026');
    await page.getByRole('button', { name: 'Reset password' }).click();
    // The rule it broke, in the provider's words (Okta's errorCauses), not only the summary.
    await expect(page.getByRole('alert')).toHaveText(
      'Password requirements were not met. Password requirements: at least 8 characters, a lowercase letter, an uppercase letter, a number, no parts of your username.',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Choose a new password' })).toBeVisible();
    await expectNoViolations(page);
    await shot('5-refused');

    // A good one: the person is signed in straight away.
    await newPassword.fill(journey.next);
    await repeated.fill(journey.next);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectNoViolations(page);
    await shot('6-signed-in');

    // Signed out: the link is spent, the old password is refused and the new one signs in afresh.
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expectSignInPage(page);
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText('This link or step has expired or was used already. Start again.');
    // The page offers the sign-in form there (its address stays the link's).
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Keyplan' })).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expectNoViolations(page);
    await shot('7-link-spent');
    await submitCredentials(page, journey.email, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await submitCredentials(page, journey.email, journey.next);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
    await shot('8-signed-in-again');

    expect(errors, 'uncaught errors in the pages of this journey').toEqual([]);
    await context.close();
  });
}
