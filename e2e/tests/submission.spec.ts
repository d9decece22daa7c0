import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { APP_URL, SAP_STANDIN } from '../support/env.ts';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { setCustomerLanguage } from '../support/orders.ts';
import { saveScreenshot } from '../support/screenshots.ts';

/**
 * /submit-system and /submit-review (issue 6) against the real API and the embedded SAP stand-in:
 * an order and a quote are configured, submitted and found in SAP; a customer opens the review
 * link without signing in; a wrong pass code is not recognized. Customers of their own: the
 * servers keep one database for the whole run.
 */

const BILBAO = { ccid: '0000300004', name: 'Bilbao Aceros SL', salesArea: 'EU10' };
const TORINO = { ccid: '0000300005', name: 'Torino Automotive SpA', salesArea: 'EU10' };
type DemoCustomer = typeof BILBAO;

const EMPTY_STORAGE = { cookies: [], origins: [] };
const SAP_ODATA = `${APP_URL}/sap/opu/odata/sap`;

async function session(page: Page): Promise<{ orderID: string; orderLockSystemID: string }> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('keyplan.session') ?? '{}') as { orderID: string; orderLockSystemID: string },
  );
}

/** Starts a new order or quote for the customer through System Start and the header, then makes it Ready on /key-system. */
async function configureSystem(
  page: Page,
  customer: DemoCustomer,
  kind: 'New order' | 'New quote',
  systemName: string,
  poNumber: string,
) {
  await page.goto('/customer-search');
  await page.evaluate(
    (value) => localStorage.setItem('keyplan.session', value),
    JSON.stringify({ ccid: customer.ccid, customer, salesArea: customer.salesArea }),
  );
  await page.goto('/system-start');
  await page.getByRole('button', { name: kind, exact: true }).click();
  await expect(page).toHaveURL('/system-add-or-edit');
  await page.getByRole('textbox', { name: 'System name' }).fill(systemName);
  await page.getByRole('textbox', { name: 'PO number' }).fill(poNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/key-system');
  // The default tree is valid; one more master key and a Save make the system Started, then Ready.
  await page.getByRole('region', { name: 'Hierarchy' }).getByRole('button', { name: 'Add master key' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.getByRole('link', { name: 'Review and submit' }).click();
  await expect(page).toHaveURL('/submit-system');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit System' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: systemName })).toBeVisible();
}

/** The total the review shows, as SAP writes amounts ('1234.50'). */
async function shownTotal(page: Page): Promise<string> {
  const text = (await page.getByText(/^Total: /).innerText()).replace(/^Total: /, '');
  return text.replace(/[^\d.]/g, '');
}

/** Documents of an OData entity set of the SAP stand-in, read with its Basic-auth credentials. */
async function sapDocuments(request: APIRequestContext, path: string): Promise<Array<Record<string, unknown>>> {
  const response = await request.get(`${SAP_ODATA}/${path}`, {
    headers: {
      Authorization: `Basic ${Buffer.from(`${SAP_STANDIN.username}:${SAP_STANDIN.password}`).toString('base64')}`,
      Accept: 'application/json',
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { d: { results: Array<Record<string, unknown>> } }).d.results;
}

/** Keyplan's reference of a lock system in SAP: 'KP-' and the first 15 hex digits of its id. */
const sapReference = (orderLockSystemId: string) =>
  `KP-${orderLockSystemId.replaceAll('-', '').toUpperCase()}`.slice(0, 18);

const items = (document: Record<string, unknown>) =>
  (document.to_Item as { results: Array<Record<string, unknown>> }).results;
const withoutZeros = (value: unknown) => String(value).replace(/^0+/, '');

/** A pass code in the Customer review panel: made when there is none, rotated (after the confirmation) when there is. */
async function newPassCode(panel: Locator, page: Page): Promise<string> {
  const create = panel.getByRole('button', { name: 'Create pass code' });
  if (await create.isVisible()) await create.click();
  else {
    await panel.getByRole('button', { name: 'Rotate pass code' }).click();
    await page
      .getByRole('dialog', { name: 'Rotate pass code?' })
      .getByRole('button', { name: 'Rotate pass code' })
      .click();
  }
  const code = panel.getByTestId('review-pass-code');
  await expect(code).toHaveText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
  return code.innerText();
}

test.describe('Submitting a system', () => {
  test('an order goes to SAP once; the customer reviews it by link; a wrong pass code is not recognized', async ({
    page,
    context,
    browser,
    request,
  }) => {
    // Bilbao's SAP partner writes Spanish; this test reads the customer's review in English.
    await setCustomerLanguage(page, BILBAO.ccid, 'en-US');
    await configureSystem(page, BILBAO, 'New order', 'Bilbao foundry', 'PO-BILBAO-6');
    const submit = page.getByRole('region', { name: 'Submit' });
    await expect(submit.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'LOCK SET 1' }).getByTestId('padlock-preview')).toBeVisible();
    const total = await shownTotal(page);
    expect(Number(total)).toBeGreaterThan(0);
    await expectNoViolations(page);
    await saveScreenshot(page, 'submit-system-ready', { fullPage: true });

    // Submitting asks first: Cancel leaves the system as it is.
    await submit.getByRole('button', { name: 'Submit to SAP' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Submit to SAP?' });
    await expect(confirmation).toContainText('Afterwards only its engraving text can change');
    await saveScreenshot(page, 'submit-system-confirm');
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();
    await expect(submit.getByText('Draft', { exact: true })).toBeVisible();
    await submit.getByRole('button', { name: 'Submit to SAP' }).click();
    await confirmation.getByRole('button', { name: 'Submit to SAP' }).click();
    const result = submit.getByText(/^SAP order number \d+$/);
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(submit.getByText('Submitted', { exact: true })).toBeVisible();
    const sapNumber = (await result.innerText()).replace('SAP order number ', '');
    // The status history shows each step with who took it.
    const history = page.getByRole('region', { name: 'Status history' });
    await expect(history.getByRole('listitem').first()).toContainText('Draft (ready to submit) → Submitted');
    await expect(history.getByRole('listitem').first()).toContainText('Riley Rep (rep)');
    await saveScreenshot(page, 'submit-system-sent');

    // The stand-in holds exactly one sales order for this system and customer, with one Safekey item at the system's total.
    const { orderID, orderLockSystemID } = await session(page);
    const byReference = await sapDocuments(
      request,
      `API_SALES_ORDER_SRV/A_SalesOrder?$filter=AssignmentReference eq '${sapReference(orderLockSystemID)}'&$expand=to_Item`,
    );
    expect(byReference).toHaveLength(1);
    const [document] = byReference;
    expect(withoutZeros(document!.SalesOrder)).toBe(withoutZeros(sapNumber));
    expect(withoutZeros(document!.SoldToParty)).toBe(withoutZeros(BILBAO.ccid));
    expect(document).toMatchObject({ TransactionCurrency: 'EUR', PurchaseOrderByCustomer: 'PO-BILBAO-6' });
    expect(Number(document!.TotalNetAmount)).toBeCloseTo(Number(total), 2);
    expect(items(document!)).toHaveLength(1);
    expect(items(document!)[0]).toMatchObject({ Material: 'SAFEKEY', RequestedQuantity: '1' });
    expect(Number(items(document!)[0]!.NetAmount)).toBeCloseTo(Number(total), 2);
    const allOrders = await sapDocuments(request, 'API_SALES_ORDER_SRV/A_SalesOrder');
    expect(allOrders.filter((order) => withoutZeros(order.SoldToParty) === withoutZeros(BILBAO.ccid))).toHaveLength(1);

    // Staff hand out a pass code and copy the review link.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_URL });
    const panel = page.getByRole('region', { name: 'Customer review' });
    const passCode = await newPassCode(panel, page);
    const reviewLink = await panel.getByText(/\?review=/).innerText();
    expect(reviewLink).toBe(`${APP_URL}/?review=${passCode}&id=${orderID}`);
    await panel.getByRole('button', { name: 'Copy review link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reviewLink);
    await expect(panel.getByRole('button', { name: 'Copy customer link' })).toBeEnabled();
    const customerLink = await panel.getByText(/\?id=.*sapordernumber=/).innerText();
    await saveScreenshot(page, 'submit-system-pass-code');

    // A customer, never signed in, opens the review link on a phone: the system, read-only.
    const customer = await browser.newContext({ storageState: EMPTY_STORAGE, viewport: { width: 360, height: 780 } });
    const customerPage = await customer.newPage();
    await customerPage.goto(reviewLink);
    await expect(customerPage).toHaveURL('/submit-review');
    await expect(customerPage.getByRole('heading', { level: 1, name: 'Review Your Lock System' })).toBeVisible();
    await expect(customerPage.getByRole('heading', { level: 2, name: 'Bilbao foundry' })).toBeVisible();
    await expect(customerPage.getByRole('article', { name: 'LOCK SET 1' })).toBeVisible();
    await expect(customerPage.getByText(/^Total: /)).toBeVisible();
    await expect(customerPage.getByRole('button', { name: /Submit|Retry|Rotate|Copy|Transfer|Save/ })).toHaveCount(0);
    await expectNoHorizontalScroll(customerPage);
    await expectNoViolations(customerPage);
    await saveScreenshot(customerPage, 'submit-review-phone', { fullPage: true });

    // The customer approves the system as it is, by name and role; the rep sees it.
    await customerPage.getByRole('button', { name: 'Approve this system' }).click();
    await expect(customerPage.getByText('Your name is required')).toBeVisible();
    await customerPage.getByRole('textbox', { name: 'Your name' }).fill('Ane Etxeberria');
    await customerPage.getByRole('textbox', { name: 'Your role' }).fill('Plant manager');
    await customerPage.getByRole('button', { name: 'Approve this system' }).click();
    await expect(customerPage.getByText('Thank you: your approval is recorded.')).toBeVisible();
    await expect(customerPage.getByText('This system, as shown, is approved.')).toBeVisible();
    await expect(customerPage.getByText('Approved by Ane Etxeberria (Plant manager)')).toBeVisible();
    await page.reload();
    await expect(page.getByText('The customer approved the system as it is now.')).toBeVisible();

    // The customer link of the submitted order opens it too.
    await customerPage.goto(customerLink);
    await expect(customerPage).toHaveURL('/submit-review');
    await expect(customerPage.getByRole('heading', { level: 2, name: 'Bilbao foundry' })).toBeVisible();

    // A pass code that is not this order's.
    await customerPage.goto(`/?review=ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ&id=${orderID}`);
    await expect(customerPage.getByRole('heading', { level: 1, name: 'URL Not Recognized' })).toBeVisible();
    await expect(
      customerPage.getByText(
        'Unable to authenticate access with the provided link. Please check your link and try again.',
      ),
    ).toBeVisible();
    await saveScreenshot(customerPage, 'submit-review-not-recognized');
    await customer.close();
  });

  test('a quote with its requirements goes to SAP as a quotation, then becomes an order', async ({ page, request }) => {
    await configureSystem(page, TORINO, 'New quote', 'Torino paint line', 'PO-TORINO-6');
    const requirements = page.getByRole('region', { name: 'Quote requirements' });
    await expect(requirements.getByRole('textbox', { name: 'Sold-to number' })).toHaveValue(TORINO.ccid);
    await expect(requirements.getByRole('textbox', { name: 'Ship-to name' })).toHaveValue(TORINO.name);

    // Submitting without the people says what is missing and sends nothing.
    await page.getByRole('button', { name: 'Submit quote' }).click();
    await expect(requirements.getByText('First name is required')).toHaveCount(2);
    await expect(requirements.getByText('Email must be an email address')).toHaveCount(2);
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'submit-quote-requirements-phone', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    const attention = requirements.getByRole('group', { name: 'Ship-to attention' });
    await attention.getByRole('textbox', { name: 'First name' }).fill('Giulia');
    await attention.getByRole('textbox', { name: 'Last name' }).fill('Rossi');
    await attention.getByRole('textbox', { name: 'Email' }).fill('giulia.rossi@example.com');
    const contact = requirements.getByRole('group', { name: 'Sold-to contact' });
    await contact.getByRole('textbox', { name: 'First name' }).fill('Marco');
    await contact.getByRole('textbox', { name: 'Last name' }).fill('Bianchi');
    await contact.getByRole('textbox', { name: 'Email' }).fill('marco.bianchi@example.com');
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Submit quote' }).click();
    await page.getByRole('dialog', { name: 'Submit the quote?' }).getByRole('button', { name: 'Submit quote' }).click();

    const submit = page.getByRole('region', { name: 'Submit' });
    const result = submit.getByText(/^Quote number \S+$/);
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(submit.getByText('QuoteSubmitted', { exact: true })).toBeVisible();
    const quoteNumber = (await result.innerText()).replace('Quote number ', '');
    await saveScreenshot(page, 'submit-quote-sent');

    const { orderLockSystemID } = await session(page);
    // SAP's quotations have no AssignmentReference: Keyplan's reference heads the quotation's header note.
    const quotations = (
      await sapDocuments(
        request,
        `API_SALES_QUOTATION_SRV/A_SalesQuotation?$filter=SoldToParty eq '${TORINO.ccid}'&$expand=to_Item,to_Text`,
      )
    ).filter((quotation) =>
      (quotation.to_Text as { results: { LongText: string }[] }).results.some(
        (text) => text.LongText.split('\n')[0] === `Keyplan reference ${sapReference(orderLockSystemID)}`,
      ),
    );
    expect(quotations).toHaveLength(1);
    expect(withoutZeros(quotations[0]!.SalesQuotation)).toBe(withoutZeros(quoteNumber));
    expect(withoutZeros(quotations[0]!.SoldToParty)).toBe(withoutZeros(TORINO.ccid));
    expect(items(quotations[0]!)).toHaveLength(1);

    // The submitted quote becomes an order, which opens on the key system.
    await submit.getByRole('button', { name: 'Transfer to order' }).click();
    await page
      .getByRole('dialog', { name: 'Transfer the quote to an order?' })
      .getByRole('button', { name: 'Transfer to order' })
      .click();
    await expect(page).toHaveURL('/key-system');
    await expect(page.getByRole('heading', { level: 1, name: 'Key System' })).toBeVisible();
    expect((await session(page)).orderLockSystemID).not.toBe(orderLockSystemID);
  });
});
