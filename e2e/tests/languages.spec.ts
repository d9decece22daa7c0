import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { APP_URL } from '../support/env.ts';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { createOrder, setCustomerLanguage } from '../support/orders.ts';
import { accessToken } from '../support/sign-in.ts';
import { systemStart } from '../support/system-start.ts';

/**
 * Issue 48, as people read it: a customer whose SAP partner writes French opens their review by
 * link and reads it in French, downloads the confirmation in French, switches to English and
 * back; a rep whose browser reads Spanish works in Spanish. At a wide desktop and a phone, with
 * axe in each language.
 */

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

/** Laurentian Pulp & Paper of Trois-Rivières: its SAP partner's correspondence language is French. */
const LAURENTIAN = { ccid: '0000200003', name: 'Laurentian Pulp & Paper', salesArea: 'CA10' };
const MARITIME = { ccid: '0000200005', name: 'Maritime Fish Processors', salesArea: 'CA10' };
const EMPTY_STORAGE = { cookies: [], origins: [] };

/** The text of a downloaded PDF, as poppler's pdftotext reads it (white space folded). */
function pdfText(path: string): string {
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

async function downloadedText(page: Page, button: string): Promise<string> {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return pdfText(await download.path());
}

async function checkLanguage(page: Page, lang: string, screenshot: string) {
  await expect(page.locator(`html[lang="${lang}"]`)).toBeAttached();
  await expectNoHorizontalScroll(page);
  await expectNoViolations(page, { landmarks: true });
  await saveScreenshot(page, screenshot, { fullPage: true });
}

for (const { name, size } of VIEWPORTS) {
  test.describe(`the customer's language (${name})`, () => {
    test.use({ viewport: size });

    test('a customer of a French-speaking SAP partner reads the review and its confirmation in French, and switches', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const system = `Usine ${name}`;
      await setCustomerLanguage(page, LAURENTIAN.ccid, 'fr-CA');
      const order = await createOrder(page, LAURENTIAN, system, `PO-FR-${name.toUpperCase()}`);
      const rotated = await page.request.post(`/api/orders/${order.orderID}/review-access/rotate`, {
        headers: { authorization: `Bearer ${await accessToken(page)}` },
      });
      expect(rotated.status()).toBe(200);
      const { reviewLink } = (await rotated.json()) as { reviewLink: string };

      // A browser that reads English: the customer's language comes first on their review.
      const context = await browser.newContext({ storageState: EMPTY_STORAGE, viewport: size, baseURL: APP_URL });
      try {
        const customer = await context.newPage();
        await customer.goto(reviewLink);
        await expect(customer).toHaveURL('/submit-review');
        await expect(
          customer.getByRole('heading', { level: 1, name: 'Vérifiez votre système de cadenas' }),
        ).toBeVisible();
        await expect(customer.getByRole('heading', { level: 2, name: system })).toBeVisible();
        await expect(customer.getByText('Clés et ensembles de cadenas')).toBeVisible();
        await checkLanguage(customer, 'fr-CA', `languages-review-fr-ca-${name}`);

        const french = await downloadedText(customer, 'Télécharger la confirmation (PDF)');
        for (const expected of ['Confirmation de commande', `${LAURENTIAN.name} (${LAURENTIAN.ccid})`, 'Page 1 de 1'])
          expect(french).toContain(expected);
        expect(french).not.toContain('Order confirmation');

        // The switch in the app bar: English, the confirmation with it, then French again.
        const language = customer.getByRole('banner').getByRole('combobox', { name: 'Langue' });
        await language.selectOption('en-US');
        await expect(customer.getByRole('heading', { level: 1, name: 'Review Your Lock System' })).toBeVisible();
        await checkLanguage(customer, 'en-US', `languages-review-en-us-${name}`);
        const english = await downloadedText(customer, 'Download confirmation (PDF)');
        expect(english).toContain('Order confirmation');
        await customer.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('fr-CA');
        await expect(
          customer.getByRole('heading', { level: 1, name: 'Vérifiez votre système de cadenas' }),
        ).toBeVisible();
        // The choice is kept: a reload reads French still.
        await customer.reload();
        await expect(
          customer.getByRole('heading', { level: 1, name: 'Vérifiez votre système de cadenas' }),
        ).toBeVisible();
      } finally {
        await context.close();
      }
    });

    test('a rep whose browser reads Spanish works in Spanish', async ({ browser, repState }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({
        storageState: repState,
        viewport: size,
        baseURL: APP_URL,
        locale: 'es-MX',
      });
      try {
        const page = await context.newPage();
        await page.goto('/customer-search');
        await expect(page.getByRole('heading', { level: 1, name: 'Búsqueda de clientes' })).toBeVisible();
        await expect(page.getByText(/clientes encontrados/)).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await checkLanguage(page, 'es-MX', `languages-customer-search-es-mx-${name}`);

        const system = `Muelle ${name}`;
        await setCustomerLanguage(page, MARITIME.ccid, 'en-US');
        await createOrder(page, MARITIME, system, `PO-ES-${name.toUpperCase()}`);
        // The customer chosen as Customer Search does, then System Start in Spanish.
        await systemStart(page, MARITIME);
        await checkLanguage(page, 'es-MX', `languages-system-start-es-mx-${name}`);
        await page.getByRole('button', { name: `Abrir ${system}` }).click();
        await expect(page).toHaveURL('/key-system');
        await expect(page.getByRole('heading', { level: 1, name: 'Sistema de amaestramiento' })).toBeVisible();
        await expect(page.getByTestId('live-total')).toBeVisible();
        await checkLanguage(page, 'es-MX', `languages-key-system-es-mx-${name}`);
      } finally {
        await context.close();
      }
    });
  });
}
