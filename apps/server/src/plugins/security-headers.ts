import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Where Application Insights' browser SDK sends telemetry. */
const TELEMETRY_ORIGINS = [
  'https://*.applicationinsights.azure.com',
  'https://*.in.applicationinsights.azure.com',
  'https://dc.services.visualstudio.com',
  'https://js.monitor.azure.com',
];

/**
 * Security headers for every answer. Scripts only from our origin; inline styles are allowed
 * because the UI library injects them at run time. An external issuer's origin is added to
 * `connect-src` (discovery, token endpoint) and `form-action`.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { externalIssuer?: string }) {
  const issuerOrigin = options.externalIssuer ? [new URL(options.externalIssuer).origin] : [];
  await app.register(helmet, {
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
  });
}
