import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, importJWK, type JWK } from 'jose';
import { ROLES } from '@keyplan/domain';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { generateSecretsKey } from '../src/secrets/secret-box.ts';
import { loadConfig, type AppConfig } from '../src/config/env.ts';
import { createTestDatabase, type DatabaseKind } from './test-database.ts';

export interface TestApp extends BuiltApp {
  config: AppConfig;
  /** Base URL once `listen` was asked for. */
  baseUrl: string | undefined;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  database?: DatabaseKind;
  /** Listen on a free port (needed where the server calls its own stand-ins over HTTP). */
  listen?: boolean;
  webRoot?: string;
}

/** A web root holding only an index.html, for SPA fallback tests. */
export function fakeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'keyplan-web-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Keyplan test shell</title>');
  return root;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(options.database ?? 'sqlite');
  const port = options.listen ? await freePort() : 0;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    SECRETS_KEY: generateSecretsKey(),
    // The refusal is process-wide (decision 0068): an app a test builds "in production" must not
    // switch it on for the other tests of its file, which price by the seeded book.
    ALLOW_DEMO_PRICES: 'true',
    ...(options.listen ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
    ...options.env,
  });
  config.database = database.config;
  const built = await buildApp(config, { webRoot: options.webRoot ?? fakeWebRoot() });
  let baseUrl: string | undefined;
  if (options.listen) {
    baseUrl = await built.app.listen({ host: '127.0.0.1', port });
  }
  return {
    ...built,
    config,
    baseUrl,
    close: async () => {
      await built.app.close();
      await database.dispose();
    },
  };
}

export interface TokenClaims {
  subject?: string;
  email?: string;
  groups?: string[];
  audience?: string;
  issuer?: string;
  /** When the token expires (jose's forms); null: a token without `exp`. */
  expiresIn?: string | number | null;
  /** `iat` in seconds since the epoch; default now. */
  issuedAt?: number;
  /** Sign with this private key instead of the embedded issuer's. */
  key?: JWK;
  /** The `scope` claim (space-separated), e.g. the MyAccount API's scopes; none by default. */
  scope?: string;
}

/** An access token as the embedded issuer would mint it, with any claim overridden. */
export async function mintAccessToken(app: TestApp, claims: TokenClaims = {}): Promise<string> {
  const jwk = claims.key ?? app.embeddedSigningKey;
  if (!jwk) throw new Error('no embedded issuer key to sign with');
  const key = await importJWK(jwk, 'RS256');
  const token = new SignJWT({
    email: claims.email ?? 'rep@example.com',
    groups: claims.groups ?? [ROLES.staff],
    ...(claims.scope ? { scope: claims.scope } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .setSubject(claims.subject ?? 'rep')
    .setIssuer(claims.issuer ?? app.config.auth.issuer)
    .setAudience(claims.audience ?? app.config.auth.audience)
    .setIssuedAt(claims.issuedAt);
  if (claims.expiresIn !== null) token.setExpirationTime(claims.expiresIn ?? '5m');
  return token.sign(key);
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
