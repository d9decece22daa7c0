import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { PlainAlert } from '../components/plain/plain-alert.tsx';
import { useAuth } from '../features/auth/auth-context.ts';
import { authText } from '../features/auth/auth-text.ts';
import { useText } from '../i18n/use-text.ts';
import { useTelemetry } from '../lib/telemetry-context.tsx';

/**
 * /login/callback (SPEC §2): completes the sign-in and returns to where the person was going.
 * On any error the stored bearer and identity tokens are removed and the person goes to
 * /authorize (SPEC §8 "Sign-in callback error"). In a sign-in popup (a session renewed without
 * leaving the page) it hands the answer to the page that opened it and closes.
 */
export function LoginCallbackPage() {
  const t = useText(authText);
  const { completeSignIn, removeUser } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const telemetry = useTelemetry();
  const url = `${window.location.origin}${location.pathname}${location.search}${location.hash}`;

  const [inPopup, setInPopup] = useState(false);

  useEffect(() => {
    let active = true;
    completeSignIn(url)
      .then((returnTo) => {
        if (!active) return;
        if (returnTo === null) setInPopup(true);
        else void navigate(returnTo, { replace: true });
      })
      .catch(async (error: unknown) => {
        telemetry.warn('Sign-in callback failed', { error: String(error) });
        await removeUser().catch(() => undefined);
        if (active) void navigate(paths.authorize.getHref(), { replace: true });
      });
    return () => {
      active = false;
    };
  }, [url, completeSignIn, removeUser, navigate, telemetry]);

  if (inPopup)
    return (
      <PlainAlert severity="success" role="status" className="kp-m2">
        {t('signedInAgain')}
      </PlainAlert>
    );
  return <PageLoader label={t('signingIn')} />;
}

export default LoginCallbackPage;
