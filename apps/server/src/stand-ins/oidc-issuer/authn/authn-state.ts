import { findAccount, type IssuerAccountRow } from '../issuer-account.repository.ts';
import type { AuthnContext } from './authn-context.ts';
import { authnErrors } from './authn-error.ts';
import {
  findTransaction,
  insertTransaction,
  updateTransaction,
  type AuthnTransaction,
  type TransactionChanges,
} from './authn.repository.ts';
import { AUTHN_LIFETIMES, newToken, sha256 } from './authn-tokens.ts';

/** The status of a transaction that was cancelled or completed: its state token is spent. */
const ENDED = 'ENDED';

/** A transaction opened by its state token, with its account (none for a recovery asked for an unknown name). */
export interface OpenTransaction {
  stateToken: string;
  transaction: AuthnTransaction;
  account: IssuerAccountRow | undefined;
}

/** The transaction of a state token, or 401 E0000011 when the token is unknown, spent or expired. */
export async function openTransaction(context: AuthnContext, stateToken: unknown): Promise<OpenTransaction> {
  if (typeof stateToken !== 'string' || stateToken.length === 0 || stateToken.length > 200)
    throw authnErrors.invalidToken();
  const transaction = await findTransaction(context.db, sha256(stateToken));
  if (!transaction || transaction.status === ENDED || transaction.expiresAt <= context.now())
    throw authnErrors.invalidToken();
  const account = transaction.accountId ? await findAccount(context.db, transaction.accountId) : undefined;
  if (transaction.accountId && !account) throw authnErrors.invalidToken();
  return { stateToken, transaction, account };
}

/** Like openTransaction, for the operations that need the account and one of these statuses (else 403 E0000079). */
export async function openInStatus(context: AuthnContext, stateToken: unknown, statuses: readonly string[]) {
  const open = await openTransaction(context, stateToken);
  if (!open.account || !statuses.includes(open.transaction.status)) throw authnErrors.notAllowed();
  return { ...open, account: open.account };
}

/** Starts a transaction; answers its new state token (kept only as its hash). */
export async function startTransaction(
  context: AuthnContext,
  fields: Partial<Omit<AuthnTransaction, 'stateHash' | 'version' | 'codeFailures' | 'createdAt' | 'expiresAt'>> & {
    status: string;
    accountId: string | null;
  },
): Promise<OpenTransaction> {
  const stateToken = newToken();
  const now = context.now();
  const transaction: AuthnTransaction = {
    stateHash: sha256(stateToken),
    recoveryType: null,
    factorType: null,
    factorId: null,
    codeHash: null,
    codeSentAt: null,
    codeExpiresAt: null,
    codeFailures: 0,
    pushResult: null,
    deviceHash: null,
    userAgent: null,
    version: 0,
    expiresAt: now + AUTHN_LIFETIMES.stateMs,
    createdAt: now,
    ...fields,
  };
  await insertTransaction(context.db, transaction);
  return { stateToken, transaction, account: undefined };
}

/**
 * Moves a transaction on, and extends its state token (its lifetime slides with each step). If
 * another request changed it first, this one is refused (403 E0000079) rather than both winning.
 */
export async function changeTransaction(
  context: AuthnContext,
  transaction: AuthnTransaction,
  changes: TransactionChanges,
): Promise<AuthnTransaction> {
  const next = { ...changes, expiresAt: context.now() + AUTHN_LIFETIMES.stateMs };
  if (!(await updateTransaction(context.db, transaction, next))) throw authnErrors.notAllowed();
  return { ...transaction, ...next, version: transaction.version + 1 };
}

/** Ends a transaction (completed or cancelled): its state token answers 401 from then on. */
export async function endTransaction(context: AuthnContext, transaction: AuthnTransaction) {
  await changeTransaction(context, transaction, { status: ENDED, codeHash: null });
}

/** The fields that clear a transaction's factor and code (back to choosing, or on to the next step). */
export const NO_CHALLENGE: TransactionChanges = {
  factorType: null,
  factorId: null,
  codeHash: null,
  codeSentAt: null,
  codeExpiresAt: null,
  codeFailures: 0,
  pushResult: null,
};
