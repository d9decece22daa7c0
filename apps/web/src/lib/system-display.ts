import {
  ORDER_TYPE,
  formatMoney,
  orderTypeName,
  type OrderType,
  type SafekeyOrder,
  type StatusLabel,
  type SystemSummary,
} from '@keyplan/domain';
import { formattingLocale, shownLanguage } from '../i18n/language.ts';
import { textNow } from '../i18n/use-text.ts';
import { libText, type LibTranslate } from './lib-text.ts';

const words = (t?: LibTranslate): LibTranslate => t ?? textNow(libText);

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

const TYPE_KEYS = { Order: 'type.order', Quote: 'type.quote', Design: 'type.design' } as const;

/** A system type filter; its label reads in the language on show. */
function systemType(value: SystemTypeFilter, type: OrderType) {
  return {
    value,
    type,
    get label() {
      return words()(TYPE_KEYS[orderTypeName(type)]);
    },
  };
}

export const SYSTEM_TYPES: ReadonlyArray<{ value: SystemTypeFilter; readonly label: string; type: OrderType }> = [
  systemType('order', ORDER_TYPE.Order),
  systemType('quote', ORDER_TYPE.Quote),
  systemType('design', ORDER_TYPE.Design),
];

/** The name of a system without one, in English (SPEC); `systemDisplayName` says it in the language on show. */
export const UNNAMED_SYSTEM = 'Unnamed system';

/** The name a person reads; systems started from SAP may have none yet. */
export function systemDisplayName(name: string, t?: LibTranslate): string {
  return name.trim() === '' ? words(t)('unnamedSystem') : name;
}

/** 'Order', 'Quote', 'Design'; 'Reorder' for an order that adds to an installed system (issue 11). */
export function systemTypeLabel(system: { orderType: OrderType; isAddToSystem?: boolean }, t?: LibTranslate): string {
  return words(t)(system.isAddToSystem ? 'type.reorder' : TYPE_KEYS[orderTypeName(system.orderType)]);
}

/** A status as SPEC §4 names it ('Draft', 'Submitted', …), in the language on show. */
export function statusLabelText(label: StatusLabel, t?: LibTranslate): string {
  return words(t)(`status.${label}`);
}

type ReferenceFields = Pick<
  SystemSummary,
  'orderType' | 'sapOrderNumber' | 'sapLineNumber' | 'quoteNumber' | 'designID'
>;

/**
 * What identifies a system outside Keyplan: the SAP order and line of an order, the quote number
 * of a quote, the design id of a design; null while it has none (a new order not yet in SAP).
 */
export function systemReference(system: ReferenceFields, t?: LibTranslate): string | null {
  const say = words(t);
  if (system.orderType === ORDER_TYPE.Design)
    return system.designID === null ? null : say('reference.design', { id: system.designID });
  if (system.orderType === ORDER_TYPE.Quote)
    return system.quoteNumber ? say('reference.quote', { number: system.quoteNumber }) : null;
  if (!system.sapOrderNumber) return null;
  return system.sapLineNumber
    ? say('reference.sapLine', { order: system.sapOrderNumber, line: system.sapLineNumber })
    : say('reference.sap', { order: system.sapOrderNumber });
}

/** The numbers a text holds, without leading zeros: 'SAP 0000880001 / line 10' → 880001, 10. */
const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).map((digits) => digits.replace(/^0+(?=\d)/, ''));

/**
 * The reference, unless the name says it already: a system opened from SAP is named after its
 * line ('SAP order 880001 line 10', 'Quote 20000077'), and a subtitle says each thing once.
 */
function referenceUnlessNamed(system: ReferenceFields & { orderSystemName: string }, t?: LibTranslate): string | null {
  const reference = systemReference(system, t);
  if (reference === null) return null;
  const named = new Set(numbersIn(system.orderSystemName));
  return numbersIn(reference).every((number) => named.has(number)) ? null : reference;
}

/** 'Reorder for North plant (SAP order 12345)' for a reorder (issue 11), null for any other system. */
export function reorderLabel(order: Pick<SafekeyOrder, 'orderLockSystems'>, t?: LibTranslate): string | null {
  const system = order.orderLockSystems[0];
  if (!system?.isAddToSystem) return null;
  const say = words(t);
  const reorder = system.addsTo
    ? say('reorder.of', { installed: systemDisplayName(system.addsTo.name, say) })
    : say('reorder.ofUnnamed');
  const sapOrder = system.addsTo?.sapOrderNumber;
  return sapOrder ? say('reorder.withSapOrder', { reorder, order: sapOrder }) : reorder;
}

type TitledOrder = ReferenceFields & Pick<SafekeyOrder, 'orderSystemName' | 'orderLockSystems'>;

/**
 * What a screen's subtitle says of the open system, each thing once: its name (a reorder without
 * one goes by what it reorders), that it is a reorder and of what, and its reference unless its
 * name says it already.
 */
export function systemTitleParts(order: TitledOrder, t?: LibTranslate): string[] {
  const reorder = reorderLabel(order, t);
  const name = order.orderSystemName.trim() === '' && reorder ? null : systemDisplayName(order.orderSystemName, t);
  return [name, reorder, referenceUnlessNamed(order, t)].filter((part) => part !== null);
}

/** The total in its currency, or 'Not priced' while the system has no price; in the language on show. */
export function systemTotal(totalPrice: number | null, currency: string, t?: LibTranslate): string {
  return totalPrice === null
    ? words(t)('notPriced')
    : formatMoney(totalPrice, currency, formattingLocale(shownLanguage()));
}

const dateTimes = new Map<string, Intl.DateTimeFormat>();

/** A timestamp for people in the language on show, e.g. 'Mar 4, 2025, 2:05 PM' (local time). */
export function formatChangedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = formattingLocale(shownLanguage());
  let format = dateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimes.set(locale, format);
  }
  return format.format(date);
}
