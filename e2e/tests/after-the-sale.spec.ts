import type { Page } from '@playwright/test';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { createOrder } from '../support/orders.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { accessToken } from '../support/sign-in.ts';
import { systemStart } from '../support/system-start.ts';

/**
 * Issue 26, points a rep and a customer meet after the sale: a canceled reorder leaves the
 * installed system as it was, Edit header opens its form without a reload, and a canceled order's
 * customer link says it was canceled. At a wide desktop and a phone. Customers of their own: the
 * servers keep one database for the whole run.
 */

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

const MIDWEST = { ccid: '0000100010', name: 'Midwest Auto Assembly', salesArea: 'US10' };
const EMPTY_STORAGE = { cookies: [], origins: [] };

type Json = Record<string, unknown>;

const bearer = async (page: Page) => ({ authorization: `Bearer ${await accessToken(page)}` });

/** Submits an order lock system through the API and waits until SAP has it; answers SAP's number. */
async function submitAndSend(page: Page, orderLockSystemId: string, expectedVersion: number): Promise<string> {
  const headers = await bearer(page);
  const submitted = await page.request.post(`/api/order-lock-systems/${orderLockSystemId}/submission`, {
    headers,
    data: { expectedVersion },
  });
  expect(submitted.status(), await submitted.text()).toBe(202);
  let sapOrderNumber = '';
  await expect(async () => {
    const state = (await (
      await page.request.get(`/api/order-lock-systems/${orderLockSystemId}/submission`, { headers })
    ).json()) as Json;
    expect(state.state).toBe('sent');
    sapOrderNumber = String(state.sapOrderNumber);
  }).toPass({ timeout: 30_000 });
  return sapOrderNumber;
}

/** A new default order for the customer, submitted and sent to SAP. */
async function sentOrder(page: Page, name: string) {
  const created = await createOrder(page, MIDWEST, name, `PO-${name.replaceAll(' ', '-').toUpperCase()}`);
  const { version } = (await (
    await page.request.get(`/api/orders/${created.orderID}`, { headers: await bearer(page) })
  ).json()) as { version: number };
  const system = created.orderLockSystems[0]!.orderLockSystemID;
  return {
    orderID: created.orderID,
    orderLockSystemID: system,
    sapOrderNumber: await submitAndSend(page, system, version),
  };
}

/** Cancels an order as a rep does on Submit System, with a reason. */
async function cancelOnSubmitSystem(page: Page, reason: string) {
  const submit = page.getByRole('region', { name: 'Submit' });
  await submit.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('textbox', { name: 'Why is it canceled?' }).fill(reason);
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(submit.getByText('Canceled', { exact: true })).toBeVisible();
}

