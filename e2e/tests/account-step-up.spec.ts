import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { journeyContext } from '../support/mailbox.ts';
import { startOwnServer, type OwnServer } from '../support/own-server.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { DEMO_PASSWORD, expectSignInPage, REP, signIn, submitCredentials } from '../support/sign-in.ts';

/**
 * The account page's step-up (issue 43): a password change needs a recent sign-in, and a sign-in
 * from before the password last changed is not one. A first change goes through at once; the
 * next asks the person to confirm it is them ('Confirm it is you'), declining leaves the password
 * as it was, and signing in again in the popup lets the same change go on. The passwords changed
 * here cannot go back to 'demo', so the journeys run on a server of their own, one account each.
 */

const JOURNEYS = [
  {
    name: 'desktop',
    size: { width: 1440, height: 900 },
    email: 'sales@example.com',
    first: 'Stepped2026a',
    second: 'Stepped2026b',
  },
  { name: 'phone', size: { width: 390, height: 844 }, email: REP, first: 'Stepped2026c', second: 'Stepped2026d' },
] as const;

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startOwnServer();
});

test.afterAll(async () => {
  await server?.stop();
});

/** Types the new password twice into the account page's form and sends it. */
async function changePassword(page: Page, password: string) {
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel(/^New password/).fill(password);
  await form.getByLabel('Repeat the new password').fill(password);
  await form.getByRole('button', { name: 'Change password' }).click();
}

const CHANGED = 'Your password is changed. Use it the next time you sign in.';

for (const journey of JOURNEYS) {
  test(`my account at ${journey.name}: a password change after confirming it is you`, async ({ browser }) => {
    // Three sign-ins (one in a popup), two changes and an axe check per step on a busy machine.
    test.slow();
    const { context, page, errors } = await journeyContext(browser, server.url, journey.size);
    const shot = (step: string, target: Page = page) =>
      saveScreenshot(target, `account-step-up-${journey.name}-${step}`);
    // A toast's closing timer is an animation: settling or stopping the page's animations would end it.
    const toastShot = (step: string) =>
      page.screenshot({
        path: fileURLToPath(new URL(`../screenshots/account-step-up-${journey.name}-${step}.png`, import.meta.url)),
        animations: 'allow',
      });

    await signIn(page, journey.email, DEMO_PASSWORD, { startAt: '/customer-search' });
    await page
      .getByRole('banner')
      .getByRole('link', { name: `My account (${journey.email})` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page);
    await shot('1-account');

    // Just signed in: the first change needs no confirmation.
    await changePassword(page, journey.first);
    await expect(page.getByText(CHANGED)).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await toastShot('2-first-change');

    // The sign-in is older than the password now: the next change waits for the person to confirm.
    await changePassword(page, journey.second);
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Changing your password, emails or phones needs a recent sign-in.');
    await expect(dialog.getByRole('button', { name: 'Sign in again' })).toBeFocused();
    await expectNoViolations(page);
    await shot('3-step-up');

    // Declined: the change is not made, and the page says why.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Sign in again: the password changed after this sign-in.')).toBeVisible();
    await expect(page.getByText(CHANGED)).toHaveCount(0);
    await toastShot('4-declined');

    // Confirmed: the issuer's sign-in page in a popup asks for the password (the current one)…
    await changePassword(page, journey.second);
    await expect(dialog).toBeVisible();
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Sign in again' }).click();
    const popup = await popupOpened;
    await expect(dialog.getByRole('status')).toHaveText('Waiting for the sign-in window…');
    await expectSignInPage(popup);
    await expectNoViolations(popup);
    await shot('5-popup', popup);
    await submitCredentials(popup, journey.email, DEMO_PASSWORD);
    await expect(popup.getByText('Incorrect email or password.')).toBeVisible();
    await submitCredentials(popup, journey.email, journey.first);
    await popup.waitForEvent('close');

    // …and the same change goes on, the page as it was.
    await expect(dialog).toBeHidden();
    await expect(page.getByText(CHANGED)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await toastShot('6-changed');
    await expectNoViolations(page);

    // The new password is the next sign-in's; the one before is refused.
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expectSignInPage(page);
    await submitCredentials(page, journey.email, journey.first);
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await submitCredentials(page, journey.email, journey.second);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
    await shot('7-signed-in-again');

    expect(errors, 'uncaught errors in the pages of this journey').toEqual([]);
    await context.close();
  });
}
