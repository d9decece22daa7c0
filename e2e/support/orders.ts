import { expect, type Page } from '@playwright/test';
import { accessToken } from './sign-in.ts';
import { systemStart, type DemoCustomer } from './system-start.ts';

/** What the specs read of an order the API created. */
export interface CreatedOrder {
  orderID: string;
  orderLockSystems: { orderLockSystemID: string; masterKeys: { lockSets: { lockSetID: string }[] }[] }[];
}

/** The currency of each demo sales area's price book. */
const CURRENCY: Record<string, string> = { US10: 'USD', CA10: 'CAD', EU10: 'EUR', UK10: 'GBP' };

/**
 * A new order through the API, as the app makes one (the default tree: grand master key →
 * MASTER KEY 1 → LOCK SET 1), in the currency of the customer's sales area.
 */
export async function createOrder(page: Page, customer: DemoCustomer, name: string, po = ''): Promise<CreatedOrder> {
  // The signed-in user's token is in the app's storage: open the app first.
  if (page.url() === 'about:blank') await page.goto('/customer-search');
  const response = await page.request.post('/api/orders', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: {
      orderType: 'order',
      ccid: customer.ccid,
      orderSystemName: name,
      orderPONumber: po,
      currency: CURRENCY[customer.salesArea],
      salesArea: customer.salesArea,
      comments: '',
      systemBucketType: 'SP6',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as CreatedOrder;
}

/** Opens one of the customer's systems from System Start, as a rep does. */
export async function openSystem(page: Page, customer: DemoCustomer, name: string) {
  await systemStart(page, customer);
  await page.getByRole('button', { name: `Open ${name}` }).click();
  await expect(page).toHaveURL('/key-system');
}

/** A new order with the default tree, through System Start and the header, as a rep starts one. */
export async function newOrder(page: Page, customer: DemoCustomer, name: string, po: string) {
  await systemStart(page, customer);
  await page.getByRole('button', { name: 'New order', exact: true }).click();
  await expect(page).toHaveURL('/system-add-or-edit');
  await page.getByRole('textbox', { name: 'System name' }).fill(name);
  await page.getByRole('textbox', { name: 'PO number' }).fill(po);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/key-system');
  // The URL changes before the editor's code and the order have arrived: until then the header form
  // stays on screen, its buttons fading back from disabled (an axe check would read them half faded).
  await expect(page.getByRole('heading', { level: 1, name: 'Key System' })).toBeVisible();
  await expect(page.getByTestId('live-total')).toBeVisible();
}

/** Submits the open system from /submit-system, confirming the dialog, and answers SAP's order number. */
export async function submitToSap(page: Page): Promise<string> {
  const submit = page.getByRole('region', { name: 'Submit' });
  await submit.getByRole('button', { name: 'Submit to SAP' }).click();
  await page.getByRole('dialog', { name: 'Submit to SAP?' }).getByRole('button', { name: 'Submit to SAP' }).click();
  const result = submit.getByText(/^SAP order number \d+$/);
  await expect(result).toBeVisible({ timeout: 60_000 });
  return (await result.innerText()).replace('SAP order number ', '');
}

/**
 * Submits an order's lock system through the API, as Submit System does, and waits until the SAP
 * stand-in has it: the installed system, its keys and key register follow.
 */
export async function sendThroughApi(page: Page, orderID: string, orderLockSystemID: string): Promise<void> {
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const { version } = (await (await page.request.get(`/api/orders/${orderID}`, { headers })).json()) as {
    version: number;
  };
  const base = `/api/order-lock-systems/${orderLockSystemID}/submission`;
  const submitted = await page.request.post(base, { headers, data: { expectedVersion: version } });
  expect(submitted.status(), await submitted.text()).toBe(202);
  await expect(async () => {
    const { state } = (await (await page.request.get(base, { headers })).json()) as { state: string };
    expect(state).toBe('sent');
  }).toPass({ timeout: 30_000 });
}

/** A new design of a customer through the API, in USD (sales area US10): its design id and order id. */
export async function createDesign(
  page: Page,
  ccid: string,
  name: string,
): Promise<{ designID: number; orderID: string }> {
  await page.goto('/customer-search');
  const created = await page.request.post('/api/orders', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: {
      orderType: 'design',
      ccid,
      orderSystemName: name,
      orderPONumber: '',
      currency: 'USD',
      salesArea: 'US10',
      comments: '',
      systemBucketType: 'SP6',
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { designID: number; orderID: string };
}

/**
 * Sets the language a customer's review and documents are written in (issue 48), through the API:
 * the demo copies SAP's, so Laurentian Pulp & Paper and Lyon Pharmaceutique read French and Bilbao
 * Aceros Spanish. A spec that reads their words in English says so with this first.
 */
export async function setCustomerLanguage(page: Page, ccid: string, language: 'en-US' | 'fr-CA' | 'es-MX') {
  if (page.url() === 'about:blank') await page.goto('/customer-search');
  const response = await page.request.put(`/api/customers/${ccid}/language`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: { language },
  });
  expect(response.status(), await response.text()).toBe(200);
}
