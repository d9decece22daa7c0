import { execFileSync } from 'node:child_process';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { xlsxRows } from '../support/spreadsheets.ts';
import { systemStart } from '../support/system-start.ts';

/**
 * Lockout/tagout (issue 35, decision 0035) against the real API and SAP stand-in: a department of
 * 12 workers gets one safety padlock each, engraved with a name from a pasted list, one key each,
 * under a supervisor master key with its warning; submitted, then the chart and confirmation name
 * each lock's worker, and the installed system's key register lists each key with its worker. Maritime is the customer every spec tolerates more systems for.
 */

const MARITIME = { ccid: '0000200005', name: 'Maritime Fish Processors', salesArea: 'CA10' };
const SYSTEM = 'Filleting line lockout';
const LOCK_SET = 'LINE 2 LOTO';
const WORKERS = [
  'Ana Silva',
  'Ben Okafor',
  'Chloe Martin',
  'Dev Patel',
  'Eli Cohen',
  'Fay Wong',
  'Gus Berg',
  'Hana Ito',
  'Ivan Petrov',
  'Jo Murphy',
  'Kai Larsen',
  'Lea Dubois',
];
const WARNING = 'A master key opens every lock of this set. Keep it with a supervisor';

const field = (page: Page, label: string): Locator => page.getByRole('textbox', { name: label, exact: true });

function pdfText(path: string): string {
  return execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

async function download(page: Page, button: Locator): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return file;
}

async function newOrder(page: Page) {
  await page.goto('/customer-search');
  await page.evaluate(
    (value) => localStorage.setItem('keyplan.session', value),
    JSON.stringify({ ccid: MARITIME.ccid, customer: MARITIME, salesArea: MARITIME.salesArea }),
  );
  await page.goto('/system-start');
  await page.getByRole('button', { name: 'New order', exact: true }).click();
  await field(page, 'System name').fill(SYSTEM);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/key-system');
}

