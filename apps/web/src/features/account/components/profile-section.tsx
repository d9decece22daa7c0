import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { MyAccountPropertySchema } from '@keyplan/domain';
import { useLocale } from '../../../i18n/language.ts';
import { useText, type Translate } from '../../../i18n/use-text.ts';
import { accountText, type AccountTextKey } from '../account-text.ts';
import { myAccountKeys, useMyAccountWrite, useProfile, useProfileSchema } from '../api/use-my-account.ts';
import { AccountOutcome, useAccountOutcome } from './account-outcome.tsx';
import { AccountSection } from './account-section.tsx';

/** An empty helper line: keeps the field's height when a message comes or goes. */
const HELPER_LINE = ' ';

type Values = Record<string, string>;

const isWritable = (schema: MyAccountPropertySchema) => schema.permissions?.[0]?.action === 'READ_WRITE';

/**
 * A profile property's name as the person reads it: the provider's own title in English; in
 * French and Spanish, Okta's base properties in the catalog's words (the provider writes English).
 */
function useFieldLabel(): (name: string, schema: MyAccountPropertySchema) => string {
  const t = useText(accountText);
  const english = useLocale().startsWith('en');
  return (name, schema) => (english ? schema.title : t('profile.property', { name, title: schema.title }));
}

/** The rule a value breaks under its schema, in words; null when it keeps them. */
export function propertyProblem(
  schema: MyAccountPropertySchema,
  value: string,
  label: string,
  t: Translate<AccountTextKey>,
): string | null {
  const text = value.trim();
  if (schema.required && text.length === 0) return t('profile.required', { field: label });
  if (schema.maxLength !== undefined && text.length > schema.maxLength)
    return t('profile.tooLong', { field: label, max: schema.maxLength });
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
  const t = useText(accountText);
  const labelOf = useFieldLabel();
  const [values, setValues] = useState<Values>(profile);
  const [submitted, setSubmitted] = useState(false);
  const save = useMyAccountWrite(
    (client, changes: Values) => client.request('PUT', '/profile', { profile: changes }),
    [myAccountKeys.profile],
  );
  const visible = Object.entries(properties).filter(([, schema]) => schema.permissions?.[0]?.action !== 'HIDE');
  const writable = visible.filter(([, schema]) => isWritable(schema));
  const problems = Object.fromEntries(
    writable.map(([name, schema]) => [name, propertyProblem(schema, values[name] ?? '', labelOf(name, schema), t)]),
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
      onSuccess: () => outcome.show('success', t('profile.saved')),
      onError: (error) => outcome.show('error', error.message),
    });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('profile.form')}>
      <Grid container spacing={2}>
        {visible.map(([name, schema]) => {
          const problem = submitted ? problems[name] : null;
          return (
            <Grid key={name} size={{ xs: 12, sm: 6 }}>
              <TextField
                label={labelOf(name, schema)}
                name={name}
                value={values[name] ?? ''}
                onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
                required={schema.required && isWritable(schema)}
                error={Boolean(problem)}
                helperText={problem ?? (isWritable(schema) ? HELPER_LINE : t('profile.setByProvider'))}
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
          {save.isPending ? t('saving') : t('profile.save')}
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
      section="profile"
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
