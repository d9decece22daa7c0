import type { MyAccountErrorBody } from '@keyplan/domain';

/** The message when a MyAccount call has no access token (SPEC §8); no request is made. */
export const ACCESS_TOKEN_REQUIRED = 'AccessToken is required to request MyAccount API endpoints.';

/** The API version the provider requires in `Accept`. */
export const MY_ACCOUNT_ACCEPT = 'application/json; okta-version=1.0.0';

/** Reads retry on network failure or 429, waiting 1 s doubled each time, up to 5 retries (SPEC §8, §9). */
export const MAX_RETRIES = 5;
export const retryDelayMs = (retry: number) => 1000 * 2 ** retry;

/** A refused MyAccount call: the HTTP status (0: the network failed) and the provider's error object. */
export class MyAccountRequestError extends Error {
  override name = 'MyAccountRequestError';
  constructor(
    readonly status: number,
    readonly body: MyAccountErrorBody | null,
  ) {
    super(body?.errorCauses?.[0]?.errorSummary ?? body?.errorSummary ?? `The account service answered ${status}.`);
  }
}

export interface MyAccountClientOptions {
  /** The provider's origin; paths are `/idp/myaccount/…` under it. */
  origin: string;
  getAccessToken: () => string | null;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
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
 * failure or 429; writes are sent once, so a code is never sent twice behind the person's back.
 */
export function createMyAccountClient(options: MyAccountClientOptions): MyAccountClient {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? wait;
  return {
    async request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
      const token = options.getAccessToken();
      if (!token) throw new MyAccountRequestError(401, { errorCode: 'E0000004', errorSummary: ACCESS_TOKEN_REQUIRED });
      const url = path.startsWith('http') ? path : `${options.origin}/idp/myaccount${path}`;
      const init: RequestInit = {
        method,
        headers: {
          accept: MY_ACCOUNT_ACCEPT,
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      };
      const retries = method === 'GET' ? MAX_RETRIES : 0;
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
        if (!response.ok) throw new MyAccountRequestError(response.status, await errorBodyOf(response));
        const text = await response.text();
        return (text ? JSON.parse(text) : undefined) as T;
      }
    },
  };
}
