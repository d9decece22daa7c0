import type { Browser } from '@playwright/test';
import { expect, test, type StorageState } from '../support/fixtures.ts';
import { APP_URL } from '../support/env.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { REP } from '../support/sign-in.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';

/** A page of a context of its own (as @axe-core/playwright asks), signed in when a state is given. */
async function newPage(
  browser: Browser,
  options: { storageState?: StorageState; viewport?: { width: number; height: number } } = {},
) {
  const context = await browser.newContext({ baseURL: APP_URL, ...options });
  return { context, page: await context.newPage() };
}

test.describe('accessibility (axe, WCAG 2 A and AA)', () => {
  test('Customer Search, signed in', async ({ browser, repState }) => {
    const { context, page } = await newPage(browser, { storageState: repState });
    await page.goto('/customer-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Assistance' })).toBeVisible();

    await expectNoViolations(page);
    await context.close();
  });

  test('the open Request Assistance dialog', async ({ browser, repState }) => {
    const { context, page } = await newPage(browser, { storageState: repState });
    await page.goto('/customer-search');
    await page.getByRole('button', { name: 'Request Assistance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Assistance' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Summary' })).toBeFocused();

    await expectNoViolations(page);
    await context.close();
  });

  test('the open Unsaved Changes dialog', async ({ browser, repState }) => {
    const { context, page } = await newPage(browser, { storageState: repState });
    await page.goto('/system-add-or-edit');
    await page.getByRole('textbox', { name: 'System name' }).fill('North campus');
    await page.getByRole('link', { name: 'Back to Customer Search' }).click();
    await expect(page.getByRole('dialog', { name: 'Unsaved Changes' })).toBeVisible();

    await expectNoViolations(page);
    await context.close();
  });

  test('the error page', async ({ browser, repState }) => {
    const { context, page } = await newPage(browser, { storageState: repState });
    await page.goto('/error');
    await expect(page.getByRole('heading', { level: 1, name: 'Unknown Error' })).toBeVisible();

    await expectNoViolations(page);
    await context.close();
  });

  test('the Not Found page, signed out', async ({ browser }) => {
    const { context, page } = await newPage(browser);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found (404)' })).toBeVisible();

    await expectNoViolations(page);
    await context.close();
  });

  test('the sign-in page, also after a wrong password', async ({ browser }) => {
    const { context, page } = await newPage(browser);
    await page.goto('/customer-search');
    await expect(page.getByRole('heading', { name: 'Sign in to Keyplan' })).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('textbox', { name: 'Email' }).fill(REP);
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await expectNoViolations(page);
    await context.close();
  });
});

test.describe('phone size (360 × 740)', () => {
  const viewport = { width: 360, height: 740 };

  test('Customer Search and the help dialog fit without horizontal scrolling', async ({ browser, repState }) => {
    const { context, page } = await newPage(browser, { storageState: repState, viewport });
    await page.goto('/customer-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    const appBar = page.getByRole('banner');
    // Below 600 px the email gives way; Sign out stays.
    await expect(appBar.getByText(REP, { exact: true })).toBeHidden();
    await expect(appBar.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(appBar.getByText('v20241018', { exact: true })).toBeVisible();
    const requestAssistance = page.getByRole('button', { name: 'Request Assistance' });
    // On a phone the help button sits at the end of the page, never over a control (decision 0069).
    await requestAssistance.scrollIntoViewIfNeeded();
    await expect(requestAssistance).toBeInViewport();
    await saveScreenshot(page, 'phone-customer-search');
    await expectNoViolations(page);

    await requestAssistance.click();
    const dialog = page.getByRole('dialog', { name: 'Request Assistance' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeInViewport();
    await expectNoHorizontalScroll(page);
    const box = await dialog.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(viewport.width);
    await saveScreenshot(page, 'phone-help-dialog');
    await context.close();
  });

  test('the error page fits without horizontal scrolling', async ({ browser, repState }) => {
    const { context, page } = await newPage(browser, { storageState: repState, viewport });
    await page.goto('/error');
    await expect(page.getByRole('heading', { level: 1, name: 'Unknown Error' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to Customer Search' })).toBeInViewport();
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'phone-error-page');
    await context.close();
  });

  test("the issuer's sign-in page fits without horizontal scrolling", async ({ browser }) => {
    const { context, page } = await newPage(browser, { viewport });
    await page.goto('/customer-search');
    await expect(page.getByRole('heading', { name: 'Sign in to Keyplan' })).toBeVisible();
    await saveScreenshot(page, 'phone-idp-sign-in');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeInViewport({ ratio: 1 });
    await expectNoHorizontalScroll(page);
    await context.close();
  });
});
