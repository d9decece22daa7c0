import { DEFAULT_API_AUDIENCE, ROLES } from '@keyplan/domain';
import { importJWK, SignJWT, type JWK } from 'jose';
import { authorizationRequest, CookieJar, formPost } from './browser-sign-in.ts';
import { SERVED_BY } from './haproxy.ts';

/** A bearer token of the embedded issuer at `issuer`, signed with its key (read from the shared database). */
export async function mintToken(
  key: JWK,
  issuer: string,
  who: { subject: string; email: string; groups: string[] },
): Promise<string> {
  return new SignJWT({ email: who.email, groups: who.groups })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setSubject(who.subject)
    .setIssuer(issuer)
    .setAudience(DEFAULT_API_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importJWK(key, 'RS256'));
}

export const STAFF = { subject: 'rep', email: 'rep@example.com', groups: [ROLES.staff] };
export const ADMIN = { subject: 'admin', email: 'admin@example.com', groups: [ROLES.staff, ROLES.admin] };

/** A JSON call with a bearer token; answers the status, the body and which instance answered (through HAProxy). */
export async function call(base: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as unknown,
    servedBy: response.headers.get(SERVED_BY),
  };
}

/**
 * One password tried at the embedded sign-in page through `base`, as a browser does it: the
 * authorization request, the sign-in page, the form post. `extraRequests` plain requests are sent
 * before the post, so that round-robin spreads the posts over the instances. Answers the post's
 * status and the instance that answered it.
 */
export async function tryPassword(base: string, email: string, password: string, extraRequests = 0) {
  const jar = new CookieJar();
  const authorize = authorizationRequest(`${base}/oauth2/default`, base, { state: 'cluster' });
  const started = await jar.go(authorize.url);
  if (started.status !== 303) throw new Error(`the authorization request answered ${started.status}`);
  const interaction = new URL(started.headers.get('location')!, base).toString();
  await (await jar.go(interaction)).text();
  for (let extra = 0; extra < extraRequests; extra += 1) await (await fetch(`${base}/healthz`)).text();
  const posted = await jar.go(`${interaction}/login`, formPost({ email, password }));
  await posted.text();
  return { status: posted.status, servedBy: posted.headers.get(SERVED_BY) };
}
