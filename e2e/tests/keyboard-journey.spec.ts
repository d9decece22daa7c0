import type { Locator, Page } from '@playwright/test';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { expectNoViolations } from '../support/page-checks.ts';
import { focusedName, tabTo } from '../support/keyboard.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { systemStart, type DemoCustomer } from '../support/system-start.ts';

/**
 * Issue 30, "every control answers the keyboard": a rep who uses no mouse builds a system with
 * two master keys and three lock sets, edits a lock set, charts and submits it. Only the keyboard
 * (page.keyboard) acts on the page; after each step the test checks where focus is, and axe
 * checks every screen. At a desktop's 1440×900 and a phone's 390×844.
 */

const GULF: DemoCustomer = { ccid: '0000100009', name: 'Gulf Coast Refining', salesArea: 'US10' };

/** Presses ArrowUp (or ArrowDown) until `target`, a row of the hierarchy, has focus. */
async function arrowTo(page: Page, target: Locator, key: 'ArrowUp' | 'ArrowDown' = 'ArrowUp', max = 20) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of ${key}`);
}

/** On a phone, the key system's view `name`: Shift+Tab to the selected tab, the arrows to it, Enter. */
async function phoneView(page: Page, name: 'Hierarchy' | 'Sets' | 'Detail' | 'Summary') {
  const tabs = page.getByRole('tablist', { name: 'Key system views' });
  await tabTo(page, tabs.getByRole('tab', { selected: true }), { back: true });
  for (let presses = 0; presses < 4; presses += 1) {
    if (await tabs.getByRole('tab', { name }).evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(tabs.getByRole('tab', { name })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tabs.getByRole('tab', { name, selected: true })).toBeVisible();
}

/** With focus on the row `row`, Tab to its actions, Enter, the arrows to `item`, Enter. */
async function pickFromRowMenu(page: Page, row: string, item: string) {
  await tabTo(page, page.getByRole('button', { name: `Actions for ${row}` }));
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `Actions for ${row}` });
  const menuItem = menu.getByRole('menuitem', { name: item });
  for (let presses = 0; presses < 8; presses += 1) {
    if (await menuItem.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(menuItem).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
}

async function focusIsNotLost(page: Page) {
  await expect.poll(() => focusedName(page), { message: 'focus fell to the page' }).not.toMatch(/^BODY/);
}

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`keyboard only at ${viewport.width}×${viewport.height}: two master keys, three lock sets, an edit, charting and submission`, async ({
    page,
  }) => {
    test.slow();
    const phone = viewport.name === 'phone';
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const name = `Keyboard ${viewport.name}`;

    // System Start (the customer picked as Customer Search does): New order.
    await systemStart(page, GULF);
    await expectNoViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'New order', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/system-add-or-edit');

    // The header: a name, then Continue.
    const systemName = page.getByRole('textbox', { name: 'System name' });
    await expect(systemName).toBeVisible();
    await expectNoViolations(page);
    await tabTo(page, systemName);
    await page.keyboard.type(name);
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/key-system');
    await expect(page.getByRole('heading', { level: 1, name: 'Key System' })).toBeVisible();
    await expectNoViolations(page);

    // Add master key: focus goes to MASTER KEY 2's row.
    const hierarchy = page.getByRole('region', { name: 'Hierarchy' });
    const addMasterKey = hierarchy.getByRole('button', { name: 'Add master key' });
    await tabTo(page, addMasterKey);
    // The outlined button shows a focus ring (WCAG 2.4.7): a solid outline at least 2 px wide.
    const ring = await addMasterKey.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^MASTER KEY 2/ })).toBeFocused();
    await saveScreenshot(page, `keyboard-${viewport.name}-master-key-added`);

    // Two lock sets under MASTER KEY 2 through its row's actions menu: focus goes to each new row.
    for (const lockSet of ['LOCK SET 2', 'LOCK SET 3']) {
      // Only one row of the list is in the Tab order: the arrows reach MASTER KEY 2, Tab its actions.
      await arrowTo(page, page.getByRole('button', { name: /^MASTER KEY 2/ }));
      await tabTo(page, page.getByRole('button', { name: 'Actions for MASTER KEY 2' }));
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: 'Actions for MASTER KEY 2' });
      await expect(menu.getByRole('menuitem', { name: 'Add lock set' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: new RegExp(`^${lockSet}`) })).toBeFocused();
    }
    // The arrows move between the rows, wherever focus is in the list.
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('button', { name: /^LOCK SET 2/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: /^LOCK SET 3/ })).toBeFocused();

    // Duplicate LOCK SET 3: focus goes to the copy. Delete the copy: focus goes to MASTER KEY 2.
    await pickFromRowMenu(page, 'LOCK SET 3', 'Duplicate');
    const copy = page.locator('[data-row-primary]:focus');
    await expect(copy).toHaveCount(1);
    const copyName = (await copy.innerText()).split('\n')[0]!.trim();
    expect(copyName).not.toBe('LOCK SET 3');
    await pickFromRowMenu(page, copyName, 'Delete…');
    const deleteDialog = page.getByRole('dialog', { name: `Delete ${copyName}?` });
    await tabTo(page, deleteDialog.getByRole('button', { name: 'Delete', exact: true }));
    await page.keyboard.press('Enter');
    await expect(deleteDialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^MASTER KEY 2/ })).toBeFocused();
    await arrowTo(page, page.getByRole('button', { name: /^LOCK SET 3/ }), 'ArrowDown');

    if (phone) await phoneView(page, 'Summary');
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText(/Master keys\s*2/);
    await expect(summary).toContainText(/Lock sets\s*3/);
    await expectNoViolations(page);

    // Edit LOCK SET 3: two locks a set, then back to the hierarchy.
    if (phone) await phoneView(page, 'Hierarchy');
    // Into the list (one Tab stop), the arrows to LOCK SET 3, Tab to its Edit.
    await tabTo(page, page.locator('ul[aria-label="Lock system hierarchy"] [data-row-primary][tabindex="0"]'));
    await arrowTo(page, page.getByRole('button', { name: /^LOCK SET 3/ }), 'ArrowDown');
    await tabTo(page, page.getByRole('button', { name: 'Edit LOCK SET 3' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/set/);
    await expect(page.getByRole('heading', { level: 2, name: 'LOCK SET 3' })).toBeVisible();
    await expectNoViolations(page);
    const locks = page.getByRole('textbox', { name: 'Locks per set', exact: true });
    await tabTo(page, locks);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2');
    await expect(locks).toHaveValue('2');
    await tabTo(page, page.getByRole('button', { name: 'Back to key system' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/key-system');
    await focusIsNotLost(page);

    // Save: focus stays on a control.
    await tabTo(page, page.getByRole('button', { name: 'Save' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByText('All changes saved')).toBeVisible();
    await focusIsNotLost(page);

    // The charting file: chart the key codes through the dialog.
    await tabTo(page, page.getByRole('link', { name: 'Charting file' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/charting-file');
    await expect(page.getByRole('heading', { level: 1, name: 'Charting File' })).toBeVisible();
    await expectNoViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'Chart key codes' }));
    await page.keyboard.press('Enter');
    const chartDialog = page.getByRole('dialog', { name: 'Chart key codes' });
    await expect(chartDialog).toBeVisible();
    await focusIsNotLost(page);
    await tabTo(page, chartDialog.getByRole('button', { name: 'Chart key codes' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Key codes charted for 3 lock sets.')).toBeVisible();
    await expect(chartDialog).toBeHidden();
    // Focus goes to what was made: the key codes' status.
    await expect(page.getByRole('region', { name: 'Key codes' }).locator('[tabindex="-1"]').first()).toBeFocused();
    await expectNoViolations(page);

    // Back to the key system, then Review and submit: Submit to SAP, confirmed in its dialog.
    await tabTo(page, page.getByRole('link', { name: 'Key system', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/key-system');
    await tabTo(page, page.getByRole('link', { name: 'Review and submit' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/submit-system');
    const submit = page.getByRole('region', { name: 'Submit' });
    // The URL changes before the screen's code has arrived: axe reads the screen itself.
    await expect(submit.getByRole('button', { name: 'Submit to SAP' })).toBeVisible();
    await expectNoViolations(page);
    await tabTo(page, submit.getByRole('button', { name: 'Submit to SAP' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Submit to SAP?' });
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: 'Submit to SAP' }));
    await page.keyboard.press('Enter');
    await expect(submit.getByText(/^SAP order number \d+$/)).toBeVisible({ timeout: 60_000 });
    await focusIsNotLost(page);
    await expectNoViolations(page);
    await saveScreenshot(page, `keyboard-${viewport.name}-submitted`);
  });
}
