import type { User, UserManager } from 'oidc-client-ts';
import type { RuntimeConfig } from '@keyplan/domain';
import { paths } from '../../config/paths.ts';

/** Scopes of the staff sign-in (SPEC §1). */
export const AUTH_SCOPES = 'openid profile email';

/** The scopes to ask for: the sign-in's, and the MyAccount API's when the provider offers the account page (issue 34). */
export function scopesFor(config: Pick<RuntimeConfig, 'myAccount'>): string {
  return [AUTH_SCOPES, ...(config.myAccount?.scopes ?? [])].join(' ');
}

/** What the app uses of a signed-in user: oidc-client-ts's stored user, read as it wrote it. */
export interface SignedInUser {
  access_token: string;
  /** Seconds since the epoch; none means the token does not expire. */
  expires_at?: number;
  profile: { sub: string; email?: unknown; name?: unknown; locale?: unknown };
  /** The state given to the sign-in redirect (after a callback only). */
  state?: unknown;
}

/**
 * The staff sign-in: authorization code with PKCE through oidc-client-ts, tokens kept in
 * localStorage (SPEC §3 "Authentication values kept"). Reading the stored user and forgetting it
 * need no library, so oidc-client-ts is fetched only to sign in, out or again (issue 14: a
 * signed-in person's first screen loads without it). Tests replace these methods to stub the
 * identity provider.
 */
export interface UserManagerClient {
  /** The stored user, or null when there is none (or it cannot be read). Synchronous. */
  getStoredUser(): SignedInUser | null;
  /** `extraQueryParams` carries a session token from the app's own sign-in page (issue 43). */
  signinRedirect(args: { state: unknown; extraQueryParams?: Record<string, string> }): Promise<void>;
  /** Completes a redirect (resolves to the user) or a popup's answer (resolves to undefined). */
  signinCallback(url: string): Promise<SignedInUser | undefined>;
  /** With `maxAge`, the person signs in anew (`prompt=login`, `max_age`): the provider's step-up asked for a recent sign-in. */
  signinPopup(args: { popupSignal?: AbortSignal; maxAge?: number }): Promise<SignedInUser>;
  signoutRedirect(): Promise<void>;
  removeUser(): Promise<void>;
}

/** Where oidc-client-ts's WebStorageStateStore (prefix 'oidc.') keeps the user of this client. */
export function userStorageKey(config: Pick<RuntimeConfig, 'issuer' | 'clientId'>): string {
  return `oidc.user:${config.issuer}:${config.clientId}`;
}

/** The user in oidc-client-ts's storage format, or null when absent or not a user. */
export function parseStoredUser(text: string | null): SignedInUser | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SignedInUser> | null;
    if (typeof value?.access_token !== 'string' || typeof value.profile?.sub !== 'string') return null;
    if (value.expires_at !== undefined && typeof value.expires_at !== 'number') return null;
    return value as SignedInUser;
  } catch {
    return null;
  }
}

/** Seconds since the epoch, as oidc-client-ts counts them. */
const epochSeconds = (now: number) => Math.floor(now / 1000);

/** oidc-client-ts's `User.expired`: the expiry is known and has come. */
export function isExpired(user: SignedInUser, now: number = Date.now()): boolean {
  return user.expires_at !== undefined && user.expires_at - epochSeconds(now) <= 0;
}

/** Milliseconds until `isExpired` turns true, or null when it never does (or already has). */
export function msUntilExpiry(user: SignedInUser, now: number = Date.now()): number | null {
  if (user.expires_at === undefined || isExpired(user, now)) return null;
  return user.expires_at * 1000 - now;
}

function fromLibraryUser(user: User): SignedInUser {
  return { access_token: user.access_token, expires_at: user.expires_at, profile: user.profile, state: user.state };
}

export function createUserManager(config: RuntimeConfig, origin: string = window.location.origin): UserManagerClient {
  const storageKey = userStorageKey(config);
  let library: Promise<UserManager> | undefined;
  /** No silent renew (it needs an iframe or refresh tokens); user info comes from the ID token and GET /me. */
  const load = () =>
    (library ??= import('oidc-client-ts').then(
      ({ UserManager, WebStorageStateStore }) =>
        new UserManager({
          authority: config.issuer,
          client_id: config.clientId,
          redirect_uri: `${origin}${paths.loginCallback.getHref()}`,
          post_logout_redirect_uri: `${origin}${paths.home.getHref()}`,
          response_type: 'code',
          scope: scopesFor(config),
          userStore: new WebStorageStateStore({ store: window.localStorage }),
          automaticSilentRenew: false,
          monitorSession: false,
          loadUserInfo: false,
        }),
    ));
  return {
    getStoredUser: () => parseStoredUser(window.localStorage.getItem(storageKey)),
    signinRedirect: async (args) => (await load()).signinRedirect(args),
    signinCallback: async (url) => {
      const user = await (await load()).signinCallback(url);
      return user ? fromLibraryUser(user) : undefined;
    },
    signinPopup: async ({ popupSignal, maxAge }) =>
      fromLibraryUser(
        await (
          await load()
        ).signinPopup({ popupSignal, ...(maxAge === undefined ? {} : { prompt: 'login', max_age: maxAge }) }),
      ),
    signoutRedirect: async () => (await load()).signoutRedirect(),
    removeUser: async () => window.localStorage.removeItem(storageKey),
  };
}
