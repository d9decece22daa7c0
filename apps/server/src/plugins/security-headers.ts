import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { parseTelemetryConnection, telemetryOrigins } from '@keyplan/domain';

/** Options of the page's policy. */
export interface SecurityHeaderOptions {
  externalIssuer?: string | undefined;
  issuerFrames?: boolean;
  /** TELEMETRY_CONNECTION_STRING: the browser may connect to its endpoints and to no other telemetry host. */
  telemetryConnectionString?: string | undefined;
}

/**
 * Where the browser SDK sends this connection string's telemetry (issue 45): the endpoints it
 * names, not a list of Azure's public hosts, so a sovereign cloud, a private endpoint or a
 * collector of one's own is reached and nothing else is. None without a connection string.
 */
export function telemetryConnectSources(connectionString: string | undefined): string[] {
  if (!connectionString) return [];
  const parsed = parseTelemetryConnection(connectionString);
  // The configuration refuses such a string at start; a page policy never names a guess.
  if (!parsed.ok) throw new Error(`TELEMETRY_CONNECTION_STRING: ${parsed.problems.join('; ')}`);
  return telemetryOrigins(parsed.connection);
}

function helmetOptions(options: SecurityHeaderOptions): FastifyHelmetOptions {
  const { externalIssuer, issuerFrames = false } = options;
  const issuerOrigin = externalIssuer ? [new URL(externalIssuer).origin] : [];
  const telemetry = telemetryConnectSources(options.telemetryConnectionString);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...issuerOrigin, ...telemetry],
        formAction: ["'self'", ...issuerOrigin],
        // The provider's SDK loads its device fingerprint service in a hidden frame (issue 43).
        frameSrc: ["'self'", ...(issuerFrames ? issuerOrigin : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet sets for these options, computed once: @fastify/helmet builds the whole
 * helmet middleware (and re-parses the CSP) on every request, which cost as much as a small route.
 */
export async function securityHeadersFor(options: SecurityHeaderOptions): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions(options));
  // The onRequest hooks have run when the handler is called; nothing else has touched the raw response.
  probe.get('/', async (_request, reply) => reply.raw.getHeaders());
  const headers = (await probe.inject({ url: '/' })).json<Record<string, string>>();
  await probe.close();
  return Object.entries(headers).map(([name, value]) => [name, String(value)]);
}

/** The whole policy of an API answer: JSON (or a file to download) loads nothing and is framed nowhere. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Helmet's headers that only a browser rendering an HTML page reads (or only Internet Explorer). */
const HTML_ONLY = new Set(['x-dns-prefetch-control', 'x-download-options', 'origin-agent-cluster', 'x-xss-protection']);

/**
 * The headers of an API answer (issue 32): the page's policy names where scripts, styles, fonts
 * and telemetry may come from, which JSON never loads; `default-src 'none'` forbids all of it
 * should a browser ever render an answer as a document, and the headers only HTML pages use are
 * left out. Transport (HSTS), sniffing, framing, referrer and cross-origin headers stay as they are.
 */
function apiSecurityHeaders(pageHeaders: [string, string][]): [string, string][] {
  return pageHeaders
    .filter(([name]) => !HTML_ONLY.has(name))
    .map(([name, value]) => [name, name === 'content-security-policy' ? API_CONTENT_SECURITY_POLICY : value]);
}

/** Whether a request URL is under the API's path prefix (`/api` → `/api`, `/api/…`, `/api?…`). */
export function isUnderPrefix(url: string, prefix: string): boolean {
  if (prefix === '' || !url.startsWith(prefix)) return false;
  const next = url.charCodeAt(prefix.length);
  return Number.isNaN(next) || next === 47 /* / */ || next === 63 /* ? */;
}

/**
 * Security headers for every answer. Pages: scripts only from our origin; inline styles are
 * allowed because the UI library injects them at run time; an external issuer's origin is added to
 * `connect-src` (discovery, token endpoint) and `form-action`, the telemetry endpoints of the
 * connection string to `connect-src`. Answers under `apiPrefix` get the
 * short set of `apiSecurityHeaders`. Set on the raw response in onRequest, as helmet does, so
 * answers written by middleware (the embedded issuer) carry them too.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions & { apiPrefix?: string },
) {
  const pageHeaders = await securityHeadersFor(options);
  const apiHeaders = apiSecurityHeaders(pageHeaders);
  const apiPrefix = options.apiPrefix ?? '';
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isUnderPrefix(request.url, apiPrefix) ? apiHeaders : pageHeaders;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
