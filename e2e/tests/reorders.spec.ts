import type { APIRequestContext, Page } from '@playwright/test';
import { APP_URL, SAP_STANDIN } from '../support/env.ts';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { ADMIN, signIn, accessToken } from '../support/sign-in.ts';
import { checkScreen } from '../support/screen-checks.ts';
import { PNG_LOGO } from '../support/files.ts';

/**
 * Reorders (issue 11) as a rep: a master-keyed system is submitted, then reordered on
 * /reorder-locks — locks added to a keyed-alike set, a new lock set under a master key, spare
 * master keys and a replacement change key — and submitted as a second SAP order linked to the
 * first. The key-control simulation with bittings is in the server's reorder tests (bittings are
 * for admins only).
 */

const CUSTOMER = { ccid: '0000100012', name: 'Atlantic Shipyard Services', salesArea: 'US10' };
const SAP_ODATA = `${APP_URL}/sap/opu/odata/sap`;

type Json = Record<string, unknown>;

interface BittingLock {
  bitting: string;
  pinning: { bottomPins: number[]; masterPins: number[][] };
}
interface BittingChart {
  grandMasterKey: { bitting: string };
  masterKeys: Array<{ bitting: string; lockSets: Array<{ locks: BittingLock[] }> }>;
}

/** Whether a key opens a lock: in every chamber its cut is one of the shear lines (bottom pin, then each master pin added). */
function opens(bitting: string, pinning: BittingLock['pinning']): boolean {
  return pinning.bottomPins.every((bottomPin, chamber) => {
    const lines = [bottomPin];
    for (const pin of pinning.masterPins[chamber] ?? []) lines.push(lines.at(-1)! + pin);
    return lines.includes(parseInt(bitting[chamber]!, 16));
  });
}

