import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { useConfig } from '../config/config-context.tsx';
import { useAuth } from '../features/auth/auth-context.ts';
import { authText } from '../features/auth/auth-text.ts';
import { useText } from '../i18n/use-text.ts';
import { safeReturnTo } from '../features/auth/return-to.ts';
import { usesOwnSignInPage } from '../features/auth/sign-in-mode.ts';
import { SignInScreen } from '../features/auth/sign-in/sign-in-screen.tsx';

/** An issuer without the Authentication API: its own page, by the sign-in redirect, as before (issue 43). */
function RedirectToIssuer({ returnTo }: { returnTo: string }) {
  const t = useText(authText);
  const { signIn } = useAuth();
  useEffect(() => {
    void signIn(returnTo).catch(() => undefined);
  }, [signIn, returnTo]);
  return <PageLoader label={t('signingIn')} />;
}

/**
 * /signin: the app's own sign-in page when the issuer answers the provider's Authentication API
 * (decision 0056), otherwise the redirect to the issuer's page. Signed in already: on to `returnTo`.
 */
export function SignInPage() {
  const config = useConfig();
  const { isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  if (isAuthenticated) return <Navigate to={returnTo} replace />;
  if (!usesOwnSignInPage(config)) return <RedirectToIssuer returnTo={returnTo} />;
  return <SignInScreen returnTo={returnTo} />;
}

export default SignInPage;
