import type { Locator, Page } from '@playwright/test';
import { APP_URL } from '../support/env.ts';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { hierarchy } from '../support/hierarchy.ts';
import { createOrder, newOrder, submitToSap } from '../support/orders.ts';
import { expectNoHorizontalScroll, expectNoViolations, settleTransitions } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { accessToken, asAdmin } from '../support/sign-in.ts';
import { systemStart } from '../support/system-start.ts';

/**
 * Issue 42 (decision 0053), the rules between features as a rep meets them: a lockout/tagout set
 * directly under the grand master key of a master-keyed system needs the supervisor exception; a
 * lost master key's branch, once its remedy is delivered, is not offered again on Reorder Locks;
 * a reorder opened on the key system is read-only in its own words. Pacific Semiconductor Fab is
 * this spec's customer (startup.spec.ts only starts orders for it and tolerates more systems); the
 * servers keep one database for the whole run.
 */

const PACIFIC = { ccid: '0000100006', name: 'Pacific Semiconductor Fab', salesArea: 'US10' };
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const WORKERS = ['Mia Chen', 'Omar Haddad', 'Rosa Diaz'];
const GRAND_MASTER_RULE =
  'The grand master key opens these lockout/tagout locks (a master-keyed system pins every lock for it)';
const WARNING = 'A master key opens every lock of this set. Keep it with a supervisor';
const CONFLICT = 'This system was changed by someone else';

type Json = Record<string, unknown>;

const field = (page: Page, label: string): Locator => page.getByRole('textbox', { name: label, exact: true });
const bearer = async (page: Page) => ({ authorization: `Bearer ${await accessToken(page)}` });

/** A picture of the whole page from its top: a page left scrolled draws the app bar in its middle. */
async function saveFullPage(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name, { fullPage: true });
}

