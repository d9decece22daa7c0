import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useState } from 'react';
import { useConfig } from '../../../config/config-context.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { accountText } from '../account-text.ts';
import { createMyAccountClient, MyAccountRequestError } from '../api/my-account-client.ts';
import { MyAccountClientProvider } from '../api/my-account-client-context.tsx';
import { useProfile } from '../api/use-my-account.ts';
import { EmailsSection } from './emails-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PhonesSection } from './phones-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { StepUpDialog } from './step-up-dialog.tsx';

/**
 * The signed-in person's own account at the identity provider (issue 34): profile, emails,
 * phones and password through its MyAccount API.
 */
interface AccountAreaProps {
  /** The signed-in person's access token at call time. */
  getAccessToken: () => string | null;
  /** Signs in again (to be granted the account scopes) and comes back here. */
  onSignInAgain: () => void;
  /** Signs in anew in a popup, no older than `maxAge` seconds (the provider's step-up); the page stays. */
  onConfirmSignIn: (maxAge: number) => Promise<void>;
}

export function AccountArea({ getAccessToken, onSignInAgain, onConfirmSignIn }: AccountAreaProps) {
  const { myAccount } = useConfig();
  // A change the provider answered with its step-up challenge waits here for the person's new sign-in.
  const [stepUp, setStepUp] = useState<{ maxAge: number; resolve: (signedIn: boolean) => void } | null>(null);
  const askForStepUp = useCallback(
    (maxAge: number) =>
      new Promise<boolean>((resolve) => {
        setStepUp((earlier) => {
          // One dialog at a time: a change still waiting gives up (resolving twice is harmless).
          earlier?.resolve(false);
          return { maxAge, resolve };
        });
      }),
    [],
  );
  const settle = (signedIn: boolean) => {
    stepUp?.resolve(signedIn);
    setStepUp(null);
  };
  const client = useMemo(
    () =>
      myAccount ? createMyAccountClient({ origin: myAccount.origin, getAccessToken, stepUp: askForStepUp }) : null,
    [myAccount, getAccessToken, askForStepUp],
  );
  return (
    <MyAccountClientProvider client={client}>
      <AccountSections available={client !== null} onSignInAgain={onSignInAgain} />
      <StepUpDialog maxAge={stepUp?.maxAge ?? null} onSignIn={onConfirmSignIn} onDone={settle} />
    </MyAccountClientProvider>
  );
}

function AccountSections({ available, onSignInAgain }: { available: boolean; onSignInAgain: () => void }) {
  const t = useText(accountText);
  const profile = useProfile();

  if (!available) return <Alert severity="info">{t('managedElsewhere')}</Alert>;
  // A token from before the account scopes were asked for: signing in again grants them.
  if (profile.error instanceof MyAccountRequestError && profile.error.status === 403)
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={onSignInAgain}>
            {t('signInAgain')}
          </Button>
        }
      >
        {t('scopesMissing')}
      </Alert>
    );
  return (
    <Stack spacing={2}>
      <ProfileSection />
      <EmailsSection />
      <PhonesSection />
      <PasswordSection />
    </Stack>
  );
}
