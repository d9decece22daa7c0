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

export function factorProblem(kind: 'email' | 'phone', value: string): string | null {
  const text = value.trim();
  if (text.length === 0) return kind === 'email' ? 'Enter an email address.' : 'Enter a phone number.';
  if (kind === 'email') return EMAIL.test(text) ? null : 'Enter an email address such as name@example.com.';
  return PHONE.test(text.replace(/[\s\-().]/g, ''))
    ? null
    : 'Enter the number with its country code, e.g. +1 555 555 0100.';
}

/** Adds an email (primary or secondary) or a phone (code by SMS or call). */
export function AddFactorDialog({ open, kind, saving, error, onAdd, onCancel }: AddFactorDialogProps) {
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
        <DialogTitle id={`${id}-title`}>{kind === 'email' ? 'Add an email' : 'Add a phone'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label={kind === 'email' ? 'Email address' : 'Phone number'}
              type={kind === 'email' ? 'email' : 'tel'}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={Boolean(problem)}
              helperText={problem ?? ' '}
              autoFocus
              fullWidth
              required
            />
            <TextField
              select
              label={kind === 'email' ? 'Use as' : 'Send the code by'}
              value={role}
              onChange={(event) => setRole(event.target.value)}
              fullWidth
            >
              {kind === 'email'
                ? [
                    <MenuItem key="SECONDARY" value="SECONDARY">
                      Secondary email
                    </MenuItem>,
                    <MenuItem key="PRIMARY" value="PRIMARY">
                      Primary email (replaces the current one once verified)
                    </MenuItem>,
                  ]
                : [
                    <MenuItem key="SMS" value="SMS">
                      Text message (SMS)
                    </MenuItem>,
                    <MenuItem key="CALL" value="CALL">
                      Voice call
                    </MenuItem>,
                  ]}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Adding…' : 'Add and send code'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
