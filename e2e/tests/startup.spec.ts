import type { Page } from '@playwright/test';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { APP_URL } from '../support/env.ts';
import { expectNoViolations } from '../support/page-checks.ts';
import { createDesign } from '../support/orders.ts';
import { madeInSap, uniqueOrderNumber } from '../support/sap-documents.ts';
import { accessToken, signIn } from '../support/sign-in.ts';

/** The session values the app keeps in localStorage (SPEC §3). */
async function session(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('keyplan.session') ?? '{}') as Record<string, unknown>);
}

/** A browser with nothing stored: no staff tokens, no issuer session. */
const EMPTY_STORAGE = { cookies: [], origins: [] };

/** How many systems the customer has (the start page must save none for a link that does not resolve). */
async function systemCount(page: Page, ccid: string): Promise<number> {
  const answer = await page.request.get(`/api/customers/${ccid}/systems`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as unknown[]).length;
}

test.describe('startup URLs (SPEC §4)', () => {
  test('/ without parameters goes to Customer Search', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/customer-search');
  });

  test('launched from SAP: creates the system of an order line, then opens it again', async ({ page, browser }) => {
    const orderNumber = uniqueOrderNumber();
    await madeInSap(browser, orderNumber, '100004');
    await page.goto(`/?ccid=100004&sapordernumber=${orderNumber}&linenumber=10&po=PO-${orderNumber}`);
    await expect(page).toHaveURL('/key-system');
    await expect(page.getByRole('heading', { level: 1, name: 'Key System' })).toBeVisible();
    const first = await session(page);
    expect(first).toMatchObject({
      ccid: '0000100004',
      sapOrderNumber: orderNumber.padStart(10, '0'),
      sapLineNumber: '10',
      orderPONumber: `PO-${orderNumber}`,
      isQuote: false,
      // The default tree is valid and priced: a new system is Ready (2) at once.
      orderLockSystemStatus: 2,
    });
    expect(first.orderID).toEqual(expect.any(String));
    // Named for where it came from, not 'Unnamed system'.
    await expect(page.getByText(new RegExp(`^SAP order ${orderNumber.replace(/^0+/, '')} line 10 · `))).toBeVisible();

    // The alias names work too, and the same line opens the same system.
    await page.goto(`/?CCID=0000100004&orderid=${orderNumber}&saplinenumber=10`);
    await expect(page).toHaveURL('/key-system');
    expect((await session(page)).orderID).toBe(first.orderID);
  });

  test('a quote number opens a quote', async ({ page, browser }) => {
    const quoteNumber = `Q${uniqueOrderNumber()}`;
    await madeInSap(browser, quoteNumber, '100004', 'quotation');
    await page.goto(`/?ccid=100004&quotenumber=${quoteNumber.toLowerCase()}`);
    await expect(page).toHaveURL('/key-system');
    expect(await session(page)).toMatchObject({ isQuote: true, quoteNumber });
  });

  test('with quoting off, a quote URL shows the toast and goes to Customer Search', async ({ page }) => {
    await page.route('**/api/features/quoting', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: 'false' }),
    );
    await page.goto('/?ccid=100004&sapquotenumber=Q77');
    await expect(
      page.getByText('Quoting feature is disabled. Please contact your administrator for assistance.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/customer-search');
  });

  test('a design opens by its id, and designid=new starts one', async ({ page }) => {
    const design = await createDesign(page, '0000100005', 'Design for startup test');

    await page.goto(`/?ccid=100005&designid=${design.designID}`);
    await expect(page).toHaveURL('/key-system');
    expect(await session(page)).toMatchObject({
      orderID: design.orderID,
      designID: String(design.designID),
      loadByDesignID: true,
    });

    await page.goto('/?ccid=100005&designid=NEW');
    await expect(page).toHaveURL('/system-add-or-edit');
    expect(await session(page)).toMatchObject({ ccid: '0000100005', designID: 'new', orderID: null });
  });

  test('ccid alone starts a new order for that customer, everything else cleared', async ({ page, browser }) => {
    const orderNumber = uniqueOrderNumber();
    await madeInSap(browser, orderNumber, '100006');
    await page.goto(`/?ccid=100006&sapordernumber=${orderNumber}&linenumber=10`);
    await expect(page).toHaveURL('/key-system');
    await page.goto('/?ccid=100006');
    await expect(page).toHaveURL('/system-add-or-edit');
    expect(await session(page)).toMatchObject({
      ccid: '0000100006',
      customer: { name: 'Pacific Semiconductor Fab' },
      orderID: null,
      sapOrderNumber: null,
      lockSetCounter: 2,
      masterKeyCounter: 0,
    });
  });

  test('an unknown customer shows the error page', async ({ page }) => {
    await page.goto('/?ccid=9999999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found (404)' })).toBeVisible();
    await expect(page.getByText('No customer has ccid 9999999999.', { exact: false })).toBeVisible();
  });

  test('the session survives a reload', async ({ page, browser }) => {
    const orderNumber = uniqueOrderNumber();
    await madeInSap(browser, orderNumber, '100007');
    await page.goto(`/?ccid=100007&sapordernumber=${orderNumber}&linenumber=20`);
    await expect(page).toHaveURL('/key-system');
    const before = await session(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Key System' })).toBeVisible();
    expect(await session(page)).toEqual(before);
  });
});

