import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { MyAccountPropertySchema } from '@keyplan/domain';
import { myAccountKeys, useMyAccountWrite, useProfile, useProfileSchema } from '../api/use-my-account.ts';
import { AccountOutcome, useAccountOutcome } from './account-outcome.tsx';
import { AccountSection } from './account-section.tsx';

type Values = Record<string, string>;

const isWritable = (schema: MyAccountPropertySchema) => schema.permissions?.[0]?.action === 'READ_WRITE';

/** The rule a value breaks under its schema, in words; null when it keeps them. */
export function propertyProblem(schema: MyAccountPropertySchema, value: string): string | null {
  const text = value.trim();
  if (schema.required && text.length === 0) return `${schema.title} is required.`;
  if (schema.maxLength !== undefined && text.length > schema.maxLength)
    return `${schema.title} must be at most ${schema.maxLength} characters.`;
  return null;
}

function ProfileForm({
  properties,
  profile,
  outcome,
}: {
  properties: Record<string, MyAccountPropertySchema>;
  profile: Values;
  /** Where the section says how a save went (the form is made anew once the saved profile is read back). */
  outcome: ReturnType<typeof useAccountOutcome>;
}) {
  const [values, setValues] = useState<Values>(profile);
  const [submitted, setSubmitted] = useState(false);
  const save = useMyAccountWrite(
    (client, changes: Values) => client.request('PUT', '/profile', { profile: changes }),
    [myAccountKeys.profile],
  );
  const visible = Object.entries(properties).filter(([, schema]) => schema.permissions?.[0]?.action !== 'HIDE');
  const writable = visible.filter(([, schema]) => isWritable(schema));
  const problems = Object.fromEntries(
    writable.map(([name, schema]) => [name, propertyProblem(schema, values[name] ?? '')]),
  );
  const changed = writable.some(([name]) => (values[name] ?? '') !== (profile[name] ?? ''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(problems).some(Boolean)) return;
    const changes = Object.fromEntries(writable.map(([name]) => [name, (values[name] ?? '').trim()]));
    outcome.begin();
    // Save profile is disabled while it saves and once all is saved: focus goes to how it went.
    save.mutate(changes, {
      onSuccess: () => outcome.show('success', 'Your profile is saved.'),
      onError: (error) => outcome.show('error', error.message),
    });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Profile">
      <Grid container spacing={2}>
        {visible.map(([name, schema]) => {
          const problem = submitted ? problems[name] : null;
          return (
            <Grid key={name} size={{ xs: 12, sm: 6 }}>
              <TextField
                label={schema.title}
                name={name}
                value={values[name] ?? ''}
                onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
                required={schema.required && isWritable(schema)}
                error={Boolean(problem)}
                helperText={problem ?? (isWritable(schema) ? ' ' : 'Set by your identity provider')}
                fullWidth
                sx={isWritable(schema) ? undefined : { '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
                slotProps={{ htmlInput: { readOnly: !isWritable(schema), maxLength: schema.maxLength } }}
              />
            </Grid>
          );
        })}
      </Grid>
      <div>
        <Button type="submit" variant="contained" disabled={!changed || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </Stack>
  );
}

/** Profile fields from the provider's profile schema, editable where it allows. */
export function ProfileSection() {
  const profile = useProfile();
  const schema = useProfileSchema();
  const outcome = useAccountOutcome();
  const values = Object.fromEntries(
    Object.entries(profile.data?.profile ?? {}).map(([name, value]) => [name, value ?? '']),
  );
  return (
    <AccountSection
      title="Profile"
      loading={profile.isPending || schema.isPending}
      error={profile.error ?? schema.error}
    >
      {profile.data && schema.data && (
        <>
          <ProfileForm
            key={JSON.stringify(profile.data.profile)}
            properties={schema.data.properties}
            profile={values}
            outcome={outcome}
          />
          <AccountOutcome id={outcome.id} outcome={outcome.outcome} />
        </>
      )}
    </AccountSection>
  );
}
