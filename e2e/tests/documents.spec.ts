import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { APP_URL } from '../support/env.ts';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { createOrder, openSystem } from '../support/orders.ts';
import { accessToken } from '../support/sign-in.ts';
import { systemStart } from '../support/system-start.ts';

/**
 * Issue 16, as a rep and a customer would: engraving never changes silently (a paste longer than
 * the line, a refused character), a system copied for another customer, and the quote or order
 * confirmation PDF downloaded by staff and by the customer from their review. At a wide desktop
 * and a phone. Customers of their own: the servers keep one database for the whole run.
 */

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

const MESA = { ccid: '0000100007', name: 'Mesa Copper Mining', salesArea: 'US10' };
const ROCKY = { ccid: '0000100011', name: 'Rocky Mountain Brewing', salesArea: 'US10' };
const GREAT_LAKES = { ccid: '0000100002', name: 'Great Lakes Steel Mill', salesArea: 'US10' };
const ATHABASCA = { ccid: '0000200006', name: 'Athabasca Oil Sands Services', salesArea: 'CA10' };

const EMPTY_STORAGE = { cookies: [], origins: [] };

/** Pastes `text` into a field through the real clipboard (Ctrl/⌘+V). */
async function paste(page: Page, label: string, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.click();
  await field.press('ControlOrMeta+V');
}

/** The text of a downloaded PDF, as poppler's pdftotext reads it (layout kept, white space folded). */
async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

