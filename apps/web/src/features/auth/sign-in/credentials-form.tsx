import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

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
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ username: username.trim(), password });
  };
  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate={false}>
      <TextField
        label="Email"
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        required
        autoFocus={!initialUsername}
        slotProps={{ htmlInput: { maxLength: 320 } }}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        autoFocus={Boolean(initialUsername)}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        Sign in
      </Button>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Link component="button" type="button" variant="body2" onClick={() => onForgotPassword(username.trim())}>
          Forgot password?
        </Link>
        <Link component="button" type="button" variant="body2" onClick={() => onUnlockAccount(username.trim())}>
          Unlock account
        </Link>
      </Stack>
    </Stack>
  );
}
