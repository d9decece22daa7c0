import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RecoveryType } from './use-authn-flow.ts';

export const RECOVERY_TEXTS: Record<RecoveryType, { heading: string; intro: string; action: string; sent: string }> = {
  PASSWORD: {
    heading: 'Reset your password',
    intro: 'We email you a link to choose a new password. A new password also unlocks a locked account.',
    action: 'Email me a reset link',
    sent: 'If an account has this email, a link to reset its password is on its way. It is valid for 1 hour.',
  },
  UNLOCK: {
    heading: 'Unlock your account',
    intro: 'After too many failed sign-ins an account is locked. We email you a link that unlocks it now.',
    action: 'Email me an unlock link',
    sent: 'If this account is locked, a link to unlock it is on its way. It is valid for 1 hour.',
  },
};

interface RecoveryRequestFormProps {
  recoveryType: RecoveryType;
  initialUsername: string;
  busy: boolean;
  onSubmit: (username: string) => void;
  onBack: () => void;
}

/** 'Forgot password?' and 'Unlock account': the account's email, to mail it a recovery link. */
export function RecoveryRequestForm({
  recoveryType,
  initialUsername,
  busy,
  onSubmit,
  onBack,
}: RecoveryRequestFormProps) {
  const [username, setUsername] = useState(initialUsername);
  const texts = RECOVERY_TEXTS[recoveryType];
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(username.trim());
  };
  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit}>
      <Typography variant="h6" component="h2">
        {texts.heading}
      </Typography>
      <Typography variant="body2">{texts.intro}</Typography>
      <TextField
        label="Email"
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 320 } }}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {texts.action}
      </Button>
      <Button variant="text" onClick={onBack}>
        Back to sign in
      </Button>
    </Stack>
  );
}
