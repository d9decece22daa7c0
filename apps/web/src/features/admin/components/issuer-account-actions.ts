import type { IssuerAccountSummary } from '@keyplan/domain';
import { formattingLocale, shownLanguage } from '../../../i18n/language.ts';
import { textNow } from '../../../i18n/use-text.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { adminText } from '../admin-text.ts';
import type { IssuerAccountChange, IssuerAccountChangeResult } from '../api/change-issuer-account.ts';
import { formatWhen } from './format.ts';

/**
 * What an admin can do for an account and what came of it, in the language on show (these run
 * while a screen that reads the admin's words renders, or right after a request).
 */
const text = () => textNow(adminText);
const when = (iso: string | null) => formatWhen(iso, formattingLocale(shownLanguage()));

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
  const t = text();
  const { accountId } = account;
  const who = whoIs(account);
  const actions: IssuerAccountAction[] = [];
  if (account.lockedOut)
    actions.push({
      change: { kind: 'unlock', accountId },
      label: t('accounts.unlock'),
      title: t('accounts.unlockTitle', { who }),
      text: t('accounts.unlockText', { login: account.login }),
    });
  actions.push({
    change: { kind: 'passwordReset', accountId },
    label: t('accounts.reset'),
    title: t('accounts.resetTitle', { who }),
    text: t('accounts.resetText'),
  });
  actions.push(
    account.mfaRequired
      ? {
          change: { kind: 'signOnPolicy', accountId, mfaRequired: false },
          label: t('accounts.stopMfa'),
          title: t('accounts.stopMfaTitle', { who }),
          text: t('accounts.stopMfaText'),
        }
      : {
          change: { kind: 'signOnPolicy', accountId, mfaRequired: true },
          label: t('accounts.requireMfa'),
          title: t('accounts.requireMfaTitle', { who }),
          text: t('accounts.requireMfaText'),
        },
  );
  if (!account.passwordExpired)
    actions.push({
      change: { kind: 'expirePassword', accountId },
      label: t('accounts.expire'),
      title: t('accounts.expireTitle', { who }),
      text: t('accounts.expireText'),
    });
  return actions;
}

/** What was done, for the result line (the account's name as the admin saw it). */
export function outcomeOf(who: string, change: IssuerAccountChange, result: IssuerAccountChangeResult): string {
  const t = text();
  if (result.kind === 'passwordReset') {
    const { recipients, expiresAt } = result.sent;
    if (recipients.length === 0) return t('accounts.noVerifiedEmail', { who });
    return t('accounts.resetSent', { recipients: recipients.join(', '), when: when(expiresAt) });
  }
  switch (change.kind) {
    case 'unlock':
      return result.account.lockedOut
        ? t('accounts.stillLocked', { who, when: when(result.account.lockedUntil) })
        : t('accounts.unlocked', { who });
    case 'signOnPolicy':
      return result.account.mfaRequired ? t('accounts.mfaOn', { who }) : t('accounts.mfaOff', { who });
    default:
      return t('accounts.expired', { who });
  }
}

/** An account's state in words: locked out until when, second factor, password to change. */
export function stateOf(account: IssuerAccountSummary): string[] {
  const t = text();
  const state: string[] = [];
  if (account.lockedOut) state.push(t('accounts.stateLockedOut', { when: when(account.lockedUntil) }));
  state.push(account.mfaRequired ? t('accounts.stateMfa') : t('accounts.statePasswordOnly'));
  if (account.passwordExpired) state.push(t('accounts.stateExpired'));
  return state;
}

/** Why a change failed, in plain words; nothing was changed in every case but the unknown one. */
export function failureOf(who: string, action: IssuerAccountAction, error: Error): string {
  const t = text();
  if (isApiError(error, 404)) return t('accounts.gone', { who });
  if (isApiError(error, 401, 403)) return t('accounts.notAdmin');
  if (isApiError(error, 0)) return t('accounts.unreachable');
  return t('accounts.failed', { action: action.label, who, message: error.message });
}
