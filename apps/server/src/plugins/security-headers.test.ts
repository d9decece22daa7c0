import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  API_CONTENT_SECURITY_POLICY,
  isUnderPrefix,
  registerSecurityHeaders,
  securityHeadersFor,
  telemetryConnectSources,
} from './security-headers.ts';

const KEY = 'InstrumentationKey=00000000-0000-0000-0000-000000000000';

/** The sources of one directive of a page's policy. */
async function directive(name: string, options: Parameters<typeof securityHeadersFor>[0]): Promise<string[]> {
  const policy = Object.fromEntries(await securityHeadersFor(options))['content-security-policy'] ?? '';
  const found = policy.split(';').find((part) => part.trim().startsWith(`${name} `));
  return found?.trim().split(/\s+/).slice(1) ?? [];
}

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
          connectSrc: ["'self'"],
          formAction: ["'self'"],
          frameSrc: ["'self'"],
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

  it('gives API answers the short policy and pages the full one (issue 32)', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { apiPrefix: '/api' });
    app.get('/api/things', async () => ({ ok: true }));
    app.get('/apis', async () => ({ ok: true }));
    app.get('/', async (_request, reply) => reply.type('text/html').send('<!doctype html>'));
    const page = (await app.inject({ url: '/' })).headers;
    for (const url of ['/api/things', '/api/missing', '/api', '/api?x=1']) {
      const answer = (await app.inject({ url })).headers;
      expect(answer['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
      for (const name of [
        'strict-transport-security',
        'x-content-type-options',
        'referrer-policy',
        'x-frame-options',
      ]) {
        expect(answer[name]).toBe(page[name]);
      }
      for (const name of ['x-dns-prefetch-control', 'x-download-options', 'origin-agent-cluster', 'x-xss-protection']) {
        expect(answer[name]).toBeUndefined();
      }
    }
    for (const url of ['/', '/apis', '/missing']) {
      const headers = (await app.inject({ url })).headers;
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['x-dns-prefetch-control']).toBe('off');
    }
    await app.close();
  });

  it('lets the page send telemetry only where the connection string points (issue 45)', async () => {
    expect(await directive('connect-src', {})).toEqual(["'self'"]);
    expect(
      await directive('connect-src', { telemetryConnectionString: `${KEY};IngestionEndpoint=http://127.0.0.1:4499/` }),
    ).toEqual(["'self'", 'http://127.0.0.1:4499']);
    expect(
      await directive('connect-src', {
        externalIssuer: 'https://issuer.example.com/oauth2/default',
        telemetryConnectionString: `${KEY};IngestionEndpoint=https://usgovvirginia-1.in.applicationinsights.us/;LiveEndpoint=https://usgovvirginia.livediagnostics.monitor.azure.us/`,
      }),
    ).toEqual([
      "'self'",
      'https://issuer.example.com',
      'https://usgovvirginia-1.in.applicationinsights.us',
      'https://usgovvirginia.livediagnostics.monitor.azure.us',
    ]);
    // No endpoint named: where the SDK sends by default, and no other Azure host.
    expect(await directive('connect-src', { telemetryConnectionString: KEY })).toEqual([
      "'self'",
      'https://dc.services.visualstudio.com',
    ]);
    const policy = (
      await securityHeadersFor({ telemetryConnectionString: `${KEY};EndpointSuffix=applicationinsights.azure.cn` })
    )
      .map(([, value]) => value)
      .join('\n');
    expect(policy).toContain('https://dc.applicationinsights.azure.cn');
    expect(policy).not.toMatch(/azure\.com|visualstudio\.com/);
  });

  it('refuses to build a policy from a connection string it cannot read', () => {
    expect(telemetryConnectSources(undefined)).toEqual([]);
    expect(() => telemetryConnectSources('IngestionEndpoint=https://a.example')).toThrow(
      /InstrumentationKey is missing/,
    );
  });

  it('tells API URLs by their prefix', () => {
    expect(isUnderPrefix('/api/x', '/api')).toBe(true);
    expect(isUnderPrefix('/api', '/api')).toBe(true);
    expect(isUnderPrefix('/api?x', '/api')).toBe(true);
    expect(isUnderPrefix('/apix', '/api')).toBe(false);
    expect(isUnderPrefix('/x/api', '/api')).toBe(false);
    expect(isUnderPrefix('/api/x', '')).toBe(false);
  });
});
