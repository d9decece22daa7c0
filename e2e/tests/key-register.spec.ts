import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { createOrder } from '../support/orders.ts';
import { accessToken } from '../support/sign-in.ts';
import { systemStart, type DemoCustomer } from '../support/system-start.ts';

/**
 * The key register (issue 28) as a rep keeps it: keys of an installed system handed out on System
 * Start, a receipt printed per hand-out and the sign-out sheet of the whole register (their text
 * read from the PDFs), a return and a lost key, each kept in the copy's history. At a wide desktop
 * and a phone; customers of their own (the servers keep one database for the whole run).
 */

const VIEWPORTS = [
  {
    name: 'desktop',
    size: { width: 1440, height: 900 },
    customer: { ccid: '0000200002', name: 'Prairie Grain Terminals', salesArea: 'CA10' },
  },
  {
    name: 'phone',
    size: { width: 390, height: 844 },
    customer: { ccid: '0000200003', name: 'Laurentian Pulp & Paper', salesArea: 'CA10' },
  },
] as const;

async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** An order of the default tree (A, AA, AA1 × 2 keys) submitted through the API and sent to SAP. */
export async function installedSystem(page: Page, customer: DemoCustomer, name: string) {
  const order = await createOrder(page, customer, name, `PO-${name.replace(/\W+/g, '-').toUpperCase()}`);
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const id = order.orderLockSystems[0]!.orderLockSystemID;
  const current = (await (await page.request.get(`/api/orders/${order.orderID}`, { headers })).json()) as {
    version: number;
  };
  const submitted = await page.request.post(`/api/order-lock-systems/${id}/submission`, {
    headers,
    data: { expectedVersion: current.version },
  });
  expect(submitted.status(), await submitted.text()).toBe(202);
  await expect(async () => {
    const state = (await (await page.request.get(`/api/order-lock-systems/${id}/submission`, { headers })).json()) as {
      state: string;
    };
    expect(state.state).toBe('sent');
  }).toPass({ timeout: 30_000 });
  return { order, headers };
}

for (const { name, size, customer } of VIEWPORTS) {
  test.describe(`key register (${name})`, () => {
    test.use({ viewport: size });

    test('hand out keys, print a receipt and the sign-out sheet, record a return and a lost key', async ({ page }) => {
      const system = `Grain keys ${name}`;
      await installedSystem(page, customer, system);
      await systemStart(page, customer);
      const installed = page.getByRole('region', { name: 'Installed lock systems' });
      await installed.getByRole('button', { name: new RegExp(`^${system} `) }).click();
      const register = page.getByRole('region', { name: 'Key register', exact: true });
      await expect(register.getByText('4 keys cut: 0 handed out, 4 not handed out, 0 lost, 0 broken')).toBeVisible();

      await register.getByRole('button', { name: 'Actions for AA1 copy 1' }).click();
      await page.getByRole('menuitem', { name: 'Hand out' }).click();
      const dialog = page.getByRole('dialog', { name: 'Hand out: AA1 copy 1' });
      await dialog.getByRole('button', { name: 'Hand out' }).click();
      await expect(dialog.getByText('Holder name is required')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Holder name' }).fill('Marie Dubois');
      await dialog.getByRole('textbox', { name: 'Department or role' }).fill('Elevator crew');
      await dialog.getByRole('textbox', { name: 'Employee id (optional)' }).fill('E-220');
      await expectNoViolations(page);
      await saveScreenshot(page, `key-register-hand-out-${name}`);
      await dialog.getByRole('button', { name: 'Hand out' }).click();
      await expect(dialog).toBeHidden();
      const row = register.getByRole('row', { name: /AA1 · 1/ });
      await expect(row.getByText('Marie Dubois (Elevator crew, E-220)')).toBeVisible();
      await expect(register.getByText('4 keys cut: 1 handed out, 3 not handed out, 0 lost, 0 broken')).toBeVisible();
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `key-register-${name}`, { fullPage: true });

      // The receipt of the hand-out, and the sheet of the whole register.
      await register.getByRole('button', { name: 'Actions for AA1 copy 1' }).click();
      const [receipt] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: 'Print receipt (PDF)' }).click(),
      ]);
      expect(receipt.suggestedFilename()).toBe('key-receipt-AA1-1-Marie-Dubois.pdf');
      const receiptText = await pdfText(receipt);
      for (const expected of [
        'Key receipt',
        `Customer: ${customer.name} (${customer.ccid})`,
        `Lock system: ${system}`,
        'Key: AA1 (Change key, opens LOCK SET 1)',
        'Copy number: 1 of 2',
        'Holder: Marie Dubois',
        'Department or role: Elevator crew',
        'Key holder: Marie Dubois',
      ])
        expect(receiptText).toContain(expected);
      const [sheet] = await Promise.all([
        page.waitForEvent('download'),
        register.getByRole('button', { name: 'Sign-out sheet (PDF)' }).click(),
      ]);
      const sheetText = await pdfText(sheet);
      expect(sheetText).toContain('Key sign-out sheet');
      expect(sheetText).toMatch(/AA1 1 K\w{7} Handed out Marie Dubois, Elevator crew \(E-220\)/);

      // Returned, then the other copy lost: both kept in the copies' histories.
      await register.getByRole('button', { name: 'Actions for AA1 copy 1' }).click();
      await page.getByRole('menuitem', { name: 'Record return' }).click();
      await page
        .getByRole('dialog', { name: 'Record return: AA1 copy 1' })
        .getByRole('button', { name: 'Record return' })
        .click();
      await register.getByRole('button', { name: 'Actions for AA1 copy 2' }).click();
      await page.getByRole('menuitem', { name: 'Report lost' }).click();
      const lost = page.getByRole('dialog', { name: 'Report lost: AA1 copy 2' });
      await expect(lost.getByText('its code stays reserved')).toBeVisible();
      await lost.getByRole('textbox', { name: 'Note (optional)' }).fill('Dropped in the grain pit');
      await lost.getByRole('button', { name: 'Report lost' }).click();
      await expect(register.getByText('4 keys cut: 0 handed out, 3 not handed out, 1 lost, 0 broken')).toBeVisible();

      await register.getByRole('button', { name: 'Actions for AA1 copy 1' }).click();
      await page.getByRole('menuitem', { name: 'History' }).click();
      const history = page.getByRole('dialog', { name: 'History of AA1 copy 1' });
      await expect(history.getByRole('listitem')).toHaveCount(2);
      await expect(history.getByText(/^Returned by Marie Dubois on \d{4}-\d{2}-\d{2}$/)).toBeVisible();
      await expect(history.getByText(/^Handed out to Marie Dubois \(Elevator crew\) on /)).toBeVisible();
      await expectNoViolations(page);
      await saveScreenshot(page, `key-register-history-${name}`);
      await history.getByRole('button', { name: 'Close' }).click();
    });
  });
}
