import { normalizeCcid, type SapCustomer } from '@keyplan/domain';
import type { CustomerPrefill } from './customer-prefill.ts';

/** True when the text can be looked up in SAP as a customer number (1 to 10 digits). */
export const isCcidLike = (text: string) => /^\d{1,10}$/.test(text.trim());

/** '500001' → '0000500001' (call only when isCcidLike). */
export const ccidOf = (text: string) => normalizeCcid(text.trim());

/** The Add Customer prefill of a business partner found in SAP. */
export function prefillFromSap({
  ccid,
  name,
  street,
  city,
  region,
  postalCode,
  country,
  language,
}: SapCustomer): CustomerPrefill {
  return { ccid, name, street, city, region, postalCode, country, language };
}
