import {
  ORDER_TYPE,
  formatMoney,
  orderTypeName,
  type OrderType,
  type SafekeyOrder,
  type StatusLabel,
  type SystemSummary,
} from '@keyplan/domain';

/** Status labels of SPEC §4 in the order the filter offers them. */
export const STATUS_LABELS: readonly StatusLabel[] = [
  'Draft',
  'Submitted',
  'QuoteSubmitted',
  'Completed',
  'Canceled',
  'Deleted',
];

/** Shown unless asked for: everything but Deleted. */
export const DEFAULT_STATUS_LABELS: readonly StatusLabel[] = STATUS_LABELS.filter((label) => label !== 'Deleted');

export type SystemTypeFilter = 'order' | 'quote' | 'design';

export const SYSTEM_TYPES: ReadonlyArray<{ value: SystemTypeFilter; label: string; type: OrderType }> = [
  { value: 'order', label: 'Order', type: ORDER_TYPE.Order },
  { value: 'quote', label: 'Quote', type: ORDER_TYPE.Quote },
  { value: 'design', label: 'Design', type: ORDER_TYPE.Design },
];

export const UNNAMED_SYSTEM = 'Unnamed system';

/** The name a person reads; systems started from SAP may have none yet. */
export function systemDisplayName(name: string): string {
  return name.trim() === '' ? UNNAMED_SYSTEM : name;
}

/** 'Order', 'Quote', 'Design'; 'Reorder' for an order that adds to an installed system (issue 11). */
export function systemTypeLabel(system: { orderType: OrderType; isAddToSystem?: boolean }): string {
  return system.isAddToSystem ? 'Reorder' : orderTypeName(system.orderType);
}

type ReferenceFields = Pick<
  SystemSummary,
  'orderType' | 'sapOrderNumber' | 'sapLineNumber' | 'quoteNumber' | 'designID'
>;

/**
 * What identifies a system outside Keyplan: the SAP order and line of an order, the quote number
 * of a quote, the design id of a design; null while it has none (a new order not yet in SAP).
 */
export function systemReference(system: ReferenceFields): string | null {
  if (system.orderType === ORDER_TYPE.Design) return system.designID === null ? null : `Design ${system.designID}`;
  if (system.orderType === ORDER_TYPE.Quote) return system.quoteNumber ? `Quote ${system.quoteNumber}` : null;
  if (!system.sapOrderNumber) return null;
  return system.sapLineNumber
    ? `SAP ${system.sapOrderNumber} / line ${system.sapLineNumber}`
    : `SAP ${system.sapOrderNumber}`;
}

/** The numbers a text holds, without leading zeros: 'SAP 0000880001 / line 10' → 880001, 10. */
const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).map((digits) => digits.replace(/^0+(?=\d)/, ''));

/**
 * The reference, unless the name says it already: a system opened from SAP is named after its
 * line ('SAP order 880001 line 10', 'Quote 20000077'), and a subtitle says each thing once.
 */
function referenceUnlessNamed(system: ReferenceFields & { orderSystemName: string }): string | null {
  const reference = systemReference(system);
  if (reference === null) return null;
  const named = new Set(numbersIn(system.orderSystemName));
  return numbersIn(reference).every((number) => named.has(number)) ? null : reference;
}

/** 'Reorder for North plant (SAP order 12345)' for a reorder (issue 11), null for any other system. */
export function reorderLabel(order: Pick<SafekeyOrder, 'orderLockSystems'>): string | null {
  const system = order.orderLockSystems[0];
  if (!system?.isAddToSystem) return null;
  const installed = system.addsTo ? systemDisplayName(system.addsTo.name) : 'an installed lock system';
  const sap = system.addsTo?.sapOrderNumber ? ` (SAP order ${system.addsTo.sapOrderNumber})` : '';
  return `Reorder for ${installed}${sap}`;
}

type TitledOrder = ReferenceFields & Pick<SafekeyOrder, 'orderSystemName' | 'orderLockSystems'>;

/**
 * What a screen's subtitle says of the open system, each thing once: its name (a reorder without
 * one goes by what it reorders), that it is a reorder and of what, and its reference unless its
 * name says it already.
 */
export function systemTitleParts(order: TitledOrder): string[] {
  const reorder = reorderLabel(order);
  const name = order.orderSystemName.trim() === '' && reorder ? null : systemDisplayName(order.orderSystemName);
  return [name, reorder, referenceUnlessNamed(order)].filter((part) => part !== null);
}

/** The total in its currency, or 'Not priced' while the system has no price. */
export function systemTotal(totalPrice: number | null, currency: string): string {
  return totalPrice === null ? 'Not priced' : formatMoney(totalPrice, currency);
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp for people, e.g. 'Mar 4, 2025, 2:05 PM' (local time). */
export function formatChangedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
