import type { Locator, Page } from '@playwright/test';
import { expect, staffTest as test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';

/** Customer Search and Add Customer (issue 4), signed in as rep@example.com. */

const SESSION_KEY = 'keyplan.session';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

async function openSearch(page: Page, url = '/customer-search'): Promise<Locator> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
  return page.getByRole('searchbox', { name: 'Search customers' });
}

async function openAddCustomer(page: Page) {
  await page.goto('/add-customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Customer' })).toBeVisible();
}

/** The session values the app keeps in localStorage (SPEC §3). */
async function storedSession(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>, SESSION_KEY);
}

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** A ccid no other test of this run uses (the database lives for the whole run). */
const uniqueCcid = () => String(Date.now()).slice(-10);

async function fillCustomer(page: Page, ccid: string, name: string) {
  await textbox(page, 'CCID').fill(ccid);
  await textbox(page, 'Name').fill(name);
  await page.getByRole('combobox', { name: 'Sales area' }).selectOption({ label: 'Canada (CAD)' });
  await textbox(page, 'Street').fill('5 Lakeshore Rd');
  await textbox(page, 'City').fill('Hamilton');
  await textbox(page, 'Region').fill('ON');
  await textbox(page, 'Postal code').fill('L8L 4X1');
  await textbox(page, 'Country').fill('ca');
  const contact = page.getByRole('group', { name: 'Contact 1' });
  await textbox(contact, 'First name').fill('Robin');
  await textbox(contact, 'Last name').fill('Okafor');
  await textbox(contact, 'Email').fill('robin.okafor@example.com');
}

