import type { MyAccountErrorBody } from '@keyplan/domain';
import { textNow } from '../../../i18n/use-text.ts';
import { accountText } from '../account-text.ts';

/** The message when a MyAccount call has no access token (SPEC §8); no request is made. */
export const ACCESS_TOKEN_REQUIRED = 'AccessToken is required to request MyAccount API endpoints.';

/** The API version the provider requires in `Accept`. */
export const MY_ACCOUNT_ACCEPT = 'application/json; okta-version=1.0.0';

/** Reads retry on network failure or 429, waiting 1 s doubled each time, up to 5 retries (SPEC §8, §9). */
export const MAX_RETRIES = 5;
export const retryDelayMs = (retry: number) => 1000 * 2 ** retry;

/**
 * A refused MyAccount call: the HTTP status (0: the network failed) and the provider's error object.
 * Its message is the provider's own words, else the status in the language on show.
 */
export class MyAccountRequestError extends Error {
  override name = 'MyAccountRequestError';
  constructor(
    readonly status: number,
    readonly body: MyAccountErrorBody | null,
  ) {
    super(
      body?.errorCauses?.[0]?.errorSummary ??
        body?.errorSummary ??
        textNow(accountText)('serviceAnswered', { status: String(status) }),
    );
  }
}

export interface MyAccountClientOptions {
  /** The provider's origin; paths are `/idp/myaccount/…` under it. */
  origin: string;
  getAccessToken: () => string | null;
  /**
   * The provider asked for a sign-in no older than `maxAge` seconds (its step-up answer): signs the
   * person in again and resolves to true, and the call is sent again once; false: they declined.
   */
  stepUp?: (maxAge: number) => Promise<boolean>;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The `max_age` of the provider's step-up answer (RFC 9470, as Okta's MyAccount API sends it:
 * 403 with `WWW-Authenticate: Bearer … error="insufficient_authentication_context" … max_age=900`),
 * or null when the answer is not one. 0 when it names no age.
 */
export function stepUpMaxAge(response: Response): number | null {
  const challenge = response.headers.get('www-authenticate') ?? '';
  if (response.status !== 403 || !/\berror="?insufficient_authentication_context\b/.test(challenge)) return null;
  return Number(/\bmax_age="?(\d+)/.exec(challenge)?.[1] ?? 0);
}

export interface MyAccountClient {
  /** `path` under `/idp/myaccount`, or a link's full `href` from an earlier answer. */
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function errorBodyOf(response: Response): Promise<MyAccountErrorBody | null> {
  try {
    const body = (await response.json()) as Partial<MyAccountErrorBody>;
    return typeof body.errorSummary === 'string' ? (body as MyAccountErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * The identity provider's MyAccount API with the signed-in person's access token, as Okta's SDK
 * calls it: the API version in `Accept`, JSON bodies. Reads (GET: lists, polls) retry on network
 * failure or 429; writes are sent once, so a code is never sent twice behind the person's back. A
 * change the provider answers with its step-up challenge goes on after a new sign-in (`stepUp`).
 */
export function createMyAccountClient(options: MyAccountClientOptions): MyAccountClient {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? wait;
  const initOf = (method: string, body: unknown): RequestInit => {
    const token = options.getAccessToken();
    if (!token) throw new MyAccountRequestError(401, { errorCode: 'E0000004', errorSummary: ACCESS_TOKEN_REQUIRED });
    return {
      method,
      headers: {
        accept: MY_ACCOUNT_ACCEPT,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
  };
  return {
    async request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
      let init = initOf(method, body);
      const url = path.startsWith('http') ? path : `${options.origin}/idp/myaccount${path}`;
      const retries = method === 'GET' ? MAX_RETRIES : 0;
      let steppedUp = false;
      for (let attempt = 0; ; attempt += 1) {
        let response: Response;
        try {
          response = await fetchImpl(url, init);
        } catch {
          if (attempt >= retries) throw new MyAccountRequestError(0, null);
          await sleep(retryDelayMs(attempt));
          continue;
        }
        if (response.status === 429 && attempt < retries) {
          await sleep(retryDelayMs(attempt));
          continue;
        }
        const maxAge = stepUpMaxAge(response);
        if (maxAge !== null && !steppedUp && options.stepUp && (await options.stepUp(maxAge))) {
          // Signed in again: the same call once more, with the new sign-in's token.
          steppedUp = true;
          init = initOf(method, body);
          continue;
        }
        if (!response.ok) throw new MyAccountRequestError(response.status, await errorBodyOf(response));
        const text = await response.text();
        return (text ? JSON.parse(text) : undefined) as T;
      }
    },
  };
}
