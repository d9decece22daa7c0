import { OktaAuth, buildAuthorizeParams, type AuthnTransaction } from '@okta/okta-auth-js';
import { expect } from 'vitest';
import type { Db } from '../src/db/database.ts';
import type { TestApp } from './test-app.ts';
import { CookieJar } from './browser-sign-in.ts';
import { listMail } from '../src/stand-ins/oidc-issuer/issuer-account.repository.ts';

/** The provider's own SDK, configured as the web app would be, against the embedded issuer. */
export async function oktaAuthFor(testApp: TestApp, headers: Record<string, string> = {}) {
  const { issuer, clientId } = testApp.config.auth;
  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string;
    token_endpoint: string;
  };
  return new OktaAuth({
    issuer,
    clientId,
    redirectUri: `${testApp.baseUrl}/login/callback`,
    // The embedded issuer's endpoints are oidc-provider's (discovery), not the provider's /v1/… paths.
    authorizeUrl: discovery.authorization_endpoint,
    tokenUrl: discovery.token_endpoint,
    scopes: ['openid', 'profile', 'email'],
    tokenManager: { storage: 'memory' },
    headers,
  });
}

/** The newest message of an account's mailbox whose body matches, with the match. */
export async function lastMail(db: Db, accountId: string, pattern: RegExp) {
  const messages = await listMail(db, accountId, 50);
  const message = messages.find((one) => pattern.test(one.body));
  expect(message, `a message matching ${pattern}`).toBeDefined();
  return { message: message!, match: pattern.exec(message!.body)! };
}

/** The error an SDK call rejects with (an AuthApiError carries the provider's error object). */
export async function errorOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { name: string; errorCode?: string; errorSummary?: string; xhr?: { status: number } };
  }
  throw new Error('expected the call to fail');
}

/**
 * Exchanges a session token at the authorize endpoint, as the SDK's redirect does (code + PKCE,
 * back to /login/callback), following the redirects with a browser's cookies, then the code for
 * tokens with the SDK's own token call. A page on the way (the token did not sign in) is answered as `refused`.
 */
export async function exchangeSessionToken(auth: OktaAuth, testApp: TestApp, sessionToken: string) {
  const params = await auth.token.prepareTokenParams({ sessionToken, responseType: 'code', pkce: true });
  const jar = new CookieJar();
  let location = `${auth.options.authorizeUrl}${buildAuthorizeParams(params)}`;
  const redirectUri = auth.options.redirectUri!;
  for (let hops = 0; hops < 8 && !location.startsWith(redirectUri); hops += 1) {
    const response = await jar.go(new URL(location, testApp.baseUrl).toString());
    // A page instead of a redirect: the sign-in page, shown when the token did not sign in.
    if (response.status !== 303) return { refused: { status: response.status, page: await response.text() } };
    location = response.headers.get('location')!;
  }
  const callback = new URL(location);
  expect(callback.searchParams.get('state')).toBe(params.state);
  const { tokens } = await auth.token.exchangeCodeForTokens({
    ...params,
    authorizationCode: callback.searchParams.get('code')!,
  });
  return { tokens };
}

/** The factor of a type among a transaction's factors. */
export function factorOfType(transaction: AuthnTransaction, factorType: string) {
  const factor = transaction.factors?.find((one) => one.factorType === factorType);
  expect(factor, `a ${factorType} factor`).toBeDefined();
  return factor as { id: string; verify: (options?: object) => Promise<AuthnTransaction> };
}

/** The answer a transaction was made from (the SDK keeps it as `data`, which its types leave out). */
export const dataOf = (transaction: AuthnTransaction) =>
  (transaction as unknown as { data: Record<string, unknown> }).data;
