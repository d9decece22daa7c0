import { CLOCK_SKEW_SECONDS } from '../../auth/access-token.ts';
import { MyAccountError } from './my-account-error.ts';
import type { MyAccountContext } from './my-account-context.ts';
import { credentialsChangedAt } from './my-account.repository.ts';

/** How recent a sign-in the sensitive changes need, in seconds: the provider's `max_age` (15 minutes). */
export const RECENT_SIGN_IN_SECONDS = 900;

const STEP_UP_DESCRIPTION = 'The access token requires additional assurance to access the resource';

/**
 * The provider's step-up answer (RFC 9470): 403 with `WWW-Authenticate: Bearer …
 * error="insufficient_authentication_context" … max_age=900`, which Okta's SDK turns into an
 * AuthApiError whose `meta.max_age` says how recent a sign-in to come back with.
 */
const stepUpRequired = (
  cause = `Sign in again: this change needs a sign-in within the last ${RECENT_SIGN_IN_SECONDS / 60} minutes.`,
) =>
  new MyAccountError(403, 'E0000006', 'You do not have permission to perform the requested action', [cause], {
    'www-authenticate': `Bearer realm="IdpMyAccountAPI", error="insufficient_authentication_context", error_description="${STEP_UP_DESCRIPTION}", max_age=${RECENT_SIGN_IN_SECONDS}`,
  });

/**
 * Lets through a caller who signed in (the token's `auth_time`) within RECENT_SIGN_IN_SECONDS and
 * not before the account's password last changed; anyone else gets the step-up answer. A token
 * without `auth_time` says nothing of its sign-in and is not recent.
 */
export async function requireRecentSignIn(context: MyAccountContext): Promise<void> {
  const { authTime } = context.signIn;
  const nowSeconds = context.now() / 1000;
  if (authTime === undefined || nowSeconds - authTime > RECENT_SIGN_IN_SECONDS + CLOCK_SKEW_SECONDS)
    throw stepUpRequired();
  const changedAt = await credentialsChangedAt(context.db, context.accountId);
  // auth_time has whole seconds: a sign-in in the second of the change counts as before it.
  if (changedAt !== undefined && authTime * 1000 < changedAt)
    throw stepUpRequired('Sign in again: the password changed after this sign-in.');
}
