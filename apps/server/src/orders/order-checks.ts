import {
  retiredHeaderProblems,
  type CreateOrder,
  type Lookups,
  type OrderHeader,
  type RetiredLookupIds,
} from '@keyplan/domain';
import { loadLookups } from '../catalog/catalog.repository.ts';
import { findRetiredLookupIds } from '../catalog/lookup-item.repository.ts';
import { findCustomer } from '../customers/customer.repository.ts';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import type { FeatureFlagService } from '../feature-flags/feature-flag.service.ts';
import type { SapReferenceCheck } from './sap-reference-check.ts';

/* The checks of a new or changed order's header, before anything is written. */

/** The header's references must exist and agree: sales area, its currency, the key code bucket. */
export function checkHeader(header: OrderHeader, lookups: Lookups): string[] {
  const problems: string[] = [];
  const area = lookups.salesareas.find((item) => item.id === header.salesArea);
  if (!area) problems.push(`salesArea: must be one of ${lookups.salesareas.map((item) => item.id).join(', ')}`);
  else if (area.currency !== header.currency)
    problems.push(`currency: must be ${area.currency}, the currency of sales area ${area.id}`);
  if (!lookups.keycodebuckettype.some((bucket) => bucket.id === header.systemBucketType)) {
    problems.push(
      `systemBucketType: must be one of ${lookups.keycodebuckettype.map((bucket) => bucket.id).join(', ')}`,
    );
  }
  return problems;
}

/** A new system's SAP references fit its type: a design has none, a quote a quote number, an order an order line. */
function checkReferences(input: CreateOrder): string[] {
  const problems: string[] = [];
  if (input.orderType === 'design') {
    for (const field of ['sapOrderNumber', 'sapLineNumber', 'quoteNumber'] as const) {
      if (input[field] !== null) problems.push(`${field}: a design is not tied to SAP`);
    }
  }
  if (input.orderType === 'quote' && (input.sapOrderNumber !== null || input.sapLineNumber !== null)) {
    problems.push('sapOrderNumber: a quote carries a quote number, not an order number');
  }
  if (input.orderType === 'order' && input.quoteNumber !== null)
    problems.push('quoteNumber: an order carries an order number, not a quote number');
  if ((input.sapOrderNumber === null) !== (input.sapLineNumber === null)) {
    problems.push(
      input.sapOrderNumber === null
        ? 'sapOrderNumber: is required with a line number'
        : 'sapLineNumber: is required with an order number',
    );
  }
  return problems;
}

/**
 * The checks of a new system's header (no newly chosen retired item), customer, SAP references
 * and the quoting gate; answers the lookups and the retired ids.
 */
export async function checkedCreation(
  db: Db,
  featureFlags: FeatureFlagService,
  sap: SapReferenceCheck | undefined,
  input: CreateOrder,
): Promise<{ lookups: Lookups; retired: RetiredLookupIds }> {
  const [lookups, retired] = await Promise.all([loadLookups(db), findRetiredLookupIds(db)]);
  const problems = [
    ...checkHeader(input, lookups),
    ...retiredHeaderProblems(input, undefined, retired),
    ...checkReferences(input),
  ];
  const customer = await findCustomer(db, input.ccid);
  if (!customer) problems.push(`ccid: no customer has ccid ${input.ccid}`);
  if (problems.length > 0) throw appErrors.validation(problems);
  if (input.orderType === 'quote' && !(await featureFlags.isEnabled('quoting'))) throw appErrors.quotingDisabled();
  // A link names a SAP document: it must exist, be the customer's and have the line (issue 30).
  if (sap && input.sapOrderNumber && input.sapLineNumber)
    await sap.checkSalesOrderLine(input.ccid, input.sapOrderNumber, input.sapLineNumber);
  if (sap && input.quoteNumber) await sap.checkQuotation(input.ccid, input.quoteNumber);
  return { lookups, retired };
}
