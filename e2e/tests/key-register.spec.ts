import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, expectNoViolations, settleTransitions } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { createOrder } from '../support/orders.ts';
import { accessToken, asAdmin } from '../support/sign-in.ts';
import { APP_URL } from '../support/env.ts';
import { systemStart, type DemoCustomer } from '../support/system-start.ts';

const EMPTY_STORAGE = { cookies: [], origins: [] };
const REVIEW_CUSTOMERS: Record<string, DemoCustomer> = {
  desktop: { ccid: '0000200005', name: 'Maritime Fish Processors', salesArea: 'CA10' },
  // Not Northern Hydro: systems.spec.ts expects that customer to have no systems (one database per run).
  phone: { ccid: '0000200006', name: 'Athabasca Oil Sands Services', salesArea: 'CA10' },
};

/**
 * The key register (issue 28) as a rep keeps it: keys of an installed system handed out on System
 * Start, a receipt printed per hand-out and the sign-out sheet of the whole register (their text
 * read from the PDFs), a return and a lost key, each kept in the copy's history. At a wide desktop
 * and a phone; customers of their own (the servers keep one database for the whole run).
 */

/**
 * The documents' words, in the customer's language (issue 48): Prairie Grain's SAP partner writes
 * in English, Laurentian Pulp & Paper's (Trois-Rivières) in French.
 */
const DOCUMENT_WORDS = {
  english: {
    receipt: (customer: DemoCustomer, system: string) => [
      'Key receipt',
      `Customer: ${customer.name} (${customer.ccid})`,
      `Lock system: ${system}`,
      'Key: AA1 (Change key, opens LOCK SET 1)',
      'Copy number: 1 of 2',
      'Holder: Marie Dubois',
      'Department or role: Elevator crew',
      'Key holder: Marie Dubois',
      'Key policy Keys never leave the terminal.',
    ],
    sheet: 'Key sign-out sheet',
    handedOut: /AA1 1 K\w{7} Handed out Marie Dubois, Elevator crew \(E-220\)/,
  },
  french: {
    receipt: (customer: DemoCustomer, system: string) => [
      'Reçu de clé',
      `Client : ${customer.name} (${customer.ccid})`,
      `Système de cadenas : ${system}`,
      'Clé : AA1 (clé individuelle, ouvre LOCK SET 1)',
      'Numéro de copie : 1 de 2',
      'Détenteur : Marie Dubois',
      'Service ou fonction : Elevator crew',
      'Détenteur de la clé : Marie Dubois',
      'Politique de gestion des clés Keys never leave the terminal.',
    ],
    sheet: 'Registre de sortie des clés',
    handedOut: /AA1 1 K\w{7} Remise Marie Dubois, Elevator crew \(E-220\)/,
  },
};

const VIEWPORTS = [
  {
    name: 'desktop',
    size: { width: 1440, height: 900 },
    customer: { ccid: '0000200002', name: 'Prairie Grain Terminals', salesArea: 'CA10' },
    documents: DOCUMENT_WORDS.english,
  },
  {
    name: 'phone',
    size: { width: 390, height: 844 },
    customer: { ccid: '0000200003', name: 'Laurentian Pulp & Paper', salesArea: 'CA10' },
    documents: DOCUMENT_WORDS.french,
  },
] as const;

async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** An order of the default tree (A, AA, AA1 × 2 keys) submitted through the API and sent to SAP. */
export async function installedSystem(page: Page, customer: DemoCustomer, name: string) {
  const order = await createOrder(page, customer, name, `PO-${name.replace(/\W+/g, '-').toUpperCase()}`);
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const id = order.orderLockSystems[0]!.orderLockSystemID;
  const current = (await (await page.request.get(`/api/orders/${order.orderID}`, { headers })).json()) as {
    version: number;
  };
  const submitted = await page.request.post(`/api/order-lock-systems/${id}/submission`, {
    headers,
    data: { expectedVersion: current.version },
  });
  expect(submitted.status(), await submitted.text()).toBe(202);
  await expect(async () => {
    const state = (await (await page.request.get(`/api/order-lock-systems/${id}/submission`, { headers })).json()) as {
      state: string;
    };
    expect(state.state).toBe('sent');
  }).toPass({ timeout: 30_000 });
  return { order, headers };
}

