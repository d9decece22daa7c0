import { profileOf } from '../issuer-accounts.ts';
import type { IssuerAccountRow } from '../issuer-account.repository.ts';
import type { AuthnContext } from './authn-context.ts';
import type { AuthnFactor } from './authn-factors.ts';

/** The path of the Authentication API on the issuer's origin. */
export const AUTHN_PATH = '/api/v1/authn';

/** A link the SDK turns into a method: `next` links by their name, the others by their relation. */
export function link(context: AuthnContext, path: string, name?: string) {
  return { ...(name ? { name } : {}), href: `${context.origin}${AUTHN_PATH}${path}`, hints: { allow: ['POST'] } };
}

/** The user as a transaction embeds it once the password (or a recovery token) has been checked. */
export function userOf(account: IssuerAccountRow) {
  const profile = profileOf(account);
  return {
    id: account.account_id,
    passwordChanged: account.password_updated_at,
    profile: { login: account.login, firstName: profile.firstName, lastName: profile.lastName },
  };
}

/** A factor in the provider's shape; with its own `verify` link when offered for choice (MFA_REQUIRED). */
export function factorOf(context: AuthnContext, factor: AuthnFactor, withLink: boolean) {
  return {
    id: factor.id,
    factorType: factor.factorType,
    provider: 'OKTA',
    vendorName: 'OKTA',
    profile: factor.profile,
    ...(withLink ? { _links: { verify: link(context, `/factors/${factor.id}/verify`) } } : {}),
  };
}

/** The embedded issuer's password policy as the provider publishes it (the rules of `passwordProblems`). */
export const PASSWORD_POLICY = {
  complexity: { minLength: 8, minLowerCase: 1, minUpperCase: 1, minNumber: 1, minSymbol: 0, excludeUsername: true },
};

export const iso = (epochMs: number) => new Date(epochMs).toISOString();

/** LOCKED_OUT (the provider's "show lockout failures"): no state token; the owner may unlock by email or SMS. */
export function lockedOutAnswer(context: AuthnContext) {
  return {
    status: 'LOCKED_OUT',
    _embedded: {},
    _links: { next: link(context, '/recovery/unlock', 'unlock'), cancel: link(context, '/cancel') },
  };
}

/** SUCCESS with the one-time session token that the authorize endpoint exchanges. */
export function successAnswer(account: IssuerAccountRow, sessionToken: string, expiresAt: number) {
  return { expiresAt: iso(expiresAt), status: 'SUCCESS', sessionToken, _embedded: { user: userOf(account) } };
}

/** SUCCESS of an unlock: the account is unlocked; the person signs in again with their password. */
export function unlockedAnswer(account: IssuerAccountRow, now: number) {
  return { expiresAt: iso(now), status: 'SUCCESS', recoveryType: 'UNLOCK', _embedded: { user: userOf(account) } };
}
