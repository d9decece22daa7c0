import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { myAccountKeys, useMyAccountWrite, usePassword } from '../api/use-my-account.ts';
import { AccountOutcome, useAccountOutcome } from './account-outcome.tsx';
import { AccountSection } from './account-section.tsx';

export const PASSWORD_RULES =
  'At least 8 characters, with a lowercase letter, an uppercase letter and a number, and no part of your username.';

/** What is wrong with a new password and its repetition, checked before the provider checks its own policy. */
export function newPasswordProblem(password: string, repeated: string): string | null {
  if (password.length < 8) return 'The password needs at least 8 characters.';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password))
    return 'The password needs a lowercase letter, an uppercase letter and a number.';
  if (password !== repeated) return 'The two passwords differ.';
  return null;
}

const dateOf = (iso: string | undefined) => (iso ? new Date(iso).toLocaleString() : '—');

/** The password as the provider's state allows: set one (NOT_ENROLLED), or change or remove it (ACTIVE). */
export function PasswordSection() {
  const password = usePassword();
  const [value, setValue] = useState('');
  const [repeated, setRepeated] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [removing, setRemoving] = useState(false);
  // Change password is disabled while it saves, Remove password goes with the password: focus goes
  // to how it went (issue 47).
  const outcome = useAccountOutcome();
  const active = password.data?.status === 'ACTIVE';
  const allows = (method: string) => password.data?._links.self.hints.allow.includes(method) ?? false;

  const save = useMyAccountWrite(
    (client, next: string) => client.request(active ? 'PUT' : 'POST', '/password', { profile: { password: next } }),
    [myAccountKeys.password],
  );
  const remove = useMyAccountWrite(
    (client, _: void) => client.request('DELETE', '/password'),
    [myAccountKeys.password],
  );
  const problem = submitted ? newPasswordProblem(value, repeated) : null;

  // A refusal is about the passwords tried then: an edit or a new try clears it (issue 47).
  const edit = (set: (text: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    if (outcome.outcome?.severity === 'error') outcome.clear();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    outcome.clear();
    if (newPasswordProblem(value, repeated)) return;
    outcome.begin();
    save.mutate(value, {
      onSuccess: () => {
        outcome.show(
          'success',
          active ? 'Your password is changed. Use it the next time you sign in.' : 'Your password is set.',
        );
        setValue('');
        setRepeated('');
        setSubmitted(false);
      },
      onError: (error) => outcome.show('error', error.message),
    });
  };

  return (
    <AccountSection title="Password" loading={password.isPending} error={password.error}>
      <Typography variant="body2">
        {active
          ? `Set ${dateOf(password.data?.created)} · last changed ${dateOf(password.data?.lastUpdated)}`
          : 'No password is set for this account.'}
      </Typography>
      {(allows('PUT') || allows('POST')) && (
        <Stack
          component="form"
          spacing={2}
          onSubmit={submit}
          noValidate
          aria-label={active ? 'Change password' : 'Set a password'}
        >
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={value}
            onChange={edit(setValue)}
            error={Boolean(problem)}
            helperText={problem ?? PASSWORD_RULES}
            fullWidth
            required
          />
          <TextField
            label="Repeat the new password"
            type="password"
            autoComplete="new-password"
            value={repeated}
            onChange={edit(setRepeated)}
            fullWidth
            required
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : active ? 'Change password' : 'Set password'}
            </Button>
            {allows('DELETE') && (
              <Button color="error" onClick={() => setRemoving(true)} disabled={remove.isPending}>
                Remove password
              </Button>
            )}
          </Stack>
        </Stack>
      )}
      <AccountOutcome id={outcome.id} outcome={outcome.outcome} />
      <ConfirmDialog
        open={removing}
        title="Remove your password?"
        confirmLabel="Remove password"
        onCancel={() => setRemoving(false)}
        onConfirm={() => {
          setRemoving(false);
          outcome.begin();
          remove.mutate(undefined, {
            onSuccess: () => outcome.show('success', 'Your password is removed.'),
            onError: (error) => outcome.show('error', error.message),
          });
        }}
      >
        Without a password you cannot sign in to Keyplan with it. Set a new one here before you sign out.
      </ConfirmDialog>
    </AccountSection>
  );
}