async function sapSalesOrders(request: APIRequestContext): Promise<Json[]> {
  const response = await request.get(`${SAP_ODATA}/API_SALES_ORDER_SRV/A_SalesOrder?$expand=to_Text`, {
    headers: {
      Authorization: `Basic ${Buffer.from(`${SAP_STANDIN.username}:${SAP_STANDIN.password}`).toString('base64')}`,
      Accept: 'application/json',
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { d: { results: Json[] } }).d.results;
}

/** One sales order of the stand-in, with its items and their long texts. */
async function sapOrderWithItems(request: APIRequestContext, salesOrder: string): Promise<Json> {
  const response = await request.get(
    `${SAP_ODATA}/API_SALES_ORDER_SRV/A_SalesOrder('${salesOrder}')?$expand=to_Item,to_Item/to_Text`,
    {
      headers: {
        Authorization: `Basic ${Buffer.from(`${SAP_STANDIN.username}:${SAP_STANDIN.password}`).toString('base64')}`,
        Accept: 'application/json',
      },
    },
  );
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { d: Json }).d;
}

/** A master-keyed system submitted through the API: two master keys, a keyed-alike set of 2 × 2 locks under the first. */
async function submittedSystem(page: Page, name: string) {
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const created = (await (
    await page.request.post('/api/orders', {
      headers,
      data: {
        orderType: 'order',
        ccid: CUSTOMER.ccid,
        orderSystemName: name,
        orderPONumber: 'PO-DOCKS-1',
        currency: 'USD',
        salesArea: 'US10',
        comments: '',
        systemBucketType: 'SP6',
      },
    })
  ).json()) as Json & { orderID: string; version: number; orderLockSystems: Json[] };
  const system = created.orderLockSystems[0] as Json & {
    orderLockSystemID: string;
    grandMasterKey: Json;
    masterKeys: Array<Json & { lockSets: Json[] }>;
  };
  const first = system.masterKeys[0]!;
  const lockSet = first.lockSets[0]!;
  const without = (node: Json, keys: string[]) =>
    Object.fromEntries(Object.entries(node).filter(([key]) => !keys.includes(key)));
  const OUTPUT = ['orderID', 'orderLockSystemID', 'grandMasterKeyID', 'sku', 'setSummary', 'pricePer'];
  const strip = (lockSet: Json) => without(lockSet, [...OUTPUT, 'masterKeyID']);
  const stripKey = (key: Json) => without(key, ['orderID', 'orderLockSystemID']);
  const tree = {
    grandMasterKey: stripKey(system.grandMasterKey),
    masterKeys: [
      {
        ...without(first, ['orderID', 'orderLockSystemID', 'grandMasterKeyID', 'lockSets']),
        lockSets: [
          { ...strip(lockSet), lockSetName: 'DOCK DOORS', numberOfSets: 1, numberOfLocksPerSet: 2, numberOfLocks: 2 },
          {
            ...strip(lockSet),
            lockSetID: crypto.randomUUID(),
            lockSetName: 'DOCK PUMPS',
            keyOption: 'KA',
            numberOfSets: 2,
            numberOfLocksPerSet: 2,
            numberOfLocks: 4,
            numberOfKeysPerSet: 2,
          },
        ],
      },
      {
        ...without(first, ['orderID', 'orderLockSystemID', 'grandMasterKeyID', 'lockSets']),
        masterKeyID: crypto.randomUUID(),
        keyName: 'MASTER KEY 2',
        lockSets: [{ ...strip(lockSet), lockSetID: crypto.randomUUID(), lockSetName: 'CRANES' }],
      },
    ],
    noKeyLockSets: [],
  };
  const saved = await page.request.put(`/api/order-lock-systems/${system.orderLockSystemID}/tree`, {
    headers,
    data: { expectedVersion: created.version, tree },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const submitted = await page.request.post(`/api/order-lock-systems/${system.orderLockSystemID}/submission`, {
    headers,
    data: { expectedVersion: created.version + 1 },
  });
  expect(submitted.status(), await submitted.text()).toBe(202);
  let sapOrderNumber = '';
  await expect(async () => {
    const state = (await (
      await page.request.get(`/api/order-lock-systems/${system.orderLockSystemID}/submission`, { headers })
    ).json()) as Json;
    expect(state.state).toBe('sent');
    sapOrderNumber = String(state.sapOrderNumber);
  }).toPass({ timeout: 30_000 });
  const chart = (await (
    await page.request.get(`/api/order-lock-systems/${system.orderLockSystemID}/key-chart`, { headers })
  ).json()) as { masterKeys: Array<{ lockSets: Array<{ name: string; locks: Json[] }> }> };
  return { headers, orderLockSystemID: system.orderLockSystemID, sapOrderNumber, chart };
}

test.describe('reordering an installed system', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a reorder adds locks, a lock set and keys, goes to SAP as its own order, and the system lists both', async ({
    page,
    request,
    browser,
  }) => {
    await page.goto('/customer-search');
    const name = `Docks ${String(Date.now()).slice(-6)}`;
    const original = await submittedSystem(page, name);
    const pumpsSet2 = original.chart.masterKeys[0]!.lockSets[1]!.locks.filter((lock) => lock.setNumber === 2);

    await page.evaluate(
      (value) => localStorage.setItem('keyplan.session', value),
      JSON.stringify({ ccid: CUSTOMER.ccid, customer: CUSTOMER, salesArea: CUSTOMER.salesArea }),
    );
    await page.goto('/system-start');
    const installed = page.getByRole('region', { name: 'Installed lock systems' });
    await installed.getByRole('button', { name: new RegExp(`^${name} `) }).click();
    await installed.getByRole('link', { name: `Reorder locks for ${name}` }).click();
    await expect(page).toHaveURL(/\/reorder-locks\?system=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reorder Locks' })).toBeVisible();
    // Every screen of this walk gets the walk's checks: no sideways scroll, axe, nothing under the help button.
    await checkScreen(page, 'reorder-locks-empty', 'desktop');

    await page.getByRole('textbox', { name: 'Locks to add to DOCK PUMPS' }).fill('3');
    await page.getByRole('combobox', { name: 'Set of DOCK PUMPS' }).click();
    await page.getByRole('option', { name: 'Set 2' }).click();
    await page.getByRole('button', { name: 'Add a lock set' }).click();
    await page.getByRole('textbox', { name: 'Name of new lock set 1' }).fill('DOCK GATES');
    // What /set offers beyond the materials: side lines and a logo (issue 26), priced as it is chosen.
    await page.getByRole('switch', { name: 'Engrave the locks (new lock set 1)' }).check();
    await page.getByRole('textbox', { name: 'Left side line 1 (new lock set 1)' }).fill('gate 4');
    await page
      .getByLabel('Front logo (new lock set 1) file')
      .setInputFiles({ name: 'dock-logo.png', mimeType: 'image/png', buffer: PNG_LOGO });
    await expect(page.getByRole('img', { name: 'Front logo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Replace Front logo (new lock set 1)' })).toBeVisible();
    // The editor's whole-number rule: '1e2' is refused at the field, not read as 100.
    const keysAA = page.getByRole('textbox', { name: 'Keys AA to cut' });
    await keysAA.fill('1e2');
    await expect(keysAA).toHaveAccessibleDescription('Must be a whole number');
    await expect(page.getByRole('button', { name: 'Create reorder' })).toBeDisabled();
    await expect(page.getByText('Correct the counts marked above: each is a whole number.')).toBeVisible();
    await keysAA.fill('2');
    await page.getByRole('textbox', { name: 'Keys AA1 to cut' }).fill('1');
    await page.getByRole('textbox', { name: 'PO number' }).fill('PO-DOCKS-2');
    await checkScreen(page, 'reorder-locks-filled', 'desktop');

    await page.getByRole('button', { name: 'Create reorder' }).click();
    await expect(page).toHaveURL('/submit-system');
    // The review names what the reorder cuts, and its totals add up to the price.
    await expect(page.getByText('Keys cut to existing codes: AA1 × 1')).toBeVisible();
    await expect(page.getByText('2 spare keys')).toBeVisible();
    await expect(page.getByText('Left: GATE 4')).toBeVisible();
    await expect(page.getByText('Logo: front')).toBeVisible();
    await checkScreen(page, 'reorder-review', 'desktop');
    const submit = page.getByRole('region', { name: 'Submit' });
    await submit.getByRole('button', { name: 'Submit to SAP' }).click();
    await page.getByRole('dialog', { name: 'Submit to SAP?' }).getByRole('button', { name: 'Submit to SAP' }).click();
    const result = submit.getByText(/^SAP order number \d+$/);
    await expect(result).toBeVisible({ timeout: 30_000 });
    const reorderNumber = (await result.innerText()).replace('SAP order number ', '');
    expect(reorderNumber.replace(/^0+/, '')).not.toBe(original.sapOrderNumber.replace(/^0+/, ''));
    await checkScreen(page, 'reorder-submitted', 'desktop');

    // The stand-in holds a second sales order, linked to the first.
    const orders = await sapSalesOrders(request);
    const second = orders.find(
      (order) => String(order.SalesOrder).replace(/^0+/, '') === reorderNumber.replace(/^0+/, ''),
    );
    expect(second).toMatchObject({ PurchaseOrderByCustomer: 'PO-DOCKS-2' });
    // Linked as SAP records it: the header note names the installed order (a header reference would copy from it).
    expect(second).not.toHaveProperty('ReferenceSDDocument');
    expect((second!.to_Text as { results: { LongText: string }[] }).results[0]!.LongText).toContain(
      `installed with SAP sales order ${original.sapOrderNumber}`,
    );
    // The new lock set's side line reaches SAP as a first order's engraving does: in the Safekey item's long text.
    const withItems = await sapOrderWithItems(request, String(second!.SalesOrder));
    expect(JSON.stringify(withItems.to_Item)).toContain('DOCK GATES: left GATE 4');

    // The reorder's chart: the new keyed-alike locks carry set 2's code; the new lock set has codes of its own.
    const session = await page.evaluate(
      () => JSON.parse(localStorage.getItem('keyplan.session') ?? '{}') as { orderLockSystemID: string },
    );
    const chart = (await (
      await page.request.get(`/api/order-lock-systems/${session.orderLockSystemID}/key-chart`, {
        headers: original.headers,
      })
    ).json()) as {
      masterKeys: Array<{ keySymbol: string; lockSets: Array<{ name: string; locks: Json[] }> }>;
    };
    expect(chart.masterKeys.map((masterKey) => masterKey.keySymbol)).toEqual(['AA']);
    const [pumps, gates] = chart.masterKeys[0]!.lockSets;
    expect(pumps!.locks.map((lock) => lock.blindCode)).toEqual(Array(3).fill(pumpsSet2[0]!.blindCode));
    expect(gates!.name).toBe('DOCK GATES');
    expect(gates!.locks[0]!.blindCode).toMatch(/^K[2-9A-HJ-NP-Z]{7}$/);

    // Simulation with the bittings an admin sees: the installed master key opens every new lock,
    // the other master key none, and each new change key only its own lock.
    // A context of its own, signed out at first (this test's contexts start as the rep).
    const admin = await browser.newContext({ baseURL: APP_URL, storageState: { cookies: [], origins: [] } });
    try {
      const adminPage = await admin.newPage();
      await signIn(adminPage, ADMIN, undefined, { startAt: '/customer-search' });
      const adminHeaders = { authorization: `Bearer ${await accessToken(adminPage)}` };
      const withBittings = async (id: string) =>
        (await (
          await adminPage.request.get(`${APP_URL}/api/order-lock-systems/${id}/key-chart?bittings=true`, {
            headers: adminHeaders,
          })
        ).json()) as BittingChart;
      const before = await withBittings(original.orderLockSystemID);
      const after = await withBittings(session.orderLockSystemID);
      const master = before.masterKeys[0]!.bitting;
      const otherMaster = before.masterKeys[1]!.bitting;
      const newLocks = after.masterKeys[0]!.lockSets.flatMap((lockSet) => lockSet.locks);
      const allLocks = [...before.masterKeys, ...after.masterKeys].flatMap((masterKey) =>
        masterKey.lockSets.flatMap((lockSet) => lockSet.locks),
      );
      for (const lock of newLocks) {
        expect(opens(master, lock.pinning)).toBe(true);
        expect(opens(before.grandMasterKey.bitting, lock.pinning)).toBe(true);
        expect(opens(otherMaster, lock.pinning)).toBe(false);
      }
      const gates = after.masterKeys[0]!.lockSets[1]!.locks;
      for (const lock of gates)
        expect(allLocks.filter((other) => opens(lock.bitting, other.pinning)).map((other) => other.bitting)).toEqual([
          lock.bitting,
        ]);
    } finally {
      await admin.close();
    }

    // System Start lists the installed system with both orders.
    await page.goto('/system-start');
    await installed.getByRole('button', { name: new RegExp(`^${name} `) }).click();
    await expect(installed.getByRole('button', { name: new RegExp(`^${name} `) })).toContainText('2 orders');
    const orderRows = installed.getByRole('table', { name: `Orders of ${name}` }).getByRole('rowheader');
    await expect(orderRows).toHaveCount(2);
    await expect(orderRows.nth(1)).toContainText('Reorder');
    await checkScreen(page, 'installed-lock-systems', 'desktop');

    // SPEC's second entry at /: a link from SAP opens Reorder Locks for the system of that order.
    await page.evaluate(() => localStorage.removeItem('keyplan.session'));
    await page.goto(`/?reorder&ccid=${CUSTOMER.ccid}&sapordernumber=${original.sapOrderNumber}`);
    await expect(page).toHaveURL(/\/reorder-locks\?reorder/);
    await expect(page.getByRole('combobox', { name: 'Installed lock system' })).toHaveText(name);
    await expect(page.getByText(`${CUSTOMER.name} · CCID ${CUSTOMER.ccid}`)).toBeVisible();
  });
});
