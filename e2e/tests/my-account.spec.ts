import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, expectNoViolations } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectSignInPage, signIn, submitCredentials } from '../support/sign-in.ts';

/**
 * Issue 34: a signed-in person keeps their own account through the identity provider's MyAccount
 * API, here the embedded issuer's: a profile field, a new email verified with its code, a new
 * password that the next sign-in takes. sales@example.com is the journey's own account (other
 * specs sign in as rep@example.com); the viewports run in turn, each changing the password
 * the one before set.
 */
const SALES = 'sales@example.com';
const VIEWPORTS = [
  {
    name: 'desktop',
    size: { width: 1440, height: 900 },
    password: 'demo',
    next: 'Padlock2026',
    email: 'sam@desk.example',
    role: 'Secondary',
  },
  // The account has its secondary email now: the phone's replaces the primary one once verified.
  {
    name: 'phone',
    size: { width: 390, height: 844 },
    password: 'Padlock2026',
    next: 'Padlock2027',
    email: 'sam@phone.example',
    role: 'Primary',
  },
] as const;

test.describe.configure({ mode: 'serial' });

/** The newest code the stand-in "sent" to the signed-in person (its development mailbox). */
async function lastCode(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:')) ?? '';
    return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? '';
  });
  const response = await page.request.get('/idp/dev/mailbox', {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json; okta-version=1.0.0' },
  });
  expect(response.status()).toBe(200);
  const [newest] = (await response.json()) as { body: string }[];
  return /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1] ?? '';
}

for (const viewport of VIEWPORTS) {
  test(`my account at ${viewport.name}: profile, a verified email and a new password`, async ({ page }) => {
    await page.setViewportSize(viewport.size);
    await signIn(page, SALES, viewport.password, { startAt: '/customer-search' });

    // From the app bar (the email on a desktop, an icon on a phone) to the account page.
    await page
      .getByRole('banner')
      .getByRole('link', { name: `My account (${SALES})` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    const profile = page.getByRole('form', { name: 'Profile' });
    await expect(profile.getByLabel('First name')).toHaveValue('Sam');
    await expect(profile.getByLabel('Primary email')).toHaveAttribute('readonly', '');
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, `my-account-${viewport.name}`, { fullPage: true });

    // A profile field: an empty required one is refused in words, a title is saved and read back.
    await profile.getByLabel('First name').fill('');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByText('First name is required.')).toBeVisible();
    await profile.getByLabel('First name').fill('Sam');
    await profile.getByLabel('Title').fill(`Key account manager (${viewport.name})`);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Title')).toHaveValue(
      `Key account manager (${viewport.name})`,
    );

    // An email: added, verified with the code it was sent (a wrong code is refused first).
    const emails = page.getByRole('region', { name: 'Emails' });
    await emails.getByRole('button', { name: 'Add email' }).click();
    const add = page.getByRole('dialog', { name: 'Add an email' });
    await add.getByLabel('Email address').fill('not-an-email');
    await add.getByRole('button', { name: 'Add and send code' }).click();
    await expect(add.getByText('Enter an email address such as name@example.com.')).toBeVisible();
    await add.getByLabel('Email address').fill(viewport.email);
    await add.getByRole('combobox', { name: 'Use as' }).click();
    await page.getByRole('option', { name: new RegExp(`^${viewport.role} email`) }).click();
    await add.getByRole('button', { name: 'Add and send code' }).click();
    const verify = page.getByRole('dialog', { name: 'Enter the verification code' });
    await expect(verify.getByText(`We sent a six-digit code to ${viewport.email}.`)).toBeVisible();
    await expectNoViolations(page);
    await saveScreenshot(page, `my-account-code-${viewport.name}`);
    const code = await lastCode(page);
    await verify.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify.getByText('The verification challenge failed due to an invalid code.')).toBeVisible();
    await verify.getByLabel('Verification code').fill(code);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify).toBeHidden();
    const row = emails.getByRole('listitem').filter({ hasText: viewport.email });
    await expect(row.getByText('Verified')).toBeVisible();
    await expect(row.getByText(viewport.role, { exact: true })).toBeVisible();
    if (viewport.role === 'Primary')
      await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Primary email')).toHaveValue(viewport.email);

    // The password: a weak one is refused before it is sent; a strong one is the next sign-in's.
    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel(/^New password/).fill('short');
    await password.getByLabel('Repeat the new password').fill('short');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('The password needs at least 8 characters.')).toBeVisible();
    await password.getByLabel(/^New password/).fill(viewport.next);
    await password.getByLabel('Repeat the new password').fill(viewport.next);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password is changed. Use it the next time you sign in.')).toBeVisible();
    await expectNoViolations(page);

    // Signed out, the app is back at the sign-in page (as sign-in.spec.ts shows).
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expectSignInPage(page);
    await submitCredentials(page, SALES, viewport.password);
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
    await submitCredentials(page, SALES, viewport.next);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
  });
}
