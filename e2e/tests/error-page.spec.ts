import type { Page } from '@playwright/test';
import { expect, staffTest, test } from '../support/fixtures.ts';
import { expectSignInPage } from '../support/sign-in.ts';

const FALLBACK = 'There was an unexpected error. If this continues, please contact a system administrator.';

/**
 * Opens /error with `state` as its navigation state, the way the app's own navigate(…, { state })
 * leaves it: react-router keeps it in history.state.usr, which survives the reload.
 */
async function openErrorPage(page: Page, state: Record<string, unknown> | null) {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((usr) => history.replaceState({ usr, key: 'e2e', idx: 0 }, '', '/error'), state);
  await page.reload();
}

async function expectErrorPage(page: Page, title: string, message: string, as: 'staff' | 'customer' = 'staff') {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(message, { exact: true })).toBeVisible();
  // Customer Search is a staff screen: a customer reviewing by link is told what to do instead.
  await expect(page.getByRole('button', { name: 'Go to Customer Search' })).toHaveCount(as === 'staff' ? 1 : 0);
  if (as === 'customer') await expect(page.getByText(/ask the person who sent it to you for a new one/)).toBeVisible();
  await expect(page).toHaveTitle(`${title} – Keyplan`);
}

const CASES: Array<{ name: string; state: Record<string, unknown> | null; title: string; message: string }> = [
  {
    name: 'no state (defaults)',
    state: null,
    title: 'Unknown Error',
    message: 'An error occurred while loading this page...',
  },
  { name: 'status 400', state: { status: 400 }, title: 'Bad Request (400)', message: FALLBACK },
  { name: 'status 401', state: { status: 401 }, title: 'Unauthorized (401)', message: FALLBACK },
  {
    name: 'status 403',
    state: { status: 403 },
    title: 'Not Authorized',
    message: "You don't have permissions to access this site.",
  },
  {
    name: 'status 404',
    state: { status: 404 },
    title: 'Page Not Found (404)',
    message: 'We could not find the page or record you asked for. Check the link, or start again from Customer Search.',
  },
  {
    name: 'status 500',
    state: { status: 500 },
    title: 'Server Error (500)',
    message:
      'Something went wrong on our side. Please try again in a moment; if it keeps happening, use the help button to tell us.',
  },
  { name: 'a status without texts of its own', state: { status: 418 }, title: 'Unknown Error', message: FALLBACK },
  {
    name: 'the charted-customer error',
    state: {
      title: 'No Charted Customer in SAP',
      message:
        'No charted customer was added to the quote or order in SAP. Reject the Safekey line in SAP and re-enter it with quantity 1.',
      status: 422,
    },
    title: 'No Charted Customer in SAP',
    message:
      'No charted customer was added to the quote or order in SAP. Reject the Safekey line in SAP and re-enter it with quantity 1.',
  },
  {
    name: 'a problem object',
    state: {
      problem: {
        title: 'Order locked',
        status: 409,
        detail: 'Order 0000098765 is being edited in SAP.',
        instance: '/api/orders/1',
        traceID: 'abc123',
      },
    },
    title: 'Order locked',
    message: 'Order 0000098765 is being edited in SAP.',
  },
  {
    name: 'explicit texts over the status',
    state: { status: 400, title: 'Check the order number', message: 'The order number must have 10 characters.' },
    title: 'Check the order number',
    message: 'The order number must have 10 characters.',
  },
];

staffTest.describe('error page, signed in', () => {
  for (const { name, state, title, message } of CASES) {
    staffTest(`${name}: '${title}'`, async ({ page }) => {
      await openErrorPage(page, state);
      await expectErrorPage(page, title, message);
      await expect(page).toHaveURL('/error');
    });
  }

  staffTest("'Go to Customer Search' goes to Customer Search", async ({ page }) => {
    await openErrorPage(page, { status: 500 });
    await expectErrorPage(page, 'Server Error (500)', CASES.find((c) => c.name === 'status 500')?.message ?? '');

    await page.getByRole('button', { name: 'Go to Customer Search' }).click();

    await expect(page).toHaveURL('/customer-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
  });

  staffTest('an unknown path shows Page Not Found (404) and leads back to Customer Search', async ({ page }) => {
    await page.goto('/no-such-page');

    await expectErrorPage(
      page,
      'Page Not Found (404)',
      'We could not find the page or record you asked for. Check the link, or start again from Customer Search.',
    );
    await expect(page).toHaveURL('/no-such-page');
    await page.getByRole('button', { name: 'Go to Customer Search' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
  });

  staffTest('a failing account check (500 from /api/me) shows Server Error (500)', async ({ page }) => {
    await page.route('**/api/me', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          title: 'Internal Server Error',
          status: 500,
          detail: 'Trace e2e-500',
          instance: '/api/me',
          traceID: 'e2e-500',
        }),
      }),
    );

    await page.goto('/key-system');

    await expect(page).toHaveURL('/error');
    await expect(page.getByRole('heading', { level: 1, name: 'Server Error (500)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Key System' })).toHaveCount(0);
  });
});

test.describe('error page, signed out', () => {
  test('an unknown path shows Page Not Found (404) without asking to sign in', async ({ page }) => {
    await page.goto('/no-such-page');
    await expectErrorPage(
      page,
      'Page Not Found (404)',
      'We could not find the page or record you asked for. Check the link, or start again from Customer Search.',
    );
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Go to Customer Search' }).click();
    await expectSignInPage(page);
  });

  test('/error with a status sends a signed-out staff member to sign in', async ({ page }) => {
    await openErrorPage(page, { status: 500 });
    await expectSignInPage(page);
  });

  test.describe('in read-only (customer review) mode', () => {
    test.beforeEach(async ({ page }) => {
      await page.goto('/no-such-page');
      await page.evaluate(() => localStorage.setItem('keyplan.readOnly', 'true'));
    });

    test("a 401 reads 'URL Not Recognized', without a redirect to sign-in", async ({ page }) => {
      await openErrorPage(page, { status: 401 });

      await expectErrorPage(
        page,
        'URL Not Recognized',
        'Unable to authenticate access with the provided link. Please check your link and try again.',
        'customer',
      );
      await expect(page).toHaveURL('/error');
    });

    test("a 401 with explicit texts still reads 'URL Not Recognized'", async ({ page }) => {
      await openErrorPage(page, { status: 401, title: 'Session expired', message: 'Please sign in again.' });

      await expectErrorPage(
        page,
        'URL Not Recognized',
        'Unable to authenticate access with the provided link. Please check your link and try again.',
        'customer',
      );
    });

    test('other statuses keep their own texts', async ({ page }) => {
      await openErrorPage(page, { status: 400 });

      await expectErrorPage(page, 'Bad Request (400)', FALLBACK, 'customer');
    });
  });
});
