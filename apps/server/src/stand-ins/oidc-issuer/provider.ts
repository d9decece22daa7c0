import Provider, { errors, interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { EMBEDDED_ACCESS_TOKEN_SECONDS, type AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import type { IssuerKeys } from './issuer-keys.ts';
import { accountClaims } from './issuer-accounts.ts';
import { MY_ACCOUNT_SCOPES } from '@keyplan/domain';
import { createOidcAdapterFactory } from './oidc-payload.repository.ts';
import { issuerErrorPage, signOutPage, signedOutPage } from './pages.ts';

/** Scopes the web app asks for; the API's access tokens carry the same, with the MyAccount API's (issue 34). */
const SCOPES = ['openid', 'profile', 'email', ...MY_ACCOUNT_SCOPES].join(' ');

/** Where the embedded issuer sends people to sign in (served by interaction-routes.ts). */
export const INTERACTION_PATH = '/interaction';

/** The app's origin and its localhost/127.0.0.1 twin (redirect URIs, and who may frame the fingerprint service). */
export function originsOf(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const twins = [url.origin];
  if (url.hostname === 'localhost') twins.push(url.origin.replace('localhost', '127.0.0.1'));
  if (url.hostname === '127.0.0.1') twins.push(url.origin.replace('127.0.0.1', 'localhost'));
  return twins;
}

/**
 * The default prompts, where an authorization request with a `sessionToken` always goes through the
 * interaction (which exchanges the token for the sign-in, no page shown): a session of someone
 * else in the same browser must not answer for it. Once the interaction has signed in, it does not ask again.
 */
function sessionTokenPolicy() {
  const policy = interactionPolicy.base();
  const { Check } = interactionPolicy;
  const check = new Check('session_token', 'A session token was given to exchange', 'login_required', (ctx) =>
    ctx.oidc.params?.sessionToken !== undefined && !ctx.oidc.result?.login
      ? Check.REQUEST_PROMPT
      : Check.NO_NEED_TO_PROMPT,
  );
  policy.get('login')!.checks.add(check, 0);
  return policy;
}

/**
 * The embedded OIDC provider that stands in for the corporate single sign-on when no external
 * issuer is configured: authorization code + PKCE for one public client (the web app), JWT
 * access tokens for the API audience, and the demo accounts' roles in a `groups` claim as an
 * Okta authorization server would put them.
 */
export function createEmbeddedProvider(config: AppConfig, keys: IssuerKeys, db: Db): Provider {
  const { issuer, clientId, audience, rolesClaim } = config.auth;
  const origins = originsOf(config.publicUrl);

  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(db),
    clients: [
      {
        client_id: clientId,
        client_name: 'Keyplan',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}/login/callback`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
      },
    ],
    jwks: { keys: [keys.signingKey as never] },
    cookies: { keys: keys.cookieKeys },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'locale'],
    },
    async findAccount(_ctx, accountId) {
      const account = await accountClaims(db, accountId);
      if (!account) return undefined;
      return {
        accountId,
        claims: async () => ({
          sub: accountId,
          email: account.email,
          email_verified: true,
          name: account.name,
          ...(account.locale ? { locale: account.locale } : {}),
        }),
      };
    },
    async extraTokenClaims(ctx, token) {
      const account = 'accountId' in token ? await accountClaims(db, String(token.accountId)) : undefined;
      // When the person signed in, as Okta's tokens say it, and in which issuer session (its uid) (issue
      // 43): MyAccount asks for a recent sign-in; a password change ends the other sessions, not this one.
      const { authTime } = ctx.oidc.entities.AuthorizationCode ?? ctx.oidc.entities.RefreshToken ?? {};
      const sid = 'sessionUid' in token ? token.sessionUid : undefined;
      const signIn = { ...(authTime ? { auth_time: authTime } : {}), ...(sid ? { sid } : {}) };
      return account ? { email: account.email, name: account.name, [rolesClaim]: account.roles, ...signIn } : undefined;
    },
    /** A first-party app: grant its scopes at once instead of asking for consent. */
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES);
      grant.addResourceScope(audience, SCOPES);
      await grant.save();
      return grant;
    },
    // The Authentication API's one-time session token (issue 43), as the provider takes it at /authorize.
    extraParams: ['sessionToken'],
    interactions: {
      url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}`,
      policy: sessionTokenPolicy(),
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          // Our own app asked (it sent its client id or id token): confirm at once.
          ctx.body = signOutPage(form, { autoConfirm: Boolean(ctx.oidc.client) });
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: SCOPES,
            audience,
            accessTokenTTL: EMBEDDED_ACCESS_TOKEN_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    pkce: { required: () => true },
    ttl: {
      AccessToken: EMBEDDED_ACCESS_TOKEN_SECONDS,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 8 * 60 * 60,
      Grant: 8 * 60 * 60,
      RefreshToken: 8 * 60 * 60,
    },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin) || config.nodeEnv === 'development',
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = issuerErrorPage(String(out.error), out.error_description);
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = config.trustProxy !== false;
  return provider;
}
