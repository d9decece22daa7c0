import { execFileSync } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, expectNoViolations, settleTransitions } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { createOrder, openSystem, sendThroughApi, setCustomerLanguage } from '../support/orders.ts';
import { accessToken, asAdmin } from '../support/sign-in.ts';
import { APP_URL } from '../support/env.ts';
import { systemStart, type DemoCustomer } from '../support/system-start.ts';

/**
 * Issue 47, the key register as people read it: the customer's review follows a lost key's remedy
 * from proposed to ordered to delivered, draws the rep's plan read-only and marks the retired keys;
 * the rep finds the customer's proposal in the Customer's answer on Submit System; the key history
 * and the sign-out sheet say what happened in words. At a wide desktop, and the review's register
 * as cards on a phone. Customers of key-register.spec.ts, systems of their own names.
 */

const EMPTY_STORAGE = { cookies: [], origins: [] };
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const PRAIRIE: DemoCustomer = { ccid: '0000200002', name: 'Prairie Grain Terminals', salesArea: 'CA10' };
const LAURENTIAN: DemoCustomer = { ccid: '0000200003', name: 'Laurentian Pulp & Paper', salesArea: 'CA10' };

/** The default tree (A, AA, AA1 × 2 keys) submitted through the API and sent to SAP; its installed system's id. */
async function installed(page: Page, customer: DemoCustomer, name: string) {
  // The customer reads English here (Laurentian's SAP partner writes French: languages.spec.ts).
  await setCustomerLanguage(page, customer.ccid, 'en-US');
  const order = await createOrder(page, customer, name, `PO-${name.replace(/\W+/g, '-').toUpperCase()}`);
  await sendThroughApi(page, order.orderID, order.orderLockSystems[0]!.orderLockSystemID);
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const systems = (await (
    await page.request.get(`/api/customers/${customer.ccid}/lock-systems`, { headers })
  ).json()) as {
    lockSystemID: string;
    name: string;
  }[];
  const { lockSystemID } = systems.find((entry) => entry.name === name)!;
  const rotated = await page.request.post(`/api/orders/${order.orderID}/review-access/rotate`, { headers });
  expect(rotated.status()).toBe(200);
  const { reviewLink } = (await rotated.json()) as { reviewLink: string };
  /** Records a change to a copy as staff do. */
  const record = async (copy: string, data: Record<string, unknown>) => {
    const [symbol, number] = copy.split(' ');
    const response = await page.request.post(
      `/api/lock-systems/${lockSystemID}/key-register/keys/${symbol}/copies/${number}`,
      { headers, data },
    );
    expect(response.status(), await response.text()).toBe(201);
  };
  return { headers, lockSystemID, reviewLink, record };
}

/** The customer's review, never signed in, at the given size. */
async function customerReview(browser: Browser, link: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ storageState: EMPTY_STORAGE, viewport, baseURL: APP_URL });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page).toHaveURL('/submit-review');
  return { context, page, register: page.getByRole('region', { name: 'Key register', exact: true }) };
}

function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

