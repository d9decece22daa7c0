import type { Db } from '../../db/database.ts';
import type {
  IssuerAccountEmailTable,
  IssuerAccountPhoneTable,
  IssuerAccountTable,
  IssuerChallengeTable,
  IssuerMailboxTable,
} from '../../db/schema.ts';

/** An account as read (its sign-on flags as 0/1) or written (the flags may be left to their defaults). */
export type IssuerAccountRow = Omit<IssuerAccountTable, 'mfa_required' | 'password_expired'> & {
  mfa_required?: number;
  password_expired?: number;
};
export type IssuerEmailRow = IssuerAccountEmailTable;
export type IssuerPhoneRow = IssuerAccountPhoneTable;
export type IssuerChallengeRow = Omit<IssuerChallengeTable, 'failed_attempts'> & { failed_attempts: number };
export type IssuerMailRow = Omit<IssuerMailboxTable, 'id'> & { id: number };

/** PostgreSQL returns bigint columns as text. */
const epoch = (value: number | string | null) => (value === null ? null : Number(value));

export async function findAccount(db: Db, accountId: string): Promise<IssuerAccountRow | undefined> {
  return db.selectFrom('issuer_accounts').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

/** Every account, by login: the embedded issuer's accounts are few (demo and test accounts). */
export async function listAccounts(db: Db, limit = 500): Promise<IssuerAccountRow[]> {
  return db.selectFrom('issuer_accounts').selectAll().orderBy('login').limit(limit).execute();
}

export async function findAccountByLogin(db: Db, login: string): Promise<IssuerAccountRow | undefined> {
  return db.selectFrom('issuer_accounts').selectAll().where('login', '=', login).executeTakeFirst();
}

/**
 * Adds the account with its primary email unless an account of that id exists. Idempotent and safe
 * when several instances seed one database at once: a row another instance wrote first is kept.
 */
export async function insertAccountIfAbsent(db: Db, account: IssuerAccountRow, primaryEmail: IssuerEmailRow) {
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('issuer_accounts')
      .values(account)
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await trx
      .insertInto('issuer_account_emails')
      .values(primaryEmail)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  });
}

export async function updateAccount(
  db: Db,
  accountId: string,
  changes: Partial<Omit<IssuerAccountRow, 'account_id' | 'login' | 'created_at'>>,
) {
  await db.updateTable('issuer_accounts').set(changes).where('account_id', '=', accountId).execute();
}

export async function listEmails(db: Db, accountId: string): Promise<IssuerEmailRow[]> {
  return db
    .selectFrom('issuer_account_emails')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertEmail(db: Db, email: IssuerEmailRow) {
  await db.insertInto('issuer_account_emails').values(email).execute();
}

export async function deleteEmail(db: Db, accountId: string, emailId: string) {
  await db.deleteFrom('issuer_account_emails').where('account_id', '=', accountId).where('id', '=', emailId).execute();
}

/**
 * Verifies an email: a verified PRIMARY email replaces the previous primary, which is removed, as
 * the provider's "confirm email address change" does; a SECONDARY one is simply verified.
 */
export async function markEmailVerified(db: Db, accountId: string, email: IssuerEmailRow) {
  await db.transaction().execute(async (trx) => {
    if (email.role === 'PRIMARY') {
      await trx
        .deleteFrom('issuer_account_emails')
        .where('account_id', '=', accountId)
        .where('role', '=', 'PRIMARY')
        .where('status', '=', 'VERIFIED')
        .where('id', '!=', email.id)
        .execute();
    }
    await trx.updateTable('issuer_account_emails').set({ status: 'VERIFIED' }).where('id', '=', email.id).execute();
  });
}

export async function listPhones(db: Db, accountId: string): Promise<IssuerPhoneRow[]> {
  return db
    .selectFrom('issuer_account_phones')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertPhone(db: Db, phone: IssuerPhoneRow) {
  await db.insertInto('issuer_account_phones').values(phone).execute();
}

export async function deletePhone(db: Db, accountId: string, phoneId: string) {
  await db.deleteFrom('issuer_account_phones').where('account_id', '=', accountId).where('id', '=', phoneId).execute();
}

export async function markPhoneVerified(db: Db, phoneId: string) {
  await db.updateTable('issuer_account_phones').set({ status: 'VERIFIED' }).where('id', '=', phoneId).execute();
}

export async function insertChallenge(db: Db, challenge: Omit<IssuerChallengeRow, 'failed_attempts'>) {
  await db.insertInto('issuer_challenges').values(challenge).execute();
}

function challengeFrom(row: IssuerChallengeRow): IssuerChallengeRow {
  return {
    ...row,
    expires_at: Number(row.expires_at),
    created_at: Number(row.created_at),
    verified_at: epoch(row.verified_at),
    failed_attempts: Number(row.failed_attempts),
  };
}

export async function findChallenge(db: Db, accountId: string, challengeId: string) {
  const row = await db
    .selectFrom('issuer_challenges')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', challengeId)
    .executeTakeFirst();
  return row ? challengeFrom(row) : undefined;
}

/** The newest challenge of an email or phone, if any. */
export async function latestChallenge(db: Db, accountId: string, factorId: string) {
  const row = await db
    .selectFrom('issuer_challenges')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('factor_id', '=', factorId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? challengeFrom(row) : undefined;
}

export async function insertMail(db: Db, mail: Omit<IssuerMailRow, 'id'>) {
  await db.insertInto('issuer_mailbox').values(mail).execute();
}

/** The account's newest messages first. */
export async function listMail(db: Db, accountId: string, limit: number): Promise<IssuerMailRow[]> {
  const rows = await db
    .selectFrom('issuer_mailbox')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), at: Number(row.at) }));
}
