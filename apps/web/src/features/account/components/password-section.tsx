import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { useText } from '../../../i18n/use-text.ts';
import { accountText, type AccountTextKey } from '../account-text.ts';
import { myAccountKeys, useMyAccountWrite, usePassword } from '../api/use-my-account.ts';
import { AccountOutcome, useAccountOutcome } from './account-outcome.tsx';
import { AccountSection } from './account-section.tsx';

/**
 * What is wrong with a new password and its repetition (a message of the account catalog),
 * checked before the provider checks its own policy.
 */
export function newPasswordProblem(password: string, repeated: string): AccountTextKey | null {
  if (password.length < 8) return 'password.tooShort';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) return 'password.needsMix';
  if (password !== repeated) return 'password.differ';
  return null;
}

/** The password as the provider's state allows: set one (NOT_ENROLLED), or change or remove it (ACTIVE). */
export function PasswordSection() {
  const t = useText(accountText);
  const format = useFormat();
  const dateOf = (iso: string | undefined) => (iso ? format.dateTime(iso) : '—');
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
        outcome.show('success', active ? t('password.changed') : t('password.isSet'));
        setValue('');
        setRepeated('');
        setSubmitted(false);
      },
      onError: (error) => outcome.show('error', error.message),
    });
  };

  return (
    <AccountSection section="password" loading={password.isPending} error={password.error}>
      <Typography variant="body2">
        {active
          ? t('password.dates', {
              created: dateOf(password.data?.created),
              updated: dateOf(password.data?.lastUpdated),
            })
          : t('password.none')}
      </Typography>
      {(allows('PUT') || allows('POST')) && (
        <Stack
          component="form"
          spacing={2}
          onSubmit={submit}
          noValidate
          aria-label={active ? t('password.changeForm') : t('password.setForm')}
        >
          <TextField
            label={t('password.new')}
            type="password"
            autoComplete="new-password"
            value={value}
            onChange={edit(setValue)}
            error={Boolean(problem)}
            helperText={t(problem ?? 'password.rules')}
            fullWidth
            required
          />
          <TextField
            label={t('password.repeat')}
            type="password"
            autoComplete="new-password"
            value={repeated}
            onChange={edit(setRepeated)}
            fullWidth
            required
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? t('saving') : active ? t('password.change') : t('password.set')}
            </Button>
            {allows('DELETE') && (
              <Button color="error" onClick={() => setRemoving(true)} disabled={remove.isPending}>
                {t('password.remove')}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
      <AccountOutcome id={outcome.id} outcome={outcome.outcome} />
      <ConfirmDialog
        open={removing}
        title={t('password.removeTitle')}
        confirmLabel={t('password.remove')}
        dismissLabel={t('cancel')}
        onCancel={() => setRemoving(false)}
        onConfirm={() => {
          setRemoving(false);
          outcome.begin();
          remove.mutate(undefined, {
            onSuccess: () => outcome.show('success', t('password.removed')),
            onError: (error) => outcome.show('error', error.message),
          });
        }}
      >
        {t('password.removeText')}
      </ConfirmDialog>
    </AccountSection>
  );
}
