import type { AuthnContext } from './authn-context.ts';
import { findFactor, factorsOf } from './authn-factors.ts';
import { factorOf, iso, link, PASSWORD_POLICY, userOf } from './authn-presenter.ts';
import type { OpenTransaction } from './authn-state.ts';
import type { AuthnTransaction } from './authn.repository.ts';

/** A push's result as the provider names it: WAITING until answered; SUCCESS, REJECTED, or TIMEOUT. */
export function pushResultOf(
  transaction: AuthnTransaction,
  now: number,
): 'WAITING' | 'SUCCESS' | 'REJECTED' | 'TIMEOUT' {
  if (transaction.pushResult === 'APPROVED') return 'SUCCESS';
  if (transaction.pushResult === 'REJECTED') return 'REJECTED';
  if (transaction.codeExpiresAt !== null && transaction.codeExpiresAt <= now) return 'TIMEOUT';
  return 'WAITING';
}

function challengeLinks(context: AuthnContext, transaction: AuthnTransaction, factorResult: string | undefined) {
  const verify = `/factors/${transaction.factorId}/verify`;
  const resendName = transaction.factorType === 'sms' ? 'sms' : transaction.factorType === 'push' ? 'push' : 'email';
  return {
    next: link(context, verify, factorResult === 'WAITING' ? 'poll' : 'verify'),
    cancel: link(context, '/cancel'),
    prev: link(context, '/previous'),
    resend: [link(context, `${verify}/resend`, resendName)],
  };
}

/**
 * A transaction's answer for its status, in the provider's shape: the state token and its expiry,
 * the user, the factors (to choose) or the factor (being verified), and the links to go on.
 * `factorResult` overrides a push's (the poll that consumes a REJECTED or TIMEOUT result).
 */
export async function answerOf(context: AuthnContext, open: OpenTransaction, factorResult?: string) {
  const { stateToken, transaction, account } = open;
  const head = { stateToken, expiresAt: iso(transaction.expiresAt), status: transaction.status };
  const cancel = link(context, '/cancel');
  if (transaction.status === 'RECOVERY_CHALLENGE') {
    const type = transaction.factorType ?? 'SMS';
    return {
      ...head,
      factorType: type,
      recoveryType: transaction.recoveryType,
      _links: {
        next: link(context, `/recovery/factors/${type}/verify`, 'verify'),
        cancel,
        resend: link(context, `/recovery/factors/${type}/resend`, type.toLowerCase()),
      },
    };
  }
  if (!account) return { ...head, _links: { cancel } };
  const user = userOf(account);
  const push = { push: context.mailbox };
  switch (transaction.status) {
    case 'MFA_REQUIRED': {
      const factors = await factorsOf(context.db, account, push);
      return {
        ...head,
        _embedded: { user, factors: factors.map((factor) => factorOf(context, factor, true)) },
        _links: { cancel },
      };
    }
    case 'MFA_CHALLENGE': {
      const factor = await findFactor(context.db, account, transaction.factorId ?? '', push);
      const result =
        factorResult ?? (transaction.factorType === 'push' ? pushResultOf(transaction, context.now()) : undefined);
      const shown = result === 'SUCCESS' ? 'WAITING' : result;
      return {
        ...head,
        ...(shown ? { factorResult: shown } : {}),
        _embedded: { user, ...(factor ? { factor: factorOf(context, factor, false) } : {}) },
        _links: challengeLinks(context, transaction, shown),
      };
    }
    case 'PASSWORD_EXPIRED':
      return {
        ...head,
        _embedded: { user, policy: PASSWORD_POLICY },
        _links: { next: link(context, '/credentials/change_password', 'changePassword'), cancel },
      };
    case 'PASSWORD_RESET':
      return {
        ...head,
        recoveryType: transaction.recoveryType,
        _embedded: { user, policy: PASSWORD_POLICY },
        _links: { next: link(context, '/credentials/reset_password', 'resetPassword'), cancel },
      };
    default:
      return { ...head, _embedded: { user }, _links: { cancel } };
  }
}
