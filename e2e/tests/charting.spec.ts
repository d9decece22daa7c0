import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { APP_URL } from '../support/env.ts';
import { expect, signedInState, staffTest as test, test as signedOutTest } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { xlsxRows } from '../support/spreadsheets.ts';
import { setCustomerLanguage } from '../support/orders.ts';
import { ADMIN } from '../support/sign-in.ts';

/**
 * /charting-file (DESIGN §3 "Charting file") against the real API: charting a new system, the
 * codes on screen, the XLSX and PDF read back, the import report. Each test works for a demo
 * customer of its own: the servers keep one in-memory database for the whole run.
 */

interface DemoCustomer {
  ccid: string;
  name: string;
  salesArea: string;
}

const LYON: DemoCustomer = { ccid: '0000300002', name: 'Lyon Pharmaceutique SA', salesArea: 'EU10' };
const ROTTERDAM: DemoCustomer = { ccid: '0000300003', name: 'Rotterdam Port Terminals BV', salesArea: 'EU10' };

const SESSION_KEY = 'keyplan.session';

/**
 * Opens /charting-file with no system (it says so), puts the customer into the session as
 * Customer Search does, and creates a new order through System Start and the header screen.
 */
async function createOrder(page: Page, customer: DemoCustomer, systemName: string) {
  await page.goto('/charting-file');
  await expect(page.getByRole('heading', { level: 1, name: 'Charting File' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('No system is open');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify({ ccid: customer.ccid, customer, salesArea: customer.salesArea }),
  ] as const);
  await page.goto('/system-start');
  await page.getByRole('button', { name: 'New order', exact: true }).click();
  await expect(page).toHaveURL('/system-add-or-edit');
  await page.getByRole('textbox', { name: 'System name' }).fill(systemName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/key-system');
  await expect(page.getByRole('heading', { level: 1, name: 'Key System' })).toBeVisible();
}

/** /charting-file of the session's system, with its chart loaded. */
async function openChartingFile(page: Page) {
  await page.goto('/charting-file');
  await expect(page.getByRole('heading', { level: 1, name: 'Charting File' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Grand master and master keys' })).toBeVisible();
}

/** Charts the system through the dialog with the default method; waits for the toast. */
async function chartKeyCodes(page: Page) {
  await page.getByRole('button', { name: 'Chart key codes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chart key codes' });
  await expect(dialog.getByRole('radio', { name: /Total position progression/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Chart key codes' }).click();
  await expect(page.getByText('Key codes charted for 1 lock set.')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The blind codes on screen: grand master, master key 1 and the lock of LOCK SET 1 (expanded). */
async function blindCodesOnScreen(page: Page) {
  const keys = page.getByRole('table', { name: 'Grand master and master keys' }).getByRole('row');
  const grandMaster = (await keys.nth(1).getByRole('cell').nth(2).textContent()) ?? '';
  const master = (await keys.nth(2).getByRole('cell').nth(2).textContent()) ?? '';
  await page.getByRole('button', { name: /^LOCK SET 1/ }).click();
  const lock = page.getByRole('table', { name: 'Locks of LOCK SET 1' }).getByRole('row').nth(1);
  const lockCode = (await lock.getByRole('cell').nth(3).textContent()) ?? '';
  return { grandMaster, master, lock: lockCode };
}

async function download(page: Page, format: 'XLSX' | 'CSV' | 'PDF'): Promise<{ file: Download; path: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: format, exact: true }).click(),
  ]);
  return { file, path: await file.path() };
}

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

test.describe('Charting File', () => {
  test('charts a new system, shows its blind codes and downloads them as XLSX and PDF', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Lyon's SAP partner writes French; this test reads the charting file's PDF in English.
    await setCustomerLanguage(page, LYON.ccid, 'en-US');
    await createOrder(page, LYON, 'Lyon Bldg 7');
    await openChartingFile(page);
    await expect(page.getByText(`Lyon Bldg 7 · ${LYON.name} (${LYON.ccid})`)).toBeVisible();
    const keyCodes = page.getByRole('region', { name: 'Key codes' });
    await expect(keyCodes.getByText('Not charted')).toBeVisible();
    await expect(keyCodes.getByText('No key codes yet.')).toBeVisible();
    // Staff see no bittings.
    await expect(page.getByRole('switch', { name: 'Show bittings' })).toHaveCount(0);
    await saveScreenshot(page, 'charting-file-not-charted', { fullPage: true });

    await chartKeyCodes(page);
    await expect(keyCodes.getByText('Every lock set has its key codes.')).toBeVisible();
    await expect(keyCodes.getByText('Total position progression')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chart key codes' })).toHaveCount(0);
    const codes = await blindCodesOnScreen(page);
    for (const code of Object.values(codes)) expect(code).toMatch(/^[A-Z0-9-]{3,}$/);
    expect(new Set(Object.values(codes)).size).toBe(3);
    await saveScreenshot(page, 'charting-file-charted', { fullPage: true });
    await expectNoViolations(page);

    const xlsx = await download(page, 'XLSX');
    expect(xlsx.file.suggestedFilename()).toBe('charting-file-Lyon-Bldg-7.xlsx');
    const rows = await xlsxRows(xlsx.path);
    expect(rows[0]).toEqual(expect.arrayContaining(['Level', 'Key symbol', 'Blind code', 'Lock set']));
    const cells = rows.flat();
    expect(cells).toContain('LOCK SET 1');
    for (const code of Object.values(codes)) expect(cells).toContain(code);
    expect(rows[0]).not.toContain('Bitting');

    const pdf = await download(page, 'PDF');
    expect(pdf.file.suggestedFilename()).toBe('charting-file-Lyon-Bldg-7.pdf');
    const text = await pdfText(pdf.path);
    expect(text).toContain('Lyon Bldg 7');
    expect(text).toContain(codes.lock);
  });
});

// Not staffTest: its signed-in rep would be the storage of every context, the admin's too.
signedOutTest.describe('Charting File for an admin', () => {
  signedOutTest('bittings and pinning behind the switch, and in the CSV when asked for', async ({ browser }) => {
    const context = await browser.newContext({
      storageState: await signedInState(browser, APP_URL, ADMIN),
      viewport: { width: 1280, height: 800 },
    });
    try {
      const page = await context.newPage();
      await createOrder(page, ROTTERDAM, 'Rotterdam admin system');
      await openChartingFile(page);
      await chartKeyCodes(page);
      const keys = page.getByRole('table', { name: 'Grand master and master keys' });
      await expect(keys.getByRole('columnheader', { name: 'Bitting' })).toHaveCount(0);
      await page.getByRole('switch', { name: 'Show bittings' }).check();
      await expect(keys.getByRole('columnheader', { name: 'Bitting' })).toBeVisible();
      const masterBitting = (await keys.getByRole('row').nth(2).getByRole('cell').nth(4).textContent()) ?? '';
      expect(masterBitting).toMatch(/^[0-9A-F]{6}$/);
      await page.getByRole('button', { name: /^LOCK SET 1/ }).click();
      const lock = page.getByRole('table', { name: 'Locks of LOCK SET 1' }).getByRole('row').nth(1).getByRole('cell');
      await expect(lock.nth(5)).toHaveText(/^[0-9A-F]{6}$/);
      await expect(lock.nth(6)).toHaveText(/\d\+\d/);
      await saveScreenshot(page, 'charting-file-admin-bittings', { fullPage: true });
      await expectNoViolations(page);

      await page.getByRole('checkbox', { name: 'Include bittings' }).check();
      const csv = await download(page, 'CSV');
      expect(csv.file.suggestedFilename()).toBe('charting-file-Rotterdam-admin-system.csv');
      const text = await readFile(csv.path, 'utf8');
      expect(text.split('\r\n')[0]).toContain('Bitting,Pinning');
      expect(text).toContain(masterBitting);
    } finally {
      await context.close();
    }
  });
});

test.describe('Charting File on a phone (360 × 740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('imports a chart (refused rows are reported), then charts; nothing scrolls sideways', async ({ page }) => {
    await createOrder(page, ROTTERDAM, 'Rotterdam terminal 3');
    await openChartingFile(page);
    await expectNoHorizontalScroll(page);

    await expect(page.getByText(/columns Lock set, Set, Lock and Bitting/)).toBeVisible();
    // A file that is not CSV as RFC 4180 writes it (a stray quote) is refused, naming the line.
    await page.getByLabel('Chart file to import').setInputFiles({
      name: 'broken-chart.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Lock set,Set,Lock,Bitting\r\nPUMP "A",1,1,123456\r\n'),
    });
    const refusal = page.getByRole('alert').filter({ hasText: 'broken-chart.csv could not be imported' });
    await expect(refusal).toContainText(
      'is not valid CSV: line 2: a quote inside a field that does not start with one',
    );
    await refusal.scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'phone-charting-import-refused');
    const csv = 'Lock set,Set,Lock,Bitting\r\nNO SUCH SET,1,1,123456\r\n';
    await page
      .getByLabel('Chart file to import')
      .setInputFiles({ name: 'customer-chart.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const report = page.getByRole('dialog', { name: 'Import report' });
    await expect(report.getByText('0 rows accepted, 1 row refused.')).toBeVisible();
    // On a phone the refused rows are a list, each reason in full.
    const refused = report.getByRole('list', { name: 'Refused rows' }).getByRole('listitem');
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText('Row 2 · NO SUCH SET · bitting 123456');
    await expect(refused).toContainText('no lock set of this name');
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'phone-charting-import-report');
    await expectNoViolations(page);
    await report.getByRole('button', { name: 'Close' }).click();
    await expect(report).toBeHidden();

    // The import advanced the version; charting goes against the new one.
    await chartKeyCodes(page);
    const codes = await blindCodesOnScreen(page);
    expect(codes.lock).not.toBe('—');
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'phone-charting-file', { fullPage: true });
    await expectNoViolations(page);
  });
});
