import type { Locator, Page } from '@playwright/test';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { hierarchy, hierarchyRow, rowAction } from '../support/hierarchy.ts';
import { saveScreenshot } from '../support/screenshots.ts';

/**
 * /key-system and /set (issue 5) against the real API: a system of two master keys and three
 * lock sets, one engraved on all four faces, priced from the demo price book, saved and reloaded.
 * Customers of their own: the servers keep one database for the whole run.
 */

const GULF_COAST = { ccid: '0000100009', name: 'Gulf Coast Refining', salesArea: 'US10' };
const MIDWEST_AUTO = { ccid: '0000100010', name: 'Midwest Auto Assembly', salesArea: 'US10' };

/** Picks the customer as Customer Search does, starts a new order and fills its header. */
async function newOrder(page: Page, customer: typeof GULF_COAST, name: string) {
  await page.goto('/customer-search');
  await page.evaluate(
    (value) => localStorage.setItem('keyplan.session', value),
    JSON.stringify({ ccid: customer.ccid, customer, salesArea: customer.salesArea }),
  );
  await page.goto('/system-start');
  await page.getByRole('button', { name: 'New order', exact: true }).click();
  await page.getByRole('textbox', { name: 'System name' }).fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/key-system');
  await expect(liveTotal(page)).toContainText('$');
}

const liveTotal = (page: Page) => page.getByTestId('live-total');
const row = hierarchyRow;

