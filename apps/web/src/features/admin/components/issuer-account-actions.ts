import type { IssuerAccountSummary } from '@keyplan/domain';
import { isApiError } from '../../../lib/api-client.ts';
import type { IssuerAccountChange, IssuerAccountChangeResult } from '../api/change-issuer-account.ts';
import { formatWhen } from './format.ts';

/** One thing an admin can do for an account: its button, and what the confirmation says. */
export interface IssuerAccountAction {
  change: IssuerAccountChange;
  /** The button's text, and the confirming button's. */
  label: string;
  title: string;
  /** What happens, in plain words. */
  text: string;
}

/** The person as the admin knows them: their name, or their sign-in name when they have none. */
export const whoIs = (account: IssuerAccountSummary) => account.name || account.login;

/** What an admin can do for this account now: Unlock only while it is locked out, Expire once. */
export function actionsFor(account: IssuerAccountSummary): IssuerAccountAction[] {
  const { accountId } = account;
  const who = whoIs(account);
  const actions: IssuerAccountAction[] = [];
  if (account.lockedOut)
    actions.push({
      change: { kind: 'unlock', accountId },
      label: 'Unlock',
      title: `Unlock ${who}?`,
      text: `${account.login} can sign in again at once; the wrong passwords that locked the account are forgotten. The change is recorded in the audit.`,
    });
  actions.push({
    change: { kind: 'passwordReset', accountId },
    label: 'Send password reset',
    title: `Send ${who} a password reset link?`,
    text: 'A one-time link goes to the verified email addresses of the account; it works for 1 hour. With it they set a new password and are signed in. Sending is recorded in the audit.',
  });
  actions.push(
    account.mfaRequired
      ? {
          change: { kind: 'signOnPolicy', accountId, mfaRequired: false },
          label: 'Stop requiring second factor',
          title: `Stop requiring a second factor for ${who}?`,
          text: 'From their next sign-in, their password alone signs them in. The change is recorded in the audit.',
        }
      : {
          change: { kind: 'signOnPolicy', accountId, mfaRequired: true },
          label: 'Require second factor',
          title: `Require a second factor for ${who}?`,
          text: 'From their next sign-in, after the password they also confirm a code sent by email or SMS, or a push. The change is recorded in the audit.',
        },
  );
  if (!account.passwordExpired)
    actions.push({
      change: { kind: 'expirePassword', accountId },
      label: 'Expire password',
      title: `Expire the password of ${who}?`,
      text: 'At their next sign-in they must choose a new password before they go on. The change is recorded in the audit.',
    });
  return actions;
}

/** What was done, for the result line (the account's name as the admin saw it). */
export function outcomeOf(who: string, change: IssuerAccountChange, result: IssuerAccountChangeResult): string {
  if (result.kind === 'passwordReset') {
    const { recipients, expiresAt } = result.sent;
    if (recipients.length === 0)
      return `The account of ${who} has no verified email address, so no link was sent. Ask them to add one, or help them another way.`;
    return `A password reset link was sent to ${recipients.join(', ')}. It works once, until ${formatWhen(expiresAt)}.`;
  }
  switch (change.kind) {
    case 'unlock':
      return result.account.lockedOut
        ? `${who} is still locked out until ${formatWhen(result.account.lockedUntil)}.`
        : `${who} is unlocked and can sign in again now.`;
    case 'signOnPolicy':
      return result.account.mfaRequired
        ? `${who} confirms a second factor after the password from their next sign-in.`
        : `${who} signs in with the password alone from their next sign-in.`;
    default:
      return `${who} must choose a new password at their next sign-in.`;
  }
}

/** An account's state in words: locked out until when, second factor, password to change. */
export function stateOf(account: IssuerAccountSummary): string[] {
  const state: string[] = [];
  if (account.lockedOut) state.push(`locked out until ${formatWhen(account.lockedUntil)}`);
  state.push(account.mfaRequired ? 'second factor required' : 'password only');
  if (account.passwordExpired) state.push('must change the password at the next sign-in');
  return state;
}

/** Why a change failed, in plain words; nothing was changed in every case but the unknown one. */
export function failureOf(who: string, action: IssuerAccountAction, error: Error): string {
  if (isApiError(error, 404))
    return `The account of ${who} no longer exists, so nothing was changed. The list is loaded again.`;
  if (isApiError(error, 401, 403))
    return `You may no longer act as an administrator, so nothing was changed. Sign in again and retry.`;
  if (isApiError(error, 0))
    return `Keyplan could not be reached, so nothing was changed. Check the connection and try again.`;
  return `${action.label} for ${who} did not work: ${error.message}`;
}
