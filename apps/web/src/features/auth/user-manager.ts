import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from '@keyplan/domain';
import { paths } from '../../config/paths.ts';

/** Scopes of the staff sign-in (SPEC §1). */
export const AUTH_SCOPES = 'openid profile email';

/**
 * The OIDC client of the staff sign-in: authorization code with PKCE (automatic for
 * response_type 'code'), tokens kept in localStorage (SPEC §3 "Authentication values kept").
 * No silent renew: it needs an iframe or refresh tokens; an expired session signs in again.
 * User info is not loaded: the profile comes from the ID token, the rest from GET /me.
 */
export function createUserManager(config: RuntimeConfig, origin: string = window.location.origin): UserManager {
  return new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}${paths.loginCallback.getHref()}`,
    post_logout_redirect_uri: `${origin}${paths.home.getHref()}`,
    response_type: 'code',
    scope: AUTH_SCOPES,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
  });
}
