import type { Page } from '@playwright/test';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';

/**
 * /system-start and /system-add-or-edit (DESIGN §2 flow 2) against the real API. Each test works
 * for a customer of its own: the servers keep one in-memory database for the whole run.
 */

interface DemoCustomer {
  ccid: string;
  name: string;
  salesArea: string;
}

const NORTHERN_HYDRO: DemoCustomer = { ccid: '0000200001', name: 'Northern Hydro Generation', salesArea: 'CA10' };
const PRAIRIE_GRAIN: DemoCustomer = { ccid: '0000200002', name: 'Prairie Grain Terminals', salesArea: 'CA10' };
const LAURENTIAN: DemoCustomer = { ccid: '0000200003', name: 'Laurentian Pulp & Paper', salesArea: 'CA10' };
const CASCADIA: DemoCustomer = { ccid: '0000200004', name: 'Cascadia Timber Mills', salesArea: 'CA10' };
const RHEINLAND: DemoCustomer = { ccid: '0000300001', name: 'Rheinland Chemie GmbH', salesArea: 'EU10' };
const TEESSIDE: DemoCustomer = { ccid: '0000400001', name: 'Teesside Process Industries Ltd', salesArea: 'UK10' };
const CLYDE: DemoCustomer = { ccid: '0000400002', name: 'Clyde Marine Engineering', salesArea: 'UK10' };

const SESSION_KEY = 'keyplan.session';

type StoredSession = Record<string, unknown>;

async function readSession(page: Page): Promise<StoredSession> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>, SESSION_KEY);
}

/**
 * Puts the customer into the session as Customer Search does when one is picked
 * (resetSession({ ccid, customer, salesArea })), then opens System Start.
 */
async function startWith(page: Page, customer: DemoCustomer | null) {
  await page.goto('/key-system');
  await expect(page.getByRole('heading', { level: 1, name: 'Key System' })).toBeVisible();
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify(customer ? { ccid: customer.ccid, customer, salesArea: customer.salesArea } : {}),
  ] as const);
  await page.goto('/system-start');
  await expect(page.getByRole('heading', { level: 1, name: 'System Start' })).toBeVisible();
}

function systemsTable(page: Page, customer: DemoCustomer) {
  return page.getByRole('table', { name: `Systems of ${customer.name}` });
}

