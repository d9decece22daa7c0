import type { Browser, Page } from '@playwright/test';
import { APP_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { createOrder, newOrder, openSystem, sendThroughApi, submitToSap } from '../support/orders.ts';
import { checkScreen } from '../support/screen-checks.ts';
import { PNG_LOGO } from '../support/files.ts';
import { ADMIN, REP, accessToken, signIn } from '../support/sign-in.ts';
import { systemStart } from '../support/system-start.ts';

/**
 * Issues 26 and 47: every screen and step of the walk — sign-in, Customer Search, System Start with an
 * installed system and its key register, Key System, /set (a lockout/tagout lock set with its names
 * list too), Submit System, the customer's review, Edit engraving, Reorder Locks, Installed lock
 * systems and Administration — at a wide desktop and a phone: nothing scrolls sideways, axe finds
 * nothing (no two landmarks named alike either), and the help button covers no control wherever the
 * page is scrolled, a few pixels at a time from its top to its end (screen-checks.ts): on a desktop
 * the layout keeps the button's column free; on a phone the button sits at the page's end.
 */

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

const CUSTOMER = { ccid: '0000200005', name: 'Maritime Fish Processors', salesArea: 'CA10' };
const EMPTY_STORAGE = { cookies: [], origins: [] };

/** The customer link of the open order (the rep's review access, rotated through the API). */
async function customerLink(page: Page): Promise<string> {
  const orderID = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('keyplan.session') ?? '{}') as { orderID: string }).orderID,
  );
  const rotated = await page.request.post(`/api/orders/${orderID}/review-access/rotate`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(rotated.status()).toBe(200);
  return ((await rotated.json()) as { reviewLink: string }).reviewLink;
}

async function checkGuestReview(
  browser: Browser,
  link: string,
  size: { width: number; height: number },
  viewport: string,
) {
  const context = await browser.newContext({ storageState: EMPTY_STORAGE, viewport: size, baseURL: APP_URL });
  try {
    const guest = await context.newPage();
    await guest.goto(link);
    await expect(guest).toHaveURL('/submit-review');
    await expect(guest.getByRole('article').first()).toBeVisible();
    // The installed order's key register too: its cards on a phone (issue 47).
    await expect(guest.getByRole('region', { name: 'Key register', exact: true })).toBeVisible();
    // No help button for a guest (SPEC §2): only the width and axe.
    await checkScreen(guest, 'submit-review', viewport, { help: false });
  } finally {
    await context.close();
  }
}

/** The installed system's key register: its table from md up, its list of cards on a phone. */
const keyRegister = (page: Page, system: string, viewport: string) =>
  page
    .getByRole('region', { name: 'Key register', exact: true })
    .getByRole(viewport === 'phone' ? 'list' : 'table', { name: `Key register of ${system}` });

/** Hands a copy of a key of the customer's installed system `system` out through the API. */
async function handOut(
  page: Page,
  system: string,
  keySymbol: string,
  copy: number,
  holder: { name: string; department: string },
) {
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const systems = (await (
    await page.request.get(`/api/customers/${CUSTOMER.ccid}/lock-systems`, { headers })
  ).json()) as {
    lockSystemID: string;
    name: string;
  }[];
  const { lockSystemID } = systems.find((entry) => entry.name === system)!;
  const handed = await page.request.post(
    `/api/lock-systems/${lockSystemID}/key-register/keys/${keySymbol}/copies/${copy}`,
    { headers, data: { action: 'handOut', holder } },
  );
  expect(handed.status(), await handed.text()).toBe(201);
}

const WORKERS = ['Ana Silva', 'Ben Okafor', 'Chloe Martin', 'Dev Patel'];

