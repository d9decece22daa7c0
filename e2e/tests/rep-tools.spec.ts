import { expect, staffTest as test } from '../support/fixtures.ts';
import { accessToken } from '../support/sign-in.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';

/** The rep's everyday tools of issue 16, at a wide desktop and a phone, as a person uses them. */

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

for (const { name, size } of VIEWPORTS) {
  test.describe(`the rep's tools (${name})`, () => {
    test.use({ viewport: size });

    test('search ignores accents, and Enter opens the only match', async ({ page }) => {
      await page.goto('/customer-search');
      const search = page.getByRole('searchbox', { name: 'Search customers' });
      await search.fill('trois-rivieres');
      await expect(page.getByText('1 customer found')).toBeVisible();
      await expect(page.getByText('Laurentian Pulp & Paper')).toBeVisible();
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `rep-tools-search-${name}`);
      await search.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'System Start' })).toBeVisible();
    });

    test('a system is found by its PO number from the search screen, and opens', async ({ page }) => {
      await page.goto('/customer-search');
      const po = `PO-${name.toUpperCase()}-${String(Date.now()).slice(-6)}`;
      const created = await page.request.post('/api/orders', {
        headers: { authorization: `Bearer ${await accessToken(page)}` },
        data: {
          orderType: 'order',
          ccid: '0000100004',
          orderSystemName: `Found by PO ${name}`,
          orderPONumber: po,
          currency: 'USD',
          salesArea: 'US10',
          comments: '',
          systemBucketType: 'SP6',
        },
      });
      expect(created.status()).toBe(201);
      await page.getByRole('searchbox', { name: 'Search customers' }).fill(po.toLowerCase());
      const found = page.getByRole('region', { name: `Systems matching “${po.toLowerCase()}”` });
      await expect(found.getByText(`Found by PO ${name}`)).toBeVisible();
      await expect(found.getByText(/Bluewater Paper Company \(0000100004\)/)).toBeVisible();
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);
      await found.getByRole('button', { name: `Open Found by PO ${name}` }).click();
      await expect(page).toHaveURL('/key-system');
    });

    test("Add Customer takes the sales area from the SAP partner's country; the CCID shows in full", async ({
      page,
    }) => {
      await page.goto('/add-customer');
      const ccid = page.getByRole('textbox', { name: 'CCID', exact: true });
      await ccid.fill('500003');
      await page.getByRole('button', { name: 'Look up in SAP' }).click();
      await expect(page.getByText(/^Filled in from SAP: /)).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Sales area' })).toHaveValue('EU10');
      await expect(page.getByText('European Union (EUR), which serves DE, the country SAP gives')).toBeVisible();
      await expect(ccid).toHaveValue('0000500003');
      // Ten digits fit: the field is wider than its text.
      const fits = await ccid.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth);
      expect(fits).toBe(true);
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `rep-tools-add-customer-${name}`);
    });

    test("a bad customer number in the link reads 'Bad Request (400)'", async ({ page }) => {
      await page.goto('/?ccid=abc');
      await expect(page.getByRole('heading', { level: 1, name: 'Bad Request (400)' })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
