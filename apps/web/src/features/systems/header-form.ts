import {
  orderHeaderSchema,
  type KeyCodeBucketType,
  type OrderHeader,
  type SafekeyOrder,
  type SalesArea,
} from '@keyplan/domain';
import type { SessionState } from '../../stores/session-store.ts';

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

/** Field labels, also the start of each field's error message ('Sales area is required'). */
export const HEADER_FIELD_LABELS: Readonly<Record<HeaderField, string>> = {
  orderSystemName: 'System name',
  orderPONumber: 'PO number',
  salesArea: 'Sales area',
  currency: 'Currency',
  systemBucketType: 'Key code bucket',
  comments: 'Comments',
};

/** Form order: the first field with an error gets the focus. */
export const HEADER_FIELDS = Object.keys(HEADER_FIELD_LABELS) as HeaderField[];

const isHeaderField = (value: unknown): value is HeaderField =>
  typeof value === 'string' && value in HEADER_FIELD_LABELS;

export const salesAreaLabel = (area: SalesArea) => `${area.name} (${area.id})`;
export const bucketLabel = (bucket: KeyCodeBucketType) => `${bucket.name} (${bucket.id})`;
export const bucketDetails = (bucket: KeyCodeBucketType) =>
  `${bucket.pins} pins, depths ${bucket.depthMin}–${bucket.depthMax}, MACS ${bucket.macs}`;

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
): { header: OrderHeader | null; errors: HeaderErrors } {
  const errors: HeaderErrors = {};
  const parsed = orderHeaderSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isHeaderField(field) && errors[field] === undefined)
        errors[field] = `${HEADER_FIELD_LABELS[field]} ${issue.message}`;
    }
  }
  const area = salesAreas.find((item) => item.id === values.salesArea);
  if (values.salesArea !== '' && salesAreas.length > 0 && !area)
    errors.salesArea ??= `${HEADER_FIELD_LABELS.salesArea} must be one of the list`;
  // The currency follows the sales area: an empty area explains both.
  if (values.salesArea === '') delete errors.currency;
  else if (area && area.currency !== values.currency)
    errors.currency = `${HEADER_FIELD_LABELS.currency} must be ${area.currency}, the currency of ${salesAreaLabel(area)}`;
  if (
    values.systemBucketType !== '' &&
    buckets.length > 0 &&
    !buckets.some((item) => item.id === values.systemBucketType)
  ) {
    errors.systemBucketType ??= `${HEADER_FIELD_LABELS.systemBucketType} must be one of the list`;
  }
  const valid = parsed.success && Object.keys(errors).length === 0;
  return { header: valid ? parsed.data : null, errors };
}

/**
 * The server's `errors: ['field: message']` (decision 0005): header fields go to their field,
 * anything else (ccid, SAP numbers, the tree) to the form.
 */
export function mapServerErrors(errors: unknown): { fields: HeaderErrors; other: string[] } {
  const fields: HeaderErrors = {};
  const other: string[] = [];
  for (const item of Array.isArray(errors) ? errors : []) {
    if (typeof item !== 'string') continue;
    const match = /^([\w.[\]]+):\s*(.+)$/s.exec(item);
    const field = match?.[1];
    if (match && isHeaderField(field)) fields[field] ??= `${HEADER_FIELD_LABELS[field]} ${match[2]}`;
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
