import { useMemo } from 'react';
import { useParams } from 'react-router';
import { SignInScreen } from '../features/auth/sign-in/sign-in-screen.tsx';
import type { RecoveryType } from '../features/auth/sign-in/use-authn-flow.ts';

/**
 * /signin/reset-password/:token and /signin/unlock/:token: the links the identity provider emails
 * (the provider's own paths). The token is verified at once: a new password to choose, or the
 * account unlocked; then the person signs in as usual.
 */
export function SignInRecoveryPage({ recoveryType }: { recoveryType: RecoveryType }) {
  const { token = '' } = useParams();
  const recovery = useMemo(() => ({ token, recoveryType }), [token, recoveryType]);
  return <SignInScreen returnTo="/" recovery={recovery} />;
}

export default SignInRecoveryPage;
