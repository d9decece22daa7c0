import { SignJWT, importJWK } from 'jose';
import { MY_ACCOUNT_SCOPES, ROLES } from '@keyplan/domain';
import { authorizationRequest, CookieJar, formPost } from './browser-sign-in.ts';
import type { TestApp } from './test-app.ts';

/** The Accept header of the MyAccount API's version 1.0.0. */
export const ACCEPT = 'application/json; okta-version=1.0.0';

export interface AccountTokenClaims {
  subject?: string;
  email?: string;
  name?: string;
  /** Seconds since the epoch of the sign-in; null: no `auth_time` claim. Default: now. */
  authTime?: number | null;
  /** The issuer's session id (`sid`) of the sign-in. */
  sid?: string;
  scope?: string;
}

/**
 * An access token as the embedded issuer mints it for the web app: the account's subject, the
 * MyAccount scopes, `auth_time` of the sign-in and its session's `sid` (any of them overridden).
 */
export async function mintAccountToken(app: TestApp, claims: AccountTokenClaims = {}): Promise<string> {
  const jwk = app.embeddedSigningKey;
  if (!jwk) throw new Error('no embedded issuer key to sign with');
  const now = Math.floor(Date.now() / 1000);
  const authTime = claims.authTime === undefined ? now : claims.authTime;
  return new SignJWT({
    email: claims.email ?? `${claims.subject ?? 'sales'}@example.com`,
    groups: [ROLES.staff],
    scope: claims.scope ?? MY_ACCOUNT_SCOPES.join(' '),
    ...(claims.name ? { name: claims.name } : {}),
    ...(authTime === null ? {} : { auth_time: authTime }),
    ...(claims.sid ? { sid: claims.sid } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .setSubject(claims.subject ?? 'sales')
    .setIssuer(app.config.auth.issuer)
    .setAudience(app.config.auth.audience)
    .setIssuedAt(now)
    .setExpirationTime('5m')
    .sign(await importJWK(jwk, 'RS256'));
}

/** The newest six-digit code the stand-in "sent" to the token's account (its development mailbox). */
export async function lastCode(app: TestApp, token: string): Promise<string> {
  const response = await app.app.inject({
    method: 'GET',
    url: '/idp/dev/mailbox',
    headers: { authorization: `Bearer ${token}`, accept: ACCEPT },
  });
  const [newest] = response.json() as { body: string }[];
  return /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1] ?? '';
}

const SIGN_IN_SCOPE = ['openid', 'profile', 'email', ...MY_ACCOUNT_SCOPES].join(' ');

/**
 * An authorization request of the web app in the browser of `jar` (`prompt=none`: only a session
 * may answer), followed through the issuer's redirects; a sign-in page is answered with `password`.
 * Resolves to the callback's code (with the request's PKCE verifier) or its error.
 */
export async function authorize(
  testApp: TestApp,
  jar: CookieJar,
  { email = '', password = '', prompt = '' }: { email?: string; password?: string; prompt?: string } = {},
) {
  const base = testApp.baseUrl!;
  const request = authorizationRequest(testApp.config.auth.issuer, base, { scope: SIGN_IN_SCOPE });
  let response = await jar.go(prompt ? `${request.url}&prompt=${prompt}` : request.url);
  let location = response.headers.get('location') ?? '';
  for (let hops = 0; hops < 6 && !location.startsWith(request.redirectUri); hops += 1) {
    const url = new URL(location, base).toString();
    response = /\/interaction\/[\w-]+$/.test(url)
      ? await jar.go(`${url}/login`, formPost({ email, password }))
      : await jar.go(url);
    location = response.headers.get('location') ?? '';
  }
  const callback = new URL(location, base);
  return {
    code: callback.searchParams.get('code'),
    error: callback.searchParams.get('error'),
    verifier: request.verifier,
  };
}

/** A browser's sign-in at the embedded issuer (code + PKCE over HTTP): its cookie jar and tokens. */
export async function signInAt(testApp: TestApp, email: string, password: string) {
  const jar = new CookieJar();
  const { code, error, verifier } = await authorize(testApp, jar, { email, password });
  if (!code) throw new Error(`sign-in came back without a code: ${error}`);
  const response = await fetch(`${testApp.config.auth.issuer}/token`, {
    ...formPost({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${testApp.baseUrl!}/login/callback`,
      client_id: testApp.config.auth.clientId,
      code_verifier: verifier,
    }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: testApp.baseUrl! },
  });
  if (response.status !== 200) throw new Error(`token exchange answered ${response.status}`);
  return { jar, tokens: (await response.json()) as { access_token: string; id_token: string } };
}
