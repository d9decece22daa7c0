import { expect, staffTest as test } from '../support/fixtures.ts';
import { createOrder, newOrder, submitToSap } from '../support/orders.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { accessToken } from '../support/sign-in.ts';

/**
 * Issue 26, the words after the sale: a system opened by its PO number keeps its customer's name
 * through a reload; Edit engraving keeps saying what it refused and reads its history in words; the customer's review names the customer and shows none of
 * Keyplan's internal codes. At a wide desktop and a phone, with axe.
 */

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

const LYON = { ccid: '0000300002', name: 'Lyon Pharmaceutique SA', salesArea: 'EU10' };
const MARITIME = { ccid: '0000200005', name: 'Maritime Fish Processors', salesArea: 'CA10' };
const EMPTY_STORAGE = { cookies: [], origins: [] };

for (const { name, size } of VIEWPORTS) {
  test.describe(`named after the sale (${name})`, () => {
    test.use({ viewport: size });

    test('a system opened by its PO number names its customer, also after a reload', async ({ page }) => {
      const po = `PO-LYON-${name.toUpperCase()}-${String(Date.now()).slice(-5)}`;
      await createOrder(page, LYON, `Lyon named ${name}`, po);
      // Another customer chosen before: the system found by number is Lyon's.
      await page.goto('/customer-search');
      await page.getByLabel('Search customers').fill(po);
      await page.getByRole('button', { name: `Open Lyon named ${name}` }).click();
      await expect(page).toHaveURL('/key-system');
      const line = `${LYON.name} (${LYON.ccid})`;
      await expect(page.getByText(line).first()).toBeVisible();
      await page.reload();
      await expect(page.getByText(line).first()).toBeVisible();
      await page.getByRole('link', { name: 'Edit header' }).click();
      await expect(page).toHaveURL('/system-add-or-edit');
      await expect(page.getByText(line).first()).toBeVisible();
      await expect(page.getByText(`Customer${LYON.ccid}`, { exact: true })).toHaveCount(0);
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `named-edit-header-${name}`, { fullPage: true });
    });

    test("Edit engraving keeps saying what it refused; the customer's review names the customer, not Keyplan's codes", async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000);
      const system = `Maritime named ${name}`;
      await newOrder(page, MARITIME, system, `PO-NAMED-${name}`);
      await page.getByRole('button', { name: 'Edit LOCK SET 1' }).click();
      await page.getByLabel('Engrave the locks').check();
      await page.getByRole('combobox', { name: 'Font size' }).selectOption({ label: 'Medium (3.0 mm)' });
      await page.getByRole('textbox', { name: 'Front line 1', exact: true }).fill('DOCK');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('All changes saved')).toBeVisible();
      await page.goto('/submit-system');
      await submitToSap(page);

      await page.getByRole('link', { name: 'Edit engraving' }).click();
      await expect(page).toHaveURL('/edit-engraving');
      const front = page.getByRole('region', { name: /LOCK SET 1/ }).getByRole('textbox', { name: 'Front line 1' });
      await front.clear();
      await front.pressSequentially('ask@x');
      await expect(front).toHaveValue('ASKX');
      await expect(page.getByText(/'@' cannot be engraved/)).toBeVisible();
      await page.getByRole('button', { name: 'Send engraving update' }).click();
      await page
        .getByRole('dialog', { name: 'Send the engraving update to SAP?' })
        .getByRole('button', { name: 'Send engraving update' })
        .click();
      const history = page.getByRole('region', { name: 'Engraving history' });
      await expect(history.getByRole('row', { name: /DOCK → ASKX/ })).toContainText('Update 1 · Sent to SAP', {
        timeout: 60_000,
      });
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `named-edit-engraving-${name}`, { fullPage: true, settle: false });

      const orderID = await page.evaluate(
        () => (JSON.parse(localStorage.getItem('keyplan.session') ?? '{}') as { orderID: string }).orderID,
      );
      const rotated = await page.request.post(`/api/orders/${orderID}/review-access/rotate`, {
        headers: { authorization: `Bearer ${await accessToken(page)}` },
      });
      const { reviewLink } = (await rotated.json()) as { reviewLink: string };
      const context = await browser.newContext({ storageState: EMPTY_STORAGE, viewport: size });
      try {
        const customer = await context.newPage();
        await customer.goto(reviewLink);
        await expect(customer).toHaveURL('/submit-review');
        const facts = customer.getByRole('region', { name: system });
        await expect(facts.getByText(MARITIME.name)).toBeVisible();
        await expect(facts.getByText('Sales area')).toHaveCount(0);
        await expect(facts.getByText('Key code bucket')).toHaveCount(0);
        await expectNoViolations(customer);
        await expectNoHorizontalScroll(customer);
        await saveScreenshot(customer, `named-submit-review-${name}`, { fullPage: true });
      } finally {
        await context.close();
      }
    });
  });
}