for (const { name, size } of VIEWPORTS) {
  test.describe(`documents and copies (${name})`, () => {
    test.use({ viewport: size });

    test('engraving: a paste longer than the line, or with a refused character, says so at the field', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_URL });
      const system = `Paste check ${name}`;
      const order = await createOrder(page, ROCKY, system, `PO-PASTE-${name}`);
      await openSystem(page, ROCKY, system);
      const lockSetId = order.orderLockSystems[0]!.masterKeys[0]!.lockSets[0]!.lockSetID;
      await page.goto(`/set?lockSetId=${lockSetId}`);
      await expect(page.getByRole('heading', { level: 2, name: 'LOCK SET 1' })).toBeVisible();
      await page.getByLabel('Engrave the locks').check();
      await page.getByRole('combobox', { name: 'Font size' }).selectOption({ label: 'Medium (3.0 mm)' });

      // Longer than the line and with a character that cannot be engraved: both are said at the field.
      await paste(page, 'Front line 1', 'acme@chemical works');
      const front1 = page.getByRole('textbox', { name: 'Front line 1', exact: true });
      await expect(front1).toHaveValue('ACMECHEMIC');
      await expect(front1).toHaveAccessibleDescription(/'@' cannot be engraved/);
      await expect(front1).toHaveAccessibleDescription(
        /This line holds 10 characters in this font: 'AL WORKS' was left out\./,
      );
      await expect(page.getByText("'@' cannot be engraved. Allowed: A–Z, 0–9, space and - . # / & ( )")).toBeVisible();

      // A paste that fits but holds refused characters keeps the rest and names them.
      await paste(page, 'Back line 1', 'plant!2 ~b');
      const back1 = page.getByRole('textbox', { name: 'Back line 1', exact: true });
      await expect(back1).toHaveValue('PLANT2 B');
      await expect(back1).toHaveAccessibleDescription(/'!', '~' cannot be engraved/);
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);
      await back1.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `documents-engraving-paste-${name}`);
    });

    test('Copy: a system copied for another customer, chosen by search and keyboard, opens as theirs', async ({
      page,
    }) => {
      const system = `Copy source ${name} ${String(Date.now()).slice(-5)}`;
      await createOrder(page, MESA, system, `PO-COPY-${name}`);
      await systemStart(page, MESA);
      await page.getByRole('button', { name: `Copy ${system}` }).click();
      const dialog = page.getByRole('dialog', { name: `Copy “${system}”` });
      const customer = dialog.getByRole('combobox', { name: /For customer/ });
      // The same customer by default.
      await expect(customer).toHaveValue(`${MESA.name} (${MESA.ccid})`);

      // No customer: said at the field, nothing copied.
      await customer.fill('');
      await dialog.getByRole('button', { name: 'Copy and open' }).click();
      await expect(dialog.getByText('Choose the customer the copy is for.')).toBeVisible();
      await expect(customer).toHaveAttribute('aria-invalid', 'true');
      await expect(customer).toBeFocused();

      // Search by name, pick with the keyboard.
      await customer.pressSequentially('athabasca');
      // The list of the whole word, not of its first letters (a busy machine answers 'a' late, and
      // Athabasca is among its matches too): one option, Athabasca.
      await expect(page.getByRole('option')).toHaveCount(1);
      await expect(page.getByRole('option', { name: `${ATHABASCA.name} (${ATHABASCA.ccid})` })).toBeVisible();
      await customer.press('ArrowDown');
      await customer.press('Enter');
      await expect(customer).toHaveValue(`${ATHABASCA.name} (${ATHABASCA.ccid})`);
      await expect(
        dialog.getByText(/The copy will belong to Athabasca Oil Sands Services \(0000200006\)/),
      ).toBeVisible();
      await dialog.getByRole('radio', { name: 'An order' }).check();
      await expectNoViolations(page);
      await saveScreenshot(page, `documents-copy-dialog-${name}`);

      await dialog.getByRole('button', { name: 'Copy and open' }).click();
      await expect(page).toHaveURL('/key-system');
      const session = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('keyplan.session') ?? '{}') as { ccid: string; customer: { name: string } },
      );
      expect(session.ccid).toBe(ATHABASCA.ccid);
      expect(session.customer.name).toBe(ATHABASCA.name);

      // The copy is among the other customer's systems, in their currency; the source stays with Mesa.
      await systemStart(page, ATHABASCA);
      await expect(page.getByRole('button', { name: `Open ${system}` })).toBeVisible();
      const listed = await page.request.get(`/api/customers/${ATHABASCA.ccid}/systems`, {
        headers: { authorization: `Bearer ${await accessToken(page)}` },
      });
      const copies = ((await listed.json()) as { orderSystemName: string; currency: string }[]).filter(
        (item) => item.orderSystemName === system,
      );
      expect(copies.map((item) => item.currency)).toEqual(['CAD']);
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);
    });

    test('the confirmation PDF: downloaded by staff on Submit System and by the customer on their review', async ({
      page,
      browser,
    }) => {
      const system = `Confirmation ${name}`;
      const po = `PO-CONF-${name.toUpperCase()}`;
      const order = await createOrder(page, GREAT_LAKES, system, po);
      await openSystem(page, GREAT_LAKES, system);
      await page.goto('/submit-system');
      await expect(page.getByRole('heading', { level: 2, name: system })).toBeVisible();
      const button = page.getByRole('button', { name: 'Download confirmation (PDF)' });
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);
      await button.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `documents-submit-system-${name}`);
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(`Order confirmation ${system}.pdf`);
      const text = await pdfText(download);
      for (const expected of [
        'Order confirmation',
        `${GREAT_LAKES.name} (${GREAT_LAKES.ccid})`,
        `PO ${po}`,
        'LOCK SET 1',
        'Keys for LOCK SET 1',
        'MASTER KEY 1',
        'GRAND MASTER KEY',
        'Total',
        'Page 1 of 1',
      ])
        expect(text).toContain(expected);

      // The customer, never signed in, opens the review link and downloads the same document.
      const rotated = await page.request.post(`/api/orders/${order.orderID}/review-access/rotate`, {
        headers: { authorization: `Bearer ${await accessToken(page)}` },
      });
      expect(rotated.status()).toBe(200);
      const { reviewLink } = (await rotated.json()) as { reviewLink: string };
      const customerContext = await browser.newContext({ storageState: EMPTY_STORAGE, viewport: size });
      try {
        const customerPage = await customerContext.newPage();
        await customerPage.goto(reviewLink);
        await expect(customerPage).toHaveURL('/submit-review');
        await expect(customerPage.getByRole('heading', { level: 2, name: system })).toBeVisible();
        const customerButton = customerPage.getByRole('button', { name: 'Download confirmation (PDF)' });
        await expectNoViolations(customerPage);
        await expectNoHorizontalScroll(customerPage);
        await customerButton.scrollIntoViewIfNeeded();
        await saveScreenshot(customerPage, `documents-submit-review-${name}`);
        const [customerDownload] = await Promise.all([customerPage.waitForEvent('download'), customerButton.click()]);
        expect(customerDownload.suggestedFilename()).toBe(`Order confirmation ${system}.pdf`);
        const customerText = await pdfText(customerDownload);
        expect(customerText).toContain(`PO ${po}`);
        expect(customerText).toContain('Keys for LOCK SET 1');
      } finally {
        await customerContext.close();
      }
    });
  });
}
