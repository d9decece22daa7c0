import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../app/paths.ts';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { useAuth } from '../features/auth/auth-context.ts';
import { useTelemetry } from '../lib/telemetry-context.tsx';

/**
 * /login/callback (SPEC §2): completes the sign-in and returns to where the person was going.
 * On any error the stored bearer and identity tokens are removed and the person goes to
 * /authorize (SPEC §8 "Sign-in callback error").
 */
export function LoginCallbackPage() {
  const { completeSignIn, removeUser } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const telemetry = useTelemetry();
  const url = `${window.location.origin}${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    let active = true;
    completeSignIn(url)
      .then((returnTo) => {
        if (active) void navigate(returnTo, { replace: true });
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

  return <PageLoader label="Signing in" />;
}

export default LoginCallbackPage;
