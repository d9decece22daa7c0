import type { Locator, Page } from '@playwright/test';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { settleScroll } from '../support/screen-checks.ts';
import { hierarchy, hierarchyRow, rowAction } from '../support/hierarchy.ts';
import { createOrder, openSystem } from '../support/orders.ts';
import { systemStart } from '../support/system-start.ts';

/**
 * Issue 16's layout points, as a person meets them at a wide desktop and a phone: the floating
 * help button never covers the prices on /set, the last row's button or the status chips on
 * System Start; the hierarchy shows its last group without the page being scrolled; the key
 * chart's tables fit a phone. Each viewport works for customers of its own (one database for
 * the whole run).
 */

/** Per viewport: a customer whose System Start lists only the test's systems, and one for the rest. */
const VIEWPORTS = [
  {
    name: 'desktop',
    size: { width: 1440, height: 900 },
    listed: { ccid: '0000300007', name: 'Vienna Water Works', salesArea: 'EU10' },
    customer: { ccid: '0000400003', name: 'Severn Power Station', salesArea: 'UK10' },
  },
  {
    name: 'phone',
    size: { width: 390, height: 844 },
    listed: { ccid: '0000300006', name: 'Baltic Energy Grid AB', salesArea: 'EU10' },
    customer: { ccid: '0000400004', name: 'Midlands Rail Depot', salesArea: 'UK10' },
  },
] as const;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const helpButton = (page: Page) =>
  page.getByRole('complementary', { name: 'Help' }).getByRole('button', { name: 'Request Assistance' });

const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The part of the viewport that shows the page: below the sticky app bar. */
async function visibleArea(page: Page): Promise<Rect> {
  const banner = await page.getByRole('banner').boundingBox();
  const { width, height } = page.viewportSize()!;
  const top = banner ? banner.y + banner.height : 0;
  return { x: 0, y: top, width, height: height - top };
}

const within = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

interface ClearOptions {
  /** Each target must be wholly on screen (else only the targets that show are checked). */
  onScreen?: boolean;
}

/**
 * Every target that shows on screen is clear of the help button; with `onScreen`, every target
 * must show, whole. Failures name the targets by their text.
 */
async function expectClearOfHelp(page: Page, targets: Locator, what: string, options: ClearOptions = {}) {
  const help = await helpButton(page).boundingBox();
  expect(help, 'the help button shows').not.toBeNull();
  const area = await visibleArea(page);
  const problems: string[] = [];
  const count = await targets.count();
  expect(count, `${what}: something to check`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const target = targets.nth(index);
    const box = await target.boundingBox();
    const label = `${(await target.innerText()).trim() || (await target.getAttribute('aria-label'))} at ${JSON.stringify(box)}`;
    if (!box) {
      if (options.onScreen) problems.push(`${label}: not shown`);
      continue;
    }
    if (options.onScreen && !within(box, area)) problems.push(`${label}: not wholly on screen`);
    if (overlap(box, area) && overlap(box, help!)) problems.push(`${label}: under the help button`);
  }
  expect(problems, `${what} (help button at ${JSON.stringify(help)})`).toEqual([]);
}

/**
 * Scrolls the page from its top to its end with the mouse wheel, a bit less than half a screen
 * at a time, over `over` (a part of the page that does not scroll by itself), and runs `check`
 * at the top and after every turn.
 */
async function scrollThrough(page: Page, over: Locator, check: () => Promise<void>) {
  await pressOnPage(page, 'Home');
  const box = await over.boundingBox();
  await page.mouse.move(box!.x + 8, Math.max(box!.y + 8, 120));
  const step = page.viewportSize()!.height * 0.4;
  for (let turn = 0; turn < 60; turn += 1) {
    await check();
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, step);
    await settleScroll(page);
    if ((await page.evaluate(() => window.scrollY)) === before) return;
  }
  throw new Error('the page did not reach its end');
}

/** Presses a key with nothing focused, as after a click on the page's background: it scrolls the page. */
async function pressOnPage(page: Page, key: 'Home' | 'End') {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press(key);
  await settleScroll(page);
}

async function scrollToEnd(page: Page) {
  await pressOnPage(page, 'End');
  await expect
    .poll(() =>
      page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight),
    )
    .toBe(true);
}

