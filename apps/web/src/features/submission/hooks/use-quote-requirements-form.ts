import {
  quoteRequirementsSchema,
  type QuoteRequirements,
  type SafekeyOrder,
  type StoredQuoteRequirements,
} from '@keyplan/domain';
import { useCallback, useMemo, useState } from 'react';

/** The form's text fields by their path in QuoteRequirements (persons' fields as 'shipToAttention.email'). */
export type QuoteFieldPath =
  | 'soldTo'
  | 'soldToDisplay'
  | 'shipTo'
  | 'shipToDisplay'
  | 'soldToReferenceNumber'
  | `${'shipToAttention' | 'soldToContact'}.${'firstName' | 'lastName' | 'email'}`;

/** The form holds exactly what the schema validates. */
export type QuoteFormValues = QuoteRequirements;

const emptyPerson = { firstName: '', lastName: '', email: '' };

/** The first values: the stored requirements, else the order's customer as sold-to and ship-to. */
export function initialQuoteValues(
  order: SafekeyOrder,
  orderLockSystemId: string,
  stored: StoredQuoteRequirements | null,
  customerName: string | null,
): QuoteFormValues {
  if (stored) {
    const { version: _version, ...values } = stored;
    return values;
  }
  return {
    quoteNumber: order.quoteNumber,
    orderLockSystemId,
    salesArea: order.salesArea,
    submitToSAP: true,
    soldTo: order.ccid,
    soldToDisplay: customerName ?? '',
    shipTo: order.ccid,
    shipToDisplay: customerName ?? '',
    shipToAttention: { ...emptyPerson },
    soldToContact: { ...emptyPerson },
    soldToReferenceNumber: order.orderPONumber,
  };
}

function readPath(values: QuoteFormValues, path: QuoteFieldPath): string {
  const [head, tail] = path.split('.') as [keyof QuoteFormValues, keyof typeof emptyPerson | undefined];
  const value = values[head];
  return tail ? (value as typeof emptyPerson)[tail] : String(value ?? '');
}

function writePath(values: QuoteFormValues, path: QuoteFieldPath, text: string): QuoteFormValues {
  const [head, tail] = path.split('.') as [keyof QuoteFormValues, keyof typeof emptyPerson | undefined];
  if (!tail) return { ...values, [head]: text };
  return { ...values, [head]: { ...(values[head] as typeof emptyPerson), [tail]: text } };
}

/** Field errors of the domain schema by path, e.g. { 'soldToContact.email': 'must be an email address' }. */
export function quoteErrors(values: QuoteFormValues): Partial<Record<string, string>> {
  const parsed = quoteRequirementsSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The quote requirements form (SPEC §3) as controlled fields validated with the domain's schema:
 * errors show for a field once it was left, and for all after an attempt to save.
 */
export function useQuoteRequirementsForm(initial: QuoteFormValues) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [dirty, setDirty] = useState(false);
  const errors = useMemo(() => quoteErrors(values), [values]);

  const setField = useCallback((path: QuoteFieldPath, text: string) => {
    setValues((current) => writePath(current, path, text));
    setDirty(true);
  }, []);
  const setSubmitToSAP = useCallback((submitToSAP: boolean) => {
    setValues((current) => ({ ...current, submitToSAP }));
    setDirty(true);
  }, []);
  const touch = useCallback(
    (path: string) => setTouched((current) => (current.has(path) ? current : new Set(current).add(path))),
    [],
  );

  /** The valid requirements, or null (and every error shown). */
  const validate = useCallback((): QuoteRequirements | null => {
    setAttempted(true);
    const parsed = quoteRequirementsSchema.safeParse(values);
    return parsed.success ? parsed.data : null;
  }, [values]);

  return {
    values,
    valueOf: (path: QuoteFieldPath) => readPath(values, path),
    errorOf: (path: QuoteFieldPath) => (attempted || touched.has(path) ? errors[path] : undefined),
    setField,
    setSubmitToSAP,
    touch,
    validate,
    dirty,
    markSaved: () => setDirty(false),
  };
}

export type QuoteRequirementsForm = ReturnType<typeof useQuoteRequirementsForm>;
