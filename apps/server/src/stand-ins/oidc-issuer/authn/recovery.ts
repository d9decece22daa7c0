import { canonicalAccountName } from '../account-name.ts';
import { findAccount, findAccountByLogin, listPhones, type IssuerAccountRow } from '../issuer-account.repository.ts';
import { answerOf } from './authn-answers.ts';
import type { AuthnContext } from './authn-context.ts';
import { authnErrors } from './authn-error.ts';
import { sendMessage, verifiedEmailsOf } from './authn-messages.ts';
import { unlockedAnswer } from './authn-presenter.ts';
import { changeTransaction, endTransaction, NO_CHALLENGE, openTransaction, startTransaction } from './authn-state.ts';
import { consumeRecoveryToken, countRecoveryTokens, insertRecoveryToken } from './authn-tokens.repository.ts';
import {
  AUTHN_LIFETIMES,
  codeMatches,
  MAX_CODE_FAILURES,
  newCode,
  newToken,
  RECOVERY_LIMIT,
  sha256,
} from './authn-tokens.ts';
import { countRecoveryTransactions, type AuthnTransaction } from './authn.repository.ts';
import { asRecord } from './sign-in.ts';

export type RecoveryType = 'PASSWORD' | 'UNLOCK';
const FACTOR_TYPES = ['EMAIL', 'SMS', 'CALL'] as const;
type RecoveryFactor = (typeof FACTOR_TYPES)[number];

/** Where the web app opens a recovery token from an email (the provider's own sign-in paths). */
const RECOVERY_LINK_PATHS: Record<RecoveryType, string> = {
  PASSWORD: '/signin/reset-password',
  UNLOCK: '/signin/unlock',
};

/** Whether the account may be sent another recovery email or SMS (at most 5 per 15 minutes). */
async function mayBeSent(context: AuthnContext, account: IssuerAccountRow) {
  const since = context.now() - RECOVERY_LIMIT.windowMs;
  const sent =
    (await countRecoveryTokens(context.db, account.account_id, since)) +
    (await countRecoveryTransactions(context.db, account.account_id, since));
  return sent < RECOVERY_LIMIT.perWindow;
}

/**
 * Makes a recovery token and mails it to the account's verified emails, as a link the web app
 * opens. Used by the person's own request and by an admin (`issuedBy`); answers the recipients.
 */
export async function mailRecoveryToken(
  context: AuthnContext,
  account: IssuerAccountRow,
  recoveryType: RecoveryType,
  issuedBy: string | null,
) {
  const token = newToken();
  const now = context.now();
  const expiresAt = now + AUTHN_LIFETIMES.recoveryMs;
  await insertRecoveryToken(context.db, {
    tokenHash: sha256(token),
    accountId: account.account_id,
    recoveryType,
    issuedBy,
    expiresAt,
    createdAt: now,
  });
  const url = `${context.appOrigin}${RECOVERY_LINK_PATHS[recoveryType]}/${token}`;
  const what = recoveryType === 'PASSWORD' ? 'reset the password of' : 'unlock';
  const recipients = await verifiedEmailsOf(context.db, account);
  for (const recipient of recipients)
    await sendMessage(context, {
      accountId: account.account_id,
      channel: 'email',
      recipient,
      body: `${issuedBy ? `Your administrator sent you this link to` : 'Use this link to'} ${what} your Keyplan account ${account.login}: ${url} (valid for 1 hour, once).`,
    });
  return { recipients, expiresAt };
}

/**
 * Forgot password (`/recovery/password`) or unlock (`/recovery/unlock`). By EMAIL: a recovery token
 * is mailed and the answer is RECOVERY_CHALLENGE WAITING with no state token. By SMS (or CALL): a
 * code is sent to the first verified phone and the answer carries a state token to verify it. The
 * answer is the same for an unknown name, an account without a phone, one that is not locked (an
 * unlock) or one sent too many already: only the owner's mailbox or phone learns more.
 */
export async function startRecovery(context: AuthnContext, recoveryType: RecoveryType, body: unknown) {
  const { username, factorType } = asRecord(body);
  if (typeof username !== 'string' || username.trim().length === 0 || username.length > 320)
    throw authnErrors.validation('username', 'The field cannot be left blank and is at most 320 characters.');
  const type = typeof factorType === 'string' ? factorType.toUpperCase() : '';
  if (!FACTOR_TYPES.includes(type as RecoveryFactor))
    throw authnErrors.validation('factorType', 'The recovery factor is EMAIL, SMS or CALL.');
  const account = await findAccountByLogin(context.db, canonicalAccountName(username));
  const locked = account ? (await context.throttle.lockedFor(account.login, context.now())) !== null : false;
  const eligible =
    account !== undefined && (recoveryType === 'PASSWORD' || locked) && (await mayBeSent(context, account));
  if (type === 'EMAIL') {
    if (eligible) await mailRecoveryToken(context, account, recoveryType, null);
    return { status: 'RECOVERY_CHALLENGE', factorResult: 'WAITING', factorType: 'EMAIL', recoveryType };
  }
  const phone = eligible
    ? (await listPhones(context.db, account.account_id)).find((one) => one.status === 'VERIFIED')
    : undefined;
  const code = newCode();
  const now = context.now();
  const open = await startTransaction(context, {
    status: 'RECOVERY_CHALLENGE',
    accountId: phone ? account!.account_id : null,
    recoveryType,
    factorType: type,
    codeHash: phone ? sha256(code) : null,
    codeSentAt: now,
    codeExpiresAt: now + AUTHN_LIFETIMES.codeMs,
  });
  if (phone)
    await sendMessage(context, {
      accountId: account!.account_id,
      channel: type === 'CALL' ? 'call' : 'sms',
      recipient: phone.phone_number,
      body: `Your Keyplan ${recoveryType === 'PASSWORD' ? 'password reset' : 'unlock'} code is ${code}. It expires in 5 minutes.`,
    });
  return answerOf(context, open);
}