async function openLockSet(page: Page, name: string) {
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/set\?lockSetId=/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

async function backToKeySystem(page: Page) {
  await page.getByRole('button', { name: 'Back to key system' }).click();
  await expect(page).toHaveURL('/key-system');
  await expect(page.getByRole('heading', { level: 1, name: 'Key System' })).toBeVisible();
}

/** Submits an order lock system through the API and waits until SAP has it; answers SAP's number. */
async function submitAndSend(page: Page, orderLockSystemID: string, expectedVersion: number): Promise<string> {
  const headers = await bearer(page);
  const submitted = await page.request.post(`/api/order-lock-systems/${orderLockSystemID}/submission`, {
    headers,
    data: { expectedVersion },
  });
  expect(submitted.status(), await submitted.text()).toBe(202);
  let sapOrderNumber = '';
  await expect(async () => {
    const state = (await (
      await page.request.get(`/api/order-lock-systems/${orderLockSystemID}/submission`, { headers })
    ).json()) as Json;
    expect(state.state).toBe('sent');
    sapOrderNumber = String(state.sapOrderNumber);
  }).toPass({ timeout: 60_000 });
  return sapOrderNumber;
}

/**
 * A master-keyed system sent to SAP through the API (the editor and submission are walked in
 * key-system.spec.ts and submission.spec.ts): MASTER KEY 1 (AA) over PRESS SHOP, MASTER KEY 2 (AB)
 * over TOOL CRIB, one lock and two keys each.
 */
async function installedTwoBranches(page: Page, name: string) {
  const created = (await createOrder(page, PACIFIC, name, 'PO-FAB-1')) as unknown as Json & {
    orderID: string;
    orderLockSystems: (Json & {
      orderLockSystemID: string;
      grandMasterKey: Json;
      masterKeys: (Json & { lockSets: Json[] })[];
    })[];
  };
  const headers = await bearer(page);
  const { version } = (await (await page.request.get(`/api/orders/${created.orderID}`, { headers })).json()) as {
    version: number;
  };
  const system = created.orderLockSystems[0]!;
  const without = (node: Json, keys: string[]) =>
    Object.fromEntries(Object.entries(node).filter(([key]) => !keys.includes(key)));
  const first = system.masterKeys[0]!;
  const lockSet = without(first.lockSets[0]!, [
    'orderID',
    'orderLockSystemID',
    'grandMasterKeyID',
    'sku',
    'setSummary',
    'pricePer',
    'masterKeyID',
  ]);
  const masterKey = without(first, ['orderID', 'orderLockSystemID', 'grandMasterKeyID', 'lockSets']);
  const tree = {
    grandMasterKey: without(system.grandMasterKey, ['orderID', 'orderLockSystemID']),
    masterKeys: [
      { ...masterKey, lockSets: [{ ...lockSet, lockSetName: 'PRESS SHOP' }] },
      {
        ...masterKey,
        masterKeyID: crypto.randomUUID(),
        keyName: 'MASTER KEY 2',
        lockSets: [{ ...lockSet, lockSetID: crypto.randomUUID(), lockSetName: 'TOOL CRIB' }],
      },
    ],
    noKeyLockSets: [],
  };
  const saved = await page.request.put(`/api/order-lock-systems/${system.orderLockSystemID}/tree`, {
    headers,
    data: { expectedVersion: version, tree },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return submitAndSend(page, system.orderLockSystemID, version + 1);
}

/** Expands an installed system on System Start and waits for its key register. */
async function expandRegister(page: Page, name: string): Promise<Locator> {
  const installed = page.getByRole('region', { name: 'Installed lock systems' });
  const summary = installed.getByRole('button', { name: new RegExp(`^${name} `) });
  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  const register = page.getByRole('region', { name: 'Key register', exact: true });
  await expect(register.getByRole('table', { name: `Key register of ${name}` })).toBeVisible();
  await settleTransitions(page);
  return register;
}

test.describe('the installed system’s rules between features (issue 42)', () => {
  test.use({ viewport: DESKTOP });

  test('a lockout/tagout set directly under the grand master key of a master-keyed system needs the supervisor exception', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const system = 'Cleanroom lockout';
    await newOrder(page, PACIFIC, system, 'PO-FAB-LOTO');

    // The default tree has a master key: the system is master keyed, whatever the grand master key cuts.
    await hierarchy(page)
      .getByRole('button', { name: /^GRAND MASTER KEY\b/ })
      .click();
    const detail = page.getByRole('region', { name: 'GRAND MASTER KEY', exact: true });
    const keys = detail.getByRole('spinbutton', { name: 'Number of keys' });
    await keys.fill('0');
    await expect(keys).toHaveValue('0');
    await expect(detail.getByText('0 means no grand master key is cut')).toBeVisible();

    await hierarchy(page).getByRole('button', { name: 'Add lock set without master key' }).click();
    await openLockSet(page, 'LOCK SET 2');
    await field(page, 'Name').fill('WAFER LOTO');
    await page.getByLabel(/^Lockout\/tagout: safety padlocks/).check();
    await field(page, 'Department').fill('Wafer fab');
    await field(page, 'Names list').fill(WORKERS.join('\n'));
    await page.getByRole('button', { name: 'Fill engravings' }).click();
    await expect(page.getByRole('list', { name: 'Locks and their workers' }).getByRole('listitem')).toHaveCount(3);
    await expect(field(page, 'Locks per set')).toHaveValue('3');
    // The lock set says the rule where the exception is recorded.
    const supervisor = page.getByLabel('Supervisor master key under a written removal procedure');
    await expect(supervisor).not.toBeChecked();
    await expect(page.getByText(GRAND_MASTER_RULE, { exact: false })).toBeVisible();
    await expect(page.getByText(WARNING)).toHaveCount(0);
    await supervisor.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'installed-rules-loto-set-rule');

    // The editor names the rule: not "No issues".
    await backToKeySystem(page);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText('1 issue to fix before the system is Ready')).toBeVisible();
    await expect(summary.getByText(GRAND_MASTER_RULE, { exact: false })).toBeVisible();
    await expect(summary.getByRole('button', { name: 'WAFER LOTO' })).toBeVisible();
    await expect(summary.getByText(/No issues/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('All changes saved')).toBeVisible();
    await expectNoViolations(page);
    await saveFullPage(page, 'installed-rules-loto-issue');

    // Saved, the system is not Ready: Submit System has nothing to submit and says why.
    await page.getByRole('link', { name: 'Review and submit' }).click();
    await expect(page).toHaveURL('/submit-system');
    const submit = page.getByRole('region', { name: 'Submit' });
    await expect(submit.getByText('Fix the issues on the key system first.', { exact: false })).toBeVisible();
    await expect(submit.getByText(GRAND_MASTER_RULE, { exact: false })).toBeVisible();
    await expect(submit.getByRole('button', { name: 'Submit to SAP' })).toHaveCount(0);
    await expectNoViolations(page);
    await saveFullPage(page, 'installed-rules-loto-not-ready');

    // The supervisor master key exception recorded: the rule is met, and the warning is shown.
    await page.goto('/key-system');
    await expect(summary.getByText('1 issue to fix before the system is Ready')).toBeVisible();
    await openLockSet(page, 'WAFER LOTO');
    await supervisor.check();
    await expect(page.getByText(WARNING)).toBeVisible();
    await expect(page.getByText(GRAND_MASTER_RULE, { exact: false })).toHaveCount(0);
    await expectNoViolations(page);
    await page.getByText(WARNING).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'installed-rules-loto-exception');
    await backToKeySystem(page);
    await expect(summary.getByText('No issues: every lock set is complete and valid.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('All changes saved')).toBeVisible();

    await page.getByRole('link', { name: 'Review and submit' }).click();
    await expect(page).toHaveURL('/submit-system');
    const article = page.getByRole('article', { name: 'WAFER LOTO' });
    await expect(article.getByText('Lockout/tagout, department Wafer fab')).toBeVisible();
    await expect(article.getByText(/Supervisor master key under a written removal procedure/)).toBeVisible();
    await expect(article.getByText(WARNING, { exact: false })).toBeVisible();
    await expect(submit.getByText('Fix the issues on the key system first.', { exact: false })).toHaveCount(0);
    await expect(submit.getByRole('button', { name: 'Submit to SAP' })).toBeVisible();
    await expectNoViolations(page);
    await saveFullPage(page, 'installed-rules-loto-ready');
    // The server takes it now: SAP gets the order.
    await submitToSap(page);
  });

  test('a lost master key’s branch, replaced by its delivered remedy, is not offered on Reorder Locks', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const system = 'Etch bay keys';
    await installedTwoBranches(page, system);

    // The master key of PRESS SHOP is lost: reported in the register, its remedy chosen there.
    await systemStart(page, PACIFIC);
    let register = await expandRegister(page, system);
    await register.getByRole('button', { name: 'Actions for AA copy 1' }).click();
    await page.getByRole('menuitem', { name: 'Report lost' }).click();
    const lost = page.getByRole('dialog', { name: 'Report lost: AA copy 1' });
    await lost.getByRole('textbox', { name: 'Note (optional)' }).fill('Left in a rental car');
    await lost.getByRole('button', { name: 'Report lost' }).click();
    const exposure = page.getByRole('dialog', { name: 'What AA opens' });
    await expect(exposure.getByText('This master key opens 1 lock in 1 lock set.')).toBeVisible();
    const remedy = exposure.getByRole('region', { name: 'A new master key branch for the 1 lock set under AA' });
    await expect(remedy).toBeVisible();
    await exposure.getByRole('textbox', { name: 'PO number for the reorder (optional)' }).fill('PO-FAB-LOST-AA');
    await remedy.getByRole('button', { name: 'Create reorder: new master key branch' }).click();
    const created = exposure.getByText(/^Reorder created: /);
    await expect(created).toBeVisible();
    const remedyName = /^Reorder created: (.+)\. Open it from/.exec(await created.innerText())![1]!;
    await saveScreenshot(page, 'installed-rules-lost-remedy');
    await exposure.getByRole('button', { name: 'Close' }).click();

    // The remedy reviewed and submitted as a rep does, then SAP delivers it.
    await systemStart(page, PACIFIC);
    await page.getByRole('button', { name: `Open ${remedyName}`, exact: true }).click();
    await expect(page).toHaveURL('/key-system');
    await page.getByRole('link', { name: 'Review and submit' }).click();
    await expect(page).toHaveURL('/submit-system');
    const remedyOrder = await submitToSap(page);
    await asAdmin(browser, async (admin, authorization) => {
      const completed = await admin.request.put(`${APP_URL}/api/dev/sap-documents/order/${remedyOrder}/status`, {
        headers: { authorization },
        data: { status: 'completed' },
      });
      expect(completed.status()).toBe(204);
    });
    await systemStart(page, PACIFIC);
    register = await expandRegister(page, system);
    await expect(
      register.getByRole('row', { name: /AA · 1/ }).getByText(`Locks replaced (SAP order ${remedyOrder})`),
    ).toBeVisible();

    // A reorder of the system: the lost branch's lock set and keys are not offered, and the page says why.
    const installed = page.getByRole('region', { name: 'Installed lock systems' });
    await installed.getByRole('link', { name: `Reorder locks for ${system}` }).click();
    await expect(page).toHaveURL(/\/reorder-locks\?system=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reorder Locks' })).toBeVisible();
    const lockSets = page.getByRole('table', { name: `Lock sets of ${system}` });
    const pressShop = lockSets.getByRole('row', { name: /^PRESS SHOP AA / });
    await expect(
      pressShop.getByText(
        `PRESS SHOP was replaced by SAP order ${remedyOrder}, a lost key’s remedy: add locks to its replacement instead.`,
      ),
    ).toBeVisible();
    await expect(lockSets.getByRole('textbox', { name: 'Locks to add to PRESS SHOP', exact: true })).toHaveCount(0);
    // Its replacement, under the remedy's new master key, and the other branch take more locks.
    await expect(lockSets.getByRole('row', { name: /^PRESS SHOP R / }).getByRole('cell', { name: 'AC' })).toBeVisible();
    await expect(lockSets.getByRole('textbox', { name: 'Locks to add to PRESS SHOP R', exact: true })).toBeVisible();
    await expect(lockSets.getByRole('textbox', { name: 'Locks to add to TOOL CRIB', exact: true })).toBeVisible();
    const keys = page.getByRole('table', { name: `Keys of ${system}` });
    await expect(
      keys
        .getByRole('row', { name: /^AA / })
        .getByText(
          `AA – MASTER KEY 1 was retired: its locks were replaced by SAP order ${remedyOrder}: no more copies of it are cut.`,
        ),
    ).toBeVisible();
    await expect(
      keys
        .getByRole('row', { name: /^AA1 / })
        .getByText(
          `AA1 was retired: its locks were replaced by SAP order ${remedyOrder}: no more copies of it are cut.`,
        ),
    ).toBeVisible();
    await expect(keys.getByRole('textbox', { name: 'Keys AA to cut', exact: true })).toHaveCount(0);
    await expect(keys.getByRole('textbox', { name: 'Keys AA1 to cut', exact: true })).toHaveCount(0);
    for (const symbol of ['AB', 'AB1', 'AC', 'AC1'])
      await expect(keys.getByRole('textbox', { name: `Keys ${symbol} to cut`, exact: true })).toBeVisible();

    // A new lock set is never put under the lost master key, not even by default.
    await page.getByRole('button', { name: 'Add a lock set' }).click();
    const under = page.getByRole('combobox', { name: 'Under (new lock set 1)' });
    await expect(under).not.toHaveText(/^AA /);
    await expect(under).toHaveText('AB – MASTER KEY 2');
    const newSets = page.getByRole('region', { name: 'New lock sets' });
    await expect(newSets.getByText(/AA – MASTER KEY 1 was retired.*nothing more is added under it/)).toBeVisible();
    await under.click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.filter({ hasText: /^AA / })).toHaveCount(0);
    await expect(options.filter({ hasText: /^AB – MASTER KEY 2$/ })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page);
    await saveFullPage(page, 'installed-rules-lost-reorder');

    await page.setViewportSize(PHONE);
    await expectNoHorizontalScroll(page);
    await expectNoViolations(page);
    await pressShop.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'installed-rules-lost-reorder-phone');
    // The table scrolls sideways on a phone: the reason is in its last column.
    await pressShop.getByText(/^PRESS SHOP was replaced by SAP order/).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'installed-rules-lost-reorder-reason-phone');
    await newSets.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'installed-rules-lost-reorder-under-phone');
    await page.setViewportSize(DESKTOP);

    // Asked directly, the server says the same: nothing new under the retired master key.
    const headers = await bearer(page);
    const systems = (await (
      await page.request.get(`/api/customers/${PACIFIC.ccid}/lock-systems`, { headers })
    ).json()) as {
      lockSystemID: string;
      name: string;
      masterKeys: { masterKeyID: string; keySymbol: string }[];
    }[];
    const target = systems.find((entry) => entry.name === system)!;
    const refused = await page.request.post(`/api/lock-systems/${target.lockSystemID}/reorders`, {
      headers,
      data: {
        orderSystemName: `${system} more`,
        orderPONumber: '',
        comments: '',
        newLockSets: [
          {
            masterKeyID: target.masterKeys.find((entry) => entry.keySymbol === 'AA')!.masterKeyID,
            lockSetName: 'PRESS ANNEX',
            keyOption: 'KD',
            numberOfSets: 1,
            numberOfLocksPerSet: 1,
            keys: 1,
          },
        ],
      },
    });
    // A refused request is the server's validation answer (400 VALIDATION_FAILED), naming the field.
    expect(refused.status(), await refused.text()).toBe(400);
    expect(((await refused.json()) as { errors: string[] }).errors).toEqual([
      `newLockSets[0].masterKeyID: AA – MASTER KEY 1 was retired: its locks were replaced by SAP order ${remedyOrder}, and new locks here would open to it: nothing more is added under it`,
    ]);
  });

  test('a reorder opened on the key system is read-only in its own words, with the way to Reorder Locks', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const system = 'Lithography keys';
    const created = await createOrder(page, PACIFIC, system, 'PO-FAB-LITHO');
    const { version } = (await (
      await page.request.get(`/api/orders/${created.orderID}`, { headers: await bearer(page) })
    ).json()) as { version: number };
    const sapOrderNumber = await submitAndSend(page, created.orderLockSystems[0]!.orderLockSystemID, version);

    // The reorder is made on Reorder Locks: two spare master keys and a new lock set.
    await systemStart(page, PACIFIC);
    const installed = page.getByRole('region', { name: 'Installed lock systems' });
    await installed.getByRole('button', { name: new RegExp(`^${system} `) }).click();
    await installed.getByRole('link', { name: `Reorder locks for ${system}` }).click();
    await expect(page).toHaveURL(/\/reorder-locks\?system=/);
    const reorderLocksUrl = page.url();
    await page.getByRole('textbox', { name: 'Keys AA to cut' }).fill('2');
    await page.getByRole('button', { name: 'Add a lock set' }).click();
    await page.getByRole('textbox', { name: 'Name of new lock set 1' }).fill('Stepper room');
    await page.getByRole('textbox', { name: 'PO number' }).fill('PO-FAB-LITHO-2');
    await page.getByRole('button', { name: 'Create reorder' }).click();
    await expect(page).toHaveURL('/submit-system');

    // Opened on the key system: it says what it is, offers no editing, and points to Reorder Locks.
    await page.getByRole('link', { name: 'Back to the key system' }).click();
    await expect(page).toHaveURL('/key-system');
    const notice = page.getByText(`This is a reorder of ${system} (SAP order ${sapOrderNumber})`, { exact: false });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('it is made on Reorder Locks, not here');
    await expect(notice).toContainText('To change what it orders, delete it and order again on Reorder Locks.');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(hierarchy(page).getByRole('button', { name: /^Add / })).toHaveCount(0);
    await expect(hierarchy(page).getByRole('button', { name: /^Actions for / })).toHaveCount(0);
    // The installed master key stands in: it shows the spare keys this order cuts, not a count to edit.
    await hierarchy(page)
      .getByRole('button', { name: /^MASTER KEY 1\b/ })
      .click();
    const detail = page.getByRole('region', { name: 'MASTER KEY 1', exact: true });
    await expect(detail.getByText('Spare keys', { exact: true })).toBeVisible();
    await expect(detail.getByText('The installed key’s')).toBeVisible();
    await expect(detail.getByRole('spinbutton', { name: 'Number of keys' })).toHaveCount(0);
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    await expectNoViolations(page);
    await saveFullPage(page, 'installed-rules-reorder-key-system');

    // Its lock set is viewed, not edited; back on the key system nothing waits to be saved, and no conflict.
    await hierarchy(page)
      .getByRole('button', { name: /^STEPPER ROOM\b/ })
      .click();
    await page.getByRole('button', { name: 'View lock set' }).click();
    await expect(page).toHaveURL(/\/set\?lockSetId=/);
    await expect(page.getByRole('heading', { level: 2, name: 'STEPPER ROOM' })).toBeVisible();
    await backToKeySystem(page);
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);

    // The one thing saved from here, its header: saved, with no conflict.
    await page.getByRole('link', { name: 'Edit header' }).click();
    await expect(page).toHaveURL('/system-add-or-edit');
    const po = page.getByRole('textbox', { name: 'PO number' });
    await expect(po).toHaveValue('PO-FAB-LITHO-2');
    await po.fill('PO-FAB-LITHO-3');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL('/key-system');
    await expect(notice).toBeVisible();
    await expect(page.getByText(CONFLICT)).toHaveCount(0);

    await page.reload();
    await expect(notice).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    await expect(page.getByText(CONFLICT)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('link', { name: 'Go to Reorder Locks' }).click();
    await expect(page).toHaveURL(reorderLocksUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Reorder Locks' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Installed lock system' })).toHaveText(system);
    await expect(page.getByText(CONFLICT)).toHaveCount(0);
    await saveScreenshot(page, 'installed-rules-reorder-go-to-reorder-locks');
  });
});
