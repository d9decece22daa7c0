import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeadersFor } from './security-headers.ts';

describe('security headers', () => {
  it('are the headers helmet sets, computed once', async () => {
    const headers = Object.fromEntries(await securityHeadersFor({ externalIssuer: 'https://issuer.example.com/x' }));
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain('connect-src');
    expect(headers['content-security-policy']).toContain('https://issuer.example.com');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('answers with the same headers as @fastify/helmet per request, on routes and on raw answers', async () => {
    const withHelmet = Fastify();
    await withHelmet.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [
            "'self'",
            'https://*.applicationinsights.azure.com',
            'https://*.in.applicationinsights.azure.com',
            'https://dc.services.visualstudio.com',
            'https://js.monitor.azure.com',
          ],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    const ours = Fastify();
    await registerSecurityHeaders(ours, {});
    for (const app of [withHelmet, ours]) {
      app.get('/route', async () => ({ ok: true }));
      // Middleware such as the embedded issuer writes the raw response itself.
      app.get('/raw', (_request, reply) => {
        reply.hijack();
        reply.raw.end('raw');
      });
    }
    for (const url of ['/route', '/raw', '/missing']) {
      const expected = (await withHelmet.inject({ url })).headers;
      const actual = (await ours.inject({ url })).headers;
      delete expected.date;
      delete actual.date;
      expect(actual).toEqual(expected);
    }
    await Promise.all([withHelmet.close(), ours.close()]);
  });
});
