import { createHash, randomBytes } from 'node:crypto';

/** A browser's cookies for one origin, and its requests that carry them: just enough for the sign-in flow. */
export class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  /** A request as the browser sends it: with the jar's cookies, redirects not followed, new cookies kept. */
  async go(url: string, init: RequestInit = {}) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.header() },
    });
    this.store(response);
    return response;
  }
}

/** A form post, as the sign-in page sends it. */
export function formPost(values: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(values).toString(),
  };
}

/** The web app's authorization request (code + PKCE) at `issuer`, returning to `{base}/login/callback`, with its verifier. */
export function authorizationRequest(
  issuer: string,
  base: string,
  { scope = 'openid profile email', state = 'state-1' } = {},
) {
  const verifier = randomBytes(32).toString('base64url');
  const url = new URL(`${issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: 'keyplan-web',
    response_type: 'code',
    redirect_uri: `${base}/login/callback`,
    scope,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
  }).toString();
  return { url: url.toString(), verifier, redirectUri: `${base}/login/callback` };
}
