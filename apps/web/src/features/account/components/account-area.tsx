import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useConfig } from '../../../config/config-context.tsx';
import { createMyAccountClient, MyAccountRequestError } from '../api/my-account-client.ts';
import { MyAccountClientProvider } from '../api/my-account-client-context.tsx';
import { useProfile } from '../api/use-my-account.ts';
import { EmailsSection } from './emails-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PhonesSection } from './phones-section.tsx';
import { ProfileSection } from './profile-section.tsx';

/**
 * The signed-in person's own account at the identity provider (issue 34): profile, emails,
 * phones and password through its MyAccount API.
 */
interface AccountAreaProps {
  /** The signed-in person's access token at call time. */
  getAccessToken: () => string | null;
  /** Signs in again (to be granted the account scopes) and comes back here. */
  onSignInAgain: () => void;
}

export function AccountArea({ getAccessToken, onSignInAgain }: AccountAreaProps) {
  const { myAccount } = useConfig();
  const client = useMemo(
    () => (myAccount ? createMyAccountClient({ origin: myAccount.origin, getAccessToken }) : null),
    [myAccount, getAccessToken],
  );
  return (
    <MyAccountClientProvider client={client}>
      <AccountSections available={client !== null} onSignInAgain={onSignInAgain} />
    </MyAccountClientProvider>
  );
}

function AccountSections({ available, onSignInAgain }: { available: boolean; onSignInAgain: () => void }) {
  const profile = useProfile();

  if (!available)
    return (
      <Alert severity="info">
        Your account is managed by your organization’s identity provider; change your profile and password there.
      </Alert>
    );
  // A token from before the account scopes were asked for: signing in again grants them.
  if (profile.error instanceof MyAccountRequestError && profile.error.status === 403)
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={onSignInAgain}>
            Sign in again
          </Button>
        }
      >
        Sign in again to manage your account: your current sign-in does not allow it.
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
