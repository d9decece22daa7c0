import LoginIcon from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { textNow, useText } from '../../../i18n/use-text.ts';
import { accountText } from '../account-text.ts';

/** The dialog's words in the language on show, for what reads them outside a render (tests). */
export const STEP_UP_TEXTS = {
  get title() {
    return textNow(accountText)('stepUp.title');
  },
  get confirm() {
    return textNow(accountText)('stepUp.confirm');
  },
};

interface StepUpDialogProps {
  /** The provider's `max_age` while it waits for a new sign-in; null: closed. */
  maxAge: number | null;
  /** Signs the person in anew in a popup (no older than `maxAge`); rejects when it is blocked or closed. */
  onSignIn: (maxAge: number) => Promise<void>;
  /** Settles the waiting change: true once signed in again, false when the person declined. */
  onDone: (signedIn: boolean) => void;
}

/**
 * The account page's answer to the provider's step-up challenge (issue 43): the change the person
 * asked for needs a recent sign-in. The button opens the sign-in window from the click itself (so
 * a popup blocker lets it through); once signed in, the change is sent again.
 */
export function StepUpDialog({ maxAge, onSignIn, onDone }: StepUpDialogProps) {
  const t = useText(accountText);
  const [state, setState] = useState<'idle' | 'waiting' | 'failed'>('idle');
  const signIn = () => {
    if (maxAge === null) return;
    setState('waiting');
    onSignIn(maxAge).then(
      () => {
        setState('idle');
        onDone(true);
      },
      () => setState('failed'),
    );
  };
  const cancel = () => {
    setState('idle');
    onDone(false);
  };
  return (
    <Dialog open={maxAge !== null} onClose={cancel} aria-labelledby="step-up-title" aria-describedby="step-up-body">
      <DialogTitle id="step-up-title">{t('stepUp.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="step-up-body">{t('stepUp.body')}</DialogContentText>
        {state === 'failed' && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            {t('stepUp.failed')}
          </Alert>
        )}
        {state === 'waiting' && (
          <DialogContentText role="status" sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} aria-hidden />
            {t('stepUp.waiting')}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{t('cancel')}</Button>
        <Button variant="contained" startIcon={<LoginIcon />} onClick={signIn} disabled={state === 'waiting'} autoFocus>
          {t('stepUp.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
