import {
  DEFAULT_LOCALE,
  formatFieldPath,
  newCustomerSchema,
  normalizeCcid,
  type Locale,
  type NewCustomerInput,
} from '@keyplan/domain';
import { isApiError } from '../../lib/api-client.ts';
import type { AddCustomerTranslate } from './add-customer-text.ts';
import type { CustomerPrefill } from './customer-prefill.ts';

/** One contact row of the form; `key` only tells rows apart while they are added and removed. */
export interface ContactValues {
  key: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** What the Add Customer form holds: every field as typed. */
export interface CustomerFormValues {
  ccid: string;
  name: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  salesArea: string;
  /** The customer's language (issue 48): SAP's correspondence language when looked up there. */
  language: Locale;
  contacts: ContactValues[];
}

/** Field paths as the API names them: 'ccid', 'address.city', 'contacts[0].email'. */
export type FieldPath = string;

/** The form's own fields (all but the contacts). */
export type CustomerTextField = Exclude<keyof CustomerFormValues, 'contacts'>;
export type ContactField = Exclude<keyof ContactValues, 'key'>;

/** The API's path of each of the form's own fields. */
export const TEXT_FIELD_PATHS: Record<CustomerTextField, FieldPath> = {
  ccid: 'ccid',
  name: 'name',
  salesArea: 'salesArea',
  language: 'language',
  street: 'address.street',
  city: 'address.city',
  region: 'address.region',
  postalCode: 'address.postalCode',
  country: 'address.country',
};

export const CONTACT_FIELDS: readonly ContactField[] = ['firstName', 'lastName', 'email', 'phone'];

export const contactPath = (index: number, field: ContactField): FieldPath => `contacts[${index}].${field}`;

/** Messages by field path, e.g. { 'address.country': 'Country must be a two-letter ISO country code.' }. */
export type FieldErrors = Record<FieldPath, string>;

/** The fields with a label; contact fields are labelled the same in every row. */
const LABELLED_FIELDS = [
  'ccid',
  'name',
  'address.street',
  'address.city',
  'address.region',
  'address.postalCode',
  'address.country',
  'salesArea',
  'contacts',
  'firstName',
  'lastName',
  'email',
  'phone',
] as const;
export type LabelledField = (typeof LABELLED_FIELDS)[number];

/** A field's label, e.g. 'Postal code' for 'address.postalCode' and 'Email' for 'contacts[1].email'. */
export function fieldLabel(t: AddCustomerTranslate, path: FieldPath): string {
  const key = path.replace(/^contacts\[\d+\]\./, '');
  return (LABELLED_FIELDS as readonly string[]).includes(key) ? t(`label.${key as LabelledField}`) : path;
}

/**
 * The domain schema's messages (customer.ts) are predicates: each known one has its message in the
 * catalogs, numbers as arguments; others (a server's newer rule) are shown after the label.
 */
const PREDICATES = [
  [/^is required$/, 'invalid.required'],
  [/^must be at most (\d+) characters$/, 'invalid.tooLong'],
  [/^must be 1 to 10 digits$/, 'invalid.ccid'],
  [/^must be an email address$/, 'invalid.email'],
  [/^must be a two-letter ISO country code$/, 'invalid.country'],
  [/^must list at most (\d+) contacts$/, 'invalid.tooManyContacts'],
] as const;

/** 'must be 1 to 10 digits' at 'ccid' → 'CCID must be 1 to 10 digits.', in the language on show. */
export function fieldMessage(t: AddCustomerTranslate, path: FieldPath, predicate: string): string {
  const field = fieldLabel(t, path);
  const problem = predicate.replace(/\.$/, '');
  for (const [pattern, key] of PREDICATES) {
    const match = pattern.exec(problem);
    if (match) return t(key, match[1] === undefined ? { field } : { field, max: Number(match[1]) });
  }
  return t('invalid.other', { field, problem });
}

let nextContactKey = 1;

export function emptyContact(): ContactValues {
  return { key: nextContactKey++, firstName: '', lastName: '', email: '', phone: '' };
}

export function initialCustomerValues(prefill: CustomerPrefill = {}): CustomerFormValues {
  return {
    ccid: prefill.ccid ?? '',
    name: prefill.name ?? '',
    street: prefill.street ?? '',
    city: prefill.city ?? '',
    region: prefill.region ?? '',
    postalCode: prefill.postalCode ?? '',
    country: prefill.country ?? '',
    salesArea: '',
    language: prefill.language ?? DEFAULT_LOCALE,
    contacts: [emptyContact()],
  };
}

/** True when the values differ from where the form started (the unsaved-changes flag). */
export function hasEdits(values: CustomerFormValues, initial: CustomerFormValues): boolean {
  const comparable = (form: CustomerFormValues) =>
    JSON.stringify({ ...form, contacts: form.contacts.map(({ key: _key, ...contact }) => contact) });
  return comparable(values) !== comparable(initial);
}

/** The body of POST /customers; a blank phone is no phone. */
export function toNewCustomerInput(values: CustomerFormValues): NewCustomerInput {
  const { ccid, name, street, city, region, postalCode, country, salesArea, language, contacts } = values;
  return {
    ccid,
    name,
    address: { street, city, region, postalCode, country },
    salesArea,
    language,
    contacts: contacts.map(({ firstName, lastName, email, phone }) => ({
      firstName,
      lastName,
      email,
      phone: phone.trim() === '' ? null : phone,
    })),
  };
}

/** The value the person typed at a field path, to tell 'missing' from 'wrong'. */
function valueAt(input: NewCustomerInput, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, segment) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[segment] : undefined,
    input,
  );
}

