import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useText } from '../../../i18n/use-text.ts';
import { useTelemetry } from '../../../lib/telemetry-context.tsx';
import { signInWithFingerprint, type AuthnClient } from './authn-client.ts';
import { CredentialsForm } from './credentials-form.tsx';
import { FactorStep } from './factor-step.tsx';
import { LockedStep } from './locked-step.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { RecoveryRequestForm, recoverySentKey } from './recovery-request-form.tsx';
import { signInText } from './sign-in-text.ts';
import type { AuthnFlow, RecoveryType } from './use-authn-flow.ts';

interface SignInStepsProps {
  client: AuthnClient;
  flow: AuthnFlow;
  /** Leaves for the issuer's own page (a state this page does not offer). */
  onProviderPage: () => void;
}

/** The view of the sign-in flow where it is. */
export function SignInSteps({ client, flow, onProviderPage }: SignInStepsProps) {
  const t = useText(signInText);
  const telemetry = useTelemetry();
  const { view, username, setUsername } = flow;

  const handleCredentials = async (credentials: { username: string; password: string }) => {
    setUsername(credentials.username);
    let fingerprintProblem: string | null = null;
    await flow.run(async () => {
      const answer = await signInWithFingerprint(client, credentials);
      fingerprintProblem = answer.fingerprintProblem;
      return answer.transaction;
    });
    if (fingerprintProblem) {
      telemetry.warn('Sign-in without a device fingerprint', { reason: fingerprintProblem });
      const text = t('noFingerprint', { problem: fingerprintProblem });
      flow.setNotice((shown) => shown ?? { severity: 'info', text });
    }
  };

  const handleRecovery = (recoveryType: RecoveryType) => (name: string) => {
    setUsername(name);
    const options = { username: name, factorType: 'EMAIL' as const };
    void flow.run(() => (recoveryType === 'PASSWORD' ? client.forgotPassword(options) : client.unlockAccount(options)));
  };

  if (view.name === 'recover')
    return (
      <RecoveryRequestForm
        key={view.recoveryType}
        recoveryType={view.recoveryType}
        initialUsername={username}
        busy={flow.busy}
        onSubmit={handleRecovery(view.recoveryType)}
        onBack={() => flow.show({ name: 'credentials' })}
      />
    );
  if (view.name === 'sent')
    return (
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('checkEmail')}
        </Typography>
        <Typography role="status">{t(recoverySentKey(view.recoveryType))}</Typography>
        <Button variant="text" onClick={() => flow.show({ name: 'credentials' })}>
          {t('backToSignIn')}
        </Button>
      </Stack>
    );
  if (view.name === 'step') {
    const { transaction } = view;
    if (transaction.status === 'LOCKED_OUT') return <LockedStep transaction={transaction} flow={flow} />;
    if (transaction.status === 'PASSWORD_RESET' || transaction.status === 'PASSWORD_EXPIRED')
      return <NewPasswordForm transaction={transaction} flow={flow} />;
    return <FactorStep transaction={transaction} flow={flow} />;
  }
  return (
    <Stack spacing={2}>
      <CredentialsForm
        initialUsername={username}
        busy={flow.busy}
        onSubmit={(credentials) => void handleCredentials(credentials)}
        onForgotPassword={(name) => flow.show({ name: 'recover', recoveryType: 'PASSWORD' }, null, name)}
        onUnlockAccount={(name) => flow.show({ name: 'recover', recoveryType: 'UNLOCK' }, null, name)}
      />
      {flow.notice?.providerPage && (
        <Button variant="outlined" onClick={onProviderPage}>
          {t('providerPage')}
        </Button>
      )}
    </Stack>
  );
}
