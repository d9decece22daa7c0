import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { IssuerAuthnTransactionTable } from '../../../db/schema.ts';

/** A transaction of the Authentication API as the services see it (times in epoch ms). */
export interface AuthnTransaction {
  stateHash: string;
  accountId: string | null;
  status: string;
  recoveryType: string | null;
  factorType: string | null;
  factorId: string | null;
  codeHash: string | null;
  codeSentAt: number | null;
  codeExpiresAt: number | null;
  codeFailures: number;
  pushResult: string | null;
  deviceHash: string | null;
  userAgent: string | null;
  version: number;
  expiresAt: number;
  createdAt: number;
}

/** What a change of a transaction may set. */
export type TransactionChanges = Partial<
  Omit<AuthnTransaction, 'stateHash' | 'accountId' | 'version' | 'createdAt' | 'deviceHash' | 'userAgent'>
>;

const epoch = (value: string | number | null) => (value === null ? null : Number(value));

type Row = Selectable<IssuerAuthnTransactionTable>;

function fromRow(row: Row): AuthnTransaction {
  return {
    stateHash: row.state_hash,
    accountId: row.account_id,
    status: row.status,
    recoveryType: row.recovery_type,
    factorType: row.factor_type,
    factorId: row.factor_id,
    codeHash: row.code_hash,
    codeSentAt: epoch(row.code_sent_at),
    codeExpiresAt: epoch(row.code_expires_at),
    codeFailures: Number(row.code_failures),
    pushResult: row.push_result,
    deviceHash: row.device_hash,
    userAgent: row.user_agent,
    version: Number(row.version),
    expiresAt: Number(row.expires_at),
    createdAt: Number(row.created_at),
  };
}

const COLUMNS = {
  status: 'status',
  recoveryType: 'recovery_type',
  factorType: 'factor_type',
  factorId: 'factor_id',
  codeHash: 'code_hash',
  codeSentAt: 'code_sent_at',
  codeExpiresAt: 'code_expires_at',
  codeFailures: 'code_failures',
  pushResult: 'push_result',
  expiresAt: 'expires_at',
} as const;

/** Starts a transaction; transactions expired a day ago are forgotten on the way. */
export async function insertTransaction(db: Db, transaction: Omit<AuthnTransaction, 'version' | 'codeFailures'>) {
  await db
    .deleteFrom('issuer_authn_transactions')
    .where('expires_at', '<', transaction.createdAt - 24 * 60 * 60 * 1000)
    .execute();
  await db
    .insertInto('issuer_authn_transactions')
    .values({
      state_hash: transaction.stateHash,
      account_id: transaction.accountId,
      status: transaction.status,
      recovery_type: transaction.recoveryType,
      factor_type: transaction.factorType,
      factor_id: transaction.factorId,
      code_hash: transaction.codeHash,
      code_sent_at: transaction.codeSentAt,
      code_expires_at: transaction.codeExpiresAt,
      push_result: transaction.pushResult,
      device_hash: transaction.deviceHash,
      user_agent: transaction.userAgent,
      expires_at: transaction.expiresAt,
      created_at: transaction.createdAt,
    })
    .execute();
}

export async function findTransaction(db: Db, stateHash: string): Promise<AuthnTransaction | undefined> {
  const row = await db
    .selectFrom('issuer_authn_transactions')
    .selectAll()
    .where('state_hash', '=', stateHash)
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/** The transaction whose outstanding push carries this approval token's hash. */
export async function findTransactionByCode(db: Db, codeHash: string): Promise<AuthnTransaction | undefined> {
  const row = await db
    .selectFrom('issuer_authn_transactions')
    .selectAll()
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/**
 * Changes a transaction if it is still at the version that was read (and bumps it): of two
 * requests that change one transaction at once, one wins and the other is told so (false).
 */
export async function updateTransaction(
  db: Db,
  transaction: Pick<AuthnTransaction, 'stateHash' | 'version'>,
  changes: TransactionChanges,
): Promise<boolean> {
  const values: Record<string, unknown> = { version: transaction.version + 1 };
  for (const [key, value] of Object.entries(changes)) values[COLUMNS[key as keyof typeof COLUMNS]] = value;
  const result = await db
    .updateTable('issuer_authn_transactions')
    .set(values)
    .where('state_hash', '=', transaction.stateHash)
    .where('version', '=', transaction.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many recovery transactions (SMS) an account was sent since `since`, ended ones too. */
export async function countRecoveryTransactions(db: Db, accountId: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('issuer_authn_transactions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('account_id', '=', accountId)
    .where('recovery_type', 'is not', null)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
