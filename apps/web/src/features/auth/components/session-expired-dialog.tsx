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
import { useText } from '../../../i18n/use-text.ts';
import { useAuth } from '../auth-context.ts';
import { signInText } from '../sign-in/sign-in-text.ts';

/**
 * Shown over a staff screen whose sign-in expired while it was open (the access token lasts an
 * hour; editing a large system can take longer). Signing in again happens in a popup, so the
 * screen, its draft and its Unsaved Changes flag stay; signing in on the page is the fallback
 * when popups are blocked.
 */
export function SessionExpiredDialog() {
  const t = useText(signInText);
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
      <DialogTitle id="session-expired-title">{t('expiredTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-body">{t('expiredBody')}</DialogContentText>
        {state === 'failed' && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            {t('renewFailed')}
          </Alert>
        )}
        {state === 'waiting' && (
          <DialogContentText role="status" sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} aria-hidden />
            {t('renewWaiting')}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button title={t('signInHereHint')} onClick={() => void signIn(location.pathname + location.search)}>
          {t('signInHere')}
        </Button>
        {state === 'waiting' ? (
          <Button onClick={cancel}>{t('cancel')}</Button>
        ) : (
          <Button variant="contained" startIcon={<LoginIcon />} onClick={renew} autoFocus>
            {t('renew')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
