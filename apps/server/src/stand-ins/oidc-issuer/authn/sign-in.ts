import { authenticate } from '../issuer-accounts.ts';
import type { IssuerAccountRow } from '../issuer-account.repository.ts';
import { answerOf } from './authn-answers.ts';
import type { AuthnClient, AuthnContext } from './authn-context.ts';
import { authnErrors } from './authn-error.ts';
import { factorsOf } from './authn-factors.ts';
import { lockedOutAnswer } from './authn-presenter.ts';
import {
  changeTransaction,
  endTransaction,
  NO_CHALLENGE,
  openInStatus,
  openTransaction,
  startTransaction,
  type OpenTransaction,
} from './authn-state.ts';
import { deviceOf, signInSucceeded, type SignInDevice } from './authn-success.ts';

/** What the sign-on policy asks after the password: a second factor, a new password, or nothing more. */
export function nextStepAfterPassword(account: IssuerAccountRow): 'MFA_REQUIRED' | 'PASSWORD_EXPIRED' | 'SUCCESS' {
  if (account.mfa_required) return 'MFA_REQUIRED';
  if (account.password_expired) return 'PASSWORD_EXPIRED';
  return 'SUCCESS';
}

/** A JSON body's members (none for anything but an object). */
export const asRecord = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * The step after a right password: MFA_REQUIRED when the account's sign-on policy asks for a
 * second factor (before PASSWORD_EXPIRED, as the provider orders them), PASSWORD_EXPIRED when an
 * admin expired the password, else SUCCESS with a session token.
 */
async function afterPassword(context: AuthnContext, account: IssuerAccountRow, device: SignInDevice) {
  const step = nextStepAfterPassword(account);
  if (step === 'SUCCESS') return signInSucceeded(context, account, undefined, device);
  if (step === 'MFA_REQUIRED') {
    const factors = await factorsOf(context.db, account, { push: context.mailbox });
    if (factors.length === 0) {
      // The policy cannot be met (no verified email or phone): refuse rather than let the password alone in.
      context.log.warn({ accountId: account.account_id }, 'embedded issuer: a second factor is required, none usable');
      throw authnErrors.authenticationFailed();
    }
  }
  const open = await startTransaction(context, {
    status: step,
    accountId: account.account_id,
    deviceHash: device.fingerprintHash,
    userAgent: device.userAgent,
  });
  return answerOf(context, { ...open, account });
}

/**
 * Primary authentication (`POST /api/v1/authn` with username and password). The embedded sign-in's
 * one throttle judges it first, as it judges the sign-in page: an account with 5 wrong passwords
 * in 15 minutes is LOCKED_OUT (the provider's "show lockout failures"; any name locks alike, so
 * the answer tells nothing of which accounts exist) until its owner unlocks it, an admin does, or
 * the window passes; an address with 20 is refused 429. A wrong password is 401 E0000004.
 */
export async function primaryAuthentication(context: AuthnContext, body: unknown, client: AuthnClient) {
  const fields = asRecord(body);
  const { username, password, stateToken } = fields;
  if (username === undefined && password === undefined && stateToken !== undefined)
    return answerOf(context, await openTransaction(context, stateToken));
  if (typeof username !== 'string' || username.trim().length === 0 || username.length > 320)
    throw authnErrors.validation('username', 'The field cannot be left blank and is at most 320 characters.');
  if (typeof password !== 'string' || password.length === 0 || password.length > 200)
    throw authnErrors.authenticationFailed();
  const verdict = await context.throttle.admit(username, client.ip, context.now());
  if (verdict.blocked) {
    context.log.warn({ username, ip: client.ip, reason: verdict.reason }, 'embedded issuer: authn refused, locked out');
    if (verdict.reason === 'account') return lockedOutAnswer(context);
    throw authnErrors.rateLimited(verdict.retryAfterSeconds);
  }
  const account = await authenticate(context.db, username, password);
  if (!account) {
    context.log.warn({ username }, 'embedded issuer: authn refused, wrong name or password');
    throw authnErrors.authenticationFailed();
  }
  await context.throttle.succeeded(verdict);
  return afterPassword(context, account, deviceOf(client.fingerprint, client.userAgent));
}

/** After a verified second factor: PASSWORD_EXPIRED if the password must be changed, else SUCCESS. */
export async function afterFactor(context: AuthnContext, open: OpenTransaction & { account: IssuerAccountRow }) {
  const { transaction, account } = open;
  if (account.password_expired) {
    const changed = await changeTransaction(context, transaction, { ...NO_CHALLENGE, status: 'PASSWORD_EXPIRED' });
    return answerOf(context, { ...open, transaction: changed });
  }
  const device = { fingerprintHash: transaction.deviceHash, userAgent: transaction.userAgent };
  return signInSucceeded(context, account, transaction, device);
}

/** The transaction's current state (`POST /api/v1/authn/introspect`, or `/api/v1/authn` with a state token). */
export async function introspect(context: AuthnContext, body: unknown) {
  return answerOf(context, await openTransaction(context, asRecord(body).stateToken));
}

/** Cancels the transaction and spends its state token; a LOCKED_OUT answer (no token) cancels nothing. */
export async function cancel(context: AuthnContext, body: unknown) {
  const { stateToken } = asRecord(body);
  if (stateToken === undefined) return {};
  const { transaction } = await openTransaction(context, stateToken);
  await endTransaction(context, transaction);
  return {};
}

/** From a factor's challenge back to the choice of factors (`prev`). */
export async function previous(context: AuthnContext, body: unknown) {
  const open = await openInStatus(context, asRecord(body).stateToken, ['MFA_CHALLENGE']);
  const transaction = await changeTransaction(context, open.transaction, { ...NO_CHALLENGE, status: 'MFA_REQUIRED' });
  return answerOf(context, { ...open, transaction });
}
