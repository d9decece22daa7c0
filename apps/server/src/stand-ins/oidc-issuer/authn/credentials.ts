import { recordCredentialChange } from '../../my-account/my-account.repository.ts';
import { passwordProblems } from '../../my-account/password.ts';
import { endOtherSignIns } from '../../my-account/sign-in-state.repository.ts';
import { hashPassword, passwordMatches } from '../issuer-accounts.ts';
import { updateAccount, type IssuerAccountRow } from '../issuer-account.repository.ts';
import { answerOf } from './authn-answers.ts';
import type { AuthnContext } from './authn-context.ts';
import { authnErrors } from './authn-error.ts';
import { changeTransaction, NO_CHALLENGE, openInStatus } from './authn-state.ts';
import { signInSucceeded } from './authn-success.ts';
import { asRecord } from './sign-in.ts';

/** The new password, if the issuer's password policy (the MyAccount API's own rules) takes it; else 403 E0000080. */
function acceptedPassword(value: unknown, account: IssuerAccountRow): string {
  if (typeof value !== 'string' || value.length === 0)
    throw authnErrors.validation('newPassword', 'Give the new password.');
  const problems = passwordProblems(value, account.login);
  if (problems.length > 0) throw authnErrors.passwordPolicy(problems);
  if (passwordMatches(value, account.password_hash))
    throw authnErrors.passwordPolicy(['Password cannot be your current password.']);
  return value;
}

/** Sets the password; a sign-in from before it is no longer a recent one (the MyAccount API's step-up). */
async function setPassword(context: AuthnContext, account: IssuerAccountRow, password: string) {
  const now = context.now();
  const at = new Date(now).toISOString();
  await updateAccount(context.db, account.account_id, {
    password_hash: hashPassword(password),
    password_updated_at: at,
    ...(account.password_created_at ? {} : { password_created_at: at }),
    password_expired: 0,
    modified_at: at,
  });
  await recordCredentialChange(context.db, account.account_id, now);
  return { ...account, password_updated_at: at, password_expired: 0 };
}

/**
 * `POST /api/v1/authn/credentials/reset_password` (PASSWORD_RESET): sets the new password and
 * unlocks the account (its wrong passwords are forgotten). SUCCESS with a session token follows, or
 * MFA_REQUIRED first when the account's policy asks for a second factor: a reset by email alone
 * does not stand in for it. `revokeSessions: true` ends the account's sessions and refresh tokens.
 */
export async function resetPassword(context: AuthnContext, body: unknown) {
  const fields = asRecord(body);
  const open = await openInStatus(context, fields.stateToken, ['PASSWORD_RESET']);
  const account = await setPassword(context, open.account, acceptedPassword(fields.newPassword, open.account));
  await context.throttle.unlock(account.login);
  const ended = fields.revokeSessions === true ? await endOtherSignIns(context.db, account.account_id, undefined) : 0;
  context.log.info(
    { accountId: account.account_id, endedSessions: ended },
    'embedded issuer: password reset by recovery',
  );
  if (account.mfa_required) {
    const transaction = await changeTransaction(context, open.transaction, { ...NO_CHALLENGE, status: 'MFA_REQUIRED' });
    return answerOf(context, { ...open, transaction, account });
  }
  return signInSucceeded(context, account, open.transaction, { fingerprintHash: null, userAgent: null });
}

/** `POST /api/v1/authn/credentials/change_password` (PASSWORD_EXPIRED): the old password, then a new one; SUCCESS. */
export async function changePassword(context: AuthnContext, body: unknown) {
  const fields = asRecord(body);
  const open = await openInStatus(context, fields.stateToken, ['PASSWORD_EXPIRED']);
  if (typeof fields.oldPassword !== 'string' || !passwordMatches(fields.oldPassword, open.account.password_hash))
    throw authnErrors.oldPasswordWrong();
  const account = await setPassword(context, open.account, acceptedPassword(fields.newPassword, open.account));
  const { deviceHash, userAgent } = open.transaction;
  return signInSucceeded(context, account, open.transaction, { fingerprintHash: deviceHash, userAgent });
}
