import TextField from '@mui/material/TextField';
import { LANGUAGE_NAMES, LOCALES, isLocale, type Locale } from '@keyplan/domain';
import { useText } from '../../../i18n/use-text.ts';
import { addCustomerText } from '../add-customer-text.ts';

interface LanguageFieldProps {
  id: string;
  value: Locale;
  /** Taken from SAP's correspondence language: said instead of the usual hint. */
  fromSap: boolean;
  onChange: (value: Locale) => void;
}

/** The customer's language (issue 48), each named in its own words. */
export function LanguageField({ id, value, fromSap, onChange }: LanguageFieldProps) {
  const t = useText(addCustomerText);
  return (
    <TextField
      id={id}
      name="language"
      label={t('label.language')}
      select
      fullWidth
      value={value}
      onChange={(event) => {
        if (isLocale(event.target.value)) onChange(event.target.value);
      }}
      helperText={fromSap ? t('languageFromSap') : t('languageHint')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LANGUAGE_NAMES[locale]}
        </option>
      ))}
    </TextField>
  );
}
