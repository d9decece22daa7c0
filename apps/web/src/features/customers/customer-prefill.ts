import { LOCALES } from '@keyplan/domain';
import { z } from 'zod/mini';

/**
 * What the search had been looking for when a person chose to add a customer: the Add Customer
 * form starts with it. Carried in the navigation state, not the URL (a `ccid` parameter means
 * something else at startup, SPEC §2).
 */
export const customerPrefillSchema = z.object({
  ccid: z.optional(z.string()),
  name: z.optional(z.string()),
  // From a SAP look-up: the business partner's address.
  street: z.optional(z.string()),
  city: z.optional(z.string()),
  region: z.optional(z.string()),
  postalCode: z.optional(z.string()),
  country: z.optional(z.string()),
  language: z.optional(z.enum(LOCALES)),
});

export type CustomerPrefill = z.infer<typeof customerPrefillSchema>;

/** Navigation state of Add Customer: the prefill, and the search to go back to on Cancel. */
export interface AddCustomerState {
  prefill?: CustomerPrefill;
  /** e.g. '/customer-search?q=acme'. */
  returnTo?: string;
}

/** Digits look like a ccid; anything else like (part of) a name. */
export function prefillFromQuery(query: string): CustomerPrefill {
  const text = query.trim();
  if (text === '') return {};
  return /^\d{1,10}$/.test(text) ? { ccid: text } : { name: text };
}

// zod/mini, as the prefill (issue 32): Customer Search, the first screen, builds the state.
const addCustomerStateSchema = z.object({
  prefill: z.catch(z.optional(customerPrefillSchema), undefined),
  returnTo: z.catch(z.optional(z.string()), undefined),
});

/** The state Add Customer was opened with; anything malformed reads as nothing. */
export function readAddCustomerState(state: unknown): AddCustomerState {
  const parsed = addCustomerStateSchema.safeParse(state);
  return parsed.success ? parsed.data : {};
}
