import type { Customer, SalesArea, StartupOrderValues } from '@keyplan/domain';
import { textNow } from '../../i18n/use-text.ts';
import { startupText } from './startup-text.ts';

/** The sales area a startup link's new system is made in, and what the rep reads about the link's own values. */
export interface LinkSalesArea {
  area: SalesArea;
  /** Empty when the link's sales area and currency were used as given (or it named none). */
  notes: string[];
}

/**
 * The link's sales area when the catalog has it, else the customer's, else the first; a link's
 * sales area or currency that cannot be used is said, not dropped without a word (issue 47).
 * Undefined when the catalog has no sales areas at all.
 */
export function linkSalesArea(
  values: Pick<StartupOrderValues, 'salesArea' | 'currency'>,
  customer: Pick<Customer, 'salesArea'>,
  areas: readonly SalesArea[],
): LinkSalesArea | undefined {
  const named = values.salesArea === null ? undefined : areas.find((area) => area.id === values.salesArea);
  const area = named ?? areas.find((candidate) => candidate.id === customer.salesArea) ?? areas[0];
  if (!area) return undefined;
  const t = textNow(startupText);
  const notes: string[] = [];
  if (values.salesArea !== null && !named)
    notes.push(t('salesAreaUnknown', { asked: values.salesArea, id: area.id, name: area.name }));
  if (values.currency !== null && values.currency !== area.currency)
    notes.push(t('currencyOther', { asked: values.currency, id: area.id, currency: area.currency }));
  return { area, notes };
}
