import TextField from '@mui/material/TextField';
import { LANGUAGE_NAMES, LOCALES, isLocale } from '@keyplan/domain';
import { useText } from '../../../i18n/use-text.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangeCustomerLanguage, useCustomer } from '../api/customer-language.ts';
import { systemsText } from '../systems-text.ts';

/**
 * The customer's language (issue 48), SAP's correspondence language at first: their review, its
 * documents and texts are written in it. Changed here, it is saved at once.
 */
export function CustomerLanguage({ ccid, name }: { ccid: string; name: string }) {
  const t = useText(systemsText);
  const customer = useCustomer(ccid);
  const change = useChangeCustomerLanguage(ccid);
  const value = change.isPending ? change.variables : customer.data?.language;
  return (
    <TextField
      id={`customer-language-${ccid}`}
      label={t('customer.language')}
      select
      size="small"
      value={value ?? ''}
      disabled={!customer.data || change.isPending}
      onChange={(event) => {
        const language = event.target.value;
        if (!isLocale(language)) return;
        change.mutate(language, {
          onSuccess: () => toast.success(t('customer.languageSaved', { name, language: LANGUAGE_NAMES[language] })),
          onError: (error) =>
            toast.error(
              t('customer.languageFailed', {
                error: isApiError(error) ? (error.problem?.detail ?? '') : error.message,
              }).trim(),
            ),
        });
      }}
      helperText={t('customer.languageHint')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200, maxWidth: 320 }}
    >
      {!value && <option value="" />}
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LANGUAGE_NAMES[locale]}
        </option>
      ))}
    </TextField>
  );
}
