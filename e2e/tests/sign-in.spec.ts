import { expect, test, withoutIssuerSession } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { ADMIN, REP, VIEWER, expectSignInPage, signIn, storedUserKeys, submitCredentials } from '../support/sign-in.ts';

test.describe('sign-in and callback', () => {
  test('a staff member signs in from / and lands on Customer Search', async ({ page }) => {
    await page.goto('/');
    await expectSignInPage(page);
    await saveScreenshot(page, 'idp-sign-in');

    await submitCredentials(page, REP, 'demo');

    await expect(page).toHaveURL('/customer-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
    const appBar = page.getByRole('banner');
    await expect(appBar.getByText(REP, { exact: true })).toBeVisible();
    await expect(appBar.getByText('v20241018', { exact: true })).toBeVisible();
    await expect(appBar.getByRole('link', { name: 'Keyplan' })).toHaveAttribute('href', '/customer-search');
    await expect(appBar.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Help' }).getByRole('button', { name: 'Request Assistance' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Customer Search – Keyplan');
    expect(await storedUserKeys(page)).toHaveLength(1);
    await saveScreenshot(page, 'customer-search-signed-in');
  });

  test('a deep link opened signed out comes back to the same screen and query after sign-in', async ({ page }) => {
    await page.goto('/key-system?ccid=1');
    await expectSignInPage(page);

    await submitCredentials(page, REP, 'demo');

    await expect(page.getByRole('heading', { level: 1, name: 'Key System' })).toBeVisible();
    await expect(page).toHaveURL('/key-system?ccid=1');
  });

  test('a wrong password is refused on the sign-in page, and the right one then works', async ({ page }) => {
    await page.goto('/customer-search');
    await expectSignInPage(page);
    const signInUrl = page.url();

    await submitCredentials(page, REP, 'not-the-password');

    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await expectSignInPage(page);
    expect(new URL(page.url()).origin).toBe(new URL(signInUrl).origin);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(REP);
    await expect(page.getByRole('heading', { name: 'Customer Search' })).toHaveCount(0);
    expect(await storedUserKeys(page)).toEqual([]);

    await submitCredentials(page, REP, 'demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
  });

  test('an issuer without the Authentication API keeps the redirect: cancelling at its page returns through the callback error path to it', async ({
    page,
  }) => {
    // The server says the issuer has no Authentication API (an external issuer that is not Okta's).
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), authnApi: false } });
    });
    const callbacks: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/login/callback')
        callbacks.push(frame.url());
    });
    await page.goto('/customer-search');
    await expectSignInPage(page);
    await expect(page).toHaveURL(/\/interaction\//);
    const firstSignInPage = page.url();

    await page.getByRole('button', { name: 'Cancel' }).click();

    // A fresh sign-in (a new interaction), reached by way of /login/callback?error=access_denied.
    await expect(page).not.toHaveURL(firstSignInPage);
    await expectSignInPage(page);
    expect(callbacks.some((url) => new URL(url).searchParams.get('error') === 'access_denied')).toBe(true);
    expect(await storedUserKeys(page)).toEqual([]);
  });

  test('an admin (staff and admin roles) signs in too', async ({ page }) => {
    await signIn(page, ADMIN, 'demo', { startAt: '/add-customer' });

    await expect(page.getByRole('heading', { level: 1, name: 'Add Customer' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(ADMIN, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Assistance' })).toBeVisible();
  });

  test('a person without the staff role signs in and sees Not Authorized, without the help icon', async ({ page }) => {
    await signIn(page, VIEWER, 'demo', { startAt: '/customer-search' });

    await expect(page.getByRole('heading', { level: 1, name: 'Not Authorized' })).toBeVisible();
    await expect(page.getByText("You don't have permissions to access this site.")).toBeVisible();
    await expect(page).toHaveURL('/error');
    await expect(page.getByRole('banner').getByText(VIEWER, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Assistance' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Customer Search' })).toHaveCount(0);
    await saveScreenshot(page, 'viewer-not-authorized');

    // The way out is another account, not a button that leads back here.
    await page.getByRole('button', { name: 'Sign in with another account' }).click();
    await expectSignInPage(page);
    await submitCredentials(page, REP, 'demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
  });
});

test.describe('signed out', () => {
  for (const path of ['/customer-search', '/error', '/authorize', '/system-add-or-edit']) {
    test(`${path} leads to the sign-in page`, async ({ page }) => {
      await page.goto(path);
      await expectSignInPage(page);
      await expect(page.getByRole('button', { name: 'Request Assistance' })).toHaveCount(0);
    });
  }

  test('a callback error removes the stored user and ends at the sign-in page', async ({ browser, repState }) => {
    // Tokens stored, but no session at the issuer: after the callback error only the password gets back in.
    const context = await browser.newContext({ storageState: withoutIssuerSession(repState) });
    const page = await context.newPage();
    await page.goto('/customer-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
    expect(await storedUserKeys(page)).toHaveLength(1);

    await page.goto('/login/callback?error=access_denied&state=x');

    await expectSignInPage(page);
    expect(await storedUserKeys(page)).toEqual([]);
    await context.close();
  });
});

test.describe('sign out', () => {
  test('after signing out, Customer Search asks for the password again', async ({ page }) => {
    await signIn(page, REP, 'demo', { startAt: '/customer-search' });
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();

    // The issuer's confirmation submits itself and sends the browser back to the app, signed out.
    await expectSignInPage(page);
    expect(await storedUserKeys(page)).toEqual([]);

    await page.goto('/customer-search');
    await expectSignInPage(page);
    await expect(page.getByRole('heading', { name: 'Customer Search' })).toHaveCount(0);

    await submitCredentials(page, REP, 'demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
  });
});
