import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useText } from '../../../i18n/use-text.ts';
import { signInText } from './sign-in-text.ts';
import type { AuthnTransaction } from './authn-client.ts';
import type { SignInTranslate } from './sign-in-text.ts';
import type { AuthnFlow } from './use-authn-flow.ts';

interface Complexity {
  minLength?: number;
  minLowerCase?: number;
  minUpperCase?: number;
  minNumber?: number;
  minSymbol?: number;
}

/** An empty helper line: the button stays put when the mismatch message comes and goes. */
const KEEP_LINE = ' ';

/** The provider's password policy in words, as its answer gives it. */
export function policyText(t: SignInTranslate, policy: AuthnTransaction['policy']): string | null {
  const complexity = (policy as { complexity?: Complexity } | undefined)?.complexity;
  if (!complexity) return null;
  const parts = [
    complexity.minLength ? t('policyLength', { count: complexity.minLength }) : null,
    complexity.minLowerCase ? t('policyLowerCase') : null,
    complexity.minUpperCase ? t('policyUpperCase') : null,
    complexity.minNumber ? t('policyNumber') : null,
    complexity.minSymbol ? t('policySymbol') : null,
  ].filter(Boolean);
  return parts.length > 0 ? t('policy', { rules: parts.join(', ') }) : null;
}

/** PASSWORD_RESET (a recovery link) or PASSWORD_EXPIRED: a new password, typed twice. */
export function NewPasswordForm({ transaction, flow }: { transaction: AuthnTransaction; flow: AuthnFlow }) {
  const t = useText(signInText);
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
  const policy = policyText(t, transaction.policy);
  const login = (transaction.user as { profile?: { login?: string } } | undefined)?.profile?.login;
  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit}>
      <Typography variant="h6" component="h2">
        {expired ? t('passwordExpired') : t('chooseNewPassword')}
      </Typography>
      {login && <Typography variant="body2">{t('forLogin', { login })}</Typography>}
      {policy && <Typography variant="body2">{policy}</Typography>}
      {expired && (
        <TextField
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(event) => setOldPassword(event.target.value)}
          required
        />
      )}
      <TextField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        required
        autoFocus
      />
      <TextField
        label={t('repeatPassword')}
        type="password"
        autoComplete="new-password"
        value={repeated}
        onChange={(event) => setRepeated(event.target.value)}
        required
        error={mismatch}
        helperText={mismatch ? t('passwordsDiffer') : KEEP_LINE}
      />
      <Button type="submit" variant="contained" disabled={flow.busy || mismatch}>
        {expired ? t('changePassword') : t('resetPassword')}
      </Button>
    </Stack>
  );
}
