import { SapError, parseSapError } from './sap-error.ts';

/**
 * How Keyplan talks OData v2 to SAP Gateway: Basic auth, JSON, the CSRF token fetched once per
 * service and session (cookies kept) and fetched again once on SAP's 403, and `If-Match` on every
 * update (the ETag read with the entity, `*` when it has none; SAP note 2962502). An update SAP
 * refuses with 412 (the ETag moved on) or 428 (it wants one) reads the entity again and is sent
 * once more with the ETag it has now (decision 0025).
 */
export interface SapConnection {
  /** e.g. https://s4.example.com/sap/opu/odata/sap — resolved per call (the stand-in's port is known late). */
  baseUrl: () => string;
  username: string;
  password: string;
  /** SAP client (`sap-client` query parameter), when the system needs one. */
  client?: string | undefined;
  timeoutMs: number;
  /** The fetch to use (tests record what is sent); the global fetch by default. */
  fetch?: typeof fetch;
}

export type Json = Record<string, unknown>;

interface Session {
  token: string;
  cookies: string;
}

/** The ETag SAP gave an entity (`__metadata.etag`), if any. */
export function etagOf(entity: Json | undefined): string | undefined {
  const etag = (entity?.__metadata as { etag?: unknown } | undefined)?.etag;
  return typeof etag === 'string' && etag !== '' ? etag : undefined;
}

export function createSapTransport(connection: SapConnection) {
  const sessions = new Map<string, Session>();
  const authorization = `Basic ${Buffer.from(`${connection.username}:${connection.password}`).toString('base64')}`;
  const doFetch = connection.fetch ?? fetch;

  function url(service: string, path: string): string {
    const full = `${connection.baseUrl()}/${service}/${path}`;
    if (!connection.client) return full;
    return `${full}${full.includes('?') ? '&' : '?'}sap-client=${encodeURIComponent(connection.client)}`;
  }

  async function send(target: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(target, { ...init, signal: AbortSignal.timeout(connection.timeoutMs) });
    } catch (error) {
      const cause = error as Error;
      if (cause.name === 'TimeoutError' || cause.name === 'AbortError') {
        throw new SapError(0, 'TIMEOUT', `SAP did not answer within ${connection.timeoutMs} ms`);
      }
      throw new SapError(0, 'NETWORK', `SAP could not be reached: ${cause.message}`);
    }
  }

  async function fetchToken(service: string): Promise<Session> {
    const response = await send(url(service, ''), {
      method: 'GET',
      headers: { authorization, accept: 'application/json', 'x-csrf-token': 'Fetch' },
    });
    if (!response.ok) throw parseSapError(response.status, await response.text().catch(() => ''));
    await response.arrayBuffer().catch(() => undefined);
    const token = response.headers.get('x-csrf-token');
    if (!token) throw new SapError(response.status, 'CSRF', 'SAP answered without a CSRF token', true);
    const cookies = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const session = { token, cookies };
    sessions.set(service, session);
    return session;
  }

  async function request(
    service: string,
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: unknown,
    ifMatch?: string,
  ): Promise<Response> {
    const write = method !== 'GET';
    const attempt = async (session: Session | undefined) =>
      send(url(service, path), {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
          ...(session
            ? { 'x-csrf-token': session.token, ...(session.cookies ? { cookie: session.cookies } : {}) }
            : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    let response = await attempt(write ? (sessions.get(service) ?? (await fetchToken(service))) : undefined);
    if (write && response.status === 403) {
      const refused = await response.text().catch(() => '');
      if (
        response.headers.get('x-csrf-token')?.toLowerCase() !== 'required' &&
        !/CSRF token validation failed/i.test(refused)
      ) {
        throw parseSapError(403, refused);
      }
      response = await attempt(await fetchToken(service));
    }
    return response;
  }

  async function answerOf(response: Response): Promise<Json | undefined> {
    const answer = await response.text().catch(() => '');
    if (!response.ok) throw parseSapError(response.status, answer);
    if (response.status === 204 || answer === '') return undefined;
    try {
      return (JSON.parse(answer) as { d?: Json }).d ?? {};
    } catch {
      throw new SapError(
        response.status,
        'INVALID_ANSWER',
        `SAP answered ${response.status} with a body that is not JSON`,
        true,
      );
    }
  }

  const get = async (service: string, path: string) => answerOf(await request(service, 'GET', path));

  return {
    get,
    post: async (service: string, path: string, body: unknown) => answerOf(await request(service, 'POST', path, body)),

    /**
     * Updates one entity with `If-Match` (its ETag as read, else `*`). On 412 or 428 the entity is
     * read again and the update sent once more with the ETag SAP has now.
     */
    async patch(service: string, path: string, body: Json, etag?: string): Promise<void> {
      const response = await request(service, 'PATCH', path, body, etag ?? '*');
      if (response.status !== 412 && response.status !== 428) {
        await answerOf(response);
        return;
      }
      await response.arrayBuffer().catch(() => undefined);
      const current = await get(service, path);
      await answerOf(await request(service, 'PATCH', path, body, etagOf(current) ?? '*'));
    },
  };
}
