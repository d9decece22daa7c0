import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';

/**
 * Issue 47's lockout/tagout rough edges, walked at 1440×900 and 390×844 against the real API: the
 * names template says how long a name may be, the worker names are priced as engraved lines and
 * named in the price (decision 0070), and the confirmation says each lock carries its worker's
 * name instead of "Engraving: none". Nothing is submitted. Maritime is the customer every spec
 * tolerates more systems for.
 */

const MARITIME = { ccid: '0000200005', name: 'Maritime Fish Processors', salesArea: 'CA10' };
const LOCK_SET = 'PRESS LOTO';
const WORKERS = ['J. Rivera', 'Ana Silva', 'Ben Okafor', 'Chloe Martin'];

const field = (page: Page, label: string): Locator => page.getByRole('textbox', { name: label, exact: true });

test.describe('Lockout/tagout words and prices', () => {
  test('the template says how long a name may be; the names are priced and named; the confirmation says so', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/customer-search');
    await page.evaluate(
      (value) => localStorage.setItem('keyplan.session', value),
      JSON.stringify({ ccid: MARITIME.ccid, customer: MARITIME, salesArea: MARITIME.salesArea }),
    );
    await page.goto('/system-start');
    await page.getByRole('button', { name: 'New order', exact: true }).click();
    await field(page, 'System name').fill('Press shop lockout words');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/key-system');
    await page.getByRole('button', { name: 'Edit LOCK SET 1' }).click();
    await field(page, 'Name').fill(LOCK_SET);
    await page.getByLabel(/^Lockout\/tagout: safety padlocks/).check();
    await field(page, 'Department').fill('Maintenance');
    await page.getByLabel('Supervisor master key under a written removal procedure').check();

    // The template's help: an example that fits ordinary names, and the room a name has with it.
    const template = field(page, 'Engraving template');
    await expect(template).toHaveAccessibleDescription(/With this template a name may have up to 14 characters\./);
    await expect(template).not.toHaveAccessibleDescription(/MAINT/);
    await template.fill('MAINT {NAME}');
    await expect(template).toHaveAccessibleDescription(/up to 8 characters\./);
    await template.fill('{NAME}');

    // The names are priced: one engraved line each, named in the lock set's price.
    const nameRow = page.getByRole('row', { name: /^Engraving, worker names/ });
    await expect(nameRow).toHaveCount(0);
    await field(page, 'Names list').fill(WORKERS.join('\n'));
    await page.getByRole('button', { name: 'Fill engravings' }).click();
    await expect(nameRow).toHaveAccessibleName(/^Engraving, worker names \(4 × CA\$1\.70\) CA\$6\.80$/);
    await expectNoViolations(page);
    await nameRow.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'lockout-words-price');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);
    await template.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'lockout-words-template-phone');
    await nameRow.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'lockout-words-price-phone');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', { name: 'Back to key system' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('All changes saved')).toBeVisible();
    await page.getByRole('link', { name: 'Review and submit' }).click();
    await expect(page).toHaveURL('/submit-system');
    const article = page.getByRole('article', { name: LOCK_SET });
    await expect(article.getByText('4 × CA$1.70 = CA$6.80')).toBeVisible();

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download confirmation (PDF)' }).click(),
    ]);
    const text = execFileSync('pdftotext', ['-layout', await file.path(), '-'], { encoding: 'utf8' });
    const loto = text.slice(text.indexOf(LOCK_SET)).replace(/\s+/g, ' ');
    expect(loto).not.toContain('Engraving: none');
    expect(loto).toContain('Engraving: the worker’s name on each lock, listed below');
    expect(loto).toContain('Lock 1: J. Rivera, engraved J. RIVERA');
    expect(loto).toContain('Engraving, worker names 4 CA$1.70 CA$6.80');
  });
});
