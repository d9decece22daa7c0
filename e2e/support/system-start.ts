import { expect, type Page } from '@playwright/test';

/** A demo customer as Customer Search puts it in the session. */
export interface DemoCustomer {
  ccid: string;
  name: string;
  salesArea: string;
}

/** Picks the customer as Customer Search does and opens their System Start. */
export async function systemStart(page: Page, customer: DemoCustomer) {
  await page.goto('/customer-search');
  await page.evaluate(
    (value) => localStorage.setItem('keyplan.session', value),
    JSON.stringify({ ccid: customer.ccid, customer, salesArea: customer.salesArea }),
  );
  await page.goto('/system-start');
  await expect(page.getByRole('heading', { level: 2, name: customer.name })).toBeVisible();
}