test.describe('the key register in words (desktop)', () => {
  test.use({ viewport: DESKTOP });
  test.describe.configure({ timeout: 240_000 });

  test("a lost key's remedy, proposed, ordered, delivered, as the customer reads it; their proposal in the rep's Customer's answer; the history and sheet in words", async ({
    page,
    browser,
  }) => {
    const system = `Elevator words ${Date.now().toString(36)}`;
    const { headers, lockSystemID, reviewLink, record } = await installed(page, PRAIRIE, system);
    await record('AA1 1', { action: 'handOut', holder: { name: 'Marie Dubois', department: 'Elevator crew' } });
    await record('AA1 1', { action: 'return' });
    await record('AA 1', { action: 'reportLost', note: 'Dropped in the grain pit' });

    const customer = await customerReview(browser, reviewLink, DESKTOP);
    try {
      const lost = customer.register.getByRole('region', { name: 'AA is lost' });
      await expect(lost).toContainText('AA is lost. This master key opens');
      await expect(lost).toContainText('Your representative will propose how to make the system safe again.');
      // The rep's plan, to read: the lock set AA opens marked in words, not colour alone.
      await lost.getByRole('button', { name: 'Where AA opens: the plan' }).click();
      const plan = lost.getByRole('region', { name: 'Plan of the system' });
      await expect(plan.locator('li[data-opened="true"]').filter({ hasText: /opens 1 of 1 lock$/ })).toHaveCount(1);
      await expect(plan.getByRole('button')).toHaveCount(0);

      // The customer proposes a change: the rep finds it in the Customer's answer on Submit System.
      await customer.register.getByRole('button', { name: 'Propose a change to AA1 copy 2' }).click();
      await customer.page.getByRole('menuitem', { name: 'Report lost' }).click();
      const proposal = customer.page.getByRole('dialog', { name: 'Propose: Report lost: AA1 copy 2' });
      await proposal.getByRole('textbox', { name: 'Your name' }).fill('Fiona Walsh');
      await proposal.getByRole('button', { name: 'Send proposal' }).click();
      await expect(proposal).toBeHidden();
      await openSystem(page, PRAIRIE, system);
      await page.goto('/submit-system');
      const answer = page.getByRole('region', { name: 'Customer review' });
      await expect(answer.getByRole('heading', { name: "Customer's answer" })).toBeVisible();
      await expect(answer.getByText(/^Report AA1 copy 2 lost — Fiona Walsh/)).toBeVisible();
      await expect(answer.getByRole('button', { name: 'Accept: Report AA1 copy 2 lost' })).toBeVisible();
      await expectNoViolations(page);
      await answer.getByText(/^Report AA1 copy 2 lost/).scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'register-words-customers-answer');

      // The rep chooses the remedy: proposed, not ordered yet.
      const chosen = await page.request.post(`/api/lock-systems/${lockSystemID}/key-register/keys/AA/remedies`, {
        headers,
        data: { remedy: 'newMasterKeyBranch', orderPONumber: 'PO-WORDS' },
      });
      expect(chosen.status(), await chosen.text()).toBe(201);
      const reorder = (await chosen.json()) as { orderID: string; orderLockSystems: { orderLockSystemID: string }[] };
      await customer.page.reload();
      await expect(lost).toContainText(
        'Your representative proposes that the locks under AA move to a new master key, with new cylinders and keys; it is not ordered yet.',
      );

      // Sent to SAP: ordered, on its day, with its SAP order.
      const reorderSystem = reorder.orderLockSystems[0]!.orderLockSystemID;
      await sendThroughApi(page, reorder.orderID, reorderSystem);
      const { sapOrderNumber } = (await (
        await page.request.get(`/api/order-lock-systems/${reorderSystem}/submission`, { headers })
      ).json()) as { sapOrderNumber: string };
      await customer.page.reload();
      await expect(lost).toContainText(
        new RegExp(
          `New keys and cylinders were ordered on \\w+ \\d{1,2}, \\d{4} \\(SAP order ${sapOrderNumber}\\): the locks under AA move to a new master key, with new cylinders and keys\\. Until they are fitted, AA still opens these locks\\.`,
        ),
      );

      // Delivered and billed: the sentence says so, with the day, and the retired keys are marked.
      await asAdmin(browser, async (admin, authorization) => {
        const completed = await admin.request.put(`${APP_URL}/api/dev/sap-documents/order/${sapOrderNumber}/status`, {
          headers: { authorization },
          data: { status: 'completed' },
        });
        expect(completed.status()).toBe(204);
      });
      await customer.page.reload();
      await expect(lost).toContainText(
        new RegExp(
          `replaced by SAP order ${sapOrderNumber}, delivered\\. The new keys and cylinders were delivered on \\w+ \\d{1,2}, \\d{4}; AA no longer opens the locks they replaced\\.`,
        ),
      );
      await expect(lost).not.toContainText('Your representative');
      const table = customer.register.getByRole('table', { name: `Key register of ${system}` });
      await expect(
        table.getByRole('row', { name: /^AA · 1\b/ }).getByText(`Locks replaced (SAP order ${sapOrderNumber})`),
      ).toBeVisible();
      await expect(
        table
          .getByRole('row', { name: /^AA1 · 1\b/ })
          .getByText(`Retired (Its locks were replaced by SAP order ${sapOrderNumber})`),
      ).toBeVisible();
      await expectNoViolations(customer.page);
      await lost.scrollIntoViewIfNeeded();
      await saveScreenshot(customer.page, 'register-words-delivered');
    } finally {
      await customer.context.close();
    }

    // The rep's register: the history and the sign-out sheet say what happened, in words.
    await systemStart(page, PRAIRIE);
    const installedList = page.getByRole('region', { name: 'Installed lock systems' });
    await installedList.getByRole('button', { name: new RegExp(`^${system} `) }).click();
    const register = page.getByRole('region', { name: 'Key register', exact: true });
    await expect(register.getByRole('table', { name: `Key register of ${system}` })).toBeVisible();
    await settleTransitions(page);
    await register.getByRole('button', { name: 'Actions for AA1 copy 1' }).click();
    await page.getByRole('menuitem', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History of AA1 copy 1' });
    await expect(history.getByText(/^Return recorded by \S+/)).toBeVisible();
    await expect(history.getByText(/^Handed out by \S+/)).toBeVisible();
    await expect(history.getByText(/recorded by .* recorded by|Record return recorded/)).toHaveCount(0);
    await history.getByRole('button', { name: 'Close' }).click();
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      register.getByRole('button', { name: 'Sign-out sheet (PDF)' }).click(),
    ]);
    expect(pdfText(await sheet.path())).toMatch(
      // Its date wraps under the word in the narrow State column, read in among the holder's words.
      /AA1 1 K\w{7} Returned Last held by Marie Dubois, .*?\d{4}-\d{2}-\d{2}.*? AA1 2 K\w{7} Not handed out/,
    );
  });
});

