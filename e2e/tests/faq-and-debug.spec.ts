import { expect, test } from '../support/fixtures.ts';
import { APP_URL, FAQ_APP_URL, FAQ_URL } from '../support/env.ts';
import { REP, signIn } from '../support/sign-in.ts';

// Each server has its own issuer, so each test signs in on its own origin, in its own context.

test.describe('server with a FAQ link and debug mode (FAQ_URL, DEBUG=true)', () => {
  test.use({ baseURL: FAQ_APP_URL });

  test('shows the FAQ icon linking to the FAQ in a new tab, and the DEBUG label', async ({ page, context }) => {
    await signIn(page, REP, 'demo', { startAt: '/customer-search' });
    await expect(page).toHaveURL(`${FAQ_APP_URL}/customer-search`);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();

    const help = page.getByRole('complementary', { name: 'Help' });
    const faq = help.getByRole('link', { name: 'FAQ' });
    await expect(faq).toBeVisible();
    await expect(faq).toHaveAttribute('href', FAQ_URL);
    await expect(faq).toHaveAttribute('target', '_blank');
    await expect(faq).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(help.getByRole('button', { name: 'Request Assistance' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('DEBUG', { exact: true })).toBeVisible();

    // The FAQ site is outside the test machine: answer for it, and check the tab it opens.
    await context.route(`${FAQ_URL}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Keyplan FAQ</title><h1>FAQ</h1>' }),
    );
    const [faqTab] = await Promise.all([context.waitForEvent('page'), faq.click()]);
    await expect(faqTab).toHaveURL(FAQ_URL);
    expect(await faqTab.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(`${FAQ_APP_URL}/customer-search`);
  });

  test('signed out, the FAQ icon is there but the help icon is not', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found (404)' })).toBeVisible();

    const help = page.getByRole('complementary', { name: 'Help' });
    await expect(help.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', FAQ_URL);
    await expect(page.getByRole('button', { name: 'Request Assistance' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByText('DEBUG', { exact: true })).toBeVisible();
  });
});

test.describe('default server (no FAQ link, no debug mode)', () => {
  test.use({ baseURL: APP_URL });

  test('shows neither the FAQ icon nor the DEBUG label', async ({ page }) => {
    await signIn(page, REP, 'demo', { startAt: '/customer-search' });
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();

    const help = page.getByRole('complementary', { name: 'Help' });
    await expect(help.getByRole('button', { name: 'Request Assistance' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'FAQ' })).toHaveCount(0);
    await expect(page.getByText('DEBUG', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('banner').getByText('v20241018', { exact: true })).toBeVisible();
  });

  test('signed out, there is no help landmark at all', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found (404)' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Help' })).toHaveCount(0);
  });
});
