import { z } from 'zod';
import { CCID_PATTERN, normalizeCcid } from './identifiers.ts';
import { LIMITS } from './limits.ts';
import { DEFAULT_LOCALE, LOCALES } from './locale.ts';

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** A ccid as typed: up to ten digits, padded with zeros to ten (SPEC §5). */
export const ccidSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, 'must be 1 to 10 digits')
  .transform(normalizeCcid)
  .pipe(z.string().regex(CCID_PATTERN));

export const contactSchema = z.object({
  firstName: text(LIMITS.personNameLength),
  lastName: text(LIMITS.personNameLength),
  email: z.email('must be an email address').max(LIMITS.emailLength),
  phone: z.string().trim().max(LIMITS.phoneLength, `must be at most ${LIMITS.phoneLength} characters`).nullable(),
});

const addressSchema = z.object({
  street: text(LIMITS.streetLength),
  city: text(LIMITS.cityLength),
  region: z.string().trim().max(LIMITS.regionLength, `must be at most ${LIMITS.regionLength} characters`),
  postalCode: text(LIMITS.postalCodeLength),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO country code')
    .transform((value) => value.toUpperCase()),
});

/**
 * The customer's language (issue 48): their review, its documents and texts are written in it.
 * Taken from SAP's correspondence language when the customer is added.
 */
const customerLanguageSchema = z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` });

/** PUT /customers/{ccid}/language. */
export const customerLanguageChangeSchema = z.object({ language: customerLanguageSchema });

/** A new customer (POST /customers). */
export const newCustomerSchema = z.object({
  ccid: ccidSchema,
  name: text(LIMITS.customerNameLength),
  address: addressSchema,
  salesArea: z.string().min(1, 'is required').max(20),
  contacts: z
    .array(contactSchema)
    .max(LIMITS.contactsPerCustomer, `must list at most ${LIMITS.contactsPerCustomer} contacts`),
  language: customerLanguageSchema.default(DEFAULT_LOCALE),
});

export const customerSchema = newCustomerSchema.extend({
  ccid: z.string().regex(CCID_PATTERN),
  createdAt: z.string(),
});

export type NewCustomer = z.infer<typeof newCustomerSchema>;
export type NewCustomerInput = z.input<typeof newCustomerSchema>;
export type Customer = z.infer<typeof customerSchema>;

export const customerSearchQuerySchema = z.object({
  query: z.string().trim().max(LIMITS.customerSearchQueryLength).default(''),
  page: z.coerce.number().int().min(1, 'must be at least 1').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(LIMITS.customerSearchPageSize.max, `must be at most ${LIMITS.customerSearchPageSize.max}`)
    .default(LIMITS.customerSearchPageSize.default),
});

export type CustomerSearchQuery = z.infer<typeof customerSearchQuerySchema>;

export const customerPageSchema = z.object({
  items: z.array(customerSchema),
  /** Matches, counted up to CUSTOMER_COUNT_CAP. */
  total: z.number().int(),
  /** More match than `total` (the count stopped at CUSTOMER_COUNT_CAP): refine the query. */
  totalCapped: z.boolean().optional(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type CustomerPage = z.infer<typeof customerPageSchema>;

/** A business partner found in SAP by number (GET /customers/sap/{ccid}), with whether Keyplan has it already. */
export const sapCustomerSchema = z.object({
  ccid: z.string().regex(CCID_PATTERN),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  /** SAP's correspondence language as a Keyplan language; en-US when SAP's is one Keyplan does not speak. */
  language: customerLanguageSchema,
  existsInKeyplan: z.boolean(),
});

export type SapCustomer = z.infer<typeof sapCustomerSchema>;

/** Hyphens and dashes, apostrophes and white space: what people type, leave out or swap in names. */
const SEARCH_SEPARATORS = /[\s\p{Pd}'\u2018\u2019\u02BC`\u00B4]+/gu;

/**
 * Text as search compares it: accents, case, hyphens, apostrophes and spaces folded away, so
 * "trois rivieres" finds "Trois-Rivières", "obrien" finds "O'Brien" and "STRASSE" finds "Straße".
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replaceAll('ß', 'ss')
    .toLowerCase()
    .replace(SEARCH_SEPARATORS, '');
}

/** Between the fields of a customer's search text: no folded query holds it, so no match spans two fields. */
export const SEARCH_TEXT_SEPARATOR = '\u001f';

/**
 * A customer's search text (issue 44): name, city, postal code and ccid, each folded as the query
 * is, in one text that one index answers "contains" for.
 */
export function customerSearchText(customer: { ccid: string; name: string; city: string; postalCode: string }): string {
  return [customer.name, customer.city, customer.postalCode, customer.ccid]
    .map((field) => foldForSearch(field))
    .join(SEARCH_TEXT_SEPARATOR);
}

/** Customer search counts its matches up to here (issue 44): beyond, the page says "1,000+". */
export const CUSTOMER_COUNT_CAP = 1_000;
