import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the PostgreSQL server of `serverUrl` (its own database). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether a PostgreSQL server answers at `serverUrl`. */
export async function postgresReachable(serverUrl: string | undefined): Promise<boolean> {
  if (!serverUrl) return false;
  return onServer(serverUrl, 'select 1').then(
    () => true,
    () => false,
  );
}

/**
 * A fresh database of its own on the PostgreSQL server of `serverUrl`, for instances that migrate
 * its public schema as a real deployment does (the cluster test and bench); `drop` removes it.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
