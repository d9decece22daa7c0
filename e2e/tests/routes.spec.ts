import { expect, staffTest as test } from '../support/fixtures.ts';

/** Every screen route of SPEC §2 with the heading it shows (none is a placeholder any more). */
const SCREENS: ReadonlyArray<[path: string, heading: string]> = [
  ['/customer-search', 'Customer Search'],
  ['/add-customer', 'Add Customer'],
  ['/system-add-or-edit', 'Add or Edit System'],
  ['/system-start', 'System Start'],
  ['/key-system', 'Key System'],
  ['/set', 'Lock Set'],
  ['/charting-file', 'Charting File'],
  ['/submit-system', 'Submit System'],
  ['/submit-review', 'Review Your Lock System'],
  ['/edit-engraving', 'Edit Engraving'],
  ['/reorder-locks', 'Reorder Locks'],
];

test.describe('routes, signed in', () => {
  for (const [path, heading] of SCREENS) {
    test(`${path} shows '${heading}'`, async ({ page }) => {
      await page.goto(path);

      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} – Keyplan`);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
    });
  }

  test('/ without parameters goes to Customer Search', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/customer-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
  });

  test('/authorize, signed in, goes on to Customer Search', async ({ page }) => {
    await page.goto('/authorize');
    await expect(page).toHaveURL('/customer-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
  });

  test('/error, signed in, shows the error page', async ({ page }) => {
    await page.goto('/error');
    await expect(page).toHaveURL('/error');
    await expect(page.getByRole('heading', { level: 1, name: 'Unknown Error' })).toBeVisible();
  });

  test("the app bar's 'Keyplan' link goes to Customer Search", async ({ page }) => {
    await page.goto('/reorder-locks');
    await expect(page.getByRole('heading', { level: 1, name: 'Reorder Locks' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Keyplan' }).click();

    await expect(page).toHaveURL('/customer-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
  });
});