/** The recovery is proven (token or code): an unlock unlocks and ends; a password recovery goes on to PASSWORD_RESET. */
async function recovered(
  context: AuthnContext,
  stateToken: string,
  transaction: AuthnTransaction,
  account: IssuerAccountRow,
) {
  if (transaction.recoveryType === 'UNLOCK') {
    await context.throttle.unlock(account.login);
    await endTransaction(context, transaction);
    context.log.info({ accountId: account.account_id }, 'embedded issuer: account unlocked by its owner');
    return unlockedAnswer(account, context.now());
  }
  const changed = await changeTransaction(context, transaction, { ...NO_CHALLENGE, status: 'PASSWORD_RESET' });
  return answerOf(context, { stateToken, transaction: changed, account });
}

/** `POST /api/v1/authn/recovery/token`: a recovery token from an email, spent once; an unknown, used or expired one is 401 E0000011. */
export async function verifyRecoveryToken(context: AuthnContext, body: unknown) {
  const { recoveryToken } = asRecord(body);
  if (typeof recoveryToken !== 'string' || recoveryToken.length === 0 || recoveryToken.length > 200)
    throw authnErrors.invalidToken();
  const spent = await consumeRecoveryToken(context.db, sha256(recoveryToken), context.now());
  const account = spent ? await findAccount(context.db, spent.accountId) : undefined;
  if (!spent || !account) throw authnErrors.invalidToken();
  const open = await startTransaction(context, {
    status: 'RECOVERY',
    accountId: account.account_id,
    recoveryType: spent.recoveryType,
  });
  return recovered(context, open.stateToken, open.transaction, account);
}

/** `POST /api/v1/authn/recovery/factors/{SMS|CALL}/verify`: the code sent to the phone; wrong → 403 E0000068. */
export async function verifyRecoveryFactor(context: AuthnContext, factorType: string, body: unknown) {
  const { stateToken, passCode } = asRecord(body);
  const { transaction, account } = await openTransaction(context, stateToken);
  if (transaction.status !== 'RECOVERY_CHALLENGE' || transaction.factorType !== factorType.toUpperCase())
    throw authnErrors.notAllowed();
  if (typeof passCode !== 'string' || passCode.length === 0 || passCode.length > 20)
    throw authnErrors.validation('passCode', 'The passcode is the code that was sent.');
  const usable =
    account !== undefined &&
    transaction.codeExpiresAt !== null &&
    transaction.codeExpiresAt > context.now() &&
    transaction.codeFailures < MAX_CODE_FAILURES;
  if (usable && codeMatches(passCode, transaction.codeHash))
    return recovered(context, stateToken as string, transaction, account);
  await changeTransaction(context, transaction, { codeFailures: transaction.codeFailures + 1 });
  throw authnErrors.invalidPasscode();
}

/** `POST /api/v1/authn/recovery/factors/{SMS|CALL}/resend`: a new code, at most one per 30 seconds. */
export async function resendRecoveryFactor(context: AuthnContext, factorType: string, body: unknown) {
  const open = await openTransaction(context, asRecord(body).stateToken);
  const { transaction, account } = open;
  if (transaction.status !== 'RECOVERY_CHALLENGE' || transaction.factorType !== factorType.toUpperCase())
    throw authnErrors.notAllowed();
  const now = context.now();
  if (transaction.codeSentAt !== null && now - transaction.codeSentAt < AUTHN_LIFETIMES.resendMs)
    throw authnErrors.rateLimited(Math.ceil((transaction.codeSentAt + AUTHN_LIFETIMES.resendMs - now) / 1000));
  const phone = account
    ? (await listPhones(context.db, account.account_id)).find((one) => one.status === 'VERIFIED')
    : undefined;
  const code = newCode();
  const changed = await changeTransaction(context, transaction, {
    codeHash: phone ? sha256(code) : null,
    codeSentAt: now,
    codeExpiresAt: now + AUTHN_LIFETIMES.codeMs,
    codeFailures: 0,
  });
  if (phone && account)
    await sendMessage(context, {
      accountId: account.account_id,
      channel: transaction.factorType === 'CALL' ? 'call' : 'sms',
      recipient: phone.phone_number,
      body: `Your Keyplan code is ${code}. It expires in 5 minutes.`,
    });
  return answerOf(context, { ...open, transaction: changed });
}