/**
 * Expands an installed system on System Start and waits until its register is ready to be used:
 * the accordion says it is expanded, the register (loaded on first expand) shows its table, and
 * the accordion's opening transition has ended, so nothing moves under the next click.
 */
async function expandRegister(page: Page, installed: Locator, system: string): Promise<Locator> {
  const summary = installed.getByRole('button', { name: new RegExp(`^${system} `) });
  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  const register = page.getByRole('region', { name: 'Key register', exact: true });
  // A table from md up, a list of cards on a phone (issue 47).
  await expect(
    register
      .getByRole('table', { name: `Key register of ${system}` })
      .or(register.getByRole('list', { name: `Key register of ${system}` })),
  ).toBeVisible();
  await settleTransitions(page);
  return register;
}

/** A copy's row of the register's table ('AA1 · 1'), or its card on a phone ('AA1 · copy 1'). */
const copyEntry = (register: Locator, keySymbol: string, copy: number) =>
  register
    .getByRole('row', { name: new RegExp(`^${keySymbol} · ${copy}\\b`) })
    .or(register.getByRole('listitem', { name: new RegExp(`^${keySymbol} · copy ${copy}\\b`) }));

/** Opens a copy's actions menu and waits for it to finish opening before an item is clicked. */
async function copyMenu(page: Page, register: Locator, copy: string): Promise<Locator> {
  const button = register.getByRole('button', { name: `Actions for ${copy}` });
  await expect(button).toBeEnabled();
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await settleTransitions(page);
  return menu;
}

