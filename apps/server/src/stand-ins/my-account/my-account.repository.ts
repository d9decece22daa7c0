import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Whether another account holds the address: verified it, or signs in with it. Addresses are kept
 * in lower case; both sides are compared in lower case as the unique index does.
 */
export async function addressHeldByAnother(db: Db, accountId: string, address: string): Promise<boolean> {
  const verified = await db
    .selectFrom('issuer_account_emails')
    .select('id')
    .where(sql<string>`lower(email)`, '=', address)
    .where('status', '=', 'VERIFIED')
    .where('account_id', '!=', accountId)
    .executeTakeFirst();
  if (verified) return true;
  const login = await db
    .selectFrom('issuer_accounts')
    .select('account_id')
    .where(sql<string>`lower(login)`, '=', address)
    .where('account_id', '!=', accountId)
    .executeTakeFirst();
  return login !== undefined;
}

/**
 * Takes one of a challenge's attempts, if it has one left and is open (not verified, not expired),
 * in one statement: callers racing on any number of instances take at most `max` between them.
 */
export async function claimAttempt(db: Db, challengeId: string, now: number, max: number): Promise<boolean> {
  const result = await db
    .updateTable('issuer_challenges')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', challengeId)
    .where('failed_attempts', '<', max)
    .where('verified_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the challenge verified unless it already is; true for the one caller that did. */
export async function markChallengeVerifiedOnce(db: Db, challengeId: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('issuer_challenges')
    .set({ verified_at: at })
    .where('id', '=', challengeId)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** When the account's password last changed (enrolled, replaced or removed), in epoch milliseconds. */
export async function credentialsChangedAt(db: Db, accountId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('issuer_credential_changes')
    .select('changed_at')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ? Number(row.changed_at) : undefined;
}

export async function recordCredentialChange(db: Db, accountId: string, at: number): Promise<void> {
  await db
    .insertInto('issuer_credential_changes')
    .values({ account_id: accountId, changed_at: at })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ changed_at: at }))
    .execute();
}

/** How many verified emails and phones the account has (apart from one phone), to recover a sign-in with. */
export async function recoveryFactorCount(db: Db, accountId: string, exceptPhoneId?: string): Promise<number> {
  const emails = await db
    .selectFrom('issuer_account_emails')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('account_id', '=', accountId)
    .where('status', '=', 'VERIFIED')
    .executeTakeFirstOrThrow();
  let phones = db
    .selectFrom('issuer_account_phones')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('account_id', '=', accountId)
    .where('status', '=', 'VERIFIED');
  if (exceptPhoneId) phones = phones.where('id', '!=', exceptPhoneId);
  return Number(emails.count) + Number((await phones.executeTakeFirstOrThrow()).count);
}
