import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const CONNECTION = 'InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=http://127.0.0.1:4499/';

/** The sources the served page may connect to. */
function connectSources(policy: string | string[] | number | undefined): string[] {
  const directive = String(policy)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('connect-src '));
  return directive?.split(/\s+/).slice(1) ?? [];
}

describe("the page's policy and the configured connection string (issue 45)", () => {
  let testApp: TestApp;
  afterEach(async () => testApp?.close());

  it('names the endpoint the web app is given, and no Azure host', async () => {
    testApp = await createTestApp({ env: { TELEMETRY_CONNECTION_STRING: CONNECTION } });
    const page = await testApp.app.inject({ url: '/customer-search' });
    expect(connectSources(page.headers['content-security-policy'])).toEqual(["'self'", 'http://127.0.0.1:4499']);
    const config = (await testApp.app.inject({ url: '/config.json' })).json<{ telemetryConnectionString: string }>();
    expect(config.telemetryConnectionString).toBe(CONNECTION);
  });

  it('names no telemetry host without a connection string', async () => {
    testApp = await createTestApp();
    const page = await testApp.app.inject({ url: '/' });
    expect(connectSources(page.headers['content-security-policy'])).toEqual(["'self'"]);
  });
});
