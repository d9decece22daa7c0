import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { accessToken, signIn } from './sign-in.ts';

/**
 * The embedded issuer's development mailbox (`GET /idp/dev/mailbox`, ALLOW_ISSUER_MAILBOX): the
 * codes, recovery links and push approvals it "sent" to an account, read with that account's own
 * access token, newest first.
 */
export interface Mail {
  id: number;
  channel: 'email' | 'sms' | 'call' | 'push';
  recipient: string;
  body: string;
}

/** The account's mails, newest first (the mailbox keeps the last 20). */
export async function readMailbox(page: Page, origin: string, token: string): Promise<Mail[]> {
  const response = await page.request.get(`${origin}/idp/dev/mailbox`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json; okta-version=1.0.0' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Mail[];
}

/** The id of the newest mail (0 when there is none): a later mail has a greater one. */
export async function newestMailId(page: Page, origin: string, token: string): Promise<number> {
  const [newest] = await readMailbox(page, origin, token);
  return newest?.id ?? 0;
}

/**
 * The first group of `pattern` in the newest mail after `since` (a mail id) that matches: a link or
 * a code. Waits for it: the page may show "sent" a moment before the mail is readable.
 */
export async function mailed(
  page: Page,
  origin: string,
  token: string,
  pattern: RegExp,
  since: number,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await readMailbox(page, origin, token)).filter((mail) => mail.id > since);
        found = mails.map((mail) => pattern.exec(mail.body)?.[1]).find(Boolean);
        return found !== undefined;
      },
      { message: `a mail after #${since} matching ${pattern}` },
    )
    .toBe(true);
  return found!;
}

/** A recovery link's pattern: the web app's /signin/reset-password/… or /signin/unlock/… */
export const RESET_LINK = /(https?:\/\/\S+\/signin\/reset-password\/[^\s)]+)/;
/** A one-time sign-in code's pattern. */
export const SIGN_IN_CODE = /sign-in code is (\d{6})\b/;
/** A push's approval link (the stand-in for the phone app). */
export const PUSH_LINK = /(https?:\/\/\S+\/idp\/dev\/push\/[^\s)]+)/;

/**
 * An access token of `email` to read its mailbox with: signed in once with `password` in a context
 * of its own (the mailbox answers only the account's own token; it stays valid after a password change).
 */
export async function mailboxToken(browser: Browser, origin: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    await signIn(page, email, password, { startAt: '/customer-search' });
    return await accessToken(page);
  } finally {
    await context.close();
  }
}

/**
 * A context of its own (axe needs one from browser.newContext()) on `origin` at `size`, whose
 * pages' uncaught errors are collected: `errors` is checked at the end of a journey.
 */
export async function journeyContext(
  browser: Browser,
  origin: string,
  size: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: origin, viewport: size });
  const errors: string[] = [];
  context.on('weberror', (webError) => errors.push(`${webError.page()?.url() ?? ''}: ${String(webError.error())}`));
  return { context, page: await context.newPage(), errors };
}
