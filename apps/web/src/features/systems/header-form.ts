import {
  orderHeaderSchema,
  type KeyCodeBucketType,
  type OrderHeader,
  type SafekeyOrder,
  type SalesArea,
} from '@keyplan/domain';
import type { SessionState } from '../../stores/session-store.ts';
import { textNow } from '../../i18n/use-text.ts';
import { ruleWords } from './rule-words.ts';
import { systemsText, type SystemsTranslate } from './systems-text.ts';

/** The system header as the form holds it: text for every field (SPEC §3 names). */
export interface HeaderFormValues {
  orderSystemName: string;
  orderPONumber: string;
  salesArea: string;
  currency: string;
  systemBucketType: string;
  comments: string;
}

export type HeaderField = keyof HeaderFormValues;
export type HeaderErrors = Partial<Record<HeaderField, string>>;

/** Form order: the first field with an error gets the focus. */
export const HEADER_FIELDS: readonly HeaderField[] = [
  'orderSystemName',
  'orderPONumber',
  'salesArea',
  'currency',
  'systemBucketType',
  'comments',
];

/** A field's label, also the start of its error message ('Sales area is required'). */
export const headerFieldLabel = (field: HeaderField, t: SystemsTranslate = textNow(systemsText)) => t(`field.${field}`);

const isHeaderField = (value: unknown): value is HeaderField =>
  typeof value === 'string' && (HEADER_FIELDS as readonly string[]).includes(value);

/** A field's error: its label, then the rule's words ('Sales area is required'). */
const fieldProblem = (field: HeaderField, message: string, t: SystemsTranslate) =>
  t('problem.field', { field: headerFieldLabel(field, t), message: ruleWords(message, t) });

export const salesAreaLabel = (area: SalesArea) => `${area.name} (${area.id})`;
export const bucketLabel = (bucket: KeyCodeBucketType) => `${bucket.name} (${bucket.id})`;
export const bucketDetails = (bucket: KeyCodeBucketType, t: SystemsTranslate = textNow(systemsText)) =>
  t('bucket.details', { pins: bucket.pins, min: bucket.depthMin, max: bucket.depthMax, macs: bucket.macs });

interface Catalog {
  salesAreas: readonly SalesArea[];
  buckets: readonly KeyCodeBucketType[];
}

/**
 * Checks the header with the domain schema, plus what the server checks against the catalog: a
 * known sales area, its currency, a known bucket. Messages read '{label} {rule}'.
 */
export function validateHeader(
  values: HeaderFormValues,
  { salesAreas, buckets }: Catalog,
  t: SystemsTranslate = textNow(systemsText),
): { header: OrderHeader | null; errors: HeaderErrors } {
  const errors: HeaderErrors = {};
  const parsed = orderHeaderSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isHeaderField(field) && errors[field] === undefined) errors[field] = fieldProblem(field, issue.message, t);
    }
  }
  const area = salesAreas.find((item) => item.id === values.salesArea);
  if (values.salesArea !== '' && salesAreas.length > 0 && !area)
    errors.salesArea ??= fieldProblem('salesArea', t('rule.oneOfList'), t);
  // The currency follows the sales area: an empty area explains both.
  if (values.salesArea === '') delete errors.currency;
  else if (area && area.currency !== values.currency)
    errors.currency = fieldProblem(
      'currency',
      t('rule.currencyOf', { currency: area.currency, area: salesAreaLabel(area) }),
      t,
    );
  if (
    values.systemBucketType !== '' &&
    buckets.length > 0 &&
    !buckets.some((item) => item.id === values.systemBucketType)
  ) {
    errors.systemBucketType ??= fieldProblem('systemBucketType', t('rule.oneOfList'), t);
  }
  const valid = parsed.success && Object.keys(errors).length === 0;
  return { header: valid ? parsed.data : null, errors };
}

/**
 * The server's `errors: ['field: message']` (decision 0005): header fields go to their field,
 * anything else (ccid, SAP numbers, the tree) to the form.
 */
export function mapServerErrors(
  errors: unknown,
  t: SystemsTranslate = textNow(systemsText),
): { fields: HeaderErrors; other: string[] } {
  const fields: HeaderErrors = {};
  const other: string[] = [];
  for (const item of Array.isArray(errors) ? errors : []) {
    if (typeof item !== 'string') continue;
    const match = /^([\w.[\]]+):\s*(.+)$/s.exec(item);
    const field = match?.[1];
    if (match && isHeaderField(field)) fields[field] ??= fieldProblem(field, match[2]!, t);
    else other.push(item);
  }
  return { fields, other };
}

/**
 * A new system's header (create mode): the session's sales area, else the customer's; the
 * currency of that area; the session's PO number; the first key code bucket.
 */
export function newHeaderValues(
  session: Pick<SessionState, 'salesArea' | 'customer' | 'orderPONumber'>,
  { salesAreas, buckets }: Catalog,
): HeaderFormValues {
  const area =
    salesAreas.find((item) => item.id === session.salesArea) ??
    salesAreas.find((item) => item.id === session.customer?.salesArea);
  return {
    orderSystemName: '',
    orderPONumber: session.orderPONumber ?? '',
    salesArea: area?.id ?? '',
    currency: area?.currency ?? '',
    systemBucketType: buckets[0]?.id ?? '',
    comments: '',
  };
}

/** The header of a loaded order (edit mode). */
export function headerValuesOf(order: SafekeyOrder): HeaderFormValues {
  return {
    orderSystemName: order.orderSystemName,
    orderPONumber: order.orderPONumber,
    salesArea: order.salesArea,
    currency: order.currency,
    systemBucketType: order.orderLockSystems[0]?.systemBucketType ?? '',
    comments: order.comments,
  };
}

export function sameHeaderValues(a: HeaderFormValues, b: HeaderFormValues): boolean {
  return HEADER_FIELDS.every((field) => a[field] === b[field]);
}
