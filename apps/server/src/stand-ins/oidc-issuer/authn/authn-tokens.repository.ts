import type { Db } from '../../../db/database.ts';

/** A recovery token, kept as its hash: a password reset or an unlock, asked for by the person or sent by an admin. */
export interface RecoveryTokenRecord {
  tokenHash: string;
  accountId: string;
  recoveryType: 'PASSWORD' | 'UNLOCK';
  issuedBy: string | null;
  expiresAt: number;
  createdAt: number;
}

export async function insertRecoveryToken(db: Db, token: RecoveryTokenRecord) {
  await db
    .deleteFrom('issuer_recovery_tokens')
    .where('expires_at', '<', token.createdAt - 24 * 60 * 60 * 1000)
    .execute();
  await db
    .insertInto('issuer_recovery_tokens')
    .values({
      token_hash: token.tokenHash,
      account_id: token.accountId,
      recovery_type: token.recoveryType,
      issued_by: token.issuedBy,
      expires_at: token.expiresAt,
      created_at: token.createdAt,
    })
    .execute();
}

/**
 * Spends a recovery token: marked used in the same statement that checks it is unused and
 * unexpired, so two requests with one token cannot both spend it. Answers what it was for.
 */
export async function consumeRecoveryToken(db: Db, tokenHash: string, now: number) {
  const row = await db
    .updateTable('issuer_recovery_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['account_id', 'recovery_type'])
    .executeTakeFirst();
  return row ? { accountId: row.account_id, recoveryType: row.recovery_type as 'PASSWORD' | 'UNLOCK' } : undefined;
}

/** How many recovery tokens were made for an account since `since` (its emails are limited). */
export async function countRecoveryTokens(db: Db, accountId: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('issuer_recovery_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('account_id', '=', accountId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertSessionToken(
  db: Db,
  token: { tokenHash: string; accountId: string; expiresAt: number; createdAt: number },
) {
  await db
    .deleteFrom('issuer_session_tokens')
    .where('expires_at', '<', token.createdAt - 24 * 60 * 60 * 1000)
    .execute();
  await db
    .insertInto('issuer_session_tokens')
    .values({
      token_hash: token.tokenHash,
      account_id: token.accountId,
      expires_at: token.expiresAt,
      created_at: token.createdAt,
    })
    .execute();
}

/** Spends a session token (once, unexpired) and answers its account. */
export async function consumeSessionToken(db: Db, tokenHash: string, now: number): Promise<string | undefined> {
  const row = await db
    .updateTable('issuer_session_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('account_id')
    .executeTakeFirst();
  return row?.account_id;
}

/** Notes that an account signed in from a device; true when the device is new to the account. */
export async function recordDevice(
  db: Db,
  device: { accountId: string; fingerprintHash: string; userAgent: string | null; at: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('issuer_devices')
    .values({
      account_id: device.accountId,
      fingerprint_hash: device.fingerprintHash,
      user_agent: device.userAgent,
      first_seen_at: device.at,
      last_seen_at: device.at,
    })
    .onConflict((conflict) => conflict.columns(['account_id', 'fingerprint_hash']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  await db
    .updateTable('issuer_devices')
    .set({ last_seen_at: device.at, user_agent: device.userAgent })
    .where('account_id', '=', device.accountId)
    .where('fingerprint_hash', '=', device.fingerprintHash)
    .execute();
  return false;
}
