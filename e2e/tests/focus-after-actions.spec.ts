import type { Page } from '@playwright/test';
import { expect, staffTest, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { journeyContext, mailed, newestMailId } from '../support/mailbox.ts';
import { newOrder, submitToSap } from '../support/orders.ts';
import { startOwnServer, type OwnServer } from '../support/own-server.ts';
import { expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { accessToken, DEMO_PASSWORD, REP, signIn, submitCredentials } from '../support/sign-in.ts';
import type { DemoCustomer } from '../support/system-start.ts';

/**
 * Issue 47, by keyboard only: seven actions whose button goes or is disabled once done — Create pass
 * code, Send engraving update, Cancel the order, Save profile, Verify (an email), Change password and
 * Remove password — each leaves focus on what it came to, never on the page's body. The orders are
 * set up by mouse; each action is reached with Tab and pressed with Enter. At 1440×900 and 390×844.
 */

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

// Maritime is the customer every spec tolerates more systems for (one database per run).
const CUSTOMER: DemoCustomer = { ccid: '0000200005', name: 'Maritime Fish Processors', salesArea: 'CA10' };

/** What has focus: its text, to say focus is on the result. */
const focused = (page: Page) => page.locator(':focus');

/** A submitted order whose lock set is engraved (so its engraving can be changed after the sale). */
async function submittedEngravedOrder(page: Page, name: string) {
  await newOrder(page, CUSTOMER, name, `PO-${name.replace(/\W+/g, '-').toUpperCase()}`);
  await page.getByRole('button', { name: 'Edit LOCK SET 1' }).click();
  await expect(page).toHaveURL(/\/set\?lockSetId=/);
  await page.getByLabel('Engrave the locks').check();
  await page.getByRole('combobox', { name: 'Font size' }).selectOption({ label: 'Medium (3.0 mm)' });
  await page.getByRole('textbox', { name: 'Front line 1', exact: true }).fill('PUMP 4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.goto('/submit-system');
  await submitToSap(page);
}

for (const { name, size } of VIEWPORTS) {
  staffTest(
    `by keyboard at ${name}: Create pass code, Send engraving update and Cancel the order give focus to what they did`,
    async ({ page }) => {
      test.slow();
      await page.setViewportSize(size);
      await submittedEngravedOrder(page, `Focus pumps ${name}`);

      // Create pass code: the button is busy while the code is made, then focus is on the code.
      const review = page.getByRole('region', { name: 'Customer review' });
      await tabTo(page, review.getByRole('button', { name: 'Create pass code' }));
      await page.keyboard.press('Enter');
      await expect(review.getByTestId('review-pass-code')).toBeVisible();
      await expect(focused(page)).toContainText('Pass code (shown once');
      await expect(focused(page)).toContainText(await review.getByTestId('review-pass-code').innerText());

      // Send engraving update: asked first, then disabled (nothing differs): focus is on how it went.
      await tabTo(page, page.getByRole('link', { name: 'Edit engraving' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/edit-engraving');
      const front = page
        .getByRole('region', { name: /LOCK SET 1/ })
        .getByRole('textbox', { name: 'LOCK SET 1, front line 1', exact: true });
      await expect(front).toHaveValue('PUMP 4');
      await tabTo(page, front);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('PUMP 5');
      await tabTo(page, page.getByRole('button', { name: 'Send engraving update' }));
      await page.keyboard.press('Enter');
      const send = page.getByRole('dialog', { name: 'Send the engraving update to SAP?' });
      await tabTo(page, send.getByRole('button', { name: 'Send engraving update' }));
      await page.keyboard.press('Enter');
      await expect(focused(page)).toHaveText('The engraving was changed; the update is on its way to SAP (see below).');
      await expect(page.getByRole('button', { name: 'Send engraving update' })).toBeDisabled();
      await expectNoViolations(page);
      // Not settled: the update's progress bar runs until SAP has it.
      await saveScreenshot(page, `focus-engraving-sent-${name}`, { settle: false });

      // Cancel the order: asked why, then the button goes: focus is on 'The order was canceled'.
      await tabTo(page, page.getByRole('link', { name: 'Back to Submit System' }), { back: true });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/submit-system');
      const submit = page.getByRole('region', { name: 'Submit' });
      await tabTo(page, submit.getByRole('button', { name: 'Cancel order' }));
      await page.keyboard.press('Enter');
      const cancel = page.getByRole('dialog', { name: 'Cancel this order?' });
      await tabTo(page, cancel.getByRole('textbox', { name: 'Why is it canceled?' }));
      await page.keyboard.type('The pump houses were sold');
      await tabTo(page, cancel.getByRole('button', { name: 'Cancel the order' }));
      await page.keyboard.press('Enter');
      await expect(focused(page)).toContainText('The order was canceled');
      await expect(submit.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
      await expectNoViolations(page);
      // Not settled: the cancellation's progress bar runs until SAP has it.
      await saveScreenshot(page, `focus-order-canceled-${name}`, { settle: false });
    },
  );
}

test.describe('the account page by keyboard', () => {
  // Passwords changed and removed for good: a server of its own, one account per viewport.
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startOwnServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  const JOURNEYS = [
    { ...VIEWPORTS[0], email: 'sales@example.com', address: 'sam@focus-desk.example', next: 'Focused2026a' },
    { ...VIEWPORTS[1], email: REP, address: 'riley@focus-phone.example', next: 'Focused2026b' },
  ];

  for (const journey of JOURNEYS) {
    test(`at ${journey.name}: Save profile, Verify, Change password and Remove password give focus to how they went`, async ({
      browser,
    }) => {
      test.slow();
      const { context, page, errors } = await journeyContext(browser, server.url, journey.size);
      await signIn(page, journey.email, DEMO_PASSWORD, { startAt: '/customer-search' });
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

      // Save profile: disabled once saved.
      const profile = page.getByRole('form', { name: 'Profile' });
      await tabTo(page, profile.getByLabel('Title'));
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(`Key account manager (${journey.name})`);
      await tabTo(page, profile.getByRole('button', { name: 'Save profile' }));
      await page.keyboard.press('Enter');
      await expect(focused(page)).toHaveText('Your profile is saved.');
      await expect(
        page.getByRole('form', { name: 'Profile' }).getByRole('button', { name: 'Save profile' }),
      ).toBeDisabled();

      // An email added, its code not entered yet; later its row's Verify, which goes once it is verified.
      const emails = page.getByRole('region', { name: 'Emails' });
      await tabTo(page, emails.getByRole('button', { name: 'Add email' }));
      await page.keyboard.press('Enter');
      const add = page.getByRole('dialog', { name: 'Add an email' });
      await tabTo(page, add.getByLabel('Email address'));
      await page.keyboard.type(journey.address);
      await tabTo(page, add.getByRole('button', { name: 'Add and send code' }));
      await page.keyboard.press('Enter');
      const code = page.getByRole('dialog', { name: 'Enter the verification code' });
      await expect(code).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(code).toBeHidden();
      // Verified later from its row: the provider sends another code to an address after 30 s only.
      await page.waitForTimeout(31_000);
      const token = await accessToken(page);
      const since = await newestMailId(page, server.url, token);
      await tabTo(page, emails.getByRole('button', { name: `Verify ${journey.address}` }));
      await page.keyboard.press('Enter');
      await expect(code).toBeVisible();
      const digits = await mailed(page, server.url, token, /\b(\d{6})\b/, since);
      await expect(code.getByRole('textbox', { name: 'Verification code' })).toBeFocused();
      await page.keyboard.type(digits);
      await page.keyboard.press('Enter');
      await expect(focused(page)).toHaveText(`${journey.address} is verified.`);
      await expect(emails.getByRole('button', { name: `Verify ${journey.address}` })).toHaveCount(0);
      await expectNoViolations(page);
      await saveScreenshot(page, `focus-email-verified-${journey.name}`);

      // Change password: disabled while it is saved.
      const password = page.getByRole('form', { name: 'Change password' });
      await tabTo(page, password.getByLabel(/^New password/));
      await page.keyboard.type(journey.next);
      await tabTo(page, password.getByLabel('Repeat the new password'));
      await page.keyboard.type(journey.next);
      await tabTo(page, password.getByRole('button', { name: 'Change password' }));
      await page.keyboard.press('Enter');
      await expect(focused(page)).toHaveText('Your password is changed. Use it the next time you sign in.');

      // Remove password: asked first; the sign-in is older than the password now, so it is confirmed
      // in a popup; then the button goes with the password.
      await tabTo(page, password.getByRole('button', { name: 'Remove password' }));
      await page.keyboard.press('Enter');
      const remove = page.getByRole('dialog', { name: 'Remove your password?' });
      await tabTo(page, remove.getByRole('button', { name: 'Remove password' }));
      await page.keyboard.press('Enter');
      const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
      await expect(stepUp.getByRole('button', { name: 'Sign in again' })).toBeFocused();
      const popupOpened = page.waitForEvent('popup');
      await page.keyboard.press('Enter');
      const popup = await popupOpened;
      await submitCredentials(popup, journey.email, journey.next);
      await popup.waitForEvent('close');
      await expect(focused(page)).toHaveText('Your password is removed.');
      await expect(page.getByRole('button', { name: 'Remove password' })).toHaveCount(0);
      await expectNoViolations(page);
      await saveScreenshot(page, `focus-password-removed-${journey.name}`);

      expect(errors, 'uncaught errors in the pages of this journey').toEqual([]);
      await context.close();
    });
  }
});
