import { findAccount, updateAccount } from '../oidc-issuer/issuer-account.repository.ts';
import { hashPassword, passwordMatches } from '../oidc-issuer/issuer-accounts.ts';
import { MyAccountError, resourceNotFound, validationFailed } from './my-account-error.ts';
import { credentialsChanged, requireWayBackIn } from './credentials.ts';
import { link, type MyAccountContext } from './my-account-context.ts';

const PASSWORD_REQUIREMENTS =
  'Password requirements: at least 8 characters, a lowercase letter, an uppercase letter, a number, no parts of your username.';

/** The rules the embedded issuer's password policy breaks for this password, in the provider's words. */
export function passwordProblems(password: string, login: string): string[] {
  const username = login.split('@')[0]?.toLowerCase() ?? '';
  const broken =
    password.length < 8 ||
    password.length > 72 ||
    !/[a-z]/.test(password) ||
    !/[A-Z]/.test(password) ||
    !/\d/.test(password) ||
    (username.length >= 3 && password.toLowerCase().includes(username));
  return broken ? [`Password requirements were not met. ${PASSWORD_REQUIREMENTS}`] : [];
}

async function accountOf(context: MyAccountContext) {
  const account = await findAccount(context.db, context.accountId);
  if (!account) throw resourceNotFound(context.accountId, 'User');
  return account;
}

/**
 * The password's state: NOT_ENROLLED allows enrolling; ACTIVE allows reading, replacing and
 * removing (SPEC §4). A NOT_ENROLLED password links `enroll` too: Okta's SDK enrolls through it.
 */
export async function getPassword(context: MyAccountContext) {
  const account = await accountOf(context);
  const active = account.password_hash !== null;
  return {
    id: `pwd${context.accountId}`,
    status: active ? 'ACTIVE' : 'NOT_ENROLLED',
    ...(active ? { created: account.password_created_at, lastUpdated: account.password_updated_at } : {}),
    _links: active
      ? { self: link(context, '/password', 'GET', 'PUT', 'DELETE') }
      : { self: link(context, '/password', 'POST'), enroll: link(context, '/password', 'POST') },
  };
}

function newPasswordOf(body: unknown, login: string, currentHash: string | null): string {
  const given = (body as { profile?: { password?: unknown; currentPassword?: unknown } } | null)?.profile;
  const password = given?.password;
  if (typeof password !== 'string' || password.length === 0)
    throw validationFailed('Password', 'Give the new password in profile.password.');
  // Okta's SDK may send the current password too: when it is sent, it must be right.
  if (given?.currentPassword !== undefined && !passwordMatches(String(given.currentPassword), currentHash))
    throw new MyAccountError(403, 'E0000014', 'Update of credentials failed', [
      'currentPassword: The current password is incorrect.',
    ]);
  const problems = passwordProblems(password, login);
  if (problems.length > 0) throw validationFailed('Password', ...problems);
  if (passwordMatches(password, currentHash))
    throw validationFailed('Password', 'Password cannot be your current password.');
  return password;
}

export async function enrollPassword(context: MyAccountContext, body: unknown) {
  const account = await accountOf(context);
  if (account.password_hash !== null)
    throw new MyAccountError(409, 'E0000157', 'This account already has a password set as an authenticator.', [
      'This account already has a password set as an authenticator.',
    ]);
  const password = newPasswordOf(body, account.login, null);
  const at = new Date(context.now()).toISOString();
  await updateAccount(context.db, context.accountId, {
    password_hash: hashPassword(password),
    password_created_at: at,
    password_updated_at: at,
    modified_at: at,
  });
  await credentialsChanged(context);
  return getPassword(context);
}

export async function replacePassword(context: MyAccountContext, body: unknown) {
  const account = await accountOf(context);
  if (account.password_hash === null) throw resourceNotFound(`pwd${context.accountId}`, 'UserProfilePassword');
  const password = newPasswordOf(body, account.login, account.password_hash);
  const at = new Date(context.now()).toISOString();
  await updateAccount(context.db, context.accountId, {
    password_hash: hashPassword(password),
    password_updated_at: at,
    modified_at: at,
  });
  await credentialsChanged(context);
  return getPassword(context);
}

/** Removes the password, unless it is the last way in: a verified email or phone must be left to recover with. */
export async function deletePassword(context: MyAccountContext) {
  const account = await accountOf(context);
  if (account.password_hash === null) throw resourceNotFound(`pwd${context.accountId}`, 'UserProfilePassword');
  await requireWayBackIn(context, { removesPassword: true });
  const at = new Date(context.now()).toISOString();
  await updateAccount(context.db, context.accountId, {
    password_hash: null,
    password_created_at: null,
    password_updated_at: null,
    modified_at: at,
  });
  await credentialsChanged(context);
}
