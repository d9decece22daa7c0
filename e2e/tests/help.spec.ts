import type { Page, Request } from '@playwright/test';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { REP } from '../support/sign-in.ts';

const SUCCESS_TOAST = /^Jira ticket HELP-\d+ created$/;

/** Counts the help requests the page sends (POST /api/help). */
function countHelpRequests(page: Page): () => number {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/help') requests.push(request);
  });
  return () => requests.length;
}

async function openHelpDialog(page: Page) {
  await page.goto('/customer-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
  await page.getByRole('complementary', { name: 'Help' }).getByRole('button', { name: 'Request Assistance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Assistance' });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    user: dialog.getByRole('textbox', { name: 'User' }),
    summary: dialog.getByRole('textbox', { name: 'Summary' }),
    description: dialog.getByRole('textbox', { name: 'Description' }),
    cancel: dialog.getByRole('button', { name: 'Cancel' }),
    submit: dialog.getByRole('button', { name: 'Submit' }),
  };
}

/** The opacity an element is painted with: the product of its own and its ancestors' opacity. */
function effectiveOpacity(element: Element): number {
  let opacity = 1;
  for (let node: Element | null = element; node; node = node.parentElement)
    opacity *= Number(getComputedStyle(node).opacity);
  return opacity;
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

test.describe('Request Assistance', () => {
  test('shows the signed-in email read-only, required Summary and a 230 px Description', async ({ page }) => {
    const { dialog, user, summary, description, cancel, submit } = await openHelpDialog(page);

    await expect(user).toHaveValue(REP);
    await expect(user).not.toBeEditable();
    await user.press('End');
    await user.pressSequentially('x');
    await expect(user).toHaveValue(REP);
    await expect(summary).toBeEditable();
    await expect(summary).toHaveAttribute('required', '');
    await expect(description).toHaveAttribute('required', '');
    await expect(description).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(cancel).toBeVisible();
    await expect(submit).toBeVisible();

    const height = async () => (await description.boundingBox())?.height;
    await expect.poll(height).toBeCloseTo(230, 0);
    // It stays 230 px high with many lines of text (it scrolls instead of growing).
    await description.fill(Array.from({ length: 30 }, (_, line) => `Line ${line + 1}`).join('\n'));
    await expect.poll(height).toBeCloseTo(230, 0);
    expect(await description.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);

    await saveScreenshot(page, 'help-dialog');
    await expect(dialog).toBeVisible();
  });

  test('Cancel closes the dialog without sending anything', async ({ page }) => {
    const helpRequests = countHelpRequests(page);
    const { dialog, summary, description, cancel } = await openHelpDialog(page);
    await summary.fill('Cannot price');
    await description.fill('The price stays empty.');

    await cancel.click();

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(helpRequests()).toBe(0);
  });

  test('Submit does nothing while Summary or Description is blank or only white space', async ({ page }) => {
    const helpRequests = countHelpRequests(page);
    const { dialog, summary, description, submit } = await openHelpDialog(page);

    const attempts: Array<[string, string]> = [
      ['', ''],
      ['Cannot price', ''],
      ['', 'The price stays empty.'],
      ['   ', 'The price stays empty.'],
      ['Cannot price', ' \n\t \n'],
      ['  ', '  '],
    ];
    for (const [summaryText, descriptionText] of attempts) {
      await summary.fill(summaryText);
      await description.fill(descriptionText);
      await submit.click();
      await expect(dialog).toBeVisible();
      await expect(summary).toHaveValue(summaryText);
      await expect(toast(page, 'Creating Jira ticket...')).toHaveCount(0);
    }
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The first complete request is the first one sent: none of the attempts above went out.
    await summary.fill('Cannot price');
    await description.fill('The price stays empty.');
    await submit.click();
    await expect(toast(page, SUCCESS_TOAST)).toBeVisible();
    expect(helpRequests()).toBe(1);
  });

  test('a filled request creates a Jira ticket: info toast, the dialog closes, success toast', async ({ page }) => {
    const { dialog, summary, description, submit } = await openHelpDialog(page);
    await summary.fill('  Cannot price  ');
    await description.fill('The price stays empty.\nSecond line.');

    const [request] = await Promise.all([page.waitForRequest('**/api/help'), submit.click()]);

    await expect(toast(page, 'Creating Jira ticket...')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(toast(page, SUCCESS_TOAST)).toBeVisible();
    await expect(toast(page, 'Error Creating Jira Ticket')).toHaveCount(0);
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toMatchObject({
      userEmail: { email: REP },
      summary: 'Cannot price',
      description: 'The price stays empty.\nSecond line.',
      currentScreen: '/customer-search',
    });
    const response = await request.response();
    expect(response?.status()).toBe(200);
    await expect(toast(page, `Jira ticket ${(await response?.text())?.trim()} created`)).toBeVisible();

    // Opened again, the dialog starts empty.
    await page.getByRole('button', { name: 'Request Assistance' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Summary' })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('');
  });

  test('a help-desk failure shows the error toast', async ({ page }) => {
    let served = 0;
    await page.route('**/api/help', async (route) => {
      served += 1;
      await route.fulfill({
        status: 502,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          title: 'Bad Gateway',
          status: 502,
          detail: 'The help desk did not answer.',
          instance: '/api/help',
          traceID: 'e2e-trace',
          code: 'HELP_DESK_UNAVAILABLE',
        }),
      });
    });
    const { dialog, summary, description, submit } = await openHelpDialog(page);
    await summary.fill('Cannot price');
    await description.fill('The price stays empty.');

    await submit.click();

    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Error Creating Jira Ticket')).toBeVisible();
    await expect(toast(page, /Jira ticket .* created/)).toHaveCount(0);
    expect(served).toBe(1);
  });

  test('toasts close by themselves after about 3 seconds and show no progress bar', async ({ page }) => {
    const { summary, description, submit } = await openHelpDialog(page);
    await summary.fill('Cannot price');
    await description.fill('The price stays empty.');
    // Keep the pointer away from the toasts: hovering pauses them.
    await page.mouse.move(5, 400);
    await submit.click();
    await page.mouse.move(5, 400);

    const success = toast(page, SUCCESS_TOAST);
    await expect(success).toBeVisible();
    const shownAt = Date.now();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    // react-toastify keeps its timer element in the DOM, hidden from assistive technology and
    // transparent (its wrapper has opacity 0): nothing to see or to announce.
    const timers = page.getByRole('progressbar', { includeHidden: true });
    for (const timer of await timers.all()) {
      await expect(timer).toHaveAttribute('aria-hidden', 'true');
      expect(await timer.evaluate(effectiveOpacity)).toBe(0);
    }

    // The one deliberate wait of the suite: the toast must still be there well before 3 s…
    await page.waitForTimeout(2_000);
    await expect(success).toBeVisible();
    // …and gone soon after 3 s (plus the exit transition).
    await expect(success).toBeHidden({ timeout: 3_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_500);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
