/**
 * What the benches of the built server share: Keyplan started as `npm start` runs it (`node
 * apps/server/dist/main.js`, production, the stand-ins allowed) in a process of its own, on a fresh
 * SQLite file or on a PostgreSQL database it is given, and bearer tokens minted with its embedded
 * issuer's key, so that a bench calls the API as a signed-in rep or admin.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JWK } from 'jose';
import { loadIssuerKeys } from '../src/stand-ins/oidc-issuer/issuer-keys.ts';
import { ADMIN, mintToken, STAFF } from '../test-support/cluster-client.ts';
import { startServerProcess, waitUntilReady, type ServerProcess } from '../test-support/server-process.ts';
import { createDatabase } from '../src/db/database.ts';
import { createSecretBox } from '../src/secrets/secret-box.ts';
import { freePort } from '../test-support/test-app.ts';

/** True once `npm run build` has built the server. */
export const serverIsBuilt = () => existsSync(fileURLToPath(new URL('../dist/main.js', import.meta.url)));

export interface BuiltServer {
  process: ServerProcess;
  /** `http://127.0.0.1:<port>`. */
  url: string;
  database: 'sqlite' | 'postgres';
  /** Authorization headers of a rep (staff) and of an admin. */
  staff: Record<string, string>;
  admin: Record<string, string>;
  /** Stops the process and removes the SQLite file. */
  stop: () => Promise<void>;
}

/**
 * Starts the built server on a fresh SQLite file, or on `databaseUrl` (PostgreSQL, an empty
 * database the caller owns), with `env` beyond what production with the stand-ins needs.
 */
export async function startBuiltServer(databaseUrl?: string, env: Record<string, string> = {}): Promise<BuiltServer> {
  const folder = mkdtempSync(join(tmpdir(), 'keyplan-built-bench-'));
  const secretsKey = randomBytes(32).toString('base64');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = databaseUrl
    ? ({ kind: 'postgres', url: databaseUrl } as const)
    : ({ kind: 'sqlite', file: join(folder, 'keyplan.sqlite') } as const);
  const server = startServerProcess(
    'keyplan',
    port,
    {
      NODE_ENV: 'production',
      ALLOW_EMBEDDED_ISSUER: 'true',
      ALLOW_EMBEDDED_SAP: 'true',
      ALLOW_EMBEDDED_JIRA: 'true',
      ALLOW_DEMO_PRICES: 'true',
      SECRETS_KEY: secretsKey,
      PUBLIC_URL: url,
      ...(database.kind === 'sqlite' ? { SQLITE_FILE: database.file } : { DATABASE_URL: database.url }),
      ...env,
    },
    { built: true },
  );
  const stop = async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(server, 120_000);
    const db = createDatabase(database);
    const { signingKey } = await loadIssuerKeys(db, createSecretBox(Buffer.from(secretsKey, 'base64')));
    await db.destroy();
    const bearer = async (who: Parameters<typeof mintToken>[2]) => ({
      authorization: `Bearer ${await mintToken(signingKey as JWK, `${url}/oauth2/default`, who)}`,
    });
    return {
      process: server,
      url,
      database: database.kind,
      staff: await bearer(STAFF),
      admin: await bearer(ADMIN),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
