import type { Page } from '@playwright/test';
import { APP_URL, SAP_AUTHORIZATION, SAP_ODATA } from '../support/env.ts';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { newOrder, submitToSap } from '../support/orders.ts';
import { systemStart } from '../support/system-start.ts';
import { asAdmin } from '../support/sign-in.ts';

/**
 * Issue 12, as a rep would: a new default system is submitted without a dummy edit; a send that
 * fails shows "failed" with SAP's message on System Start, Key System and Submit System, is
 * reopened for correction and sent again; each irreversible action asks first (Cancel leaves
 * everything as it was); an engraving edit of a submitted order reaches the SAP stand-in as an
 * update of the same order; the stand-in completing the order moves it to Completed; a cancel
 * moves it to Canceled; the status history shows each step with why. Customers of their own: the
 * servers keep one database for the whole run.
 */

const SIERRA = { ccid: '0000100003', name: 'Sierra Power Cooperative', salesArea: 'US10' };
const HUDSON = { ccid: '0000100008', name: 'Hudson Valley Water Authority', salesArea: 'US10' };

const historyEntry = (page: Page, step: string) =>
  page.getByRole('region', { name: 'Status history' }).getByRole('listitem').filter({ hasText: step });

test.describe('after submission', () => {
  test('a default system is submitted without an edit; a failed send shows failed everywhere, is reopened, sent again, then canceled', async ({
    page,
    browser,
  }) => {
    // Six sends with back-off (about 31 s) before the rest of the journey: more than a minute on a busy machine.
    test.slow();
    const name = 'Sierra substations';
    await newOrder(page, SIERRA, name, 'PO-SIERRA-12');
    // The untouched default tree is valid and priced: Ready at once, nothing to save.
    await expect(page.getByText('All changes saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.getByRole('link', { name: 'Review and submit' }).click();
    const submit = page.getByRole('region', { name: 'Submit' });
    await expect(submit.getByRole('button', { name: 'Submit to SAP' })).toBeEnabled();

    // SAP answers 503 to all six attempts (1 + 2 + 4 + 8 + 16 s of back-off).
    await asAdmin(browser, async (admin, authorization) => {
      const armed = await admin.request.put(`${APP_URL}/api/dev/sap-faults`, {
        headers: { authorization },
        data: { fail5xx: 6 },
      });
      expect(armed.status()).toBe(204);
    });
    await submit.getByRole('button', { name: 'Submit to SAP' }).click();
    await page.getByRole('dialog', { name: 'Submit to SAP?' }).getByRole('button', { name: 'Submit to SAP' }).click();
    await expect(submit.getByText('SAP could not be reached')).toBeVisible({ timeout: 90_000 });
    await page.reload();
    const sapMessage = /temporarily unavailable \(injected fault\) \(SAP \/IWFND\/CM_BEC\/004\)/;
    await expect(page.getByText('Send failed').first()).toBeVisible();
    await expect(page.getByText(sapMessage).first()).toBeVisible();
    await expectNoViolations(page);
    await saveScreenshot(page, 'submit-system-send-failed', { fullPage: true });

    // Key System says so too.
    await page.getByRole('link', { name: 'Back to the key system' }).click();
    await expect(page).toHaveURL('/key-system');
    await expect(page.getByText('Send failed')).toBeVisible();
    await expect(page.getByText(sapMessage)).toBeVisible();

    // So does System Start, and its filter finds the failed sends.
    await systemStart(page, SIERRA);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByText('Send failed')).toBeVisible();
    await expect(row.getByText(sapMessage)).toBeVisible();
    await page.getByRole('combobox', { name: 'Send to SAP' }).selectOption({ label: 'Sent to SAP' });
    await expect(page.getByText('No systems match these filters.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Send to SAP' }).selectOption({ label: 'Send failed' });
    await expect(row).toBeVisible();
    await expect(page).toHaveURL(/send=failed/);
    await saveScreenshot(page, 'system-start-send-failed');

    // Reopen asks first; Cancel leaves it failed.
    await page.getByRole('button', { name: `Open ${name}` }).click();
    await page.getByRole('link', { name: 'Review and submit' }).click();
    await submit.getByRole('button', { name: 'Reopen for correction' }).click();
    const reopen = page.getByRole('dialog', { name: 'Reopen for correction?' });
    await expect(reopen).toContainText('SAP never received this order');
    await reopen.getByRole('button', { name: 'Cancel' }).click();
    await expect(reopen).toBeHidden();
    await expect(submit.getByText('SAP could not be reached')).toBeVisible();
    await submit.getByRole('button', { name: 'Reopen for correction' }).click();
    await reopen.getByRole('button', { name: 'Reopen' }).click();
    await expect(submit.getByRole('button', { name: 'Submit to SAP' })).toBeEnabled();
    await expect(historyEntry(page, 'Submitted → Draft (ready to submit)')).toContainText(
      /Why: Reopened for correction.*temporarily unavailable/,
    );

    // Sent again, once.
    const sapNumber = await submitToSap(page);
    expect(Number(sapNumber)).toBeGreaterThan(0);

    // Cancel asks why; without a reason nothing happens; Keep the order leaves it Submitted.
    await submit.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this order?' });
    await cancel.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(cancel.getByText('Say why: the reason is kept in the status history.')).toBeVisible();
    await cancel.getByRole('button', { name: 'Keep the order' }).click();
    await expect(cancel).toBeHidden();
    await expect(submit.getByText('Submitted', { exact: true })).toBeVisible();
    await submit.getByRole('button', { name: 'Cancel order' }).click();
    await cancel.getByRole('textbox', { name: 'Why is it canceled?' }).fill('The cooperative moved the substation');
    await saveScreenshot(page, 'cancel-order-dialog');
    await cancel.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(submit.getByText('Canceled', { exact: true })).toBeVisible();
    await expect(submit.getByText(/Cancellation: Sent to SAP/)).toBeVisible({ timeout: 30_000 });
    await expect(historyEntry(page, 'Submitted → Canceled')).toContainText('Why: The cooperative moved the substation');
    await expect(historyEntry(page, 'Draft (ready to submit) → Submitted')).toHaveCount(2);
    await expectNoViolations(page);
    await saveScreenshot(page, 'submit-system-canceled', { fullPage: true });
  });

  for (const viewport of [
    { name: 'desktop', size: { width: 1440, height: 900 } },
    { name: 'phone', size: { width: 390, height: 844 } },
  ] as const) {
    test(`an engraving edit of a submitted order reaches SAP as an update of the same order; SAP completes it (${viewport.name})`, async ({
      page,
      browser,
      request,
    }) => {
      await page.setViewportSize(viewport.size);
      const name = `Hudson pump houses ${viewport.name}`;
      await newOrder(page, HUDSON, name, `PO-HUDSON-${viewport.name}`);
      await page.getByRole('button', { name: 'Edit LOCK SET 1' }).click();
      await expect(page).toHaveURL(/\/set\?lockSetId=/);
      await page.getByLabel('Engrave the locks').check();
      await page.getByRole('combobox', { name: 'Font size' }).selectOption({ label: 'Medium (3.0 mm)' });
      await page.getByRole('textbox', { name: 'Front line 1', exact: true }).fill('PUMP 4');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('All changes saved')).toBeVisible();
      await page.goto('/submit-system');
      const sapNumber = await submitToSap(page);

      await page.getByRole('link', { name: 'Edit engraving' }).click();
      await expect(page).toHaveURL('/edit-engraving');
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Engraving' })).toBeVisible();
      // It names the order and its customer under the title.
      await expect(
        page.getByText(`${name} · SAP ${sapNumber} / line 10 · ${HUDSON.name} (${HUDSON.ccid})`),
      ).toBeVisible();
      const lockSet = page.getByRole('region', { name: /LOCK SET 1/ });
      const front = lockSet.getByRole('textbox', { name: 'LOCK SET 1, front line 1', exact: true });
      await expect(front).toHaveValue('PUMP 4');
      await front.fill('pump 5@');
      // The editor's rules: capitals, refused characters said at the field.
      await expect(front).toHaveValue('PUMP 5');
      await expect(lockSet.getByText("'@' cannot be engraved")).toBeVisible();
      const differences = page.getByRole('region', { name: 'Changes against what was sent' });
      await expect(differences.getByRole('row', { name: /LOCK SET 1 · Front line 1 PUMP 4 PUMP 5/ })).toBeVisible();
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `edit-engraving-${viewport.name}`, { fullPage: true });

      // Sending asks first; Cancel changes nothing.
      await page.getByRole('button', { name: 'Send engraving update' }).click();
      const confirm = page.getByRole('dialog', { name: 'Send the engraving update to SAP?' });
      await expect(confirm).toContainText('One engraving line changes');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(differences.getByText('PUMP 5')).toBeVisible();
      await page.getByRole('button', { name: 'Send engraving update' }).click();
      await confirm.getByRole('button', { name: 'Send engraving update' }).click();
      const history = page.getByRole('region', { name: 'Engraving history' });
      await expect(
        history.getByRole('row', { name: /LOCK SET 1 · Front line 1 PUMP 4 → PUMP 5 Update 1 · Sent to SAP/ }),
      ).toBeVisible({
        timeout: 30_000,
      });
      await expect(history).toContainText('Riley Rep (rep)');

      // The stand-in holds one order for this system, its Safekey line carrying the new engraving.
      const texts = await request.get(
        `${SAP_ODATA}/API_SALES_ORDER_SRV/A_SalesOrderItem(SalesOrder='${sapNumber}',SalesOrderItem='10')/to_Text`,
        { headers: { authorization: SAP_AUTHORIZATION, accept: 'application/json' } },
      );
      expect(texts.status()).toBe(200);
      const [note] = ((await texts.json()) as { d: { results: { LongText: string }[] } }).d.results;
      expect(note!.LongText).toMatch(/^Keyplan engraving change 1 /);
      expect(note!.LongText).toContain('LOCK SET 1: front PUMP 5');

      // SAP delivers and bills the order: the completion check moves it to Completed.
      await asAdmin(browser, async (admin, authorization) => {
        const completed = await admin.request.put(`${APP_URL}/api/dev/sap-documents/order/${sapNumber}/status`, {
          headers: { authorization },
          data: { status: 'completed' },
        });
        expect(completed.status()).toBe(204);
      });
      await page.goto('/submit-system');
      await expect(page.getByRole('region', { name: 'Submit' }).getByText('Completed', { exact: true })).toBeVisible();
      await expect(historyEntry(page, 'Submitted → Completed')).toContainText('SAP');
      await expect(historyEntry(page, 'Submitted → Completed')).toContainText('Why: Delivered and billed in SAP');
      await expect(page.getByRole('link', { name: 'Edit engraving' })).toHaveCount(0);
      await page.goto('/edit-engraving');
      await expect(
        page.getByText('Engraving can be changed only while an order is Submitted; this one is Completed.'),
      ).toBeVisible();
    });
  }
});
