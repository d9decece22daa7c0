import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useConfig } from '../../../config/config-context.tsx';
import { useTelemetry } from '../../../lib/telemetry-context.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { useAuth } from '../auth-context.ts';
import { createAuthnClient, type AuthnClient } from './authn-client.ts';
import { SignInSteps } from './sign-in-steps.tsx';
import { signInText } from './sign-in-text.ts';
import { useAuthnFlow, type RecoveryType } from './use-authn-flow.ts';

export interface SignInScreenProps {
  /** Where to go once signed in (a path of this app). */
  returnTo: string;
  /** A recovery token from an emailed link (/signin/reset-password/:token, /signin/unlock/:token): verified first. */
  recovery?: { token: string; recoveryType: RecoveryType };
  /** Makes the provider's SDK client; tests give a double. */
  loadClient?: typeof createAuthnClient;
}

/** Recovery tokens already sent for verification: each is spent once (React runs effects twice in development). */
const verifiedTokens = new Set<string>();

/**
 * The app's own sign-in page (issue 43), on the provider's Authentication API through its SDK:
 * email and password, the second factor, 'Forgot password?', 'Unlock account' and the emailed
 * links; a session token at the end is exchanged by the usual sign-in redirect (PKCE, /login/callback).
 */
export function SignInScreen({ returnTo, recovery, loadClient = createAuthnClient }: SignInScreenProps) {
  const t = useText(signInText);
  const config = useConfig();
  const { signIn } = useAuth();
  const telemetry = useTelemetry();
  const [client, setClient] = useState<AuthnClient | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const onSessionToken = useCallback((sessionToken: string) => signIn(returnTo, { sessionToken }), [signIn, returnTo]);
  const flow = useAuthnFlow({ onSessionToken });
  const { run } = flow;

  useEffect(() => {
    let active = true;
    loadClient(config).then(
      (loaded) => active && setClient(loaded),
      (error: unknown) => {
        telemetry.error(error, { where: 'sign-in: loading the identity provider SDK' });
        if (active) setLoadFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [config, loadClient, telemetry]);

  useEffect(() => {
    if (!client || !recovery || verifiedTokens.has(recovery.token)) return;
    verifiedTokens.add(recovery.token);
    void run(() => client.verifyRecoveryToken({ recoveryToken: recovery.token }));
  }, [client, recovery, run]);

  // A step without a field of its own, or a button disabled while a request ran, leaves focus on the
  // page body: put it where the person goes on (a password field, another field, the step's heading).
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      const target = ['input[type="password"]:not([disabled])', 'input:not([disabled])', 'h2', 'h1']
        .map((selector) => card.current?.querySelector<HTMLElement>(selector))
        .find((element) => element);
      if (!target) return;
      if (target.tagName.startsWith('H')) target.tabIndex = -1;
      target.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [flow.view, flow.notice, flow.busy, client]);

  let body;
  if (loadFailed)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void signIn(returnTo)}>
            {t('providerPageFallback')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  else if (!client || flow.view.name === 'finishing') body = <PageLoader label={t('signingIn')} />;
  else body = <SignInSteps client={client} flow={flow} onProviderPage={() => void signIn(returnTo)} />;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
      <Paper ref={card} variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">
            {t('title')}
          </Typography>
          {flow.notice && (
            <Alert severity={flow.notice.severity} role={flow.notice.severity === 'error' ? 'alert' : 'status'}>
              {flow.notice.text}
            </Alert>
          )}
          {body}
        </Stack>
      </Paper>
    </Box>
  );
}
