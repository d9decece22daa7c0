import { useText } from '../../../i18n/use-text.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { addCustomerText } from '../add-customer-text.ts';

/** A failed SAP look-up for people: not known there, or SAP could not be asked (and why). */
export interface SapLookupFailure {
  notFound: boolean;
  text: string;
}

/** Words a failed SAP look-up in the language on show. */
export function useSapLookupFailure(): (error: unknown) => SapLookupFailure {
  const t = useText(addCustomerText);
  return (error) =>
    isApiError(error, 404)
      ? { notFound: true, text: t('notFoundInSap') }
      : {
          notFound: false,
          text: t('sapUnavailable', { reason: error instanceof Error ? error.message : t('unknownError') }),
        };
}
