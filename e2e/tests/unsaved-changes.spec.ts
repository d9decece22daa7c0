import type { Page } from '@playwright/test';
import { expect, staffTest, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { REP, expectSignInPage, signIn, storedUserKeys } from '../support/sign-in.ts';

async function openSystemEditor(page: Page) {
  await page.goto('/system-add-or-edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Add or Edit System' })).toBeVisible();
  return page.getByRole('textbox', { name: 'System name' });
}

function unsavedChangesDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
  return {
    dialog,
    cancel: dialog.getByRole('button', { name: 'Cancel' }),
    discard: dialog.getByRole('button', { name: 'Discard Changes' }),
  };
}

staffTest.describe('Unsaved Changes', () => {
  staffTest('leaving without changes asks nothing', async ({ page }) => {
    await openSystemEditor(page);
    await page.getByRole('link', { name: 'Back to Customer Search' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  staffTest('Cancel keeps the person on the screen with their text', async ({ page }) => {
    const systemName = await openSystemEditor(page);
    await systemName.fill('North campus');

    await page.getByRole('link', { name: 'Back to Customer Search' }).click();

    const { dialog, cancel, discard } = unsavedChangesDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You have unsaved changes that will be lost if you continue before saving!');
    await expect(dialog).toContainText('Continue and discard your unsaved changes?');
    await expect(cancel).toBeFocused();
    await expect(discard).toBeVisible();
    await saveScreenshot(page, 'unsaved-changes-dialog');

    await cancel.click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/system-add-or-edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Add or Edit System' })).toBeVisible();
    await expect(systemName).toHaveValue('North campus');

    // Still flagged: the app bar's link asks too, and Escape cancels like the button.
    await page.getByRole('banner').getByRole('link', { name: 'Keyplan' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/system-add-or-edit');
    await expect(systemName).toHaveValue('North campus');
  });

  staffTest('Discard Changes goes on, and the discarded changes no longer hold anyone up', async ({ page }) => {
    const systemName = await openSystemEditor(page);
    await systemName.fill('North campus');
    await page.getByRole('link', { name: 'Back to Customer Search' }).click();
    const { dialog, discard } = unsavedChangesDialog(page);
    await expect(dialog).toBeVisible();

    await discard.click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/customer-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();

    // The flag ended with the screen: back on the editor, leaving without typing asks nothing.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Add or Edit System' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'System name' })).toHaveValue('');
    await page.getByRole('link', { name: 'Back to Customer Search' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  staffTest('reloading with unsaved changes asks the browser to confirm (beforeunload)', async ({ page }) => {
    const systemName = await openSystemEditor(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });

    // Nothing typed: a reload asks nothing.
    await page.reload();
    await expect(systemName).toBeVisible();
    expect(dialogs).toEqual([]);

    await systemName.fill('North campus');
    await page.reload();

    expect(dialogs).toEqual(['beforeunload']);
    await expect(page.getByRole('heading', { level: 1, name: 'Add or Edit System' })).toBeVisible();
    await expect(systemName).toHaveValue('');
  });

  staffTest('dismissing the beforeunload prompt keeps the page and the text', async ({ page }) => {
    const systemName = await openSystemEditor(page);
    await systemName.fill('North campus');
    await page.evaluate(() => Object.assign(window, { e2eMarker: 'same document' }));
    const prompted = page.waitForEvent('dialog');

    const reloading = page.evaluate(() => location.reload());
    const dialog = await prompted;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await reloading;

    // Same document (not reloaded), same text.
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe('same document');
    await expect(systemName).toHaveValue('North campus');
  });
});

test.describe('Unsaved Changes and signing out', () => {
  test('Sign out asks first: Cancel stays signed in, Discard Changes signs out', async ({ page }) => {
    await signIn(page, REP, 'demo', { startAt: '/system-add-or-edit' });
    const systemName = page.getByRole('textbox', { name: 'System name' });
    await systemName.fill('North campus');
    const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' });
    const { dialog, cancel, discard } = unsavedChangesDialog(page);

    await signOut.click();
    await expect(dialog).toBeVisible();
    await cancel.click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/system-add-or-edit');
    await expect(systemName).toHaveValue('North campus');
    await expect(page.getByRole('banner').getByText(REP, { exact: true })).toBeVisible();
    expect(await storedUserKeys(page)).toHaveLength(1);

    await signOut.click();
    await expect(dialog).toBeVisible();
    await discard.click();

    await expectSignInPage(page);
    expect(await storedUserKeys(page)).toEqual([]);
  });
});