test.describe('the key register in words (phone)', () => {
  test.use({ viewport: PHONE });
  test.describe.configure({ timeout: 180_000 });

  test("the customer's review register is the staff register's cards, nothing scrolling sideways", async ({
    page,
    browser,
  }) => {
    const system = `Pulp words ${Date.now().toString(36)}`;
    const { reviewLink, record } = await installed(page, LAURENTIAN, system);
    await record('AA1 1', {
      action: 'handOut',
      holder: { name: 'Marie-Ève Tremblay-Lefebvre', department: 'Night maintenance' },
    });
    const customer = await customerReview(browser, reviewLink, PHONE);
    try {
      const cards = customer.register.getByRole('list', { name: `Key register of ${system}` });
      await expect(cards.getByRole('listitem')).toHaveCount(4);
      await expect(customer.register.getByRole('table')).toHaveCount(0);
      const held = cards.getByRole('listitem', { name: 'AA1 · copy 1' });
      await expect(held.getByText('Handed out', { exact: true })).toBeVisible();
      await expect(held.getByText('Marie-Ève Tremblay-Lefebvre (Night maintenance)')).toBeVisible();
      await held.getByRole('button', { name: 'Propose a change to AA1 copy 1' }).click();
      await expect(customer.page.getByRole('menuitem', { name: 'Record return' })).toBeVisible();
      await customer.page.keyboard.press('Escape');
      await expectNoHorizontalScroll(customer.page);
      await expectNoViolations(customer.page);
      await cards.scrollIntoViewIfNeeded();
      await saveScreenshot(customer.page, 'register-words-review-phone');
    } finally {
      await customer.context.close();
    }
  });
});
