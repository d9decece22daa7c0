import type { Page } from '@playwright/test';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { expectNoViolations } from '../support/page-checks.ts';
import { createDesign } from '../support/orders.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { madeInSap, uniqueOrderNumber } from '../support/sap-documents.ts';
import { accessToken } from '../support/sign-in.ts';

/**
 * Issue 47, "Ways in": links that name something else than they seem, or lack a part, say so in the
 * reader's words — a customer's incomplete link does not send them to the staff sign-in, another
 * customer's design is not opened under this customer, two tabs opening the same new SAP line both
 * open its one system, and a rotated pass code is explained to the customer who downloads.
 */

const EMPTY_STORAGE = { cookies: [], origins: [] };

async function staffApi(page: Page) {
  await page.goto('/customer-search');
  return { authorization: `Bearer ${await accessToken(page)}` };
}

test.describe('ways in (issue 47)', () => {
  test('a customer link without its order id or SAP number says what is missing, not the staff sign-in', async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: EMPTY_STORAGE });
    const guest = await context.newPage();
    await guest.goto('/?review=ABCDEF');
    await expect(guest).toHaveURL('/error');
    await expect(guest.getByRole('heading', { level: 1, name: 'Bad Request (400)' })).toBeVisible();
    await expect(
      guest.getByText('This review link has a pass code but not the number of the order it opens.', { exact: false }),
    ).toBeVisible();
    await expect(guest.getByRole('textbox', { name: /password/i })).toHaveCount(0);
    await expectNoViolations(guest);
    await saveScreenshot(guest, 'ways-in-review-link-without-id');

    await guest.goto('/?id=11111111-1111-4111-8111-111111111111');
    await expect(guest).toHaveURL('/error');
    await expect(
      guest.getByText('This review link names an order but not its SAP order number or a pass code.', { exact: false }),
    ).toBeVisible();
    await context.close();
  });

  test("another customer's design is refused, not opened under this customer's header", async ({ page }) => {
    const design = await createDesign(page, '0000100005', 'Design of another customer');
    await page.goto(`/?ccid=100006&designid=${design.designID}`);
    await expect(page).toHaveURL('/error');
    await expect(page.getByRole('heading', { level: 1, name: 'Bad Request (400)' })).toBeVisible();
    await expect(
      page.getByText(`Design ${design.designID} belongs to customer 100005, not to`, { exact: false }),
    ).toBeVisible();
    // Its own customer still opens it.
    await page.goto(`/?ccid=100005&designid=${design.designID}`);
    await expect(page).toHaveURL('/key-system');
  });

  test('the same new SAP line opened in two tabs at once: one system, and both tabs open it', async ({
    page,
    browser,
  }) => {
    const orderNumber = uniqueOrderNumber();
    await madeInSap(browser, orderNumber, '100004');
    await page.goto('/customer-search');
    const second = await page.context().newPage();
    const link = `/?ccid=100004&sapordernumber=${orderNumber}&linenumber=10`;
    await Promise.all([page.goto(link), second.goto(link)]);
    for (const tab of [page, second]) {
      await expect(tab).toHaveURL('/key-system');
      await expect(tab.getByRole('heading', { level: 1, name: 'Key System' })).toBeVisible();
      await expect(tab.getByText(/Conflict/)).toHaveCount(0);
    }
    const systems = await page.request.get('/api/customers/0000100004/systems', { headers: await staffApi(second) });
    const named = ((await systems.json()) as { sapOrderNumber: string | null }[]).filter(
      (system) => system.sapOrderNumber === orderNumber.padStart(10, '0'),
    );
    expect(named).toHaveLength(1);
  });

  test("a link's unknown sales area and currency are said, with what is used instead", async ({ page }) => {
    await page.goto('/?ccid=100005&salesarea=FOO&currency=XXX');
    await expect(page).toHaveURL('/system-add-or-edit');
    await expect(
      page.getByText("The link's sales area “FOO” is not in the catalog: sales area", { exact: false }),
    ).toBeVisible();
    await expect(
      page.getByText("The link's currency “XXX” is not the currency of sales area", { exact: false }),
    ).toBeVisible();
  });

  test('a customer whose pass code was rotated reads what happened when downloading, in plain words', async ({
    page,
    browser,
  }) => {
    const design = await createDesign(page, '0000100005', 'Rotated pass code');
    const headers = await staffApi(page);
    const rotate = async () => {
      const answer = await page.request.post(`/api/orders/${design.orderID}/review-access/rotate`, { headers });
      expect(answer.status()).toBe(200);
      return (await answer.json()) as { reviewLink: string };
    };
    const { reviewLink } = await rotate();
    const context = await browser.newContext({ storageState: EMPTY_STORAGE });
    const guest = await context.newPage();
    await guest.goto(reviewLink);
    await expect(guest).toHaveURL('/submit-review');
    await expect(guest.getByRole('heading', { level: 2, name: 'Rotated pass code' })).toBeVisible();

    await rotate();
    await guest.getByRole('button', { name: 'Download confirmation (PDF)' }).click();
    await expect(guest.getByText(/Your access to this review has ended: the pass code was changed/)).toBeVisible();
    await expect(guest.getByText(/view authorization/i)).toHaveCount(0);
    await context.close();
  });
});