async function openLockSet(page: Page, name: string) {
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/set\?lockSetId=/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

const field = (page: Page, label: string): Locator => page.getByRole('textbox', { name: label, exact: true });
const priceRow = (page: Page, label: string) =>
  page.getByRole('table', { name: 'Lock set price' }).getByRole('row', { name: label });

test.describe('Key system editor', () => {
  test('builds two master keys and three lock sets, engraves one, prices, saves and reloads unchanged', async ({
    page,
  }) => {
    await newOrder(page, GULF_COAST, 'Refinery lockout');
    // The default tree: GRAND MASTER KEY → MASTER KEY 1 → LOCK SET 1.
    await expect(row(page, 'MASTER KEY 1')).toBeVisible();
    await expect(row(page, 'LOCK SET 1')).toBeVisible();

    await hierarchy(page).getByRole('button', { name: 'Add master key' }).click();
    await expect(row(page, 'MASTER KEY 2')).toBeVisible();
    // An empty master key is pointed out (its keys would open nothing), not made an error.
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText('A master key has no lock sets')).toBeVisible();
    await rowAction(page, 'MASTER KEY 2', 'Add lock set');
    await expect(summary.getByText('A master key has no lock sets')).toHaveCount(0);
    await expect(row(page, 'LOCK SET 2')).toBeVisible();
    await rowAction(page, 'MASTER KEY 1', 'Add lock set');
    await expect(row(page, 'LOCK SET 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

    // LOCK SET 2: 2 sets × 5 locks, engraved on all four faces and on the key.
    await openLockSet(page, 'LOCK SET 2');
    await field(page, 'Number of sets').fill('2');
    await field(page, 'Locks per set').fill('5');
    await page.getByLabel('Engrave the locks').check();
    await page.getByLabel('Engrave the keys').check();
    await page.getByRole('combobox', { name: 'Font size' }).selectOption({ label: 'Small (2.0 mm)' });
    await field(page, 'Front line 1').pressSequentially('acme@');
    await expect(page.getByText("'@' cannot be engraved")).toBeVisible();
    await expect(field(page, 'Front line 1')).toHaveValue('ACME');
    await field(page, 'Back line 1').fill('PLANT 2');
    await field(page, 'Left side line 1').fill('NORTH');
    await field(page, 'Right side line 1').fill('GATE 3');
    await field(page, 'Key text').fill('KEY 7');

    const preview = page.getByTestId('padlock-preview');
    for (const text of ['ACME', 'PLANT 2', 'NORTH', 'GATE 3', 'KEY 7'])
      await expect(preview.locator('text', { hasText: text }).first()).toBeAttached();
    await expect(preview).toHaveAttribute('aria-label', /front: ACME/);

    // Price book USD (demo catalog): THERMO with ST15 1850 + 4 engraved lines × 125 = 2350 a lock,
    // 12 locks in the system → no discount; 10 locks × 2 keys = 20 keys × (240 + 95 key text) = 6700.
    // LOCK SET 2 = 23500 + 6700 = 30200. LOCK SET 1 and 3: 1850 + 2 keys × 240 = 2330 each.
    // Master keys 2 × 680, grand master 960 → 30200 + 4660 + 1360 + 960 = 37180.
    await expect(priceRow(page, 'Price per lock')).toContainText('$23.50');
    await expect(priceRow(page, 'Lock set total')).toContainText('$302.00');
    await expect(priceRow(page, 'System total')).toContainText('$371.80');
    await expect(liveTotal(page)).toContainText('$371.80');
    await saveScreenshot(page, 'lock-set-engraved', { fullPage: true });

    // Back to the hierarchy without being asked: the draft travels along.
    await page.getByRole('button', { name: 'Back to key system' }).click();
    await expect(page).toHaveURL('/key-system');
    await expect(page.getByRole('dialog', { name: 'Unsaved Changes' })).toHaveCount(0);
    await expect(row(page, 'LOCK SET 2')).toContainText('$302.00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('All changes saved')).toBeVisible();
    await expect(liveTotal(page)).toContainText('$371.80');
    await saveScreenshot(page, 'key-system-saved');

    // A new page load reads everything back from the server.
    await page.reload();
    await expect(liveTotal(page)).toContainText('$371.80');
    for (const name of ['GRAND MASTER KEY', 'MASTER KEY 1', 'MASTER KEY 2', 'LOCK SET 1', 'LOCK SET 2', 'LOCK SET 3'])
      await expect(row(page, name)).toBeVisible();
    const names = await hierarchy(page).getByRole('listitem').allInnerTexts();
    const order = ['MASTER KEY 1', 'LOCK SET 1', 'LOCK SET 3', 'MASTER KEY 2', 'LOCK SET 2'].map((name) =>
      names.findIndex((text) => text.includes(name)),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    await openLockSet(page, 'LOCK SET 2');
    await expect(field(page, 'Number of sets')).toHaveValue('2');
    await expect(field(page, 'Locks per set')).toHaveValue('5');
    await expect(field(page, 'Front line 1')).toHaveValue('ACME');
    await expect(field(page, 'Back line 1')).toHaveValue('PLANT 2');
    await expect(field(page, 'Left side line 1')).toHaveValue('NORTH');
    await expect(field(page, 'Right side line 1')).toHaveValue('GATE 3');
    await expect(field(page, 'Key text')).toHaveValue('KEY 7');
    await expect(priceRow(page, 'System total')).toContainText('$371.80');
    await expect(page.getByText('All changes saved')).toBeVisible();
  });

  test('leaving with unsaved changes asks first; Cancel stays, Discard Changes leaves', async ({ page }) => {
    await newOrder(page, MIDWEST_AUTO, 'Paint shop');
    await hierarchy(page).getByRole('button', { name: 'Add master key' }).click();
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('link', { name: 'Edit header' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await expect(dialog).toContainText('You have unsaved changes that will be lost if you continue before saving!');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/key-system');
    await expect(row(page, 'MASTER KEY 2')).toBeVisible();
    await page.getByRole('link', { name: 'Edit header' }).click();
    await dialog.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(page).toHaveURL('/system-add-or-edit');
    // The discarded master key is gone when the system opens again.
    await page.goto('/key-system');
    await expect(row(page, 'MASTER KEY 1')).toBeVisible();
    await expect(row(page, 'MASTER KEY 2')).toHaveCount(0);
  });

  test('passes axe on /key-system and /set, and a phone shows the four views as tabs', async ({ page }) => {
    await newOrder(page, MIDWEST_AUTO, 'Body shop');
    await expectNoViolations(page);
    await openLockSet(page, 'LOCK SET 1');
    await expectNoViolations(page);

    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Back to key system' }).click();
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveText(['Hierarchy', 'Sets', 'Detail', 'Summary']);
    await expectNoHorizontalScroll(page);
    await page.getByRole('tab', { name: 'Summary' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Summary' })).toContainText('Lock sets');
    await saveScreenshot(page, 'key-system-phone');
    await expectNoViolations(page);
  });
});
