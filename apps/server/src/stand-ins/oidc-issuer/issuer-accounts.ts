import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { acceptedLanguages } from '@keyplan/domain';
import type { Db } from '../../db/database.ts';
import { canonicalAccountName } from './account-name.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import {
  findAccount,
  findAccountByLogin,
  insertAccountIfAbsent,
  listEmails,
  type IssuerAccountRow,
} from './issuer-account.repository.ts';

/** The profile properties of an embedded account (the MyAccount profile's `profile`). */
export interface IssuerProfile {
  firstName: string;
  lastName: string;
  title?: string;
  department?: string;
  /** Okta's `locale`: ISO 639-1, an underscore, ISO 3166-1 (fr_CA). */
  locale?: string;
  /** Okta's `preferredLanguage`: an Accept-Language value (fr-CA, fr;q=0.8). */
  preferredLanguage?: string;
}

/** What a signed-in account puts in its tokens. */
export interface IssuerAccountClaims {
  accountId: string;
  email: string;
  name: string;
  roles: string[];
  /** The OIDC `locale` claim (BCP 47, fr-CA): the profile's locale, else its first preferred language. */
  locale: string | null;
}

const KEY_LENGTH = 32;

/** `scrypt$<salt>$<hash>`, salt and hash in base64url. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64url')}$${scryptSync(password, salt, KEY_LENGTH).toString('base64url')}`;
}

/** Whether the password matches the stored hash, compared in constant time; a missing hash costs the same work. */
export function passwordMatches(password: string, stored: string | null): boolean {
  const [scheme, salt, hash] = (stored ?? 'scrypt$bm9uZQ$').split('$');
  const expected = Buffer.from(hash ?? '', 'base64url');
  const attempt = scryptSync(password, Buffer.from(salt ?? '', 'base64url'), KEY_LENGTH);
  return scheme === 'scrypt' && expected.length === KEY_LENGTH && timingSafeEqual(attempt, expected) && stored !== null;
}

export function profileOf(account: IssuerAccountRow): IssuerProfile {
  return JSON.parse(account.profile_json) as IssuerProfile;
}

/** The profile's language as the OIDC `locale` claim writes it (BCP 47), as Okta's userinfo answers it. */
function localeClaim(profile: IssuerProfile): string | null {
  if (profile.locale) return profile.locale.replace('_', '-');
  return acceptedLanguages(profile.preferredLanguage)[0] ?? null;
}

export function displayName(profile: IssuerProfile): string {
  return `${profile.firstName} ${profile.lastName}`.trim();
}

/** Seeds the demo accounts that are not there yet; accounts a person has changed are left as they are. */
export async function seedDemoAccounts(db: Db, now: Date = new Date()) {
  const at = now.toISOString();
  for (const demo of DEMO_ACCOUNTS) {
    const profile: IssuerProfile = { firstName: demo.firstName, lastName: demo.lastName };
    await insertAccountIfAbsent(
      db,
      {
        account_id: demo.accountId,
        login: demo.email,
        profile_json: JSON.stringify(profile),
        roles_json: JSON.stringify(demo.roles),
        password_hash: hashPassword(DEMO_PASSWORD),
        password_created_at: at,
        password_updated_at: at,
        created_at: at,
        modified_at: at,
      },
      {
        id: `${demo.accountId}-primary`,
        account_id: demo.accountId,
        email: demo.email,
        role: 'PRIMARY',
        status: 'VERIFIED',
        created_at: at,
      },
    );
  }
}

/** The account whose login (in its canonical form, as the throttle counts it) and password match; else undefined. */
export async function authenticate(db: Db, login: string, password: string): Promise<IssuerAccountRow | undefined> {
  const account = await findAccountByLogin(db, canonicalAccountName(login));
  const matches = passwordMatches(password, account?.password_hash ?? null);
  return account && matches ? account : undefined;
}

/** The claims of an account's tokens: its verified primary email (else its login), name and roles. */
export async function accountClaims(db: Db, accountId: string): Promise<IssuerAccountClaims | undefined> {
  const account = await findAccount(db, accountId);
  if (!account) return undefined;
  const emails = await listEmails(db, accountId);
  const primary = emails.find((email) => email.role === 'PRIMARY' && email.status === 'VERIFIED');
  return {
    accountId,
    email: primary?.email ?? account.login,
    name: displayName(profileOf(account)),
    roles: JSON.parse(account.roles_json) as string[],
    locale: localeClaim(profileOf(account)),
  };
}
