import { expect, staffTest as test } from '../support/fixtures.ts';
import { createOrder, submitToSap } from '../support/orders.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { accessToken } from '../support/sign-in.ts';
import { systemStart } from '../support/system-start.ts';

/**
 * Issue 27 as a rep: a new master key added to an installed system on /reorder-locks ("Add master
 * key", with a lock set it opens), submitted to SAP, then "What it opens" for the new master key
 * and the grand master key on System Start. Bittings and the brute-force check are in the server's
 * key-opens and reorder tests.
 */

const CUSTOMER = { ccid: '0000100012', name: 'Atlantic Shipyard Services', salesArea: 'US10' };

test.describe('a new master key in a reorder, and what a key opens', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('adds a master key with its lock set, and lists the locks each key opens', async ({ page }) => {
    test.setTimeout(120_000);
    const name = `Slipway ${String(Date.now()).slice(-6)}`;
    // The default tree: GRAND MASTER KEY → MASTER KEY 1 → LOCK SET 1 (one lock), sent to SAP.
    const created = await createOrder(page, CUSTOMER, name, 'PO-SLIP-1');
    const headers = { authorization: `Bearer ${await accessToken(page)}` };
    const id = created.orderLockSystems[0]!.orderLockSystemID;
    const { version } = (await (await page.request.get(`/api/orders/${created.orderID}`, { headers })).json()) as {
      version: number;
    };
    const submitted = await page.request.post(`/api/order-lock-systems/${id}/submission`, {
      headers,
      data: { expectedVersion: version },
    });
    expect(submitted.status(), await submitted.text()).toBe(202);
    await expect(async () => {
      const state = (await (
        await page.request.get(`/api/order-lock-systems/${id}/submission`, { headers })
      ).json()) as { state: string };
      expect(state.state).toBe('sent');
    }).toPass({ timeout: 30_000 });

    await systemStart(page, CUSTOMER);
    const installed = page.getByRole('region', { name: 'Installed lock systems' });
    await installed.getByRole('button', { name: new RegExp(`^${name} `) }).click();
    await installed.getByRole('link', { name: `Reorder locks for ${name}` }).click();
    await expect(page).toHaveURL(/\/reorder-locks\?system=/);
    await page.getByRole('button', { name: 'Add master key' }).click();
    await page.getByRole('textbox', { name: 'Name of new master key 1' }).fill('Workshop master');
    await page.getByRole('textbox', { name: 'Name of lock set 1 of new master key 1' }).fill('Workshop');
    await page.getByRole('textbox', { name: 'Locks per set (lock set 1 of new master key 1)' }).fill('2');
    await page.getByRole('textbox', { name: 'PO number' }).fill('PO-SLIP-2');
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'reorder-new-master-key', { fullPage: true });
    await page.getByRole('button', { name: 'Create reorder' }).click();
    await expect(page).toHaveURL('/submit-system');
    // The reorder in the key system (issue 42): read-only in its own words, with the way to Reorder Locks.
    await page.getByRole('link', { name: 'Back to the key system' }).click();
    await expect(page.getByText(`This is a reorder of ${name}`, { exact: false })).toBeVisible();
    await expect(page.getByText('it is made on Reorder Locks, not here', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to Reorder Locks' })).toHaveAttribute(
      'href',
      /\/reorder-locks\?system=/,
    );
    await expectNoViolations(page);
    await saveScreenshot(page, 'reorder-key-system', { fullPage: true });
    await page.getByRole('link', { name: 'Review and submit' }).click();
    await expect(page).toHaveURL('/submit-system');
    await submitToSap(page);

    await systemStart(page, CUSTOMER);
    await installed.getByRole('button', { name: new RegExp(`^${name} `) }).click();
    const keys = installed.getByRole('table', { name: `Keys of ${name}` });
    await expect(installed.getByText('Scrolls on a phone')).toHaveCount(0);
    await expect(keys.getByRole('rowheader', { name: 'AB', exact: true })).toBeVisible();
    await keys.getByRole('button', { name: 'What key AB opens' }).click();
    const dialog = page.getByRole('dialog', { name: 'What key AB opens' });
    await expect(dialog.getByText('2 locks in 1 lock set, each one it was cut for.')).toBeVisible();
    const rows = dialog.getByRole('table', { name: 'Locks key AB opens' }).getByRole('rowheader');
    await expect(rows).toHaveText(['WORKSHOP', 'WORKSHOP']);
    await expectNoViolations(page);
    await saveScreenshot(page, 'key-opens-master', { fullPage: true });
    await dialog.getByRole('button', { name: 'Close' }).click();

    await keys.getByRole('button', { name: 'What key A opens' }).click();
    const all = page.getByRole('dialog', { name: 'What key A opens' });
    await expect(all.getByText('3 locks in 2 lock sets, each one it was cut for.')).toBeVisible();
    await expect(all.getByRole('table', { name: 'Locks key A opens' }).getByRole('rowheader')).toHaveText([
      'LOCK SET 1',
      'WORKSHOP',
      'WORKSHOP',
    ]);
  });
});
