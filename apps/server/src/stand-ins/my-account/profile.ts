import { findAccount, listEmails, updateAccount } from '../oidc-issuer/issuer-account.repository.ts';
import { profileOf, type IssuerProfile } from '../oidc-issuer/issuer-accounts.ts';
import { resourceNotFound, validationFailed } from './my-account-error.ts';
import { link, type MyAccountContext } from './my-account-context.ts';

interface PropertySchema {
  title: string;
  type: 'string';
  required?: boolean;
  minLength?: number;
  maxLength: number;
  permissions: [{ principal: 'SELF'; action: 'READ_WRITE' | 'READ_ONLY' }];
}

const readOnly = [{ principal: 'SELF', action: 'READ_ONLY' }] as PropertySchema['permissions'];
const readWrite = [{ principal: 'SELF', action: 'READ_WRITE' }] as PropertySchema['permissions'];

/** The profile schema of an embedded account: who may change what. */
const PROFILE_PROPERTIES: Record<string, PropertySchema> = {
  login: { title: 'Username', type: 'string', required: true, maxLength: 320, permissions: readOnly },
  email: { title: 'Primary email', type: 'string', required: true, maxLength: 320, permissions: readOnly },
  firstName: {
    title: 'First name',
    type: 'string',
    required: true,
    minLength: 1,
    maxLength: 50,
    permissions: readWrite,
  },
  lastName: { title: 'Last name', type: 'string', required: true, minLength: 1, maxLength: 50, permissions: readWrite },
  title: { title: 'Title', type: 'string', maxLength: 100, permissions: readWrite },
  department: { title: 'Department', type: 'string', maxLength: 100, permissions: readWrite },
  // Okta's base profile: `locale` as language_COUNTRY (en_US), `preferredLanguage` as Accept-Language.
  locale: { title: 'Locale', type: 'string', maxLength: 100, permissions: readWrite },
  preferredLanguage: { title: 'Preferred language', type: 'string', maxLength: 100, permissions: readWrite },
};

type Writable = 'firstName' | 'lastName' | 'title' | 'department' | 'locale' | 'preferredLanguage';
const OPTIONAL: readonly Writable[] = ['title', 'department', 'locale', 'preferredLanguage'];

/** Okta's pattern of `locale`: ISO 639-1, an underscore, ISO 3166-1. */
const LOCALE_PATTERN = /^[a-z]{2}_[A-Z]{2}$/;

async function accountOf(context: MyAccountContext) {
  const account = await findAccount(context.db, context.accountId);
  if (!account) throw resourceNotFound(context.accountId, 'User');
  return account;
}

export async function getProfile(context: MyAccountContext) {
  const account = await accountOf(context);
  const emails = await listEmails(context.db, context.accountId);
  const primary = emails.find((email) => email.role === 'PRIMARY' && email.status === 'VERIFIED');
  return {
    createdAt: account.created_at,
    modifiedAt: account.modified_at,
    profile: { ...profileOf(account), login: account.login, email: primary?.email ?? account.login },
    _links: {
      self: link(context, '/profile', 'GET', 'PUT'),
      describedBy: link(context, '/profile/schema', 'GET'),
    },
  };
}

export function getProfileSchema(context: MyAccountContext) {
  return {
    _links: { self: link(context, '/profile/schema', 'GET'), user: link(context, '/profile', 'GET') },
    properties: PROFILE_PROPERTIES,
  };
}

/**
 * Changes the writable properties given; read-only ones may be sent unchanged (a client may send
 * back what it read), unknown ones are refused, and required ones may not be emptied.
 */
export async function putProfile(context: MyAccountContext, body: unknown) {
  const account = await accountOf(context);
  const given = (body as { profile?: unknown } | null)?.profile;
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    throw validationFailed('profile', 'The body must have a profile object.');
  const current = await getProfile(context);
  const next: IssuerProfile = { ...profileOf(account) };
  for (const [name, value] of Object.entries(given)) {
    const schema = PROFILE_PROPERTIES[name];
    if (!schema) throw validationFailed(name, `Property '${name}' is not in the profile schema.`);
    if (schema.permissions[0].action === 'READ_ONLY') {
      if (value !== current.profile[name as 'login' | 'email'])
        throw validationFailed(name, `Property '${name}' is read-only; change the primary email under Emails.`);
      continue;
    }
    if (value !== null && typeof value !== 'string') throw validationFailed(name, `${schema.title} must be text.`);
    const text = (value ?? '').trim();
    if (schema.required && text.length === 0) throw validationFailed(name, `${schema.title} is required.`);
    if (text.length > schema.maxLength)
      throw validationFailed(name, `${schema.title} must be at most ${schema.maxLength} characters.`);
    if (name === 'locale' && text !== '' && !LOCALE_PATTERN.test(text))
      throw validationFailed(name, `${schema.title} must be a language and country code such as en_US.`);
    next[name as Writable] = text;
  }
  for (const name of OPTIONAL) if (next[name] === '') delete next[name];
  await updateAccount(context.db, context.accountId, {
    profile_json: JSON.stringify(next),
    modified_at: new Date(context.now()).toISOString(),
  });
  return getProfile(context);
}
