import { expect, staffTest } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { accessToken } from '../support/sign-in.ts';

staffTest.describe('An expired sign-in', () => {
  staffTest('keeps the screen and its unsaved text; signing in again happens in a popup', async ({ page }) => {
    // The access token lasts an hour: the page's clock is moved on instead of waiting.
    await page.clock.install();
    await page.goto('/system-add-or-edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Add or Edit System' })).toBeVisible();
    const systemName = page.getByRole('textbox', { name: 'System name' });
    await systemName.fill('North campus');
    const before = await accessToken(page);

    await page.clock.fastForward('01:01:00');

    const dialog = page.getByRole('dialog', { name: 'Your sign-in has expired' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('nothing you have not saved yet is lost');
    await expect(page).toHaveURL('/system-add-or-edit');
    await saveScreenshot(page, 'session-expired-dialog', { settle: false });

    // The issuer still knows the person: the popup signs them in and closes by itself.
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Sign in again' }).click();
    await (await popup).waitForEvent('close');

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/system-add-or-edit');
    await expect(systemName).toHaveValue('North campus');
    const after = await accessToken(page);
    expect(after).not.toBe(before);
    const status = await page.evaluate(
      async (token) => (await fetch('/api/me', { headers: { Authorization: `Bearer ${token}` } })).status,
      after,
    );
    expect(status).toBe(200);
  });
});
