import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useText } from '../../../i18n/use-text.ts';
import { accountText, type AccountTextKey } from '../account-text.ts';

/** An empty helper line: keeps the field's height when a message comes or goes. */
const HELPER_LINE = ' ';

interface AddFactorDialogProps {
  open: boolean;
  kind: 'email' | 'phone';
  saving: boolean;
  /** The provider's refusal, if any. */
  error: string | null;
  onAdd: (input: { value: string; role: string }) => void;
  onCancel: () => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** `+`, a country code and 8 to 15 digits once spaces, dashes, dots and brackets are dropped. */
const PHONE = /^\+[1-9]\d{7,14}$/;

/** What is wrong with an email or phone as typed (a message of the account catalog), or null. */
export function factorProblem(kind: 'email' | 'phone', value: string): AccountTextKey | null {
  const text = value.trim();
  if (text.length === 0) return kind === 'email' ? 'factor.enterEmail' : 'factor.enterPhone';
  if (kind === 'email') return EMAIL.test(text) ? null : 'factor.emailExample';
  return PHONE.test(text.replace(/[\s\-().]/g, '')) ? null : 'factor.phoneExample';
}

/** Adds an email (primary or secondary) or a phone (code by SMS or call). */
export function AddFactorDialog({ open, kind, saving, error, onAdd, onCancel }: AddFactorDialogProps) {
  const t = useText(accountText);
  const id = useId();
  const [value, setValue] = useState('');
  const [role, setRole] = useState(kind === 'email' ? 'SECONDARY' : 'SMS');
  const [submitted, setSubmitted] = useState(false);
  const problem = submitted ? factorProblem(kind, value) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!factorProblem(kind, value)) onAdd({ value: value.trim(), role });
  };
  const close = () => {
    setValue('');
    setSubmitted(false);
    onCancel();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{t('factor.addTitle', { kind })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label={t('factor.value', { kind })}
              type={kind === 'email' ? 'email' : 'tel'}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={Boolean(problem)}
              helperText={problem ? t(problem) : HELPER_LINE}
              autoFocus
              fullWidth
              required
            />
            <TextField
              select
              label={t('factor.role', { kind })}
              value={role}
              onChange={(event) => setRole(event.target.value)}
              fullWidth
            >
              {kind === 'email'
                ? [
                    <MenuItem key="SECONDARY" value="SECONDARY">
                      {t('factor.secondaryEmail')}
                    </MenuItem>,
                    <MenuItem key="PRIMARY" value="PRIMARY">
                      {t('factor.primaryEmail')}
                    </MenuItem>,
                  ]
                : [
                    <MenuItem key="SMS" value="SMS">
                      {t('factor.sms')}
                    </MenuItem>,
                    <MenuItem key="CALL" value="CALL">
                      {t('factor.call')}
                    </MenuItem>,
                  ]}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('factor.adding') : t('factor.addAndSend')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
