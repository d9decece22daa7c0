import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useText } from '../../../i18n/use-text.ts';
import { accountText } from '../account-text.ts';

/** An empty helper line: keeps the field's height when a message comes or goes. */
const HELPER_LINE = ' ';

interface VerifyCodeDialogProps {
  open: boolean;
  /** Where the code went: an email address or a phone number. */
  sentTo: string;
  verifying: boolean;
  resending: boolean;
  /** The provider's refusal of the last code or of a new one, if any. */
  error: string | null;
  onVerify: (code: string) => void;
  onResend: () => void;
  onClose: () => void;
}

const CODE = /^\d{6}$/;
/** How long the provider's code works. */
const CODE_MINUTES = 5;

/** Asks for the six-digit code sent to an email or phone, with a way to send a new one. */
export function VerifyCodeDialog({
  open,
  sentTo,
  verifying,
  resending,
  error,
  onVerify,
  onResend,
  onClose,
}: VerifyCodeDialogProps) {
  const t = useText(accountText);
  const id = useId();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = touched && !CODE.test(code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (CODE.test(code)) onVerify(code);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{t('verify.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('verify.sent', { sentTo, minutes: CODE_MINUTES })}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            label={t('verify.code')}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            // Left empty for Send a new code or Cancel: nothing typed is not yet a wrong code.
            onBlur={() => setTouched(code !== '')}
            error={invalid}
            helperText={invalid ? t('verify.sixDigits') : HELPER_LINE}
            autoFocus
            fullWidth
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onResend} disabled={resending || verifying}>
            {resending ? t('verify.sending') : t('verify.resend')}
          </Button>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={verifying}>
            {verifying ? t('verify.verifying') : t('verify.verify')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
