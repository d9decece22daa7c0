import LoginIcon from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../auth-context.ts';

export const SESSION_EXPIRED_TEXTS = {
  title: 'Your sign-in has expired',
  body: 'Sign in again to go on. This page stays as it is: nothing you have not saved yet is lost.',
  renew: 'Sign in again',
  waiting: 'Waiting for the sign-in window…',
  failed: 'The sign-in window was closed or blocked. Allow pop-ups for this site, then try again.',
  here: 'Sign in on this page instead',
  hereHint: 'Signing in on this page leaves it: changes you have not saved are lost.',
} as const;

/**
 * Shown over a staff screen whose sign-in expired while it was open (the access token lasts an
 * hour; editing a large system can take longer). Signing in again happens in a popup, so the
 * screen, its draft and its Unsaved Changes flag stay; signing in on the page is the fallback
 * when popups are blocked.
 */
export function SessionExpiredDialog() {
  const { renewSignIn, signIn } = useAuth();
  const location = useLocation();
  const [state, setState] = useState<'idle' | 'waiting' | 'failed'>('idle');
  const abort = useRef<AbortController | null>(null);

  const renew = () => {
    const controller = new AbortController();
    abort.current = controller;
    setState('waiting');
    renewSignIn(controller.signal).catch(() => {
      if (abort.current === controller) setState('failed');
    });
  };
  const cancel = () => {
    abort.current?.abort('The person cancelled the sign-in');
    abort.current = null;
    setState('idle');
  };

  return (
    <Dialog open aria-labelledby="session-expired-title" aria-describedby="session-expired-body">
      <DialogTitle id="session-expired-title">{SESSION_EXPIRED_TEXTS.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-body">{SESSION_EXPIRED_TEXTS.body}</DialogContentText>
        {state === 'failed' && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            {SESSION_EXPIRED_TEXTS.failed}
          </Alert>
        )}
        {state === 'waiting' && (
          <DialogContentText role="status" sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} aria-hidden />
            {SESSION_EXPIRED_TEXTS.waiting}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button title={SESSION_EXPIRED_TEXTS.hereHint} onClick={() => void signIn(location.pathname + location.search)}>
          {SESSION_EXPIRED_TEXTS.here}
        </Button>
        {state === 'waiting' ? (
          <Button onClick={cancel}>Cancel</Button>
        ) : (
          <Button variant="contained" startIcon={<LoginIcon />} onClick={renew} autoFocus>
            {SESSION_EXPIRED_TEXTS.renew}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
