import { expect, staffTest as test } from '../support/fixtures.ts';
import { newOrder } from '../support/orders.ts';
import type { DemoCustomer } from '../support/system-start.ts';

/**
 * Issue 30: 'No system is open' after F5 on /key-system. The session values live in localStorage,
 * shared by every tab: another tab that picked a customer emptied this tab's system. Each tab now
 * keeps the system it shows, through reloads.
 */

const VIENNA: DemoCustomer = { ccid: '0000300007', name: 'Vienna Water Works', salesArea: 'EU10' };

test('a reload reopens the system this tab shows, though another tab picked another customer', async ({
  page,
  context,
}) => {
  await newOrder(page, VIENNA, 'Vienna reload', 'PO-VIENNA-30');
  await expect(page.getByText('All changes saved')).toBeVisible();

  const other = await context.newPage();
  await other.goto('/customer-search');
  await other.getByRole('searchbox', { name: 'Search customers' }).fill('Acme');
  await other.keyboard.press('Enter');
  await other.getByText('Acme Chemical Works').first().click();
  await expect(other).toHaveURL('/system-start');
  await expect(other.getByRole('heading', { level: 2, name: 'Acme Chemical Works' })).toBeVisible();

  // Still this tab's system, before and after F5, on every screen of it.
  await expect(page.getByText('No system is open')).toHaveCount(0);
  for (const path of ['/key-system', '/charting-file', '/submit-system']) {
    await page.goto(path);
    await page.reload();
    await expect(page.getByText(/Vienna reload/).first()).toBeVisible();
    await expect(page.getByText('No system is open')).toHaveCount(0);
  }
  // A new tab starts from the last customer picked.
  await other.reload();
  await expect(other.getByRole('heading', { level: 2, name: 'Acme Chemical Works' })).toBeVisible();
});
