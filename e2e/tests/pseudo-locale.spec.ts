import type { Browser, Page } from '@playwright/test';
import { APP_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { createOrder, openSystem, setCustomerLanguage } from '../support/orders.ts';
import { checkScreen } from '../support/screen-checks.ts';
import { REP, accessToken, signIn } from '../support/sign-in.ts';

/**
 * Issue 48: the pseudo-locale en-XA (English with accented letters, doubled vowels and brackets,
 * about 30 % longer) through the screens of the walk at a wide desktop and a phone: nothing
 * scrolls sideways, axe finds nothing, the help button covers no control (screen-checks.ts). The
 * walk itself goes in English, as a rep does; each screen is then shown again in en-XA, as
 * `?locale=en-XA` or the stored choice gives it, so clipped layouts and untranslated text show.
 */

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

const CUSTOMER = { ccid: '0000200005', name: 'Maritime Fish Processors', salesArea: 'CA10' };
const LANGUAGE_KEY = 'keyplan.language';

/** The screen on show again in the pseudo-locale, then back in English. */
async function checkInPseudoLocale(page: Page, screen: string, viewport: string, options: { help?: boolean } = {}) {
  await page.evaluate((key) => localStorage.setItem(key, 'en-XA'), LANGUAGE_KEY);
  await page.reload();
  await expect(page.locator('html[lang="en-XA"]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('[');
  // The help icons' landmark is named in the pseudo-locale too: "[Hééllp]".
  await checkScreen(page, `pseudo-${screen}`, viewport, { helpName: /^\[H.*p\]$/, ...options });
  await page.evaluate((key) => localStorage.removeItem(key), LANGUAGE_KEY);
}

/** The customer's review, never signed in, in the pseudo-locale from its first screen. */
async function checkGuestReview(
  browser: Browser,
  link: string,
  size: { width: number; height: number },
  viewport: string,
) {
  const context = await browser.newContext({
    baseURL: APP_URL,
    viewport: size,
    storageState: {
      cookies: [],
      origins: [{ origin: APP_URL, localStorage: [{ name: LANGUAGE_KEY, value: 'en-XA' }] }],
    },
  });
  try {
    const guest = await context.newPage();
    await guest.goto(link);
    await expect(guest).toHaveURL('/submit-review');
    await expect(guest.getByRole('article').first()).toBeVisible();
    await expect(guest.locator('html[lang="en-XA"]')).toBeAttached();
    await checkScreen(guest, 'pseudo-submit-review', viewport, { help: false });
  } finally {
    await context.close();
  }
}

for (const { name, size } of VIEWPORTS) {
  test.describe(`the pseudo-locale walk (${name})`, () => {
    test.use({ viewport: size });

    test('every screen reads longer, accented and bracketed, and still fits', async ({ page, browser }) => {
      test.setTimeout(240_000);
      const system = `Pseudo walk ${name}`;
      await signIn(page, REP, undefined, { startAt: '/customer-search' });
      await checkInPseudoLocale(page, 'customer-search', name);

      await setCustomerLanguage(page, CUSTOMER.ccid, 'en-US');
      const order = await createOrder(page, CUSTOMER, system, `PO-PSEUDO-${name}`);
      await openSystem(page, CUSTOMER, system);
      await expect(page.getByTestId('live-total')).toBeVisible();
      await checkInPseudoLocale(page, 'key-system', name);

      const lockSetId = order.orderLockSystems[0]!.masterKeys[0]!.lockSets[0]!.lockSetID;
      await page.goto(`/set?lockSetId=${lockSetId}`);
      await expect(page.getByRole('heading', { level: 2, name: 'LOCK SET 1' })).toBeVisible();
      await checkInPseudoLocale(page, 'set', name);

      await page.goto('/submit-system');
      await expect(page.getByRole('heading', { level: 2, name: system })).toBeVisible();
      await checkInPseudoLocale(page, 'submit-system', name);

      await page.goto('/system-start');
      await expect(page.getByText(system).first()).toBeVisible();
      await checkInPseudoLocale(page, 'system-start', name);

      const rotated = await page.request.post(`/api/orders/${order.orderID}/review-access/rotate`, {
        headers: { authorization: `Bearer ${await accessToken(page)}` },
      });
      expect(rotated.status()).toBe(200);
      const { reviewLink } = (await rotated.json()) as { reviewLink: string };
      await checkGuestReview(browser, reviewLink, size, name);
    });
  });
}
