import { useCallback, useState } from 'react';
import { useText } from '../../../i18n/use-text.ts';
import { messageOf, type AuthnTransaction } from './authn-client.ts';
import { signInText } from './sign-in-text.ts';

export type RecoveryType = 'PASSWORD' | 'UNLOCK';

/** Where the sign-in is: the form, a request for a recovery email, one sent, or a transaction's step. */
export type SignInView =
  | { name: 'credentials' }
  | { name: 'recover'; recoveryType: RecoveryType }
  | { name: 'sent'; recoveryType: RecoveryType }
  | { name: 'step'; transaction: AuthnTransaction }
  | { name: 'finishing' };

export interface Notice {
  severity: 'error' | 'info' | 'success';
  text: string;
  /** The state is one this page does not offer: the issuer's own page is the way on. */
  providerPage?: true;
}

/** The transaction states this page shows a step for; others go to the provider's page. */
const STEPS = new Set(['LOCKED_OUT', 'MFA_REQUIRED', 'MFA_CHALLENGE', 'PASSWORD_RESET', 'PASSWORD_EXPIRED']);

export interface AuthnFlowOptions {
  /** The transaction ended with a session token: exchange it at the issuer (a redirect). */
  onSessionToken: (sessionToken: string) => Promise<void>;
}

/**
 * The state of the app's own sign-in (issue 43): runs one SDK call at a time and turns its answer
 * into the next view (SUCCESS → the token exchange; RECOVERY_CHALLENGE by email → "sent"; the
 * states of STEPS → their step), and its failure into a notice in the provider's or the SDK's words.
 */
export function useAuthnFlow({ onSessionToken }: AuthnFlowOptions) {
  const t = useText(signInText);
  const [view, setView] = useState<SignInView>({ name: 'credentials' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  /** The name typed last: an unlock or a password reset asks for it again otherwise. */
  const [username, setUsername] = useState('');

  const handle = useCallback(
    async (transaction: AuthnTransaction) => {
      const { status, sessionToken } = transaction;
      if (status === 'SUCCESS' && sessionToken) {
        setView({ name: 'finishing' });
        await onSessionToken(sessionToken);
      } else if (status === 'SUCCESS') {
        setView({ name: 'credentials' });
        setNotice(
          transaction.recoveryType === 'UNLOCK'
            ? { severity: 'success', text: t('unlocked') }
            : { severity: 'info', text: t('done') },
        );
      } else if (status === 'RECOVERY_CHALLENGE' && transaction.factorType === 'EMAIL') {
        setView({ name: 'sent', recoveryType: transaction.recoveryType === 'UNLOCK' ? 'UNLOCK' : 'PASSWORD' });
      } else if (STEPS.has(status) || status === 'RECOVERY_CHALLENGE') {
        setView({ name: 'step', transaction });
      } else {
        setView({ name: 'credentials' });
        setNotice({
          severity: 'error',
          text: t('unsupportedStep', { status }),
          providerPage: true,
        });
      }
    },
    [onSessionToken, t],
  );

  /** Runs an SDK call: its answer moves the flow on; its failure stays on this view with the message. */
  const run = useCallback(
    async (call: () => Promise<AuthnTransaction>, options: { notice?: Notice | null } = {}) => {
      setBusy(true);
      setNotice(null);
      try {
        const transaction = await call();
        await handle(transaction);
        if (options.notice) setNotice(options.notice);
      } catch (error) {
        setNotice({ severity: 'error', text: messageOf(error, t) });
      } finally {
        setBusy(false);
      }
    },
    [handle, t],
  );

  /** Moves to a view of the person's choice (with the name they typed, when given). */
  const show = useCallback((next: SignInView, nextNotice: Notice | null = null, typedName?: string) => {
    if (typedName) setUsername(typedName);
    setView(next);
    setNotice(nextNotice);
  }, []);

  return { view, notice, busy, username, setUsername, run, show, setNotice };
}

export type AuthnFlow = ReturnType<typeof useAuthnFlow>;
