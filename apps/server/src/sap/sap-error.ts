/**
 * An error of a call to SAP: the HTTP status (0 when no answer came), SAP's message code
 * (`{"error":{"code":…,"message":{"value":…}}}` of OData v2, or TIMEOUT / NETWORK), its message,
 * and whether trying again may help (timeouts, network failures, 5xx, 408 and 429 may; other
 * 4xx answers will not).
 */
export class SapError extends Error {
  readonly retryable: boolean;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    retryable?: boolean,
  ) {
    super(message);
    this.name = 'SapError';
    this.retryable = retryable ?? (status === 0 || status >= 500 || status === 408 || status === 429);
  }
}

interface ODataV2ErrorBody {
  error?: { code?: unknown; message?: { value?: unknown } | string };
}

/** SAP's OData v2 error answer as a SapError; a body of another shape keeps its first 300 characters. */
export function parseSapError(status: number, body: string): SapError {
  try {
    const parsed = JSON.parse(body) as ODataV2ErrorBody;
    const error = parsed.error;
    if (error && typeof error === 'object') {
      const message = typeof error.message === 'string' ? error.message : error.message?.value;
      return new SapError(
        status,
        typeof error.code === 'string' ? error.code : `HTTP${status}`,
        typeof message === 'string' ? message : `SAP answered ${status}`,
      );
    }
  } catch {
    // not JSON: fall through
  }
  return new SapError(status, `HTTP${status}`, `SAP answered ${status}: ${body.slice(0, 300)}`);
}

/** The OData v2 error body SAP answers (used by the embedded stand-in). */
export function sapErrorBody(code: string, message: string) {
  return { error: { code, message: { lang: 'en', value: message } } };
}