for (const { name, size } of VIEWPORTS) {
  test.describe(`no sideways scroll, nothing under the help button (${name})`, () => {
    test.use({ viewport: size });

    test('every screen of the walk', async ({ page, browser }) => {
      test.setTimeout(240_000);
      const system = `Wharf walk ${name}`;

      // Sign-in: the issuer's page (no help button before signing in).
      await page.goto('/customer-search');
      await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
      await checkScreen(page, 'sign-in', name, { help: false });
      await signIn(page, REP);

      // Administration for a rep: what it is for and the way back, in words for a signed-in person.
      await page.goto('/admin');
      await expect(page.getByText('Administration is for administrators')).toBeVisible();
      await checkScreen(page, 'admin-rep', name);

      await page.goto('/customer-search');
      await expect(page.getByText(/customers found/)).toBeVisible();
      await checkScreen(page, 'customer-search-all', name);
      await page.getByLabel('Search customers').fill('Maritime');
      await expect(page.getByText(CUSTOMER.name).first()).toBeVisible();
      // The search's answer, not the earlier list shown dimmed while it is on its way (axe would read it faded).
      await expect(page.getByText('1 customer found')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await checkScreen(page, 'customer-search', name);

      // A submitted order, so the walk meets the installed system, its engraving and its reorder.
      await newOrder(page, CUSTOMER, system, `PO-WALK-${name}`);
      await checkScreen(page, 'key-system', name);

      await page.getByRole('button', { name: 'Edit LOCK SET 1' }).click();
      await expect(page).toHaveURL(/\/set/);
      await page.getByLabel('Engrave the locks').check();
      await page.getByRole('combobox', { name: 'Font size' }).selectOption({ label: 'Medium (3.0 mm)' });
      await checkScreen(page, 'set', name);
      await page.getByRole('textbox', { name: 'Front line 1', exact: true }).fill('WHARF');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('All changes saved')).toBeVisible();

      await page.goto('/submit-system');
      await expect(page.getByRole('region', { name: 'Submit' })).toBeVisible();
      await checkScreen(page, 'submit-system-draft', name);
      await submitToSap(page);
      await checkScreen(page, 'submit-system', name);

      await checkGuestReview(browser, await customerLink(page), size, name);

      await page.getByRole('link', { name: 'Edit engraving' }).click();
      await expect(page).toHaveURL('/edit-engraving');
      await expect(page.getByRole('region', { name: /LOCK SET 1/ })).toBeVisible();
      await checkScreen(page, 'edit-engraving', name);

      // System Start with the installed system collapsed, then opened (Installed lock systems).
      await systemStart(page, CUSTOMER);
      const installed = page.getByRole('region', { name: 'Installed lock systems' });
      await expect(installed.getByRole('button', { name: new RegExp(`^${system} `) })).toBeVisible();
      await checkScreen(page, 'system-start', name);
      await installed.getByRole('button', { name: new RegExp(`^${system} `) }).click();
      await expect(installed.getByRole('link', { name: `Reorder locks for ${system}` })).toBeVisible();
      // The key register below it: a table from md up, a card per key copy on a phone (issue 47).
      await expect(keyRegister(page, system, name)).toBeVisible();
      await checkScreen(page, 'installed-systems', name);
      await handOut(page, system, 'AA1', 1, { name: 'Marie-Ève Tremblay-Lefebvre', department: 'Night maintenance' });
      await page.reload();
      await installed.getByRole('button', { name: new RegExp(`^${system} `) }).click();
      await expect(keyRegister(page, system, name).getByText('Marie-Ève Tremblay-Lefebvre')).toBeVisible();
      await checkScreen(page, 'key-register', name);

      await installed.getByRole('link', { name: `Reorder locks for ${system}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reorder Locks' })).toBeVisible();
      await page.getByRole('button', { name: 'Add a lock set' }).click();
      await page.getByRole('textbox', { name: 'Name of new lock set 1' }).fill('GATES');
      await page.getByRole('switch', { name: 'Engrave the locks (new lock set 1)' }).check();
      // The running price of the reorder being built.
      await expect(page.getByRole('region', { name: 'Price of this reorder' }).getByText(/^Total: CA\$/)).toBeVisible();
      await checkScreen(page, 'reorder', name);
      // A step further: a side line and a logo chosen as /set offers them (the thumbnail and Replace/Remove shown).
      await page.getByRole('textbox', { name: 'Left side line 1 (new lock set 1)' }).fill('GATE 4');
      await page
        .getByLabel('Front logo (new lock set 1) file')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_LOGO });
      await expect(page.getByRole('button', { name: 'Remove Front logo (new lock set 1)' })).toBeVisible();
      await checkScreen(page, 'reorder-logo', name);
    });

    test('a lockout/tagout lock set with its names list, and its workers’ key register', async ({ page }) => {
      test.setTimeout(240_000);
      const system = `Wharf lockout ${name}`;
      await signIn(page, REP, undefined, { startAt: '/customer-search' });
      const order = await createOrder(page, CUSTOMER, system, `PO-LOTO-${name}`);
      const systemId = order.orderLockSystems[0]!.orderLockSystemID;
      await openSystem(page, CUSTOMER, system);
      // The long lock set name the installed keys table once broke into fragments.
      await page.getByRole('button', { name: 'Edit LOCK SET 1' }).click();
      await expect(page).toHaveURL(/\/set\?lockSetId=/);
      const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
      await field('Name').fill('ELECTRICAL LOTO');
      await page.getByLabel(/^Lockout\/tagout: safety padlocks/).check();
      await field('Department').fill('Maintenance');
      await page.getByLabel('Supervisor master key under a written removal procedure').check();
      await field('Names list').fill(WORKERS.join('\n'));
      await page.getByRole('button', { name: 'Fill engravings' }).click();
      await expect(page.getByRole('list', { name: 'Locks and their workers' }).getByRole('listitem')).toHaveCount(
        WORKERS.length,
      );
      await checkScreen(page, 'set-lockout', name);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('All changes saved')).toBeVisible();

      await sendThroughApi(page, order.orderID, systemId);
      await systemStart(page, CUSTOMER);
      const installed = page.getByRole('region', { name: 'Installed lock systems' });
      await installed.getByRole('button', { name: new RegExp(`^${system} `) }).click();
      await expect(
        keyRegister(page, system, name).getByText(`Lockout/tagout: ${WORKERS[3]} (Maintenance)`).first(),
      ).toBeVisible();
      await checkScreen(page, 'key-register-lockout', name);
    });

    test('Administration, as an admin', async ({ page }) => {
      await signIn(page, ADMIN, undefined, { startAt: '/admin' });
      await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
      await checkScreen(page, 'admin', name);
    });
  });
}
