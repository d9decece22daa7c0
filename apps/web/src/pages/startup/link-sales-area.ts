import type { Customer, SalesArea, StartupOrderValues } from '@keyplan/domain';

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
  const notes: string[] = [];
  if (values.salesArea !== null && !named)
    notes.push(
      `The link's sales area “${values.salesArea}” is not in the catalog: sales area ${area.id} (${area.name}) is used.`,
    );
  if (values.currency !== null && values.currency !== area.currency)
    notes.push(
      `The link's currency “${values.currency}” is not the currency of sales area ${area.id}: prices are in ${area.currency}.`,
    );
  return { area, notes };
}
