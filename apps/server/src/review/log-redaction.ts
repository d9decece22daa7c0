/** A URL as it may be logged: the value of a `review` (pass code) query parameter replaced. */
export function redactPassCode(url: string): string {
  // Most URLs have no query at all: no pattern to run for them (one per logged request, issue 32).
  if (!url.includes('?')) return url;
  return url.replace(/([?&]review=)[^&#]*/gi, '$1[REDACTED]');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/**
 * Fastify's request serializer, except that a customer's review link (`/?review=<pass code>&id=…`)
 * is logged without its pass code: a bearer secret has no place in the logs.
 */
export function serializeRequestForLog(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactPassCode(request.url),
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
