import { ROLES } from '@keyplan/domain';

/** A person the embedded issuer seeds into an empty account table. */
export interface DemoAccount {
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
}

/**
 * The demo accounts of the embedded issuer, printed at start. The viewer can sign in but holds
 * no staff role, so the app refuses them. Each starts with the password `demo`; a person may
 * change it (and their profile, emails and phones) on the account page (issue 34).
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { accountId: 'rep', email: 'rep@example.com', firstName: 'Riley', lastName: 'Rep', roles: [ROLES.staff] },
  {
    accountId: 'admin',
    email: 'admin@example.com',
    firstName: 'Alex',
    lastName: 'Admin',
    roles: [ROLES.staff, ROLES.admin],
  },
  { accountId: 'sales', email: 'sales@example.com', firstName: 'Sam', lastName: 'Sales', roles: [ROLES.staff] },
  { accountId: 'viewer', email: 'viewer@example.com', firstName: 'Vic', lastName: 'Viewer', roles: [] },
];

export const DEMO_PASSWORD = 'demo';
