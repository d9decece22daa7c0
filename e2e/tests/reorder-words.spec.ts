import type { Page } from '@playwright/test';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { createOrder, sendThroughApi } from '../support/orders.ts';
import { expectNoHorizontalScroll, expectNoViolations, settleTransitions } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { systemStart } from '../support/system-start.ts';

/**
 * Issue 47, reorders as a person reads them: Reorder Locks says what an incomplete reorder still
 * lacks in the form's words and asks no price the server would refuse; System Start types a
 * reorder 'Reorder' and counts a draft's locks; a reorder of keys only says so on its review; a
 * lost key's reorder opens from the dialog that made it.
 */

const CUSTOMER = { ccid: '0000100012', name: 'Atlantic Shipyard Services', salesArea: 'US10' };
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A system with the default tree (MASTER KEY 1 (AA) → LOCK SET 1, one lock, keys AA1) sent to SAP, then its Reorder Locks. */
async function reorderLocksOf(page: Page, name: string) {
  const created = await createOrder(page, CUSTOMER, name, 'PO-WORDS-1');
  await sendThroughApi(page, created.orderID, created.orderLockSystems[0]!.orderLockSystemID);
  await systemStart(page, CUSTOMER);
  const installed = page.getByRole('region', { name: 'Installed lock systems' });
  await installed.getByRole('button', { name: new RegExp(`^${name} `) }).click();
  await installed.getByRole('link', { name: `Reorder locks for ${name}` }).click();
  await expect(page).toHaveURL(/\/reorder-locks\?system=/);
}

test.describe('reorders in their own words', () => {
  test('an incomplete reorder says what it lacks and asks no price; System Start reads the draft as a reorder of 8 locks', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/reorders/price') && response.status() >= 400)
        refused.push(`${response.status()} ${response.url()}`);
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const name = `Slip words ${String(Date.now()).slice(-6)}`;
    await reorderLocksOf(page, name);

    await page.getByRole('button', { name: 'Add master key' }).click();
    await page.getByRole('textbox', { name: 'Name of lock set 1 of new master key 1' }).fill('Workshop');
    await page.getByRole('textbox', { name: 'Locks per set (lock set 1 of new master key 1)' }).fill('8');
    const price = page.getByRole('region', { name: 'Price of this reorder' });
    await expect(price.getByText('The price shows once the reorder can be made.', { exact: false })).toBeVisible();
    await expect(price.getByRole('listitem')).toHaveText(['New master key 1: Master key name is required']);
    await expect(page.getByText(/newMasterKeys|keyName/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Create reorder' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The reorder cannot be created yet' })).toContainText(
      'New master key 1: Master key name is required',
    );
    await expectNoViolations(page);
    await saveScreenshot(page, 'reorder-words-missing', { fullPage: true });

    await page.getByRole('textbox', { name: 'Name of new master key 1' }).fill('Workshop master');
    await expect(price.getByText(/^Total: \$/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Order name' }).fill(`${name} reorder`);
    await page.getByRole('button', { name: 'Create reorder' }).click();
    await expect(page).toHaveURL('/submit-system');
    // Past the form, still nothing refused: the price was asked only once the reorder could be made.
    expect(refused).toEqual([]);
    expect(consoleErrors).toEqual([]);

    await systemStart(page, CUSTOMER);
    const systems = page.getByRole('table', { name: `Systems of ${CUSTOMER.name}` });
    const typeOf = (system: string) =>
      systems
        .getByRole('row')
        .filter({ has: page.getByText(system, { exact: true }) })
        .getByRole('cell')
        .first();
    await expect(typeOf(`${name} reorder`)).toHaveText('Reorder');
    await expect(typeOf(name)).toHaveText('Order');
    const installed = page.getByRole('region', { name: 'Installed lock systems' });
    await installed.getByRole('button', { name: new RegExp(`^${name} `) }).click();
    const reorderRow = installed
      .getByRole('table', { name: `Orders of ${name}` })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name} reorder`) }) });
    await expect(reorderRow.getByRole('cell', { name: '8 not installed (draft)' })).toBeVisible();
    await saveScreenshot(page, 'reorder-words-system-start', { fullPage: true });
  });

  test('a reorder of keys only says so on its review; a lost key’s reorder opens from the dialog that made it', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(PHONE);
    const name = `Keys words ${String(Date.now()).slice(-6)}`;
    await reorderLocksOf(page, name);
    await page.getByRole('textbox', { name: 'Keys AA to cut' }).fill('2');
    await page.getByRole('textbox', { name: 'Order name' }).fill(`${name} keys`);
    await page.getByRole('button', { name: 'Create reorder' }).click();
    await expect(page).toHaveURL('/submit-system');
    await expect(
      page.getByText('This reorder adds keys only; it has no lock sets. It cuts 2 spare keys of MASTER KEY 1.'),
    ).toBeVisible();
    await expect(page.getByText('This system has no lock sets yet.')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'reorder-words-keys-only', { fullPage: true });

    // AA1 reported lost; its remedy, once created, opens on its review from the dialog.
    await systemStart(page, CUSTOMER);
    const installed = page.getByRole('region', { name: 'Installed lock systems' });
    const summary = installed.getByRole('button', { name: new RegExp(`^${name} `) });
    await summary.click();
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    const register = page.getByRole('region', { name: 'Key register', exact: true });
    await expect(register.getByRole('list', { name: `Key register of ${name}` })).toBeVisible();
    await settleTransitions(page);
    await register.getByRole('button', { name: 'Actions for AA1 copy 1' }).click();
    await page.getByRole('menuitem', { name: 'Report lost' }).click();
    await page
      .getByRole('dialog', { name: 'Report lost: AA1 copy 1' })
      .getByRole('button', { name: 'Report lost' })
      .click();
    const exposure = page.getByRole('dialog', { name: 'What AA1 opens' });
    await exposure.getByRole('button', { name: /^Create reorder: replace the locks/ }).click();
    // As installed-system-rules.spec.ts and key-register.spec.ts read it.
    const created = exposure.getByText(/^Reorder created: /);
    await expect(created).toBeVisible();
    const remedyName = /^Reorder created: (.+)\. Open it from/.exec(await created.innerText())![1]!;
    await created.scrollIntoViewIfNeeded();
    await expectNoViolations(page);
    await saveScreenshot(page, 'reorder-words-lost-key-created');
    await exposure.getByRole('button', { name: `Review and submit ${remedyName}` }).click();
    await expect(page).toHaveURL('/submit-system');
    await expect(page.getByRole('heading', { level: 2, name: remedyName })).toBeVisible();
  });
});
