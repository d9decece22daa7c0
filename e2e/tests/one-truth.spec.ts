import type { Browser, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { SAP_AUTHORIZATION, SAP_ODATA } from '../support/env.ts';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { cents, factValue } from '../support/money.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { newOrder, submitToSap } from '../support/orders.ts';
import { accessToken, asAdmin } from '../support/sign-in.ts';

/**
 * Issue 26, as a rep and a customer would live with a system after the sale: what SAP was sent is
 * what every screen and document shows. Customers of their own: the servers keep one database for
 * the whole run.
 */

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

const GULF = { ccid: '0000100009', name: 'Gulf Coast Refining', salesArea: 'US10' };
const EMPTY_STORAGE = { cookies: [], origins: [] };

/** The total SAP holds for a sales order, in minor units. */
async function sapTotal(page: Page, sapNumber: string): Promise<number> {
  const response = await page.request.get(`${SAP_ODATA}/API_SALES_ORDER_SRV/A_SalesOrder('${sapNumber}')`, {
    headers: { authorization: SAP_AUTHORIZATION, accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  const { d } = (await response.json()) as { d: { TotalNetAmount: string } };
  return Math.round(Number(d.TotalNetAmount) * 100);
}

/**
 * The review's priced lines as a person reads them (/submit-system and /submit-review): each lock
 * set's total, the master keys, the grand master key and keys cut to existing codes, and the total.
 */
async function reviewLines(page: Page) {
  const lockSets = page.getByRole('article');
  await expect(lockSets.first()).toBeVisible();
  const lines: number[] = [];
  for (const article of await lockSets.all()) lines.push(cents(await factValue(article, 'Lock set total').innerText()));
  const totals = page.getByRole('region', { name: 'Totals' });
  for (const label of ['Master keys', 'Grand master key', 'Keys cut to existing codes']) {
    const value = factValue(totals, label);
    if ((await value.count()) > 0) lines.push(cents(await value.innerText()));
  }
  const total = cents(await totals.getByText(/^Total: /).innerText());
  return { lines, total, pricePer: await factValue(lockSets.first(), 'Price per lock').innerText() };
}

/** The text of a downloaded PDF, read from the file. */
async function pdfText(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const pdf = await getDocumentProxy(
    new Uint8Array(await (await download.createReadStream()).toArray().then(Buffer.concat)),
  );
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The confirmation's totals: locks and keys (the document's lines summed) and the total. */
function pdfTotals(text: string) {
  const amount = (pattern: RegExp) => {
    const match = pattern.exec(text);
    if (!match) throw new Error(`${pattern} not in the PDF: ${text.slice(-400)}`);
    return cents(match[1]!);
  };
  return {
    locks: amount(/Locks \(\d+\) (\$[\d,]+\.\d{2})/),
    keys: amount(/Keys (\$[\d,]+\.\d{2})/),
    total: amount(/Total (\$[\d,]+\.\d{2})/),
  };
}

for (const { name, size } of VIEWPORTS) {
  test.describe(`one truth after the sale (${name})`, () => {
    test.use({ viewport: size });

    test('after an engraving edit and a new price book version, every screen and the PDF add up to the total sent to SAP', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const system = `Gulf fixed prices ${name}`;
      await newOrder(page, GULF, system, `PO-FIXED-${name}`);
      await page.getByRole('button', { name: 'Edit LOCK SET 1' }).click();
      await page.getByLabel('Engrave the locks').check();
      await page.getByRole('combobox', { name: 'Font size' }).selectOption({ label: 'Medium (3.0 mm)' });
      await page.getByRole('textbox', { name: 'Front line 1', exact: true }).fill('PUMP 4');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('All changes saved')).toBeVisible();
      await page.goto('/submit-system');
      const before = await reviewLines(page);
      const sapNumber = await submitToSap(page);
      const sent = await sapTotal(page, sapNumber);
      expect(before.total).toBe(sent);

      // An engraving line on an empty back face: the price does not change.
      await page.getByRole('link', { name: 'Edit engraving' }).click();
      const lockSet = page.getByRole('region', { name: /LOCK SET 1/ });
      await lockSet.getByRole('textbox', { name: 'LOCK SET 1, back line 1', exact: true }).fill('KEEP OUT');
      await page.getByRole('button', { name: 'Send engraving update' }).click();
      await page
        .getByRole('dialog', { name: 'Send the engraving update to SAP?' })
        .getByRole('button', { name: 'Send engraving update' })
        .click();
      await expect(
        page.getByRole('region', { name: 'Engraving history' }).getByRole('row', { name: /KEEP OUT/ }),
      ).toBeVisible({
        timeout: 30_000,
      });

      // A new price book version, in force now: keys and engraved lines cost more (put back at the end).
      const restore = await changeUsdPrices(browser, (extras) => ({
        ...extras,
        key: extras.key! + 100,
        engravedLine: extras.engravedLine! + 100,
      }));
      try {
        await expectOneTruth(page, browser, system, before.pricePer, sent, name, size);
      } finally {
        await restore();
      }
    });
  });
}

/** Every screen and document of the submitted order against the total SAP was sent. */
async function expectOneTruth(
  page: Page,
  browser: Browser,
  system: string,
  pricePer: string,
  sent: number,
  name: string,
  size: { width: number; height: number },
) {
  // Submit System: the lines as sent, adding up to SAP's total.
  await page.goto('/submit-system');
  await expect(page.getByRole('heading', { level: 2, name: system })).toBeVisible();
  const staff = await reviewLines(page);
  expect(staff.pricePer).toBe(pricePer);
  expect(staff.lines.reduce((sum, line) => sum + line, 0)).toBe(sent);
  expect(staff.total).toBe(sent);
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, `one-truth-submit-system-${name}`, { fullPage: true });

  // The confirmation PDF: its lines add up to the same total, with no word of today's price book.
  const staffPdf = await pdfText(page, 'Download confirmation (PDF)');
  const totals = pdfTotals(staffPdf);
  expect(totals.locks + totals.keys).toBe(sent);
  expect(totals.total).toBe(sent);
  expect(staffPdf).toContain(pricePer);
  expect(staffPdf).not.toContain("today's price book");

  // The customer's review and PDF say the same.
  const rotated = await page.request.post(`/api/orders/${await orderIdOf(page)}/review-access/rotate`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  const { reviewLink } = (await rotated.json()) as { reviewLink: string };
  const customerContext = await browser.newContext({ storageState: EMPTY_STORAGE, viewport: size });
  try {
    const customer = await customerContext.newPage();
    await customer.goto(reviewLink);
    await expect(customer).toHaveURL('/submit-review');
    await expect(customer.getByRole('heading', { level: 2, name: system })).toBeVisible();
    const review = await reviewLines(customer);
    expect(review.pricePer).toBe(pricePer);
    expect(review.lines.reduce((sum, line) => sum + line, 0)).toBe(sent);
    expect(review.total).toBe(sent);
    await expectNoViolations(customer);
    await expectNoHorizontalScroll(customer);
    await saveScreenshot(customer, `one-truth-submit-review-${name}`, { fullPage: true });
    const customerTotals = pdfTotals(await pdfText(customer, 'Download confirmation (PDF)'));
    expect(customerTotals).toEqual(totals);
  } finally {
    await customerContext.close();
  }
}

/** The open order's id, from the session the app keeps. */
async function orderIdOf(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('keyplan.session') ?? '{}') as { orderID: string }).orderID,
  );
}

