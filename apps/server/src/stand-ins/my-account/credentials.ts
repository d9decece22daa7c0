import { findAccount } from '../oidc-issuer/issuer-account.repository.ts';
import { notAllowedInState } from './my-account-error.ts';
import type { MyAccountContext } from './my-account-context.ts';
import { recordCredentialChange, recoveryFactorCount } from './my-account.repository.ts';
import { endOtherSignIns } from './sign-in-state.repository.ts';

/**
 * Refuses a change that would leave the account no way in: neither a password to sign in with nor
 * a verified email or phone to recover one with (issue 43: a removed password must not lock the
 * person out for good).
 */
export async function requireWayBackIn(
  context: MyAccountContext,
  change: { removesPassword?: boolean; removesPhoneId?: string },
): Promise<void> {
  const account = await findAccount(context.db, context.accountId);
  const keepsPassword = account?.password_hash != null && !change.removesPassword;
  if (keepsPassword) return;
  if ((await recoveryFactorCount(context.db, context.accountId, change.removesPhoneId)) > 0) return;
  throw notAllowedInState(
    'This is the last way to sign in to the account: verify an email address or phone number to recover it with first.',
  );
}

/**
 * After the password changed (set, replaced or removed): a sign-in from before now is no longer a
 * recent one, and the account's other sessions and refresh tokens end; the caller's session (its
 * token's `sid`) stays.
 */
export async function credentialsChanged(context: MyAccountContext): Promise<void> {
  await recordCredentialChange(context.db, context.accountId, context.now());
  const ended = await endOtherSignIns(context.db, context.accountId, context.signIn.sessionId);
  context.log.info({ accountId: context.accountId, endedSessions: ended }, 'embedded issuer: password changed');
}
