import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { lazyMuiPage } from '../../../components/mui/lazy-mui-page.tsx';
import { PlainAlert } from '../../../components/plain/plain-alert.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { useConfig } from '../../../config/config-context.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTelemetry } from '../../../lib/telemetry-context.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { useMe } from '../api/get-me.ts';
import { authText } from '../auth-text.ts';
import { useAuth } from '../auth-context.ts';
import { shouldRetrySignIn } from '../sign-in-retry.ts';
import { usesOwnSignInPage } from '../sign-in-mode.ts';

/** Needed only once a session expires on an open screen: its code stays off the start-up path. */
const SessionExpiredDialog = lazyMuiPage(() =>
  import('./session-expired-dialog.tsx').then((module) => ({ default: module.SessionExpiredDialog })),
);

/**
 * Lets only signed-in staff through (SPEC §6). Signed out → identity provider (or the app's own
 * sign-in page, when the issuer answers the Authentication API), coming back here;
 * signed in but not staff (403) → error page 'Not Authorized'; token refused (401) → tokens are
 * dropped and the person signs in again (once; a second refusal shows the error page). Tokens
 * that expire while a screen is open keep the screen, under a dialog to sign in again.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const t = useText(authText);
  const auth = useAuth();
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const telemetry = useTelemetry();
  const ownSignInPage = usesOwnSignInPage(useConfig());
  const [signInFailed, setSignInFailed] = useState(false);
  const returnTo = location.pathname + location.search;
  const { isAuthenticated, sessionExpired, signIn, removeUser } = auth;
  const { error, data } = me;
  // A screen that was shown keeps its state under the sign-in dialog; with none yet, sign in as usual.
  const keepScreen = sessionExpired && Boolean(data?.isStaff);

  useEffect(() => {
    if (isAuthenticated || signInFailed || keepScreen) return;
    if (ownSignInPage) {
      void navigate(paths.signIn.getHref(returnTo), { replace: true });
      return;
    }
    signIn(returnTo).catch((error: unknown) => {
      telemetry.error(error, { where: 'signIn' });
      setSignInFailed(true);
    });
  }, [isAuthenticated, signInFailed, keepScreen, ownSignInPage, navigate, signIn, returnTo, telemetry]);

  useEffect(() => {
    // Only the status travels: the error page's own texts for it ('Not Authorized' for 403)
    // read better than the API's generic problem title.
    const toError = (status: number) => navigate(paths.error.getHref(), { replace: true, state: { status } });
    if (data && !data.isStaff) {
      void toError(403);
    } else if (error instanceof ApiError && error.status === 401 && shouldRetrySignIn()) {
      void removeUser();
    } else if (error instanceof ApiError) {
      void toError(error.status || 500);
    } else if (error) {
      telemetry.error(error, { where: 'GET /me' });
      void toError(500);
    }
  }, [data, error, navigate, removeUser, telemetry]);

  if (signInFailed) {
    return (
      <PlainAlert
        severity="error"
        className="kp-m2"
        action={
          <PlainButton color="inherit" size="small" onClick={() => setSignInFailed(false)}>
            {t('tryAgain')}
          </PlainButton>
        }
      >
        {t('signInUnavailable')}
      </PlainAlert>
    );
  }
  if (keepScreen) {
    return (
      <>
        {children}
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      </>
    );
  }
  if (!isAuthenticated || !data?.isStaff) return <PageLoader label={t('checkingAccess')} />;
  return children;
}