async function openLockSet(page: Page, name: string) {
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/set\?lockSetId=/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test.describe('Lockout/tagout', () => {
  test('a department of 12 workers: names pasted, one key each, a supervisor master key; submitted, charted, keys registered by worker', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await newOrder(page);
    await openLockSet(page, 'LOCK SET 1');
    await field(page, 'Name').fill(LOCK_SET);
    await page.getByLabel(/^Lockout\/tagout: safety padlocks/).check();
    // Turning it on asks for what the rules ask: keyed different, one key per lock, engraved locks.
    await expect(field(page, 'Keys per lock')).toHaveValue('1');
    await expect(page.getByLabel('Engrave the locks')).toBeChecked();

    // The editor's issues name the LOTO rules the draft breaks, in plain words.
    await page.getByRole('button', { name: 'Back to key system' }).click();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText(/A master key opens these lockout\/tagout locks/)).toBeVisible();
    await expect(summary.getByText(/Name the department these lockout\/tagout locks belong to/)).toBeVisible();
    await saveScreenshot(page, 'lockout-issues', { fullPage: true });
    await openLockSet(page, LOCK_SET);

    await field(page, 'Department').fill('Filleting');
    await page.getByLabel('Supervisor master key under a written removal procedure').check();
    await expect(page.getByText(WARNING)).toBeVisible();

    // A name that cannot be engraved is reported, not cut.
    const names = field(page, 'Names list');
    await names.fill([...WORKERS.slice(0, 11), 'Zoë Tremblay'].join('\n'));
    await page.getByRole('button', { name: 'Fill engravings' }).click();
    await expect(page.getByText("Line 12 (Zoë Tremblay): 'Ë' cannot be engraved")).toBeVisible();
    await expect(page.getByText(/needs its worker’s name or ID engraved \(11 have one\)/)).toBeVisible();

    await names.fill(WORKERS.join('\n'));
    await page.getByRole('button', { name: 'Fill engravings' }).click();
    await expect(page.getByText(/cannot be engraved as they are/)).toHaveCount(0);
    const locks = page.getByRole('list', { name: 'Locks and their workers' }).getByRole('listitem');
    await expect(locks).toHaveCount(12);
    await expect(locks.nth(0)).toHaveText('ANA SILVA — Ana Silva');
    await expect(locks.nth(11)).toHaveText('LEA DUBOIS — Lea Dubois');
    await expect(field(page, 'Locks per set')).toHaveValue('12');
    await expect(field(page, 'Keys per lock')).toHaveValue('1');
    await expectNoViolations(page);
    await saveScreenshot(page, 'lockout-lock-set', { fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);
    await expectNoViolations(page);
    await page.getByText(WARNING).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'lockout-lock-set-phone');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', { name: 'Back to key system' }).click();
    await expect(summary.getByText('No issues: every lock set is complete and valid.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('All changes saved')).toBeVisible();
    await page.getByRole('link', { name: 'Review and submit' }).click();
    await expect(page).toHaveURL('/submit-system');

    const article = page.getByRole('article', { name: LOCK_SET });
    await expect(article.getByText('Lockout/tagout, department Filleting')).toBeVisible();
    await expect(article.getByText('Each lock: its worker’s name or ID, listed below')).toBeVisible();
    await expect(article.getByText('Lock 12: Lea Dubois, engraved LEA DUBOIS')).toBeVisible();
    await expect(article.getByText(/Supervisor master key under a written removal procedure/)).toBeVisible();
    await expectNoViolations(page);

    const submit = page.getByRole('region', { name: 'Submit' });
    await submit.getByRole('button', { name: 'Submit to SAP' }).click();
    await page.getByRole('dialog', { name: 'Submit to SAP?' }).getByRole('button', { name: 'Submit to SAP' }).click();
    await expect(submit.getByText(/^SAP order number \d+$/)).toBeVisible({ timeout: 60_000 });
    await saveScreenshot(page, 'lockout-submitted', { fullPage: true });

    const confirmation = pdfText(
      await (await download(page, page.getByRole('button', { name: 'Download confirmation (PDF)' }))).path(),
    );
    expect(confirmation).toContain('Lockout/tagout, department Filleting');
    expect(confirmation).toContain('Lock 1: Ana Silva, engraved ANA SILVA');
    expect(confirmation).toContain('Supervisor master key under a written removal procedure');

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);
    await expectNoViolations(page);
    await article.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'lockout-submit-system-phone');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The chart: every lock with its worker and department.
    await page.goto('/charting-file');
    await expect(page.getByRole('table', { name: 'Grand master and master keys' })).toBeVisible();
    const xlsx = await xlsxRows(
      await (await download(page, page.getByRole('button', { name: 'XLSX', exact: true }))).path(),
    );
    expect(xlsx[0]!.at(-1)).toBe('Lockout/tagout');
    const lotoCells = xlsx.map((row) => row.at(-1)).filter((cell) => cell?.startsWith('Lockout/tagout,'));
    expect(lotoCells).toEqual(
      WORKERS.map((worker) => `Lockout/tagout, Filleting: ${worker} (engraved ${worker.toUpperCase()})`),
    );
    const chart = pdfText(await (await download(page, page.getByRole('button', { name: 'PDF', exact: true }))).path());
    for (const worker of ['Ana Silva', 'Lea Dubois']) expect(chart).toContain(worker);
    expect(chart).toContain('Lockout/tagout');
    await expectNoViolations(page);
    await saveScreenshot(page, 'lockout-charting-file', { fullPage: true });

    // The installed system's key register: each LOTO key with its worker, the master key the supervisor's.
    await systemStart(page, MARITIME);
    const installed = page.getByRole('region', { name: 'Installed lock systems' });
    await installed.getByRole('button', { name: new RegExp(`^${SYSTEM} `) }).click();
    const register = page.getByRole('region', { name: 'Key register', exact: true });
    for (const worker of WORKERS)
      await expect(
        register.getByRole('row', { name: new RegExp(`Lockout/tagout: ${worker} \\(Filleting\\)`) }),
      ).toHaveCount(1);
    await expect(register.getByText('Lockout/tagout supervisor master key (Filleting)').first()).toBeVisible();

    // Handing out Ana Silva's key suggests her; someone else is warned about and asked why.
    const anaRow = register.getByRole('row', { name: /Lockout\/tagout: Ana Silva \(Filleting\)/ });
    await anaRow.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Hand out' }).click();
    const handOut = page.getByRole('dialog', { name: /^Hand out: / });
    await expect(handOut.getByRole('textbox', { name: 'Holder name' })).toHaveValue('Ana Silva');
    await expect(handOut.getByRole('textbox', { name: 'Department or role' })).toHaveValue('Filleting');
    await handOut.getByRole('textbox', { name: 'Holder name' }).fill('Sam Reid');
    await expect(handOut.getByText(/This is Ana Silva’s lockout\/tagout key\./)).toBeVisible();
    await expectNoViolations(page);
    await saveScreenshot(page, 'lockout-key-register-warning');
    await handOut.getByRole('textbox', { name: 'Holder name' }).fill('Ana Silva');
    await expect(handOut.getByText(/This is Ana Silva’s lockout\/tagout key\./)).toHaveCount(0);
    await handOut.getByRole('button', { name: 'Hand out' }).click();
    await expect(handOut).toBeHidden();
    await expect(anaRow.getByText('Ana Silva (Filleting)', { exact: true })).toBeVisible();
    await expectNoViolations(page);
    await anaRow.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'lockout-key-register');

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);
    await expectNoViolations(page);
    // On a phone each key copy is a card (issue 47).
    await register.getByRole('listitem', { name: /Lockout\/tagout: Ben Okafor/ }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'lockout-key-register-phone');
  });
});
