import { afterEach, describe, expect, it } from 'vitest';
import { MY_ACCOUNT_SCOPES, runtimeConfigSchema } from '@keyplan/domain';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

describe('system routes', () => {
  let testApp: TestApp;
  afterEach(async () => testApp?.close());

  it('GET /healthz reports the database reachable', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('GET /config.json gives the web app its runtime configuration', async () => {
    testApp = await createTestApp({
      env: {
        PUBLIC_URL: 'https://keyplan.example.com',
        FAQ_URL: 'https://help.example.com/faq',
        DEBUG: 'true',
        TELEMETRY_CONNECTION_STRING: 'InstrumentationKey=00000000-0000-0000-0000-000000000000',
      },
    });
    const response = await testApp.app.inject({ url: '/config.json' });
    expect(response.statusCode).toBe(200);
    const body = runtimeConfigSchema.parse(response.json());
    expect(body).toEqual({
      issuer: 'https://keyplan.example.com/oauth2/default',
      clientId: 'keyplan-web',
      apiBase: '/api',
      telemetryConnectionString: 'InstrumentationKey=00000000-0000-0000-0000-000000000000',
      faqUrl: 'https://help.example.com/faq',
      debug: true,
      uiVersion: '20241018',
      myAccount: { origin: 'https://keyplan.example.com', scopes: [...MY_ACCOUNT_SCOPES] },
      // The embedded issuer answers the Authentication API: the web app signs in on its own page.
      authnApi: true,
    });
  });

  it('GET /config.json leaves optional values null and points at an external issuer', async () => {
    testApp = await createTestApp({
      env: { OIDC_ISSUER: 'https://example.okta.com/oauth2/default', OIDC_CLIENT_ID: '0oa123' },
    });
    const body = (await testApp.app.inject({ url: '/config.json' })).json();
    expect(body).toMatchObject({
      issuer: 'https://example.okta.com/oauth2/default',
      clientId: '0oa123',
      faqUrl: null,
      telemetryConnectionString: null,
      debug: false,
      // An external provider's account API is offered only when OIDC_MY_ACCOUNT_SCOPES names its scopes.
      myAccount: null,
      // Its Authentication API only when OIDC_AUTHN_API says so: otherwise the web app redirects.
      authnApi: false,
    });
    expect(
      (await testApp.app.inject({ url: '/' })).headers['content-security-policy'],
      'no frame of the issuer without its Authentication API',
    ).toContain("frame-src 'self';");
    const discovery = await testApp.app.inject({ url: '/oauth2/default/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(404);
  });

  it('GET /config.json signs in on Keyplan’s page against an Okta org with OIDC_AUTHN_API, framing its fingerprint service', async () => {
    testApp = await createTestApp({
      env: { OIDC_ISSUER: 'https://example.okta.com/oauth2/default', OIDC_AUTHN_API: 'true' },
    });
    expect((await testApp.app.inject({ url: '/config.json' })).json().authnApi).toBe(true);
    expect((await testApp.app.inject({ url: '/' })).headers['content-security-policy']).toContain(
      "frame-src 'self' https://example.okta.com;",
    );
  });

  it('GET /config.json offers an external provider’s account API with the scopes OIDC_MY_ACCOUNT_SCOPES names', async () => {
    testApp = await createTestApp({
      env: {
        OIDC_ISSUER: 'https://example.okta.com',
        OIDC_MY_ACCOUNT_SCOPES: 'okta.myAccount.profile.read okta.myAccount.profile.manage',
      },
    });
    expect((await testApp.app.inject({ url: '/config.json' })).json().myAccount).toEqual({
      origin: 'https://example.okta.com',
      scopes: ['okta.myAccount.profile.read', 'okta.myAccount.profile.manage'],
    });
  });

  it('serves the web app for client-side routes and sets security headers', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ url: '/key-system?ccid=1', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Keyplan test shell');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // An API answer (JSON) has the short policy (issue 32); transport and sniffing headers as the page's.
    const answer = await testApp.app.inject({ url: '/api/me' });
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['strict-transport-security']).toBe(response.headers['strict-transport-security']);
  });

  it('publishes the OpenAPI document with the API routes', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/help', '/api/me', '/healthz', '/config.json']),
    );
    expect(document.paths['/api/help'].post.requestBody).toBeDefined();
    // The runtime config's schema is zod/mini (issue 32): documented as the classic one was.
    const config = document.paths['/config.json'].get.responses['200'].content['application/json'].schema;
    expect(config.required).toEqual(expect.arrayContaining(['issuer', 'clientId', 'apiBase', 'myAccount']));
    expect(config.properties.issuer).toMatchObject({ type: 'string', format: 'uri' });
    expect(config.properties.clientId).toMatchObject({ type: 'string', minLength: 1 });
    const ui = await testApp.app.inject({ url: '/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  const PRODUCTION = {
    NODE_ENV: 'production',
    ALLOW_EMBEDDED_ISSUER: 'true',
    ALLOW_EMBEDDED_SAP: 'true',
    ALLOW_EMBEDDED_JIRA: 'true',
  };

  it('does not publish /docs in production', async () => {
    testApp = await createTestApp({ env: PRODUCTION });
    for (const url of ['/docs', '/docs/', '/docs/json', '/docs/yaml']) {
      const response = await testApp.app.inject({ url, headers: { accept: 'text/html' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it('publishes /docs in production when ALLOW_API_DOCS says so', async () => {
    testApp = await createTestApp({ env: { ...PRODUCTION, ALLOW_API_DOCS: 'true' } });
    expect((await testApp.app.inject({ url: '/docs/json' })).statusCode).toBe(200);
  });
});