test.describe('Customer Search', () => {
  test.use({ viewport: DESKTOP });

  for (const [what, query, name] of [
    ['name, any case', 'acme chem', 'Acme Chemical Works'],
    ['city', 'Glasgow', 'Clyde Marine Engineering'],
    ['full ccid', '0000200005', 'Maritime Fish Processors'],
    ['ccid digits', '300004', 'Bilbao Aceros SL'],
  ] as const) {
    test(`finds a customer by ${what} as you type`, async ({ page }) => {
      const search = await openSearch(page);
      await expect(search).toBeFocused();

      await search.pressSequentially(query);

      const results = page.getByRole('table', { name: 'Customers' });
      await expect(results.getByRole('button', { name: `Select ${name}` })).toBeVisible();
      await expect(results.getByRole('row')).toHaveCount(2);
      await expect(page.getByRole('status')).toHaveText('1 customer found');
      await expect(page).toHaveURL(`/customer-search?q=${encodeURIComponent(query).replace(/%20/g, '+')}`);
    });
  }

  test('pages through every customer, 20 at a time', async ({ page }) => {
    await openSearch(page);
    const results = page.getByRole('table', { name: 'Customers' });
    await expect(results.getByRole('button', { name: /^Select / })).toHaveCount(20);
    await expect(page.getByText(/^1–20 of \d+$/)).toBeVisible();
    const firstOnPageOne = await results.getByRole('row').nth(1).textContent();

    await page.getByRole('button', { name: 'Go to next page' }).click();

    await expect(page).toHaveURL('/customer-search?page=2');
    await expect(page.getByText(/^21–\d+ of \d+$/)).toBeVisible();
    await expect(results.getByRole('row').nth(1)).not.toHaveText(firstOnPageOne ?? '');
    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await expect(page).toHaveURL('/customer-search');
    await expect(results.getByRole('row').nth(1)).toHaveText(firstOnPageOne ?? '');
  });

  test('says when nothing matches and offers to add the customer', async ({ page }) => {
    const search = await openSearch(page);
    await search.fill('Nowhere Widgets');

    await expect(page.getByText('No customers match "Nowhere Widgets"')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Customers' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add a new customer' }).click();

    await expect(page).toHaveURL('/add-customer');
    await expect(textbox(page, 'Name')).toHaveValue('Nowhere Widgets');
  });

  test('choosing a customer selects them and goes to System Start; Back and reload keep the search', async ({
    page,
  }) => {
    const search = await openSearch(page);
    await search.fill('acme');
    await expect(page.getByRole('status')).toHaveText('1 customer found');
    await page.getByRole('button', { name: 'Select Acme Chemical Works' }).click();

    await expect(page).toHaveURL('/system-start');
    expect(await storedSession(page)).toMatchObject({
      ccid: '0000100001',
      customer: { ccid: '0000100001', name: 'Acme Chemical Works', salesArea: 'US10' },
      salesArea: 'US10',
    });

    await page.goBack();
    await expect(page).toHaveURL('/customer-search?q=acme');
    await expect(search).toHaveValue('acme');
    await page.reload();
    await expect(search).toHaveValue('acme');
    await expect(page.getByRole('button', { name: 'Select Acme Chemical Works' })).toBeVisible();
  });

  test('works with the keyboard alone: type, Tab to the customer, Enter', async ({ page }) => {
    const search = await openSearch(page);
    await expect(search).toBeFocused();
    await page.keyboard.type('Glasgow');
    const select = page.getByRole('button', { name: 'Select Clyde Marine Engineering' });
    await expect(select).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('1 customer found');

    // Out of the search field, past the app's own controls, to the only result.
    for (
      let presses = 0;
      presses < 10 && !(await select.evaluate((element) => element === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(select).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/system-start');
    expect(await storedSession(page)).toMatchObject({ ccid: '0000400002' });
  });
});

test.describe('Add Customer', () => {
  test.use({ viewport: DESKTOP });

  test("'Add customer' opens the form, and Cancel goes back to the search", async ({ page }) => {
    await openSearch(page, '/customer-search?q=glasgow');
    await page.getByRole('link', { name: 'Add customer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Customer' })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL('/customer-search?q=glasgow');
  });

  test('adds a customer, who is selected on System Start; the same ccid again is refused', async ({ page }) => {
    const ccid = uniqueCcid();
    const name = `E2E Plant ${ccid}`;
    await openAddCustomer(page);
    await fillCustomer(page, ccid, name);

    await page.getByRole('button', { name: 'Save customer' }).click();

    await expect(page).toHaveURL('/system-start');
    await expect(page.getByText(`Customer ${name} added`)).toBeVisible();
    expect(await storedSession(page)).toMatchObject({
      ccid,
      customer: { ccid, name, salesArea: 'CA10' },
      salesArea: 'CA10',
    });

    // Found by the search from now on.
    const search = await openSearch(page);
    await search.fill(ccid);
    await expect(page.getByRole('button', { name: `Select ${name}` })).toBeVisible();

    // The same ccid again.
    await openAddCustomer(page);
    await fillCustomer(page, ccid, 'Someone Else Ltd');
    await page.getByRole('button', { name: 'Save customer' }).click();

    const ccidField = textbox(page, 'CCID');
    await expect(ccidField).toHaveAccessibleDescription(`A customer with ccid ${ccid} already exists.`);
    await expect(ccidField).toHaveAttribute('aria-invalid', 'true');
    await expect(ccidField).toBeFocused();
    await expect(page).toHaveURL('/add-customer');
  });

  test('pads a short ccid and refuses a seeded one as a duplicate', async ({ page }) => {
    await openAddCustomer(page);
    await fillCustomer(page, '100001', 'Acme Again');
    await textbox(page, 'Name').focus();
    await expect(textbox(page, 'CCID')).toHaveValue('0000100001');

    await page.getByRole('button', { name: 'Save customer' }).click();

    await expect(page.getByText('A customer with ccid 0000100001 already exists.')).toBeVisible();
  });

  test('shows validation messages under their fields', async ({ page }) => {
    await openAddCustomer(page);
    await page.getByRole('button', { name: 'Save customer' }).click();

    await expect(textbox(page, 'CCID')).toBeFocused();
    await expect(textbox(page, 'CCID')).toHaveAccessibleDescription('CCID is required.');
    await expect(page.getByText('Sales area is required.')).toBeVisible();
    await expect(textbox(page.getByRole('group', { name: 'Contact 1' }), 'Email')).toHaveAccessibleDescription(
      'Email is required.',
    );

    await textbox(page, 'CCID').fill('12ab');
    await textbox(page, 'Country').fill('u1');
    await textbox(page, 'Country').blur();
    await expect(textbox(page, 'CCID')).toHaveAccessibleDescription('CCID must be 1 to 10 digits.');
    await expect(textbox(page, 'Country')).toHaveAccessibleDescription(
      'Country must be a two-letter ISO country code.',
    );
    await expect(page).toHaveURL('/add-customer');
  });

  test('asks before leaving with edits', async ({ page }) => {
    await openAddCustomer(page);
    await textbox(page, 'Name').fill('Half typed');
    await page.getByRole('button', { name: 'Cancel' }).click();

    const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(page).toHaveURL('/customer-search');
  });

  test('adds and removes contact rows', async ({ page }) => {
    await openAddCustomer(page);
    await expect(page.getByRole('button', { name: /Remove contact/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add contact' }).click();
    const second = page.getByRole('group', { name: 'Contact 2' });
    await expect(textbox(second, 'First name')).toBeFocused();
    await page.getByRole('button', { name: 'Remove contact 2' }).click();
    await expect(second).toHaveCount(0);
  });
});

test.describe('screenshots, no horizontal scrolling, axe (WCAG 2 A and AA)', () => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test.describe(size, () => {
      test.use({ viewport });

      test(`Customer Search on a ${size}`, async ({ page }) => {
        const search = await openSearch(page);
        await expect(page.getByRole('button', { name: 'Select Acme Chemical Works' })).toBeVisible();
        await expectNoHorizontalScroll(page);
        await saveScreenshot(page, `${size}-customer-search-results`);
        await expectNoViolations(page);

        await search.fill('houston');
        await expect(page.getByRole('status')).toHaveText('1 customer found');
        await page.getByRole('button', { name: 'Select Acme Chemical Works' }).click();
        await expect(page).toHaveURL('/system-start');

        await openSearch(page, '/customer-search?q=Nowhere+Widgets');
        await expect(page.getByText('No customers match "Nowhere Widgets"')).toBeVisible();
        await expectNoHorizontalScroll(page);
        await saveScreenshot(page, `${size}-customer-search-empty`);
        await expectNoViolations(page);
      });

      test(`Add Customer on a ${size}`, async ({ page }) => {
        await openAddCustomer(page);
        await expectNoHorizontalScroll(page);
        await saveScreenshot(page, `${size}-add-customer`, { fullPage: true });

        await page.getByRole('button', { name: 'Save customer' }).click();
        await expect(page.getByText('Sales area is required.')).toBeVisible();
        // The first field in error has the focus, in view below the sticky app bar.
        await expect(textbox(page, 'CCID')).toBeFocused();
        await expect(textbox(page, 'CCID')).toBeInViewport({ ratio: 1 });
        const appBar = await page.getByRole('banner').boundingBox();
        expect((await textbox(page, 'CCID').boundingBox())?.y).toBeGreaterThan(
          (appBar?.y ?? 0) + (appBar?.height ?? 0),
        );
        await expectNoHorizontalScroll(page);
        await saveScreenshot(page, `${size}-add-customer-errors`);
        await expectNoViolations(page);
      });
    });
  }
});