/** The outcome of checking the form: the request body when valid, otherwise messages by field. */
export type CustomerValidation = { ok: true; input: NewCustomerInput } | { ok: false; errors: FieldErrors };

/**
 * Validates with the domain's schema of POST /customers, so the form and the server agree; a
 * valid form gives the body as the schema cleans it (trimmed, ccid padded, country uppercased).
 * The first message of each field wins; a blank required field reads 'is required'.
 */
export function validateCustomer(values: CustomerFormValues, t: AddCustomerTranslate): CustomerValidation {
  const input = toNewCustomerInput(values);
  const result = newCustomerSchema.safeParse(input);
  if (result.success) return { ok: true, input: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = formatFieldPath(issue.path);
    if (path in errors) continue;
    const value = valueAt(input, issue.path);
    errors[path] = fieldMessage(
      t,
      path,
      typeof value === 'string' && value.trim() === '' ? 'is required' : issue.message,
    );
  }
  return { ok: false, errors };
}

/** Shows a valid ccid as it will be stored: padded with zeros to ten digits (SPEC §5). */
export function padCcid(ccid: string): string {
  return /^\d{1,10}$/.test(ccid.trim()) ? normalizeCcid(ccid) : ccid;
}

/** What a failed POST /customers means for the form: messages at fields, or one for the form. */
export interface SubmitFailure {
  fieldErrors: FieldErrors;
  formError: string | null;
}

const FIELD_ERROR = /^([A-Za-z][\w.[\]]*): (.+)$/;

/**
 * A 409 is the duplicate ccid; a 400 lists 'path: message' items, each shown at its field
 * (items naming no field of the form, and every other failure, go to the form as a whole).
 */
export function readSubmitFailure(
  error: unknown,
  knownPaths: ReadonlySet<FieldPath>,
  t: AddCustomerTranslate,
): SubmitFailure {
  if (isApiError(error, 409)) return { fieldErrors: { ccid: error.message }, formError: null };
  if (isApiError(error, 400) && Array.isArray(error.problem?.errors)) {
    const fieldErrors: FieldErrors = {};
    const unplaced: string[] = [];
    for (const item of error.problem.errors) {
      const match = typeof item === 'string' ? FIELD_ERROR.exec(item) : null;
      if (match?.[1] && match[2] && knownPaths.has(match[1]))
        fieldErrors[match[1]] ??= fieldMessage(t, match[1], match[2]);
      else unplaced.push(String(item));
    }
    return { fieldErrors, formError: unplaced.length > 0 ? unplaced.join('; ') : null };
  }
  return { fieldErrors: {}, formError: error instanceof Error ? error.message : t('notAdded') };
}

/** Every field path of the form in the order the form shows them, e.g. … 'contacts[1].phone'. */
export function fieldPaths(values: CustomerFormValues): Set<FieldPath> {
  const paths = new Set<FieldPath>(Object.values(TEXT_FIELD_PATHS));
  values.contacts.forEach((_contact, index) => {
    for (const field of CONTACT_FIELDS) paths.add(contactPath(index, field));
  });
  paths.add('contacts');
  return paths;
}

/** The id of a field's input, e.g. 'customer-contacts-0-email'. */
export const fieldId = (path: FieldPath) => `customer-${path.replace(/\W+/g, '-').replace(/-$/, '')}`;
