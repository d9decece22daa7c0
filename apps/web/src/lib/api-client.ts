import { problemSchema } from '@keyplan/domain';
import { shownLanguage } from '../i18n/language.ts';
import { z } from 'zod/mini';

/**
 * RFC 9457 problem body of our API: the domain's problem plus a stable code and field errors. In
 * zod/mini, as the domain's problem (issue 32): every screen's first call goes through here.
 */
export const apiProblemSchema = z.extend(problemSchema, {
  code: z.optional(z.string()),
  errors: z.optional(z.unknown()),
});

export type ApiProblem = z.infer<typeof apiProblemSchema>;

/** Field errors of a 400 answer (`errors: ['field: message']`), if any. */
export function fieldErrorsOf(errors: unknown): string[] {
  return Array.isArray(errors) ? errors.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Seconds to wait that a `Retry-After` header asks for (delay in seconds or an HTTP date), or
 * null without one; a date in the past is 0.
 */
export function retryAfterSeconds(headers: Headers, now: number = Date.now()): number | null {
  const value = headers.get('Retry-After');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * A failed API call: the HTTP status (0 when the network failed), the problem body, if any, and
 * the answer's headers, so a screen can honour what they say (`Retry-After` on a 429 or 503).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly problem: ApiProblem | null,
    message?: string,
    readonly headers: Headers = new Headers(),
  ) {
    super(message ?? problem?.detail ?? problem?.title ?? `Request failed with status ${status}`);
  }

  /** The wait the server asked for in `Retry-After`, in seconds; null when it named none. */
  get retryAfterSeconds(): number | null {
    return retryAfterSeconds(this.headers);
  }
}

/** True when an error is an API answer with one of the given statuses. */
export function isApiError(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && (statuses.length === 0 || statuses.includes(error.status));
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a Blob (an uploaded file) is sent as it is, with its own type or as octet stream. */
  body?: unknown;
  /** How to read a successful answer; JSON by default. `file` gives a {@link DownloadedFile}. */
  responseType?: 'json' | 'text' | 'blob' | 'file';
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
}

export interface ApiClientOptions {
  /** `apiBase` of the runtime config, e.g. '/api'. */
  baseUrl: string;
  /** The signed-in user's access token, sent as a bearer; null for anonymous calls. */
  getAccessToken: () => string | null;
  fetchImpl?: typeof fetch;
}

const ACCEPT = { json: 'application/json', text: 'text/plain', blob: '*/*', file: '*/*' } as const;

/** A downloaded file: its bytes and the name the server gave it in Content-Disposition, if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` first, then `filename="…"`. */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(contentDisposition);
  const name = plain?.[1] ?? plain?.[2];
  return name ? name : null;
}

async function readProblem(response: Response): Promise<ApiProblem | null> {
  try {
    const parsed = apiProblemSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A fetch wrapper for the Keyplan API: adds the bearer, sends JSON, turns failures into ApiError. */
export function createApiClient({ baseUrl, getAccessToken, fetchImpl }: ApiClientOptions): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      const { method = 'GET', body, responseType = 'json', signal } = options;
      const headers = new Headers({ Accept: ACCEPT[responseType] });
      const token = getAccessToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      // The server words what it says for a person (a refusal, a document) in their language (issue 48).
      headers.set('Accept-Language', shownLanguage());
      const isBlob = body instanceof Blob;
      if (body !== undefined)
        headers.set('Content-Type', isBlob ? body.type || 'application/octet-stream' : 'application/json');
      let response: Response;
      try {
        response = await (fetchImpl ?? fetch)(`${base}/${path.replace(/^\/+/, '')}`, {
          method,
          headers,
          body: body === undefined ? undefined : isBlob ? body : JSON.stringify(body),
          signal,
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new ApiError(0, null, `Network error: ${String(error)}`);
      }
      if (!response.ok) throw new ApiError(response.status, await readProblem(response), undefined, response.headers);
      if (response.status === 204) return undefined as T;
      if (responseType === 'blob') return (await response.blob()) as T;
      if (responseType === 'file') {
        const file: DownloadedFile = {
          blob: await response.blob(),
          fileName: fileNameOf(response.headers.get('Content-Disposition')),
        };
        return file as T;
      }
      return (responseType === 'text' ? await response.text() : await response.json()) as T;
    },
  };
}
