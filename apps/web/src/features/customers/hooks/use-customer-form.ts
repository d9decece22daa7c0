import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { LIMITS, salesAreaForCountry, type Customer, type Locale, type SapCustomer } from '@keyplan/domain';
import { useLookup } from '../../../api/get-lookup.ts';
import { useText } from '../../../i18n/use-text.ts';
import { addCustomerText } from '../add-customer-text.ts';
import { useCreateCustomer } from '../api/create-customer.ts';
import type { CustomerPrefill } from '../customer-prefill.ts';
import { prefillFromSap } from '../sap-lookup.ts';
import {
  emptyContact,
  fieldId,
  fieldPaths,
  hasEdits,
  initialCustomerValues,
  padCcid,
  readSubmitFailure,
  TEXT_FIELD_PATHS,
  contactPath,
  validateCustomer,
  type ContactField,
  type CustomerTextField,
  type FieldErrors,
  type FieldPath,
} from '../customer-form.ts';

const CONTACT_PATH = /^contacts\[(\d+)\]\.(.+)$/;

/** Moves contact messages up one row after row `removed` is gone; the removed row's go with it. */
function shiftContactPaths<T>(entries: Record<FieldPath, T>, removed: number): Record<FieldPath, T> {
  const next: Record<FieldPath, T> = {};
  for (const [path, value] of Object.entries(entries)) {
    const match = CONTACT_PATH.exec(path);
    const index = match ? Number(match[1]) : -1;
    if (index === removed) continue;
    next[index > removed ? `contacts[${index - 1}].${match?.[2] ?? ''}` : path] = value;
  }
  return next;
}

/** Focuses a field and brings it to the middle of the screen, clear of the sticky app bar. */
function focusField(path: FieldPath) {
  const element = document.getElementById(fieldId(path));
  if (!element) return;
  element.focus({ preventScroll: true });
  // jsdom has no scrollIntoView.
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
}

const withoutKey = (entries: Record<FieldPath, unknown>, path: FieldPath) =>
  Object.fromEntries(Object.entries(entries).filter(([key]) => key !== path));

interface UseCustomerFormOptions {
  prefill?: CustomerPrefill;
  onSaved: (customer: Customer) => void;
  /** Told whenever the form starts or stops having edits that are not saved. */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * State of the Add Customer form: values as typed, validation with the domain schema (a field's
 * message shows once it was left or the form was submitted), the API's answers mapped back to
 * fields, and the request itself.
 */
export function useCustomerForm({ prefill, onSaved, onDirtyChange }: UseCustomerFormOptions) {
  const t = useText(addCustomerText);
  const [initial] = useState(() => initialCustomerValues(prefill));
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<FieldPath, true>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const createCustomer = useCreateCustomer();
  const salesAreas = useLookup('salesareas');
  /** After a SAP prefill: the partner's country, and the sales area serving it (null when none does). */
  const [sapCountry, setSapCountry] = useState<{ country: string; area: { name: string; currency: string } | null }>();
  // Focus moves after the render that shows the field (a new contact row, a message).
  const focusRequest = useRef<FieldPath | null>(null);

  const validation = useMemo(() => validateCustomer(values, t), [values, t]);
  const clientErrors = validation.ok ? {} : validation.errors;
  const dirty = hasEdits(values, initial) && !createCustomer.isSuccess;

  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);

  useEffect(() => {
    if (focusRequest.current === null) return;
    focusField(focusRequest.current);
    focusRequest.current = null;
  });

  const errorOf = (path: FieldPath): string | undefined =>
    serverErrors[path] ?? (submitted || touched[path] ? clientErrors[path] : undefined);

  const [languageFromSap, setLanguageFromSap] = useState(false);
  const clearServerError = (path: FieldPath) =>
    setServerErrors((errors) => (path in errors ? withoutKey(errors, path) : errors) as FieldErrors);

  const setField = (field: CustomerTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'salesArea') setSapCountry(undefined);
    clearServerError(TEXT_FIELD_PATHS[field]);
  };

  /** The customer's language, as the person chose it (no longer SAP's). */
  const setLanguage = (language: Locale) => {
    setValues((current) => ({ ...current, language }));
    setLanguageFromSap(false);
  };

  const setContactField = (index: number, field: ContactField, value: string) => {
    setValues((current) => ({
      ...current,
      contacts: current.contacts.map((contact, i) => (i === index ? { ...contact, [field]: value } : contact)),
    }));
    clearServerError(contactPath(index, field));
  };

  const handleBlur = (path: FieldPath) => {
    setTouched((current) => (current[path] ? current : { ...current, [path]: true }));
    if (path === 'ccid') setValues((current) => ({ ...current, ccid: padCcid(current.ccid) }));
  };

  /**
   * Takes the name and address of the business partner found in SAP (the person may still edit
   * them), and the sales area serving its country; says so when no sales area serves it.
   */
  const fillFromSap = (partner: SapCustomer) => {
    const { country } = partner;
    const area = salesAreaForCountry(salesAreas.data ?? [], country);
    setValues((current) => ({ ...current, ...prefillFromSap(partner), salesArea: area?.id ?? current.salesArea }));
    setLanguageFromSap(true);
    setSapCountry({ country, area: area ? { name: area.name, currency: area.currency } : null });
    setServerErrors({});
  };

  const canAddContact = values.contacts.length < LIMITS.contactsPerCustomer;
  const canRemoveContact = values.contacts.length > 1;

  const addContact = () => {
    if (!canAddContact) return;
    focusRequest.current = contactPath(values.contacts.length, 'firstName');
    setValues((current) => ({ ...current, contacts: [...current.contacts, emptyContact()] }));
  };

  const removeContact = (index: number) => {
    if (!canRemoveContact) return;
    focusRequest.current = contactPath(Math.max(0, index - 1), 'firstName');
    setValues((current) => ({ ...current, contacts: current.contacts.filter((_contact, i) => i !== index) }));
    setTouched((current) => shiftContactPaths(current, index));
    setServerErrors((current) => shiftContactPaths(current, index));
  };

  const focusFirstError = (errors: FieldErrors) => {
    const first = [...fieldPaths(values)].find((path) => path in errors);
    if (first) focusField(first);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (createCustomer.isPending) return;
    setSubmitted(true);
    setFormError(null);
    if (!validation.ok) {
      focusFirstError(validation.errors);
      return;
    }
    createCustomer.mutate(validation.input, {
      onSuccess: (customer) => onSaved(customer),
      onError: (error) => {
        const failure = readSubmitFailure(error, fieldPaths(values), t);
        setServerErrors(failure.fieldErrors);
        setFormError(failure.formError);
        focusRequest.current = [...fieldPaths(values)].find((path) => path in failure.fieldErrors) ?? null;
      },
    });
  };

  /** Why the sales area is what it is, or what to do about it, after a SAP prefill. */
  const salesAreaNote = sapCountry
    ? sapCountry.area
      ? t('salesAreaFromSap', { ...sapCountry.area, country: sapCountry.country })
      : t('noSalesAreaForSap', { country: sapCountry.country })
    : null;

  return {
    values,
    setField,
    fillFromSap,
    salesAreaNote,
    setLanguage,
    languageFromSap,
    setContactField,
    handleBlur,
    errorOf,
    formError,
    addContact,
    removeContact,
    canAddContact,
    canRemoveContact,
    handleSubmit,
    saving: createCustomer.isPending,
  };
}
