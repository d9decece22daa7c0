import { APP_URL, SAP_AUTHORIZATION, SAP_ODATA } from '../support/env.ts';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { uniqueOrderNumber } from '../support/sap-documents.ts';
import { asAdmin } from '../support/sign-in.ts';

/**
 * Issue 25, as a rep works: the rep makes a sales order in SAP with a Safekey line, SAP launches
 * Keyplan for that line, and submitting sends SAP an update of that very line (quantity 1, the
 * system's price) with the engraving as its item text — against the stand-in that holds every
 * request to SAP's published metadata and never creates an order an update names.
 */

test.describe('launched from SAP', () => {
  test('submitting updates the Safekey line of the order the rep made in SAP, with its engraving', async ({
    page,
    browser,
    request,
  }) => {
    const orderNumber = uniqueOrderNumber();
    await asAdmin(browser, async (admin, authorization) => {
      const made = await admin.request.post(`${APP_URL}/api/dev/sap-orders`, {
        headers: { authorization },
        data: {
          salesOrder: orderNumber,
          soldToParty: '100004',
          currency: 'USD',
          items: [
            { item: '10', material: 'FREIGHT' },
            { item: '20', material: 'SAFEKEY' },
          ],
        },
      });
      expect(made.status()).toBe(201);
    });

    await page.goto(`/?ccid=100004&sapordernumber=${orderNumber}&linenumber=20&po=PO-${orderNumber}`);
    await expect(page).toHaveURL('/key-system');
    await expect(page.getByText('All changes saved')).toBeVisible();
    await page.getByRole('link', { name: 'Review and submit' }).click();
    const submit = page.getByRole('region', { name: 'Submit' });
    await submit.getByRole('button', { name: 'Submit to SAP' }).click();
    await page.getByRole('dialog', { name: 'Submit to SAP?' }).getByRole('button', { name: 'Submit to SAP' }).click();
    const result = submit.getByText(/^SAP order number \d+$/);
    await expect(result).toBeVisible({ timeout: 60_000 });
    expect((await result.innerText()).replace('SAP order number ', '').replace(/^0+/, '')).toBe(orderNumber);
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'launched-from-sap-submitted');

    // SAP's order still has its two lines; the Safekey line carries the price and the engraving text.
    const answer = await request.get(
      `${SAP_ODATA}/API_SALES_ORDER_SRV/A_SalesOrder('${orderNumber}')?$expand=to_Item,to_Item/to_Text`,
      { headers: { authorization: SAP_AUTHORIZATION, accept: 'application/json' } },
    );
    expect(answer.status()).toBe(200);
    const order = ((await answer.json()) as { d: Record<string, unknown> }).d;
    expect(order.SalesOrder).toBe(orderNumber.replace(/^0+/, ''));
    const lines = (order.to_Item as { results: Record<string, unknown>[] }).results;
    expect(lines.map((line) => line.SalesOrderItem)).toEqual(['10', '20']);
    const safekey = lines[1]!;
    expect(safekey).toMatchObject({ Material: 'SAFEKEY', RequestedQuantity: '1' });
    expect(Number(safekey.NetAmount)).toBeGreaterThan(0);
    const [text] = (safekey.to_Text as { results: { LongTextID: string; LongText: string }[] }).results;
    expect(text).toMatchObject({
      LongTextID: '0002',
      LongText: expect.stringMatching(/^Keyplan engraving as submitted \(KP-/),
    });
  });
});