for (const { name, size, customer, documents } of VIEWPORTS) {
  test.describe(`key register (${name})`, () => {
    test.use({ viewport: size });
    // Long journeys (two contexts, SAP round trips): 42–66 s each on this 2-core machine, so the
    // default minute was the edge (CI: one ran out at 60 s while everything it checked had passed).
    test.describe.configure({ timeout: 180_000 });

    test('hand out keys, print a receipt and the sign-out sheet, record a return and a lost key', async ({ page }) => {
      const system = `Grain keys ${name}`;
      await installedSystem(page, customer, system);
      await systemStart(page, customer);
      const installed = page.getByRole('region', { name: 'Installed lock systems' });
      const register = await expandRegister(page, installed, system);
      await expect(register.getByText('4 keys cut: 0 handed out, 4 not handed out, 0 lost, 0 broken')).toBeVisible();

      await (await copyMenu(page, register, 'AA1 copy 1')).getByRole('menuitem', { name: 'Hand out' }).click();
      const dialog = page.getByRole('dialog', { name: 'Hand out: AA1 copy 1' });
      await expect(dialog.getByRole('textbox', { name: 'Holder name' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Hand out' }).click();
      await expect(dialog.getByText('Holder name is required')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Holder name' }).fill('Marie Dubois');
      await dialog.getByRole('textbox', { name: 'Department or role' }).fill('Elevator crew');
      await dialog.getByRole('textbox', { name: 'Employee id (optional)' }).fill('E-220');
      await expectNoViolations(page);
      await saveScreenshot(page, `key-register-hand-out-${name}`);
      await dialog.getByRole('button', { name: 'Hand out' }).click();
      await expect(dialog).toBeHidden();
      const row = copyEntry(register, 'AA1', 1);
      await expect(row.getByText('Marie Dubois (Elevator crew, E-220)')).toBeVisible();
      await expect(register.getByText('4 keys cut: 1 handed out, 3 not handed out, 0 lost, 0 broken')).toBeVisible();
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `key-register-${name}`, { fullPage: true });

      // The customer's key policy, printed on the receipt.
      await register.getByRole('button', { name: 'Key policy' }).click();
      const policy = page.getByRole('dialog', { name: 'Key policy' });
      await policy.getByRole('textbox', { name: 'Key policy text' }).fill('Keys never leave the terminal.');
      await policy.getByRole('button', { name: 'Save key policy' }).click();
      await expect(policy).toBeHidden();

      // The receipt of the hand-out, and the sheet of the whole register.
      await register.getByRole('button', { name: 'Actions for AA1 copy 1' }).click();
      const [receipt] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: 'Print receipt (PDF)' }).click(),
      ]);
      expect(receipt.suggestedFilename()).toBe('key-receipt-AA1-1-Marie-Dubois.pdf');
      const receiptText = await pdfText(receipt);
      for (const expected of documents.receipt(customer, system)) expect(receiptText).toContain(expected);
      const [sheet] = await Promise.all([
        page.waitForEvent('download'),
        register.getByRole('button', { name: 'Sign-out sheet (PDF)' }).click(),
      ]);
      const sheetText = await pdfText(sheet);
      expect(sheetText).toContain(documents.sheet);
      expect(sheetText).toMatch(documents.handedOut);

      // Returned, then the other copy lost: both kept in the copies' histories.
      await register.getByRole('button', { name: 'Actions for AA1 copy 1' }).click();
      await page.getByRole('menuitem', { name: 'Record return' }).click();
      await page
        .getByRole('dialog', { name: 'Record return: AA1 copy 1' })
        .getByRole('button', { name: 'Record return' })
        .click();
      await register.getByRole('button', { name: 'Actions for AA1 copy 2' }).click();
      await page.getByRole('menuitem', { name: 'Report lost' }).click();
      const lost = page.getByRole('dialog', { name: 'Report lost: AA1 copy 2' });
      await expect(lost.getByText('its code stays reserved')).toBeVisible();
      await lost.getByRole('textbox', { name: 'Note (optional)' }).fill('Dropped in the grain pit');
      await lost.getByRole('button', { name: 'Report lost' }).click();
      // Reporting a key lost shows what it opens, by simulation of every lock's pinning.
      const exposure = page.getByRole('dialog', { name: 'What AA1 opens' });
      await expect(exposure.getByText('This change key opens 1 lock in 1 lock set.')).toBeVisible();
      await expect(exposure.getByRole('region', { name: 'Replace the 1 lock it opens' })).toBeVisible();
      // The plan of the system marks the lock set it opens in words and an icon, not colour alone.
      const plan = exposure.getByRole('region', { name: 'Plan of the system' });
      await expect(plan.getByRole('note', { name: 'Legend of the plan' })).toContainText(
        'AA1 opens locks of this lock set',
      );
      await expect(plan.locator('li[data-opened="true"]').filter({ hasText: /opens 1 of \d+ locks?$/ })).toHaveCount(1);
      await expect(plan.locator('li[data-opened="true"]')).toHaveCount(1);
      await exposure.getByRole('region', { name: 'Plan of the system' }).scrollIntoViewIfNeeded();
      await expectNoViolations(page);
      await saveScreenshot(page, `key-register-plan-${name}`);
      await exposure.getByRole('button', { name: 'Close' }).click();
      await expect(register.getByText('4 keys cut: 0 handed out, 3 not handed out, 1 lost, 0 broken')).toBeVisible();

      await register.getByRole('button', { name: 'Actions for AA1 copy 1' }).click();
      await page.getByRole('menuitem', { name: 'History' }).click();
      const history = page.getByRole('dialog', { name: 'History of AA1 copy 1' });
      await expect(history.getByRole('listitem')).toHaveCount(2);
      await expect(history.getByText(/^Cut by SAP order \d+\.$/)).toBeVisible();
      await expect(history.getByText(/^Returned by Marie Dubois on \d{4}-\d{2}-\d{2}$/)).toBeVisible();
      await expect(history.getByText(/^Handed out to Marie Dubois \(Elevator crew\) on /)).toBeVisible();
      await expectNoViolations(page);
      await saveScreenshot(page, `key-register-history-${name}`);
      await history.getByRole('button', { name: 'Close' }).click();
    });

    test('the customer proposes a holder and reports the master key lost; the rep accepts, chooses a remedy, and the reorder goes to SAP', async ({
      page,
      browser,
    }) => {
      const customer = REVIEW_CUSTOMERS[name]!;
      const system = `Wharf keys ${name}`;
      const { order, headers } = await installedSystem(page, customer, system);
      const rotated = await page.request.post(`/api/orders/${order.orderID}/review-access/rotate`, { headers });
      expect(rotated.status()).toBe(200);
      const { reviewLink } = (await rotated.json()) as { reviewLink: string };

      // The customer, never signed in, proposes through the review link.
      const customerContext = await browser.newContext({ storageState: EMPTY_STORAGE, viewport: size });
      const customerPage = await customerContext.newPage();
      try {
        await customerPage.goto(reviewLink);
        await expect(customerPage).toHaveURL('/submit-review');
        const register = customerPage.getByRole('region', { name: 'Key register', exact: true });
        await expect(register.getByText('4 keys cut: 0 handed out, 4 not handed out, 0 lost, 0 broken')).toBeVisible();
        await register.getByRole('button', { name: 'Propose a change to AA1 copy 1' }).click();
        await customerPage.getByRole('menuitem', { name: 'Hand out' }).click();
        const handOut = customerPage.getByRole('dialog', { name: 'Propose: Hand out: AA1 copy 1' });
        await handOut.getByRole('textbox', { name: 'Your name' }).fill('Fiona Walsh');
        await handOut.getByRole('textbox', { name: 'Holder name' }).fill('Sean Murphy');
        await handOut.getByRole('textbox', { name: 'Department or role' }).fill('Cold store');
        await expectNoViolations(customerPage);
        await handOut.getByRole('button', { name: 'Send proposal' }).click();
        await expect(handOut).toBeHidden();
        await register.getByRole('button', { name: 'Propose a change to AA copy 1' }).click();
        await customerPage.getByRole('menuitem', { name: 'Report lost' }).click();
        const lost = customerPage.getByRole('dialog', { name: 'Propose: Report lost: AA copy 1' });
        await lost.getByRole('textbox', { name: 'Your name' }).fill('Fiona Walsh');
        await lost.getByRole('textbox', { name: 'Note (optional)' }).fill('Lost overboard');
        await lost.getByRole('button', { name: 'Send proposal' }).click();
        await expect(lost).toBeHidden();
        const proposals = register.getByRole('list', { name: 'Your proposals' });
        await expect(proposals.getByText('Report AA copy 1 lost')).toBeVisible();
        await expect(proposals.getByText('Hand out AA1 copy 1 to Sean Murphy (Cold store)')).toBeVisible();
        await expect(proposals.getByText(/^Waiting for your representative/)).toHaveCount(2);
        await expectNoViolations(customerPage);
        await expectNoHorizontalScroll(customerPage);
        await register.scrollIntoViewIfNeeded();
        await saveScreenshot(customerPage, `key-register-review-proposals-${name}`);

        // The rep accepts both, sees the exposure and chooses the remedy.
        await systemStart(page, customer);
        const installed = page.getByRole('region', { name: 'Installed lock systems' });
        const staffRegister = await expandRegister(page, installed, system);
        await staffRegister
          .getByRole('button', { name: 'Accept: Hand out AA1 copy 1 to Sean Murphy (Cold store)' })
          .click();
        await expect(copyEntry(staffRegister, 'AA1', 1).getByText('Sean Murphy (Cold store)')).toBeVisible();
        // The decided proposal has left the list before the next one is decided.
        await expect(
          staffRegister.getByRole('button', { name: 'Accept: Hand out AA1 copy 1 to Sean Murphy (Cold store)' }),
        ).toHaveCount(0);
        const acceptLost = staffRegister.getByRole('button', { name: 'Accept: Report AA copy 1 lost' });
        await expect(acceptLost).toBeEnabled();
        await acceptLost.click();
        await expect(
          staffRegister.getByText('4 keys cut: 1 handed out, 2 not handed out, 1 lost, 0 broken'),
        ).toBeVisible();
        await staffRegister.getByRole('button', { name: 'Actions for AA copy 1' }).click();
        await page.getByRole('menuitem', { name: 'Exposure and remedies' }).click();
        const exposure = page.getByRole('dialog', { name: 'What AA opens' });
        await expect(exposure.getByText('This master key opens 1 lock in 1 lock set.')).toBeVisible();
        const remedy = exposure.getByRole('region', { name: 'A new master key branch for the 1 lock set under AA' });
        await expect(remedy.getByText(/^CA\$\d/)).toBeVisible();
        await expect(
          exposure
            .getByRole('region', { name: 'Plan of the system' })
            .locator('li[data-opened="true"]')
            .filter({ hasText: /opens 1 of 1 lock$/ }),
        ).toHaveCount(1);
        await expectNoViolations(page);
        await saveScreenshot(page, `key-register-exposure-${name}`);
        await exposure.getByRole('textbox', { name: 'PO number for the reorder (optional)' }).fill('PO-LOST-AA');
        await remedy.getByRole('button', { name: 'Create reorder: new master key branch' }).click();
        await expect(exposure.getByText(/^Reorder created: /)).toBeVisible();
        await saveScreenshot(page, `key-register-remedy-${name}`);
        await exposure.getByRole('button', { name: 'Close' }).click();

        // The reorder it created submits to SAP.
        const systems = (await (
          await page.request.get(`/api/customers/${customer.ccid}/lock-systems`, { headers })
        ).json()) as {
          name: string;
          orders: { orderID: string; orderLockSystemID: string; isAddToSystem: boolean }[];
        }[];
        const reorder = systems.find((entry) => entry.name === system)!.orders.find((entry) => entry.isAddToSystem)!;
        const reorderOrder = (await (await page.request.get(`/api/orders/${reorder.orderID}`, { headers })).json()) as {
          version: number;
          orderPONumber: string;
        };
        expect(reorderOrder.orderPONumber).toBe('PO-LOST-AA');
        const submitted = await page.request.post(`/api/order-lock-systems/${reorder.orderLockSystemID}/submission`, {
          headers,
          data: { expectedVersion: reorderOrder.version },
        });
        expect(submitted.status(), await submitted.text()).toBe(202);
        await expect(async () => {
          const state = (await (
            await page.request.get(`/api/order-lock-systems/${reorder.orderLockSystemID}/submission`, { headers })
          ).json()) as { state: string };
          expect(state.state).toBe('sent');
        }).toPass({ timeout: 30_000 });

        // SAP delivers and bills the reorder: the locks the lost master key opened are replaced.
        const sent = (await (
          await page.request.get(`/api/order-lock-systems/${reorder.orderLockSystemID}/submission`, { headers })
        ).json()) as { sapOrderNumber: string };
        await asAdmin(browser, async (admin, authorization) => {
          const completed = await admin.request.put(
            `${APP_URL}/api/dev/sap-documents/order/${sent.sapOrderNumber}/status`,
            { headers: { authorization }, data: { status: 'completed' } },
          );
          expect(completed.status()).toBe(204);
        });
        await page.reload();
        await expandRegister(page, installed, system);
        await expect(
          copyEntry(staffRegister, 'AA', 1).getByText(
            name === 'phone' ? `SAP order ${sent.sapOrderNumber}` : `Locks replaced (SAP order ${sent.sapOrderNumber})`,
          ),
        ).toBeVisible();
        await staffRegister.getByRole('button', { name: 'Actions for AA copy 1' }).click();
        await page.getByRole('menuitem', { name: 'Exposure and remedies' }).click();
        await expect(
          exposure.getByText(`Its locks in this system were replaced by SAP order ${sent.sapOrderNumber}, delivered.`, {
            exact: false,
          }),
        ).toBeVisible();
        await saveScreenshot(page, `key-register-replaced-${name}`);
        await exposure.getByRole('button', { name: 'Close' }).click();

        // The customer's review says the same words, and what was decided.
        await customerPage.reload();
        await expect(
          register.getByText('AA is lost. This master key opens 1 lock in 1 lock set.', { exact: false }),
        ).toBeVisible();
        await expect(proposals.getByText(/^Accepted/)).toHaveCount(2);
        await expectNoViolations(customerPage);
        await register.scrollIntoViewIfNeeded();
        await saveScreenshot(customerPage, `key-register-review-lost-${name}`);
      } finally {
        await customerContext.close();
      }
    });

    test('a lost master key that opens locks of another system: the exposure draws that system and offers its remedy', async ({
      page,
    }) => {
      const first = `Silo keys ${name}`;
      const second = `Dryer keys ${name}`;
      const { headers } = await installedSystem(page, customer, first);
      await installedSystem(page, customer, second);
      const systems = (await (
        await page.request.get(`/api/customers/${customer.ccid}/lock-systems`, { headers })
      ).json()) as { lockSystemID: string; name: string }[];
      const firstId = systems.find((entry) => entry.name === first)!.lockSystemID;
      const secondId = systems.find((entry) => entry.name === second)!.lockSystemID;
      const lost = await page.request.post(`/api/lock-systems/${firstId}/key-register/keys/AA/copies/1`, {
        headers,
        data: { action: 'reportLost' },
      });
      expect(lost.status(), await lost.text()).toBe(201);
      // Key control keeps every system's locks from opening to the others' keys; cross-keying between
      // two systems of a customer comes only from charts made before it (the API tests build one in
      // the database). A browser cannot, so the first system's exposure is given the part the server
      // draws for another system: the second system's plan and priced remedy for the lock its AA1 opens.
      const theirs = (await (
        await page.request.get(`/api/lock-systems/${secondId}/key-register/keys/AA1/exposure`, { headers })
      ).json()) as { plan: unknown; remedies: unknown[] };
      expect(theirs.remedies).toHaveLength(1);
      await page.route(`**/api/lock-systems/${firstId}/key-register/keys/AA/exposure`, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({
          response,
          json: {
            ...body,
            otherSystems: [
              {
                lockSystemID: secondId,
                lockSystemName: second,
                summary: `In ${second} it opens 1 lock in 1 lock set.`,
                locks: 1,
                plan: theirs.plan,
                remedies: theirs.remedies,
                noRemedy: null,
              },
            ],
          },
        });
      });

      await systemStart(page, customer);
      const installed = page.getByRole('region', { name: 'Installed lock systems' });
      const register = await expandRegister(page, installed, first);
      await (await copyMenu(page, register, 'AA copy 1'))
        .getByRole('menuitem', { name: 'Exposure and remedies' })
        .click();
      const exposure = page.getByRole('dialog', { name: 'What AA opens' });
      const other = exposure.getByRole('region', { name: `AA in ${second}` });
      await expect(other.getByRole('heading', { name: `In another system: ${second}` })).toBeVisible();
      await expect(other.getByText(`In ${second} it opens 1 lock in 1 lock set.`)).toBeVisible();
      const plan = other.getByRole('region', { name: `Plan of ${second}` });
      await expect(plan.locator('li[data-opened="true"]').filter({ hasText: /opens 1 of 1 lock$/ })).toHaveCount(1);
      const remedy = other.getByRole('region', { name: `Replace the 1 lock it opens in ${second}` });
      await expect(remedy.getByText(/^CA\$\d/)).toBeVisible();
      await expect(
        remedy.getByRole('button', { name: `Create reorder: replace the locks in ${second}` }),
      ).toBeEnabled();
      // The own system's plan and remedy are still there, above.
      await expect(exposure.getByRole('region', { name: 'Plan of the system' })).toBeVisible();
      await expect(
        exposure.getByRole('region', { name: 'A new master key branch for the 1 lock set under AA' }),
      ).toBeVisible();
      await plan.scrollIntoViewIfNeeded();
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `key-register-other-system-${name}`);
      await exposure.getByRole('button', { name: 'Close' }).click();
    });
  });
}
