import {
  CCID_PATTERN,
  DEFAULT_LOCALE,
  LIMITS,
  LOCALES,
  type Customer,
  type CustomerPage,
  type SapCustomer,
} from '@keyplan/domain';
import { z } from 'zod/mini';

/*
 * The domain's customer answers (customerSchema, customerPageSchema, sapCustomerSchema) in
 * zod/mini, for the first screen (issue 32): Customer Search reads a page of customers before
 * anything else, and zod classic's schemas cannot be tree-shaken off the start-up path. The domain
 * keeps the classic ones, which the server validates and documents its routes with; the rules and
 * messages are theirs, and customer-schemas.test.ts checks both give the same verdicts.
 */

const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(max, `must be at most ${max} characters`));

const contactSchema = z.object({
  firstName: text(LIMITS.personNameLength),
  lastName: text(LIMITS.personNameLength),
  email: z.email('must be an email address').check(z.maxLength(LIMITS.emailLength)),
  phone: z.nullable(
    z.string().check(z.trim(), z.maxLength(LIMITS.phoneLength, `must be at most ${LIMITS.phoneLength} characters`)),
  ),
});

const addressSchema = z.object({
  street: text(LIMITS.streetLength),
  city: text(LIMITS.cityLength),
  region: z
    .string()
    .check(z.trim(), z.maxLength(LIMITS.regionLength, `must be at most ${LIMITS.regionLength} characters`)),
  postalCode: text(LIMITS.postalCodeLength),
  country: z.pipe(
    z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO country code')),
    z.transform((value: string) => value.toUpperCase()),
  ),
});

const languageSchema = z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` });

/** GET /customers/{ccid}: the domain's `customerSchema`. */
export const customerSchema: z.ZodMiniType<Customer> = z.object({
  ccid: z.string().check(z.regex(CCID_PATTERN)),
  name: text(LIMITS.customerNameLength),
  address: addressSchema,
  salesArea: z.string().check(z.minLength(1, 'is required'), z.maxLength(20)),
  contacts: z
    .array(contactSchema)
    .check(z.maxLength(LIMITS.contactsPerCustomer, `must list at most ${LIMITS.contactsPerCustomer} contacts`)),
  language: z._default(languageSchema, DEFAULT_LOCALE),
  createdAt: z.string(),
});

/** GET /customers?query=…: the domain's `customerPageSchema`. */
export const customerPageSchema: z.ZodMiniType<CustomerPage> = z.object({
  items: z.array(customerSchema),
  total: z.int(),
  // Without it, the search's count that stopped (issue 44) read as an exact count.
  totalCapped: z.optional(z.boolean()),
  page: z.int(),
  pageSize: z.int(),
});

/** GET /customers/sap/{ccid}: the domain's `sapCustomerSchema`. */
export const sapCustomerSchema: z.ZodMiniType<SapCustomer> = z.object({
  ccid: z.string().check(z.regex(CCID_PATTERN)),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  language: languageSchema,
  existsInKeyplan: z.boolean(),
});