/** Opens one of the customer's orders from System Start's list. */
async function openOnSystemStart(page: Page, name: string) {
  await systemStart(page, MIDWEST);
  await page
    .getByRole('button', { name: `Open ${name}`, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL('/key-system');
}

/** The installed system's summary line and its keys as the table lists them. */
async function installedView(page: Page, name: string) {
  await systemStart(page, MIDWEST);
  const section = page.getByRole('region', { name: 'Installed lock systems' });
  const summary = section.getByRole('button', { name: new RegExp(name) });
  await expect(summary).toBeVisible();
  const text = await summary.innerText();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  // A table from md up, a card per key on a phone (issue 47).
  const keys = section
    .getByRole('table', { name: `Keys of ${name}` })
    .or(section.getByRole('list', { name: `Keys of ${name}` }));
  await expect(keys).toBeVisible();
  return { summary: text, keys: await keys.getByRole('row').or(keys.getByRole('listitem')).allInnerTexts(), section };
}

for (const { name, size } of VIEWPORTS) {
  test.describe(`after the sale (${name})`, () => {
    test.use({ viewport: size });

    test('a canceled reorder leaves the installed system as it was, and stays in its history marked canceled', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const system = `Midwest body shop ${name}`;
      await sentOrder(page, system);
      const before = await installedView(page, system);
      expect(before.summary).toContain('1 lock');
      expect(before.summary).toContain('1 order');

      // A reorder: two new locks under the master key and a spare master key, sent to SAP.
      const headers = await bearer(page);
      const installed = (await (
        await page.request.get(`/api/customers/${MIDWEST.ccid}/lock-systems`, { headers })
      ).json()) as { lockSystemID: string; name: string; masterKeys: { masterKeyID: string; keySymbol: string }[] }[];
      const target = installed.find((entry) => entry.name === system)!;
      const created = await page.request.post(`/api/lock-systems/${target.lockSystemID}/reorders`, {
        headers,
        data: {
          orderSystemName: `${system} reorder`,
          orderPONumber: 'PO-MORE',
          comments: '',
          newLockSets: [
            {
              masterKeyID: target.masterKeys[0]!.masterKeyID,
              lockSetName: 'PAINT BOOTH',
              keyOption: 'KD',
              numberOfSets: 1,
              numberOfLocksPerSet: 2,
              keys: 1,
            },
          ],
          additionalKeys: [{ keySymbol: target.masterKeys[0]!.keySymbol, quantity: 1 }],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const reorder = (await created.json()) as { version: number; orderLockSystems: { orderLockSystemID: string }[] };
      await submitAndSend(page, reorder.orderLockSystems[0]!.orderLockSystemID, reorder.version);
      const added = await installedView(page, system);
      expect(added.summary).toContain('3 locks');

      // Canceled on Submit System: the installed system is as it was before the reorder.
      await openOnSystemStart(page, `${system} reorder`);
      await page.goto('/submit-system');
      await cancelOnSubmitSystem(page, 'The body shop will not be extended');
      const after = await installedView(page, system);
      expect(after.keys).toEqual(before.keys);
      expect(after.summary).toBe(before.summary.replace('1 order', '2 orders (1 canceled)'));
      // A table from md up, a card per order on a phone (issue 47).
      const orders = after.section
        .getByRole('table', { name: `Orders of ${system}` })
        .or(after.section.getByRole('list', { name: `Orders of ${system}` }));
      const reorderName = new RegExp(`${system} reorder`);
      const canceledRow = orders
        .getByRole('row', { name: reorderName })
        .or(orders.getByRole('listitem', { name: reorderName }));
      await expect(canceledRow).toContainText('Canceled');
      await expect(canceledRow).toContainText('2 not installed (canceled)');
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);
      await after.section.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `after-the-sale-installed-${name}`, { fullPage: true });
    });

    test('Edit header on Key System opens its form without a reload, and saves a missing PO number', async ({
      page,
    }) => {
      const system = `Midwest header ${name}`;
      await createOrder(page, MIDWEST, system);
      await openOnSystemStart(page, system);
      await page.getByRole('link', { name: 'Edit header' }).click();
      await expect(page).toHaveURL('/system-add-or-edit');
      const po = page.getByRole('textbox', { name: 'PO number' });
      await expect(po).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'System name' })).toHaveValue(system);
      await po.fill('PO-ADDED-LATER');
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `after-the-sale-edit-header-${name}`, { fullPage: true });
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(page).toHaveURL('/key-system');
      await page.getByRole('link', { name: 'Edit header' }).click();
      await expect(page.getByRole('textbox', { name: 'PO number' })).toHaveValue('PO-ADDED-LATER');
    });

    test("a canceled order's customer link says it was canceled and when; the rep's panel offers no link or pass code", async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const system = `Midwest canceled ${name}`;
      const order = await sentOrder(page, system);
      const access = (await (
        await page.request.get(`/api/orders/${order.orderID}/review-access`, { headers: await bearer(page) })
      ).json()) as { customerLink: string };
      await openOnSystemStart(page, system);
      await page.goto('/submit-system');
      await cancelOnSubmitSystem(page, 'The plant closed');

      const panel = page.getByRole('region', { name: 'Customer review' });
      await expect(panel).toContainText(
        /This order was canceled on .+\. Its customer link and pass code no longer open it/,
      );
      await expect(panel.getByRole('button', { name: 'Copy customer link' })).toHaveCount(0);
      await expect(panel.getByRole('button', { name: /pass code/i })).toHaveCount(0);
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);
      await panel.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `after-the-sale-canceled-panel-${name}`);

      const customerContext = await browser.newContext({ storageState: EMPTY_STORAGE, viewport: size });
      try {
        const customer = await customerContext.newPage();
        await customer.goto(access.customerLink);
        await expect(customer).toHaveURL('/submit-review');
        const alert = customer.getByRole('alert');
        await expect(alert).toContainText('This order was canceled');
        const today = new Date().toLocaleDateString('en-US', {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone: 'UTC',
        });
        await expect(alert).toContainText(`canceled on ${today}`);
        await expect(customer.getByText('URL Not Recognized')).toHaveCount(0);
        await expect(customer.getByRole('button', { name: /approve/i })).toHaveCount(0);
        await expectNoViolations(customer);
        await expectNoHorizontalScroll(customer);
        await saveScreenshot(customer, `after-the-sale-canceled-review-${name}`);
      } finally {
        await customerContext.close();
      }
    });
  });
}