type Extras = Record<string, number>;

/** A new USD price book version in force now, its extras changed; answers how to put the old ones back. */
async function changeUsdPrices(browser: Browser, change: (extras: Extras) => Extras): Promise<() => Promise<void>> {
  let original: Extras = {};
  const post = (next: (extras: Extras) => Extras) =>
    asAdmin(browser, async (admin, authorization) => {
      const books = (await (
        await admin.request.get('/api/admin/price-books', { headers: { authorization } })
      ).json()) as {
        currencies: {
          currency: string;
          latestVersion: number;
          versions: { version: number; priceBook: { extras: Extras }; quantityTiers: unknown }[];
        }[];
      };
      const usd = books.currencies.find((book) => book.currency === 'USD')!;
      const latest = usd.versions.find((entry) => entry.version === usd.latestVersion)!;
      const created = await admin.request.post('/api/admin/price-books', {
        headers: { authorization },
        data: {
          currency: 'USD',
          baseVersion: usd.latestVersion,
          priceBook: { ...latest.priceBook, extras: next(latest.priceBook.extras) },
          quantityTiers: latest.quantityTiers,
        },
      });
      expect(created.status()).toBe(201);
    });
  await post((extras) => {
    original = extras;
    return change(extras);
  });
  return () => post(() => original);
}