for (const { name, size, listed, customer } of VIEWPORTS) {
  test.describe(`layout (${name})`, () => {
    test.use({ viewport: size });

    test('/set: the prices are never under the help button', async ({ page }) => {
      const system = `Prices ${name}`;
      const order = await createOrder(page, customer, system);
      await openSystem(page, customer, system);
      const lockSetId = order.orderLockSystems[0]!.masterKeys[0]!.lockSets[0]!.lockSetID;
      await page.goto(`/set?lockSetId=${lockSetId}`);
      await expect(page.getByRole('heading', { level: 2, name: 'LOCK SET 1' })).toBeVisible();
      // Engraved on every face: the form is as long as it gets, the price has its most lines.
      await page.getByLabel('Engrave the locks').check();
      await page.getByLabel('Engrave the keys').check();
      const prices = page.getByRole('table', { name: 'Lock set price' });
      await expect(prices.getByRole('row', { name: 'System total' })).toContainText('£');
      const figures = prices.getByRole('cell');
      await expect(figures).toHaveCount(7);
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);

      if (name === 'desktop') {
        // The price stays beside the form while it scrolls: whole, and clear of the help button.
        await scrollThrough(page, page.getByRole('form', { name: 'Lock set' }), () =>
          expectClearOfHelp(page, figures, 'the price figures', { onScreen: true }),
        );
      } else {
        // On a phone the price comes after the form: each figure read where scrolling brings it.
        for (const figure of await figures.all()) {
          await figure.scrollIntoViewIfNeeded();
          await expectClearOfHelp(page, figure, 'a price figure', { onScreen: true });
        }
      }
      await scrollToEnd(page);
      await expectClearOfHelp(page, figures, 'the price figures at the end of the page', { onScreen: true });
      await saveScreenshot(page, `layout-set-prices-${name}`);
    });

    test('System Start: the status chips and the last row’s button are never under the help button', async ({
      page,
    }) => {
      const names = Array.from({ length: 6 }, (_, index) => `Chips ${name} ${index + 1}`);
      for (const system of names) await createOrder(page, listed, system);
      await systemStart(page, listed);
      const systems =
        name === 'desktop'
          ? page.getByRole('table', { name: `Systems of ${listed.name}` })
          : page.getByRole('list', { name: `Systems of ${listed.name}` });
      const open = systems.getByRole('button', { name: /^Open / });
      await expect(open).toHaveCount(names.length);
      const chips = systems.getByText('Draft', { exact: true });
      await expect(chips).toHaveCount(names.length);
      await expectNoViolations(page);
      await saveScreenshot(page, `layout-system-start-${name}`);

      // Scrolled by the wheel from the top to the end: no chip ever goes under the help button.
      await scrollThrough(page, page.getByRole('heading', { level: 1, name: 'System Start' }), () =>
        expectClearOfHelp(page, chips, 'the status chips'),
      );

      // By keyboard from the row before: the browser brings the last row's buttons clear of it.
      await pressOnPage(page, 'Home');
      await open.nth(names.length - 2).focus();
      const last = await open.last().getAttribute('aria-label');
      for (let press = 0; press < 3; press += 1) await page.keyboard.press('Tab');
      await expect(open.last()).toBeFocused();
      await settleScroll(page);
      await expectClearOfHelp(page, open.last(), `${last}, reached by Tab`, { onScreen: true });
      // Not settled: the focused button's ripple pulses for as long as it has focus.
      await saveScreenshot(page, `layout-system-start-last-row-tab-${name}`, { settle: false });

      // At the end of the page, every button of the last row shows clear of it.
      await scrollToEnd(page);
      const lastRow = name === 'desktop' ? systems.getByRole('row').last() : systems.getByRole('listitem').last();
      await expectClearOfHelp(page, lastRow.getByRole('button'), 'the last row’s buttons at the end', {
        onScreen: true,
      });
      await saveScreenshot(page, `layout-system-start-end-${name}`);
    });

    test('the hierarchy shows its last group when its list is scrolled to the end', async ({ page }) => {
      const system = `Hierarchy ${name}`;
      await createOrder(page, customer, system);
      await openSystem(page, customer, system);
      const add = (label: string) => hierarchy(page).getByRole('button', { name: label });
      for (const masterKey of ['MASTER KEY 2', 'MASTER KEY 3', 'MASTER KEY 4']) {
        await add('Add master key').click();
        await expect(hierarchyRow(page, masterKey)).toHaveCount(1);
        await rowAction(page, masterKey, 'Add lock set');
      }
      for (let count = 0; count < 3; count += 1) await add('Add lock set without master key').click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('All changes saved')).toBeVisible();
      // 4 master keys with a lock set each, 3 lock sets without one: 13 rows, more than fit.
      await page.reload();
      await expect(page.getByText('All changes saved')).toBeVisible();
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);

      // The page as it opens; the wheel over the list scrolls the list, not the page.
      const list = hierarchy(page).getByRole('list', { name: 'Lock system hierarchy' });
      await hierarchyRow(page, 'GRAND MASTER KEY').hover();
      await page.mouse.wheel(0, 5000);
      const group = hierarchy(page).getByRole('button', { name: 'Lock sets without a master key' });
      await expect(group).toBeVisible();
      await expect.poll(() => list.evaluate((element) => element.parentElement!.scrollTop)).toBeGreaterThan(0);
      await settleScroll(page);
      expect(await page.evaluate(() => window.scrollY), 'the page did not scroll').toBe(0);

      await expect(hierarchyRow(page, 'LOCK SET 7')).toBeVisible();
      const lastRows = hierarchy(page)
        .getByRole('listitem')
        .filter({ has: page.getByText(/^(Lock sets without a master key|LOCK SET [567])$/) });
      await expect(lastRows).toHaveCount(4);
      await expect(group).toBeInViewport({ ratio: 1 });
      await expectClearOfHelp(page, lastRows, 'the last group', { onScreen: true });
      await expectClearOfHelp(
        page,
        hierarchyRow(page, 'LOCK SET 7').getByRole('button', { name: /^(Edit|Actions for) LOCK SET 7$/ }),
        'the last row’s buttons',
        { onScreen: true },
      );
      await saveScreenshot(page, `layout-hierarchy-last-group-${name}`);
    });

    test('the key chart fits the screen: every key’s symbol and blind code readable without scrolling sideways', async ({
      page,
    }) => {
      const system = `Chart ${name}`;
      await createOrder(page, customer, system);
      await openSystem(page, customer, system);
      await page.getByRole('link', { name: 'Charting file' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Charting File' })).toBeVisible();
      await page.getByRole('button', { name: 'Chart key codes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Chart key codes' });
      await dialog.getByRole('button', { name: 'Chart key codes' }).click();
      await expect(page.getByText('Key codes charted for 1 lock set.')).toBeVisible();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: /^LOCK SET 1/ }).click();

      const keys = page.getByRole('table', { name: 'Grand master and master keys' });
      const locks = page.getByRole('table', { name: 'Locks of LOCK SET 1' });
      // Still tables to a screen reader: rows of cells under their column headers.
      const grandMaster = keys.getByRole('row', { name: /GRAND MASTER KEY/ });
      await expect(grandMaster.getByRole('cell')).toHaveText(['Grand master', 'A', /^[A-Z0-9]{6,}$/, '1']);
      await expect(keys.getByRole('columnheader')).toHaveText(['Key', 'Level', 'Key symbol', 'Blind code', 'Keys']);
      await expect(locks.getByRole('row')).toHaveCount(2);
      await expect(locks.getByRole('row').nth(1).getByRole('cell')).toHaveCount(5);
      await expectNoHorizontalScroll(page);
      const { width } = page.viewportSize()!;
      for (const table of [keys, locks]) {
        // No part of the table is hidden to the side of its box or of the screen.
        const sideways = await table.evaluate((element) => {
          const box = element.closest('[role="region"]') ?? element;
          return box.scrollWidth - box.clientWidth;
        });
        expect(sideways, 'the table scrolls sideways by this many pixels').toBeLessThanOrEqual(0);
        const outside: string[] = [];
        for (const cell of await table.getByRole('cell').or(table.getByRole('rowheader')).all()) {
          const box = (await cell.boundingBox())!;
          if (box.x < 0 || box.x + box.width > width + 0.5)
            outside.push(`${await cell.innerText()} at x ${Math.round(box.x)}–${Math.round(box.x + box.width)}`);
        }
        expect(outside, `cells of '${await table.getAttribute('aria-label')}' beside the screen`).toEqual([]);
      }
      await expectNoViolations(page);
      await saveScreenshot(page, `layout-key-chart-${name}`, { fullPage: true });
    });
  });
}
