import { normalizeCcid, type SapCustomer } from '@keyplan/domain';
import { isApiError } from '../../lib/api-client.ts';
import type { CustomerPrefill } from './customer-prefill.ts';

/** True when the text can be looked up in SAP as a customer number (1 to 10 digits). */
export const isCcidLike = (text: string) => /^\d{1,10}$/.test(text.trim());

/** '500001' → '0000500001' (call only when isCcidLike). */
export const ccidOf = (text: string) => normalizeCcid(text.trim());

/** What a failed SAP look-up means for people: not known there, or SAP could not be asked. */
export function sapLookupFailure(error: unknown): string {
  if (isApiError(error, 404)) return 'Not found in SAP.';
  return `SAP could not be asked: ${error instanceof Error ? error.message : 'unknown error'}`;
}

/** The Add Customer prefill of a business partner found in SAP. */
export function prefillFromSap({
  ccid,
  name,
  street,
  city,
  region,
  postalCode,
  country,
}: SapCustomer): CustomerPrefill {
  return { ccid, name, street, city, region, postalCode, country };
}
