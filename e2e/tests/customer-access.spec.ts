import type { Locator, Page } from '@playwright/test';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { newOrder, submitToSap } from '../support/orders.ts';
import type { DemoCustomer } from '../support/system-start.ts';

/**
 * Issue 30: staff end a customer's access from the review panel. Removing the pass code and
 * turning the customer link off each ask first, are recorded (who, when), and stop the guest at
 * their very next request; a turned-off link tells the customer so in plain words.
 */

// Not Northern Hydro: systems.spec.ts expects that customer to have no systems (one database per run).
const MARITIME: DemoCustomer = { ccid: '0000200005', name: 'Maritime Fish Processors', salesArea: 'CA10' };
const EMPTY_STORAGE = { cookies: [], origins: [] };

async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

const focused = (locator: Locator) => expect(locator).toBeFocused();

test('removing the pass code and turning the customer link off stop the guest at once; the link says it was turned off', async ({
  page,
  browser,
}) => {
  test.slow();
  await newOrder(page, MARITIME, 'Sudbury dam access', 'PO-SUDBURY-30');
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.getByRole('link', { name: 'Review and submit' }).click();
  await submitToSap(page);
  const panel = page.getByRole('region', { name: 'Customer review' });
  await panel.getByRole('button', { name: 'Create pass code' }).click();
  await expect(panel.getByTestId('review-pass-code')).toBeVisible();
  const reviewLink = await panel.getByText(/\?review=/).innerText();
  const customerLink = await panel.getByText(/\?id=.*sapordernumber=/).innerText();
  await expect(panel.getByTestId('customer-link-state')).toHaveText('The customer link is on: it opens the order.');

  // Two customers: one looks through the customer link, one through the pass code.
  const byLink = await (await browser.newContext({ storageState: EMPTY_STORAGE })).newPage();
  const byCode = await (await browser.newContext({ storageState: EMPTY_STORAGE })).newPage();
  for (const [guest, link] of [
    [byLink, customerLink],
    [byCode, reviewLink],
  ] as const) {
    await guest.goto(link);
    await expect(guest).toHaveURL('/submit-review');
    await expect(guest.getByRole('heading', { level: 2, name: 'Sudbury dam access' })).toBeVisible();
  }

  // Turning the link off asks first; Cancel changes nothing and gives focus back.
  const linkSwitch = panel.getByRole('button', { name: 'Turn customer link off' });
  await linkSwitch.click();
  await page
    .getByRole('dialog', { name: 'Turn the customer link off?' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await focused(linkSwitch);
  await linkSwitch.click();
  await saveScreenshot(page, 'customer-link-off-dialog');
  await confirm(page, 'Turn the customer link off?', 'Turn customer link off');
  const turnOn = panel.getByRole('button', { name: 'Turn customer link on' });
  await focused(turnOn);
  await expect(panel.getByTestId('customer-link-state')).toContainText(
    /The customer link is turned off \(by Riley Rep \(rep\) on .+\): it tells the customer so/,
  );
  await saveScreenshot(page, 'customer-link-off-panel');

  // The link's guest is refused at their next request (no reload): the link says it was turned off.
  await byLink.getByRole('textbox', { name: 'Your name' }).fill('Émilie Roy');
  await byLink.getByRole('textbox', { name: 'Your role' }).fill('Plant manager');
  await byLink.getByRole('button', { name: 'Approve this system' }).click();
  await expect(byLink.getByRole('alert').filter({ hasText: 'This link has been turned off' })).toContainText(
    'Your sales representative has turned off this link',
  );
  await expect(byLink.getByText(/check your link/i)).toHaveCount(0);
  await expect(byLink.getByRole('heading', { level: 2, name: 'Sudbury dam access' })).toHaveCount(0);
  await expectNoViolations(byLink);
  await saveScreenshot(byLink, 'customer-link-turned-off');
  // Opened afresh, the link says the same.
  await byLink.goto(customerLink);
  await expect(byLink.getByText('This link has been turned off')).toBeVisible();

  // The pass code's guest is not affected by the link.
  await byCode.reload();
  await expect(byCode.getByRole('heading', { level: 2, name: 'Sudbury dam access' })).toBeVisible();

  // Removing the pass code asks first, then focus goes to 'Create pass code' in its place.
  await panel.getByRole('button', { name: 'Remove pass code' }).click();
  await confirm(page, 'Remove the pass code?', 'Remove pass code');
  await focused(panel.getByRole('button', { name: 'Create pass code' }));
  await expect(panel.getByText(/This order has no review pass code: Riley Rep \(rep\) removed it on /)).toBeVisible();
  await byCode.reload();
  await expect(byCode.getByRole('heading', { level: 1, name: 'URL Not Recognized' })).toBeVisible();
  // The refused key is no catalog failure: no 'Error Fetching Lookup Options' beside the page.
  await byCode.waitForTimeout(500);
  await expect(byCode.getByText('Error Fetching Lookup Options')).toHaveCount(0);

  // Turned on again, the link opens the order again.
  await turnOn.click();
  await confirm(page, 'Turn the customer link on?', 'Turn customer link on');
  await focused(panel.getByRole('button', { name: 'Turn customer link off' }));
  await byLink.goto(customerLink);
  await expect(byLink.getByRole('heading', { level: 2, name: 'Sudbury dam access' })).toBeVisible();

  // Who removed the code, and when, is still said after a reload (the admin audit holds it).
  await page.reload();
  await expect(panel.getByText(/This order has no review pass code: Riley Rep \(rep\) removed it on /)).toBeVisible();
  await byLink.context().close();
  await byCode.context().close();
});
