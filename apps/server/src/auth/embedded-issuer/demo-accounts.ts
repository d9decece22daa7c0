import { scryptSync, timingSafeEqual } from 'node:crypto';
import { ROLES } from '@keyplan/domain';
import { canonicalAccountName } from './account-name.ts';

/** A person who can sign in at the embedded issuer. */
export interface DemoAccount {
  accountId: string;
  email: string;
  name: string;
  roles: string[];
  passwordHash: Buffer;
}

const SALT = 'keyplan-embedded-issuer';

function hashPassword(password: string): Buffer {
  return scryptSync(password, SALT, 32);
}

/**
 * The demo accounts of the embedded issuer, printed at start. The viewer can sign in but holds
 * no staff role, so the app refuses them.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { accountId: 'rep', email: 'rep@example.com', name: 'Riley Rep', roles: [ROLES.staff] },
  {
    accountId: 'admin',
    email: 'admin@example.com',
    name: 'Alex Admin',
    roles: [ROLES.staff, ROLES.admin],
  },
  { accountId: 'viewer', email: 'viewer@example.com', name: 'Vic Viewer', roles: [] },
].map((account) => ({ ...account, passwordHash: hashPassword('demo') }));

export const DEMO_PASSWORD = 'demo';

export function findAccountById(accountId: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((account) => account.accountId === accountId);
}

/** The account whose email (in its canonical form, as the throttle counts it) and password match, compared in constant time; else undefined. */
export function authenticate(email: string, password: string): DemoAccount | undefined {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === canonicalAccountName(email));
  const attempt = hashPassword(password);
  const expected = account?.passwordHash ?? hashPassword(`${password}\u0000never`);
  const matches = timingSafeEqual(attempt, expected);
  return account && matches ? account : undefined;
}
