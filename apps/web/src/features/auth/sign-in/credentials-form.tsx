import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useText } from '../../../i18n/use-text.ts';
import { signInText } from './sign-in-text.ts';

interface CredentialsFormProps {
  initialUsername: string;
  busy: boolean;
  onSubmit: (credentials: { username: string; password: string }) => void;
  onForgotPassword: (username: string) => void;
  onUnlockAccount: (username: string) => void;
}

/** Email and password, with the ways out: 'Forgot password?' and 'Unlock account'. */
export function CredentialsForm({
  initialUsername,
  busy,
  onSubmit,
  onForgotPassword,
  onUnlockAccount,
}: CredentialsFormProps) {
  const t = useText(signInText);
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ username: username.trim(), password });
  };
  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate={false}>
      <TextField
        label={t('email')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        required
        autoFocus={!initialUsername}
        slotProps={{ htmlInput: { maxLength: 320 } }}
      />
      <TextField
        label={t('password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        autoFocus={Boolean(initialUsername)}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {t('signIn')}
      </Button>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Link component="button" type="button" variant="body2" onClick={() => onForgotPassword(username.trim())}>
          {t('forgotPassword')}
        </Link>
        <Link component="button" type="button" variant="body2" onClick={() => onUnlockAccount(username.trim())}>
          {t('unlockAccount')}
        </Link>
      </Stack>
    </Stack>
  );
}
