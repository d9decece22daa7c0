import type { IssuerAccountRow } from '../issuer-account.repository.ts';
import { answerOf, pushResultOf } from './authn-answers.ts';
import type { AuthnContext } from './authn-context.ts';
import { AuthnError, authnErrors } from './authn-error.ts';
import { findFactor, type AuthnFactor } from './authn-factors.ts';
import { sendMessage } from './authn-messages.ts';
import { changeTransaction, NO_CHALLENGE, openInStatus, type OpenTransaction } from './authn-state.ts';
import { AUTHN_LIFETIMES, codeMatches, MAX_CODE_FAILURES, newCode, newToken, sha256 } from './authn-tokens.ts';
import { afterFactor, asRecord } from './sign-in.ts';

type Open = OpenTransaction & { account: IssuerAccountRow };

/** Where a development push is answered (served by push-approval.routes.ts). */
export const PUSH_APPROVAL_PATH = '/idp/dev/push';

const unknownFactor = (factorId: string) =>
  new AuthnError(404, 'E0000007', `Not found: Resource not found: ${factorId} (UserFactor)`);

/** A second factor may be tried only while the account is not locked out (wrong codes lock it too). */
async function openForFactor(context: AuthnContext, stateToken: unknown, factorId: string) {
  const open = await openInStatus(context, stateToken, ['MFA_REQUIRED', 'MFA_CHALLENGE']);
  if ((await context.throttle.lockedFor(open.account.login, context.now())) !== null) throw authnErrors.userLocked();
  const factor = await findFactor(context.db, open.account, factorId, { push: context.mailbox });
  if (!factor) throw unknownFactor(factorId);
  return { open, factor };
}

/** Sends a new code (email, SMS) or push for the factor; MFA_CHALLENGE. At most one per 30 seconds per transaction. */
async function challenge(context: AuthnContext, open: Open, factor: AuthnFactor, resend: boolean) {
  const now = context.now();
  const { transaction, account } = open;
  const sentAt = transaction.factorId === factor.id ? transaction.codeSentAt : null;
  if (resend && sentAt !== null && now - sentAt < AUTHN_LIFETIMES.resendMs)
    throw authnErrors.rateLimited(Math.ceil((sentAt + AUTHN_LIFETIMES.resendMs - now) / 1000));
  const isPush = factor.factorType === 'push';
  const secret = isPush ? newToken() : newCode();
  const changed = await changeTransaction(context, transaction, {
    ...NO_CHALLENGE,
    status: 'MFA_CHALLENGE',
    factorType: factor.factorType,
    factorId: factor.id,
    codeHash: sha256(secret),
    codeSentAt: now,
    codeExpiresAt: now + (isPush ? AUTHN_LIFETIMES.pushMs : AUTHN_LIFETIMES.codeMs),
  });
  const body = isPush
    ? `Keyplan sign-in request for ${account.login} (${transaction.userAgent ?? 'unknown browser'}).` +
      ` Approve or deny it: ${context.origin}${PUSH_APPROVAL_PATH}/${secret}`
    : `Your Keyplan sign-in code is ${secret}. It expires in 5 minutes.`;
  await sendMessage(context, {
    accountId: account.account_id,
    channel: isPush ? 'push' : factor.factorType === 'sms' ? 'sms' : 'email',
    recipient: factor.recipient,
    body,
  });
  return answerOf(context, { ...open, transaction: changed });
}

/**
 * A push: the first verify sends it (WAITING); the same verify link is then the poll, answered
 * WAITING until the push is approved (SUCCESS) or rejected or times out (REJECTED, TIMEOUT, once:
 * the next verify sends a new push).
 */
async function verifyPush(context: AuthnContext, open: Open, factor: AuthnFactor) {
  const { transaction } = open;
  const pending = transaction.status === 'MFA_CHALLENGE' && transaction.factorId === factor.id && transaction.codeHash;
  if (!pending) return challenge(context, open, factor, false);
  const result = pushResultOf(transaction, context.now());
  if (result === 'SUCCESS') return afterFactor(context, open);
  if (result === 'WAITING') return answerOf(context, open);
  const spent = await changeTransaction(context, transaction, { codeHash: null, pushResult: null });
  return answerOf(context, { ...open, transaction: spent }, result);
}

/** A one-time code: right → the next step; wrong, expired or spent → 403 E0000068, counted against the account. */
async function verifyCode(context: AuthnContext, open: Open, factor: AuthnFactor, passCode: unknown) {
  if (typeof passCode !== 'string' || passCode.length === 0 || passCode.length > 20)
    throw authnErrors.validation('passCode', 'The passcode is the code that was sent.');
  const { transaction, account } = open;
  const now = context.now();
  const current =
    transaction.status === 'MFA_CHALLENGE' &&
    transaction.factorId === factor.id &&
    transaction.codeExpiresAt !== null &&
    transaction.codeExpiresAt > now &&
    transaction.codeFailures < MAX_CODE_FAILURES;
  if (current && codeMatches(passCode, transaction.codeHash)) return afterFactor(context, open);
  if (current) await changeTransaction(context, transaction, { codeFailures: transaction.codeFailures + 1 });
  await context.throttle.failedFactor(account.login, now);
  throw authnErrors.invalidPasscode();
}

/**
 * `POST /api/v1/authn/factors/{factorId}/verify`: without `passCode` it sends a code (email, SMS),
 * with it checks the code; for the push it sends the push, and is then its poll. `autoPush` and
 * `rememberDevice` (query) are accepted and have no effect: the stand-in remembers no device.
 */
export async function verifyFactor(context: AuthnContext, factorId: string, body: unknown) {
  const fields = asRecord(body);
  const { open, factor } = await openForFactor(context, fields.stateToken, factorId);
  if (factor.factorType === 'push') return verifyPush(context, open, factor);
  if (fields.passCode === undefined) return challenge(context, open, factor, false);
  return verifyCode(context, open, factor, fields.passCode);
}

/** `POST /api/v1/authn/factors/{factorId}/verify/resend`: a new code or push for the factor being verified. */
export async function resendFactor(context: AuthnContext, factorId: string, body: unknown) {
  const { open, factor } = await openForFactor(context, asRecord(body).stateToken, factorId);
  if (open.transaction.status !== 'MFA_CHALLENGE' || open.transaction.factorId !== factor.id)
    throw authnErrors.notAllowed();
  return challenge(context, open, factor, true);
}
