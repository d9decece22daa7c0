import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AuthnTransaction } from './authn-client.ts';
import type { AuthnFlow } from './use-authn-flow.ts';

interface Complexity {
  minLength?: number;
  minLowerCase?: number;
  minUpperCase?: number;
  minNumber?: number;
  minSymbol?: number;
}

/** The provider's password policy in words, as its answer gives it. */
export function policyText(policy: AuthnTransaction['policy']): string | null {
  const complexity = (policy as { complexity?: Complexity } | undefined)?.complexity;
  if (!complexity) return null;
  const parts = [
    complexity.minLength ? `at least ${complexity.minLength} characters` : null,
    complexity.minLowerCase ? 'a lowercase letter' : null,
    complexity.minUpperCase ? 'an uppercase letter' : null,
    complexity.minNumber ? 'a number' : null,
    complexity.minSymbol ? 'a symbol' : null,
  ].filter(Boolean);
  return parts.length > 0 ? `Your password needs ${parts.join(', ')}.` : null;
}

/** PASSWORD_RESET (a recovery link) or PASSWORD_EXPIRED: a new password, typed twice. */
export function NewPasswordForm({ transaction, flow }: { transaction: AuthnTransaction; flow: AuthnFlow }) {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const expired = transaction.status === 'PASSWORD_EXPIRED';
  const mismatch = repeated.length > 0 && repeated !== newPassword;
  const { resetPassword, changePassword } = transaction;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mismatch) return;
    if (expired && changePassword) void flow.run(() => changePassword({ oldPassword, newPassword }));
    else if (resetPassword) void flow.run(() => resetPassword({ newPassword }));
  };
  const login = (transaction.user as { profile?: { login?: string } } | undefined)?.profile?.login;
  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit}>
      <Typography variant="h6" component="h2">
        {expired ? 'Your password has expired' : 'Choose a new password'}
      </Typography>
      {login && <Typography variant="body2">For {login}.</Typography>}
      {policyText(transaction.policy) && <Typography variant="body2">{policyText(transaction.policy)}</Typography>}
      {expired && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(event) => setOldPassword(event.target.value)}
          required
        />
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        required
        autoFocus
      />
      <TextField
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        value={repeated}
        onChange={(event) => setRepeated(event.target.value)}
        required
        error={mismatch}
        helperText={mismatch ? 'The passwords do not match.' : ' '}
      />
      <Button type="submit" variant="contained" disabled={flow.busy || mismatch}>
        {expired ? 'Change password' : 'Reset password'}
      </Button>
    </Stack>
  );
}