test.describe('start links that do not resolve (issue 30)', () => {
  test('a malformed, unknown or other customer’s SAP reference opens a page that says so, and saves nothing', async ({
    page,
    browser,
  }) => {
    const badRequest = page.getByRole('heading', { level: 1, name: 'Bad Request (400)' });
    const notFound = page.getByRole('heading', { level: 1, name: 'Page Not Found (404)' });
    await page.goto('/customer-search');
    const before = await systemCount(page, '0000100002');

    await page.goto('/?ccid=abc');
    await expect(badRequest).toBeVisible();
    await expect(page.getByText('The link has a customer number that is not a number (“abc”)')).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/?ccid=0000100002&sapordernumber=12-ab&linenumber=10');
    await expect(badRequest).toBeVisible();
    await expect(page.getByText('SAP order number SAP does not use (“12-ab”)', { exact: false })).toBeVisible();

    await page.goto('/?ccid=0000100002&sapordernumber=12ab&linenumber=10');
    await expect(notFound).toBeVisible();
    await expect(page.getByText('SAP has no sales order 12AB.', { exact: false })).toBeVisible();

    await page.goto('/?ccid=0000100002&quotenumber=2999999999');
    await expect(notFound).toBeVisible();
    await expect(page.getByText('SAP has no quotation 2999999999.', { exact: false })).toBeVisible();

    await page.goto('/?ccid=0000100002&designid=abc');
    await expect(badRequest).toBeVisible();
    await expect(page.getByText('The link has a design id that is not a number (“abc”).')).toBeVisible();

    // A SAP order of customer 100001, opened under customer 100002: refused, whether Keyplan has its system or not.
    const orderNumber = uniqueOrderNumber();
    await madeInSap(browser, orderNumber, '100001');
    await page.goto(`/?ccid=0000100002&sapordernumber=${orderNumber}&linenumber=10`);
    await expect(badRequest).toBeVisible();
    await expect(
      page.getByText(`SAP order ${orderNumber} belongs to customer 100001, not to customer 100002.`, { exact: false }),
    ).toBeVisible();
    await page.goto(`/?ccid=0000100001&sapordernumber=${orderNumber}&linenumber=10`);
    await expect(page).toHaveURL('/key-system');
    await page.goto(`/?ccid=0000100002&sapordernumber=${orderNumber}&linenumber=10`);
    await expect(badRequest).toBeVisible();
    await expect(
      page.getByText(`SAP order ${orderNumber} belongs to customer 100001, not to Great Lakes Steel Mill (100002).`, {
        exact: false,
      }),
    ).toBeVisible();

    expect(await systemCount(page, '0000100002')).toBe(before);
  });

  test('a reorder link naming a SAP order the customer does not have says so', async ({ page }) => {
    await page.goto('/?reorder&ccid=0000100002&sapordernumber=0000099999');
    await expect(page).toHaveURL(/\/reorder-locks/);
    await expect(page.getByText('was ordered with SAP order 99999', { exact: false })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Installed lock system' })).toHaveCount(0);
  });
});

test.describe('customer review links', () => {
  test('review plus id goes to the read-only review, which refuses a code it does not know', async ({ browser }) => {
    const context = await browser.newContext({ storageState: EMPTY_STORAGE });
    const page = await context.newPage();
    await page.goto('/?review=ABCD-EFGH-IJKL&id=5b0a3b7e-93a4-4f51-8a37-7a3b6f0b8f11');
    // /submit-review exchanges the code; this one is unknown, so the error page says so.
    await expect(page.getByRole('heading', { name: 'URL Not Recognized' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('keyplan.readOnly'))).toBe('true');
    expect(await session(page)).toMatchObject({
      reviewPassCode: 'ABCD-EFGH-IJKL',
      orderID: '5b0a3b7e-93a4-4f51-8a37-7a3b6f0b8f11',
    });
    await context.close();
  });
});

test.describe('signing out', () => {
  test('clears the session', async ({ browser }) => {
    const context = await browser.newContext({ storageState: EMPTY_STORAGE });
    const page = await context.newPage();
    await signIn(page, 'rep@example.com', 'demo', { startAt: '/?ccid=100008' });
    await expect(page).toHaveURL('/system-add-or-edit');
    expect((await session(page)).ccid).toBe('0000100008');
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Keyplan' })).toBeVisible();
    // Keyplan's own sign-in page (issue 43), on the app's origin: the session is gone from its localStorage.
    await expect(page).toHaveURL(new RegExp(`^${APP_URL}/signin\\?`));
    expect(await page.evaluate(() => localStorage.getItem('keyplan.session'))).toBeNull();
    await context.close();
  });
});

// Humber Refinery Services is this test's own customer: other specs count their customers' systems.
test.describe('started in Keyplan (DESIGN §2 flow 2)', () => {
  test('search → pick a customer → new order → header → key system', async ({ page }) => {
    await page.goto('/customer-search');
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('humber');
    await page.getByRole('button', { name: 'Select Humber Refinery Services' }).click();

    await expect(page).toHaveURL('/system-start');
    await expect(page.getByRole('heading', { level: 2, name: 'Humber Refinery Services' })).toBeVisible();
    await page.getByRole('button', { name: 'New order' }).click();

    await expect(page).toHaveURL('/system-add-or-edit');
    const systemName = `Journey ${Date.now()}`;
    await page.getByRole('textbox', { name: 'System name' }).fill(systemName);
    await page.getByRole('textbox', { name: 'PO number' }).fill('PO-JOURNEY');
    await expect(page.getByRole('textbox', { name: 'Currency' })).toHaveValue('GBP');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL('/key-system');
    expect(await session(page)).toMatchObject({
      ccid: '0000400005',
      orderCurrency: 'GBP',
      salesArea: 'UK10',
      orderLockSystemStatus: 2,
      orderPONumber: 'PO-JOURNEY',
    });

    await page.getByRole('link', { name: 'Keyplan' }).click();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('0000400005');
    await page.getByRole('button', { name: 'Select Humber Refinery Services' }).click();
    const row = page.getByRole('row', { name: new RegExp(systemName) });
    await expect(row.getByText('Draft')).toBeVisible();
    await expect(row.getByText('£')).toBeVisible();
  });
});
