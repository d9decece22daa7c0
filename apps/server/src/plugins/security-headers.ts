import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Where Application Insights' browser SDK sends telemetry. */
const TELEMETRY_ORIGINS = [
  'https://*.applicationinsights.azure.com',
  'https://*.in.applicationinsights.azure.com',
  'https://dc.services.visualstudio.com',
  'https://js.monitor.azure.com',
];

function helmetOptions(externalIssuer: string | undefined): FastifyHelmetOptions {
  const issuerOrigin = externalIssuer ? [new URL(externalIssuer).origin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...issuerOrigin, ...TELEMETRY_ORIGINS],
        formAction: ["'self'", ...issuerOrigin],
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
export async function securityHeadersFor(options: { externalIssuer?: string }): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions(options.externalIssuer));
  // The onRequest hooks have run when the handler is called; nothing else has touched the raw response.
  probe.get('/', async (_request, reply) => reply.raw.getHeaders());
  const headers = (await probe.inject({ url: '/' })).json<Record<string, string>>();
  await probe.close();
  return Object.entries(headers).map(([name, value]) => [name, String(value)]);
}

/**
 * Security headers for every answer. Scripts only from our origin; inline styles are allowed
 * because the UI library injects them at run time. An external issuer's origin is added to
 * `connect-src` (discovery, token endpoint) and `form-action`. Set on the raw response in
 * onRequest, as helmet does, so answers written by middleware (the embedded issuer) carry them too.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { externalIssuer?: string }) {
  const headers = await securityHeadersFor(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