function systemRow(page: Page, customer: DemoCustomer, name: string) {
  return systemsTable(page, customer)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

/** Fills the header of a new system and continues; ends on /key-system. */
async function createSystem(
  page: Page,
  kind: 'New order' | 'New quote' | 'New design',
  header: { name: string; po?: string; comments?: string },
) {
  await page.getByRole('button', { name: kind, exact: true }).click();
  await expect(page).toHaveURL('/system-add-or-edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Add or Edit System' })).toBeVisible();
  await page.getByRole('textbox', { name: 'System name' }).fill(header.name);
  if (header.po) await page.getByRole('textbox', { name: 'PO number' }).fill(header.po);
  if (header.comments) await page.getByRole('textbox', { name: 'Comments' }).fill(header.comments);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/key-system');
  await expect(page.getByRole('heading', { level: 1, name: 'Key System' })).toBeVisible();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test.describe('System Start and the system header', () => {
  test('a new order: header, Continue, key system; listed as Draft; opened again; header edited', async ({ page }) => {
    await startWith(page, NORTHERN_HYDRO);
    await expect(page.getByRole('heading', { level: 2, name: NORTHERN_HYDRO.name })).toBeVisible();
    await expect(page.getByText(`CCID ${NORTHERN_HYDRO.ccid} · Sales area CA10`)).toBeVisible();
    await expect(page.getByText(`No systems yet for ${NORTHERN_HYDRO.name}.`)).toBeVisible();

    await page.getByRole('button', { name: 'New order', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add or Edit System' })).toBeVisible();
    // Defaults: the customer's sales area, its currency, the first key code bucket.
    await expect(page.getByRole('combobox', { name: 'Sales area' })).toHaveValue('CA10');
    await expect(page.getByRole('textbox', { name: 'Currency' })).toHaveValue('CAD');
    await expect(page.getByRole('combobox', { name: 'Key code bucket' })).toHaveValue('SP6');
    await page.getByRole('textbox', { name: 'System name' }).fill('Dam 4 lockout');
    await page.getByRole('textbox', { name: 'PO number' }).fill('PO-HYDRO-1');
    await page.getByRole('textbox', { name: 'Comments' }).fill('Turbine hall and spillway');
    await saveScreenshot(page, 'system-add-or-edit');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL('/key-system');
    const created = await readSession(page);
    expect(created).toMatchObject({
      ccid: NORTHERN_HYDRO.ccid,
      orderLockSystemStatus: 2,
      orderCurrency: 'CAD',
      salesArea: 'CA10',
      orderPONumber: 'PO-HYDRO-1',
      systemBucketType: 'SP6',
      isQuote: false,
    });
    expect(created.orderID).toMatch(UUID);
    expect(created.orderLockSystemID).toMatch(UUID);

    await page.goto('/system-start');
    const row = systemRow(page, NORTHERN_HYDRO, 'Dam 4 lockout');
    await expect(row.getByRole('cell')).toHaveText(['Order', '—', 'Draft', /^CA\$[\d,]+\.\d\d$/, /\d{4}/, /Open/]);
    await saveScreenshot(page, 'system-start');

    // Open it again from a fresh session of the same customer.
    await startWith(page, NORTHERN_HYDRO);
    await systemRow(page, NORTHERN_HYDRO, 'Dam 4 lockout').getByRole('button', { name: 'Open Dam 4 lockout' }).click();
    await expect(page).toHaveURL('/key-system');
    expect(await readSession(page)).toMatchObject({
      orderID: created.orderID,
      orderLockSystemID: created.orderLockSystemID,
      orderPONumber: 'PO-HYDRO-1',
      customer: NORTHERN_HYDRO,
    });

    // With an order in the session the header screen edits it.
    await page.goto('/system-add-or-edit');
    const name = page.getByRole('textbox', { name: 'System name' });
    await expect(name).toHaveValue('Dam 4 lockout');
    await expect(page.getByRole('textbox', { name: 'Comments' })).toHaveValue('Turbine hall and spillway');
    await name.fill('Dam 4 lockout, phase 2');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL('/key-system');

    await page.goto('/system-start');
    await expect(systemRow(page, NORTHERN_HYDRO, 'Dam 4 lockout, phase 2')).toBeVisible();
    await expect(systemRow(page, NORTHERN_HYDRO, 'Dam 4 lockout')).toHaveCount(0);
  });

  test('a new quote (quoting is on in the demo) is listed as a quote; the type filter finds it', async ({ page }) => {
    await startWith(page, TEESSIDE);
    await createSystem(page, 'New quote', { name: 'Teesside quote' });
    expect(await readSession(page)).toMatchObject({ isQuote: true, orderCurrency: 'GBP', designID: null });

    await page.goto('/system-start');
    await expect(systemRow(page, TEESSIDE, 'Teesside quote').getByRole('cell').first()).toHaveText('Quote');

    const type = page.getByRole('combobox', { name: 'Type' });
    await type.selectOption('Order');
    await expect(page.getByText('No systems match these filters.')).toBeVisible();
    await expect(page).toHaveURL('/system-start?type=order');
    await type.selectOption('Quote');
    await expect(systemRow(page, TEESSIDE, 'Teesside quote')).toBeVisible();

    // The filter lives in the address: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('quote');
    await expect(systemRow(page, TEESSIDE, 'Teesside quote')).toBeVisible();
  });

  test('a new design gets a numeric design id; deleting it hides it until Deleted is chosen', async ({ page }) => {
    await startWith(page, RHEINLAND);
    await createSystem(page, 'New design', { name: 'Werk Süd design' });
    const session = await readSession(page);
    expect(session.designID).toMatch(/^\d+$/);
    expect(session).toMatchObject({ isQuote: false, orderCurrency: 'EUR' });

    await page.goto('/system-start');
    const row = systemRow(page, RHEINLAND, 'Werk Süd design');
    await expect(row.getByRole('cell').nth(0)).toHaveText('Design');
    await expect(row.getByRole('cell').nth(1)).toHaveText(`Design ${String(session.designID)}`);

    await row.getByRole('button', { name: 'Delete Werk Süd design' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete system?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`No systems yet for ${RHEINLAND.name}.`)).toBeVisible();

    const deleted = page.getByRole('button', { name: 'Deleted', exact: true });
    await expect(deleted).toHaveAttribute('aria-pressed', 'false');
    await deleted.click();
    await expect(deleted).toHaveAttribute('aria-pressed', 'true');
    await expect(row.getByRole('cell').nth(2)).toHaveText('Deleted');
    await expect(row.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  });

  test('saving a header someone else changed meanwhile says so; Reload shows theirs', async ({ page, context }) => {
    await startWith(page, PRAIRIE_GRAIN);
    await createSystem(page, 'New order', { name: 'Elevator 1' });
    await page.goto('/system-add-or-edit');
    const mine = page.getByRole('textbox', { name: 'System name' });
    await expect(mine).toHaveValue('Elevator 1');

    // A colleague (another tab) saves first.
    const other = await context.newPage();
    await other.goto('/system-add-or-edit');
    await other.getByRole('textbox', { name: 'System name' }).fill('Elevator 1 (theirs)');
    await other.getByRole('button', { name: 'Save and continue' }).click();
    await expect(other).toHaveURL('/key-system');
    await other.close();

    await mine.fill('Elevator 1 (mine)');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText(/changed by someone else since you opened it/)).toBeVisible();
    await expect(page).toHaveURL('/system-add-or-edit');
    await saveScreenshot(page, 'system-header-conflict');

    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(mine).toHaveValue('Elevator 1 (theirs)');
    await mine.fill('Elevator 1 (merged)');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL('/key-system');
    await page.goto('/system-start');
    await expect(systemRow(page, PRAIRIE_GRAIN, 'Elevator 1 (merged)')).toBeVisible();
  });

  test('the header form: limits while typing; by keyboard, Cancel asks and Escape stays; Discard Changes goes back', async ({
    page,
  }) => {
    await startWith(page, CLYDE);
    await page.getByRole('button', { name: 'New order', exact: true }).click();
    const name = page.getByRole('textbox', { name: 'System name' });
    await expect(name).toBeVisible();
    await expect(name).toHaveAttribute('maxlength', '60');
    // Typing past the limit is cut at 60 characters.
    await name.fill('x'.repeat(70));
    await expect(name).toHaveValue('x'.repeat(60));
    await expect(page.getByText('60/60')).toBeVisible();

    // Keyboard only: Cancel asks because of the edit; Escape keeps the person here.
    await page.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/system-add-or-edit');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(page).toHaveURL('/system-start');
    await expect(page.getByText(`No systems yet for ${CLYDE.name}.`)).toBeVisible();
  });

  test('without a customer, System Start points back to Customer Search', async ({ page }) => {
    await startWith(page, null);
    await expect(page.getByRole('alert')).toContainText('No customer is selected');
    await expect(page.getByRole('button', { name: 'New order' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Customer Search' }).click();
    await expect(page).toHaveURL('/customer-search');
  });

  test('both screens pass axe (WCAG 2 A and AA) on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await startWith(page, LAURENTIAN);
    await createSystem(page, 'New order', { name: 'Mill 2' });
    await page.goto('/system-start');
    await expect(systemRow(page, LAURENTIAN, 'Mill 2')).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/system-add-or-edit');
    await expect(page.getByRole('textbox', { name: 'System name' })).toHaveValue('Mill 2');
    await expectNoViolations(page);
  });
});

test.describe('System Start and the system header on a phone (360 × 740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('cards instead of a table, no sideways scrolling, usable buttons', async ({ page }) => {
    await startWith(page, CASCADIA);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'New order', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'System name' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'phone-system-add-or-edit', { fullPage: true });
    await page.getByRole('textbox', { name: 'System name' }).fill('Phone-made system with a rather long name');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/key-system');

    await page.goto('/system-start');
    const cards = page.getByRole('list', { name: `Systems of ${CASCADIA.name}` });
    const card = cards
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Phone-made system with a rather long name' }) });
    await expect(card).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'phone-system-start', { fullPage: true });
    await expectNoViolations(page);

    await card.getByRole('button', { name: 'Open Phone-made system with a rather long name' }).click();
    await expect(page).toHaveURL('/key-system');
  });
});
