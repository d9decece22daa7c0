import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../test-support/config-problems.ts';
import { loadConfig } from './env.ts';

describe('loadConfig', () => {
  it("bounds the lifetime of access tokens: 24 hours unless set, never below the embedded issuer's hour", () => {
    expect(loadConfig({}).auth.maxTokenLifetimeSeconds).toBe(86_400);
    expect(loadConfig({ OIDC_MAX_TOKEN_LIFETIME_SECONDS: '7200' }).auth.maxTokenLifetimeSeconds).toBe(7200);
    expect(problemsOf({ OIDC_MAX_TOKEN_LIFETIME_SECONDS: 'forever' })).toEqual([
      'OIDC_MAX_TOKEN_LIFETIME_SECONDS: must be a number of seconds',
    ]);
    expect(problemsOf({ OIDC_MAX_TOKEN_LIFETIME_SECONDS: '99999999' })).toEqual([
      'OIDC_MAX_TOKEN_LIFETIME_SECONDS: must be at most 604800 (7 days)',
    ]);
    expect(problemsOf({ OIDC_MAX_TOKEN_LIFETIME_SECONDS: '600' })).toEqual([
      'OIDC_MAX_TOKEN_LIFETIME_SECONDS: must be at least 3600 with the embedded issuer, whose access tokens last that long',
    ]);
    const external = { OIDC_ISSUER: 'https://example.okta.com/oauth2/default', OIDC_MAX_TOKEN_LIFETIME_SECONDS: '600' };
    expect(loadConfig(external).auth.maxTokenLifetimeSeconds).toBe(600);
  });

  it('sizes the PostgreSQL pool and bounds statements, stale lookups and the shutdown grace', () => {
    expect(loadConfig({}).databasePool).toEqual({ size: 10, statementTimeoutMs: 30_000 });
    expect(loadConfig({}).cluster).toEqual({
      cacheStaleMs: 2000,
      shutdownGraceMs: 10_000,
      shutdownReadinessDelayMs: 5000,
    });
    const set = loadConfig({
      DATABASE_POOL_SIZE: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      CACHE_STALE_MS: '0',
      SHUTDOWN_GRACE_MS: '30000',
      SHUTDOWN_READINESS_DELAY_MS: '0',
    });
    expect(set.databasePool).toEqual({ size: 25, statementTimeoutMs: 0 });
    expect(set.cluster).toEqual({ cacheStaleMs: 0, shutdownGraceMs: 30_000, shutdownReadinessDelayMs: 0 });
    expect(
      problemsOf({ DATABASE_POOL_SIZE: '0', DATABASE_STATEMENT_TIMEOUT_MS: 'soon', CACHE_STALE_MS: '90000' }),
    ).toEqual([
      'DATABASE_POOL_SIZE: must be at least 1',
      'DATABASE_STATEMENT_TIMEOUT_MS: must be a number of milliseconds',
      'CACHE_STALE_MS: must be at most 60000',
    ]);
  });

  /** Production with the stand-ins allowed: what these two tests vary one flag of. */
  const production = {
    NODE_ENV: 'production',
    ALLOW_EMBEDDED_ISSUER: 'true',
    ALLOW_EMBEDDED_SAP: 'true',
    ALLOW_EMBEDDED_JIRA: 'true',
    SECRETS_KEY: Buffer.alloc(32, 1).toString('base64'),
  };

  it('serves the API docs outside production, and in production only with ALLOW_API_DOCS', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, ALLOW_API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it('refuses the demo catalog’s prices in production only, unless ALLOW_DEMO_PRICES (decision 0068)', () => {
    expect(loadConfig({}).refuseDemoPrices).toBe(false);
    expect(loadConfig(production).refuseDemoPrices).toBe(true);
    expect(loadConfig({ ...production, ALLOW_DEMO_PRICES: 'true' }).refuseDemoPrices).toBe(false);
  });

  it('runs with embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'sqlite', file: '.data/keyplan.sqlite' });
    expect(config.auth).toMatchObject({
      externalIssuer: undefined,
      issuer: 'http://localhost:3000/oauth2/default',
      clientId: 'keyplan-web',
      audience: 'api://default',
    });
    expect(config.jira.kind).toBe('embedded');
    expect(config.debug).toBe(false);
  });

  it('takes an external issuer and PostgreSQL from the environment', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://example.okta.com/oauth2/default',
      OIDC_CLIENT_ID: '0oa1',
      DATABASE_URL: 'postgres://u@db/keyplan',
      DEBUG: 'true',
    });
    expect(config.auth.issuer).toBe('https://example.okta.com/oauth2/default');
    expect(config.auth.clientId).toBe('0oa1');
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db/keyplan' });
    expect(config.debug).toBe(true);
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      OIDC_ISSUER: 'not a url',
      FAQ_URL: 'faq',
      DEBUG: 'maybe',
      DATABASE_URL: 'mysql://x',
      LOG_LEVEL: 'loud',
    });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(
      ['DATABASE_URL', 'DEBUG', 'FAQ_URL', 'LOG_LEVEL', 'OIDC_ISSUER', 'PORT'].sort(),
    );
    expect(problems).toContain('DEBUG: must be true or false');
  });

  it('refuses to run the demo stand-ins in production unless each is allowed by name', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'OIDC_ISSUER: is required in production; ALLOW_EMBEDDED_ISSUER=true runs the embedded sign-in with its public demo accounts instead',
      'SAP_BASE_URL: is required in production; ALLOW_EMBEDDED_SAP=true runs the embedded SAP stand-in (orders never reach SAP) instead',
      'JIRA_BASE_URL: is required in production; ALLOW_EMBEDDED_JIRA=true runs the embedded help desk (tickets stay in the database) instead',
    ]);
    const real = {
      NODE_ENV: 'production',
      OIDC_ISSUER: 'https://example.okta.com/oauth2/default',
      SAP_BASE_URL: 'https://s4.example.com/sap/opu/odata/sap',
      SAP_USERNAME: 'KEYPLAN',
      SAP_PASSWORD: 'secret',
      JIRA_BASE_URL: 'https://example.atlassian.net',
      JIRA_EMAIL: 'help@example.com',
      JIRA_API_TOKEN: 'token',
    };
    expect(loadConfig(real).embeddedInProduction).toEqual([]);
    const allowed = loadConfig({ ...real, SAP_BASE_URL: '', ALLOW_EMBEDDED_SAP: 'true' });
    expect(allowed.embeddedInProduction).toEqual([
      'the embedded SAP stand-in (orders never reach SAP) (ALLOW_EMBEDDED_SAP)',
    ]);
    expect(problemsOf({ ...real, OIDC_ISSUER: '', ALLOW_EMBEDDED_SAP: 'true' })).toEqual([
      'OIDC_ISSUER: is required in production; ALLOW_EMBEDDED_ISSUER=true runs the embedded sign-in with its public demo accounts instead',
    ]);
    // Outside production the stand-ins are the defaults, and nothing warns.
    expect(loadConfig({}).embeddedInProduction).toEqual([]);
  });

  it('takes the secrets key from SECRETS_KEY, else a key file; production with the embedded issuer needs SECRETS_KEY', () => {
    expect(loadConfig({}).secretsKey).toEqual({ kind: 'file', path: '.data/secrets.key' });
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ SECRETS_KEY: key }).secretsKey).toEqual({ kind: 'env', key: Buffer.alloc(32, 7) });
    expect(problemsOf({ SECRETS_KEY: 'short' })[0]).toMatch(/^SECRETS_KEY: must be 32 random bytes in base64/);
    const allowed = {
      NODE_ENV: 'production',
      ALLOW_EMBEDDED_ISSUER: 'true',
      ALLOW_EMBEDDED_SAP: 'true',
      ALLOW_EMBEDDED_JIRA: 'true',
    };
    expect(problemsOf(allowed)).toEqual([
      'SECRETS_KEY: is required in production with the embedded issuer, whose signing key it seals',
    ]);
    expect(problemsOf({ ...allowed, SECRETS_KEY: key })).toEqual([]);
  });

  it('trusts forwarded headers of no proxy, the nearest N, or the listed ones; never of every client', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.0/33', 'proxy.example.com']) {
      expect(problemsOf({ TRUST_PROXY: bad })[0]).toMatch(/^TRUST_PROXY: must be false, a number of proxy hops/);
    }
  });

  it('asks for the whole set of Jira credentials', () => {
    expect(problemsOf({ JIRA_BASE_URL: 'https://example.atlassian.net' })).toEqual([
      'JIRA_EMAIL: is required when any JIRA_ variable is set',
      'JIRA_API_TOKEN: is required when any JIRA_ variable is set',
    ]);
  });

  it('uses the embedded SAP stand-in with SAP defaults when no SAP variable is set', () => {
    expect(loadConfig({}).sap).toEqual({
      external: undefined,
      salesOrderType: 'OR',
      quotationType: 'QT',
      safekeyMaterial: 'SAFEKEY',
      priceConditionType: 'PR00',
      engravingTextId: '0002',
      headerNoteTextId: '0002',
      rejectionReason: 'ZK',
      chartedCustomerMessage: 'ZSAFEKEY/001',
      timeoutMs: 10_000,
      statusCheckIntervalMs: 300_000,
      standInSwitches: true,
      standInCredentials: undefined,
    });
  });

  it('takes SAP customizing and names what it refuses', () => {
    const sap = loadConfig({
      SAP_ENGRAVING_TEXT_ID: 'Z001',
      SAP_HEADER_NOTE_TEXT_ID: '0003',
      SAP_REJECTION_REASON: 'Z1',
      SAP_CHARTED_CUSTOMER_MESSAGE: 'ZSD/042',
    }).sap;
    expect(sap).toMatchObject({
      engravingTextId: 'Z001',
      headerNoteTextId: '0003',
      rejectionReason: 'Z1',
      chartedCustomerMessage: 'ZSD/042',
    });
    expect(
      problemsOf({
        SAP_ENGRAVING_TEXT_ID: 'note',
        SAP_HEADER_NOTE_TEXT_ID: '00002',
        SAP_REJECTION_REASON: 'ZKX',
        SAP_CHARTED_CUSTOMER_MESSAGE: 'SAFEKEY/CHARTED_CUSTOMER',
      }),
    ).toEqual([
      'SAP_ENGRAVING_TEXT_ID: must be a SAP text ID of 4 capital letters or digits, such as 0002 or Z001',
      'SAP_HEADER_NOTE_TEXT_ID: must be a SAP text ID of 4 capital letters or digits, such as 0002 or Z001',
      'SAP_REJECTION_REASON: must be a SAP rejection reason of 1 or 2 letters or digits',
      'SAP_CHARTED_CUSTOMER_MESSAGE: must be a SAP message class and number such as ZSAFEKEY/001',
    ]);
  });

  it('takes an external SAP system with its client and credentials', () => {
    const config = loadConfig({
      SAP_BASE_URL: 'https://s4.example.com/',
      SAP_USERNAME: 'KEYPLAN',
      SAP_PASSWORD: 'secret',
      SAP_CLIENT: '100',
      SAP_TIMEOUT_MS: '5000',
      SAP_SALES_ORDER_TYPE: 'ZSK',
    });
    expect(config.sap.external).toEqual({
      baseUrl: 'https://s4.example.com',
      username: 'KEYPLAN',
      password: 'secret',
      client: '100',
    });
    expect(config.sap).toMatchObject({ timeoutMs: 5000, salesOrderType: 'ZSK' });
  });

  it('asks for SAP credentials with SAP_BASE_URL and checks every SAP variable', () => {
    expect(problemsOf({ SAP_BASE_URL: 'https://s4.example.com' })).toEqual([
      'SAP_USERNAME: is required with SAP_BASE_URL',
      'SAP_PASSWORD: is required with SAP_BASE_URL',
    ]);
    const problems = problemsOf({
      SAP_BASE_URL: 'nope',
      SAP_CLIENT: '1',
      SAP_TIMEOUT_MS: 'soon',
      SAP_STANDIN_CREDENTIALS: 'nocolon',
    });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'SAP_BASE_URL',
      'SAP_CLIENT',
      'SAP_STANDIN_CREDENTIALS',
      'SAP_TIMEOUT_MS',
    ]);
  });

  it('fixes the stand-in credentials from SAP_STANDIN_CREDENTIALS', () => {
    expect(loadConfig({ SAP_STANDIN_CREDENTIALS: 'e2e:pass:word' }).sap.standInCredentials).toEqual({
      username: 'e2e',
      password: 'pass:word',
    });
  });

  it('stops the server at start with the list of problems', () => {
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
    const result = spawnSync(tsx, [main], {
      env: { PATH: process.env.PATH, PORT: '-1', FAQ_URL: 'nope' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('PORT: must be 0–65535');
    expect(result.stderr).toContain('FAQ_URL: must be an absolute URL');
  });
});
