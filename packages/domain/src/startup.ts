import { ORDER_LOCK_SYSTEM_STATUS } from './status.ts';
import {
  isNumericDesignId,
  normalizeCcid,
  normalizeDesignId,
  normalizeQuoteNumber,
  normalizeSapOrderNumber,
} from './identifiers.ts';

/** Query parameters read at startup (SPEC §2), each with its aliases, first name wins. */
const STARTUP_PARAMETERS = {
  ccid: ['ccid'],
  sapOrderNumber: ['sapordernumber', 'orderid'],
  review: ['review'],
  lineNumber: ['linenumber', 'saplinenumber'],
  designId: ['designid'],
  currency: ['currency'],
  quoteNumber: ['sapquotenumber', 'quotenumber'],
  salesArea: ['salesarea'],
  id: ['id'],
  poNumber: ['po', 'ponumber'],
} as const;

type StartupParameter = keyof typeof STARTUP_PARAMETERS;

/** The startup parameters present in a URL's query (names matched case-insensitively). */
export type StartupParameters = Partial<Record<StartupParameter, string>>;

export function readStartupParameters(search: string | URLSearchParams): StartupParameters {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const lowered = new Map<string, string>();
  for (const [name, value] of query)
    if (!lowered.has(name.toLowerCase())) lowered.set(name.toLowerCase(), value.trim());
  const result: StartupParameters = {};
  for (const [parameter, names] of Object.entries(STARTUP_PARAMETERS) as [StartupParameter, readonly string[]][]) {
    const name = names.find((candidate) => lowered.has(candidate));
    if (name !== undefined) result[parameter] = lowered.get(name);
  }
  return result;
}

/** Each startup value's rule and what a rep reads when a link breaks it (issue 30). */
const STARTUP_RULES: Partial<Record<StartupParameter, { valid: RegExp; problem: (value: string) => string }>> = {
  ccid: {
    valid: /^\d{1,10}$/,
    problem: (value) =>
      `The link has a customer number that is not a number (“${value}”): customer numbers have 1 to 10 digits.`,
  },
  sapOrderNumber: {
    valid: /^[A-Za-z0-9]{1,10}$/,
    problem: (value) =>
      `The link has a SAP order number SAP does not use (“${value}”): it has 1 to 10 letters or digits.`,
  },
  lineNumber: {
    valid: /^\d{1,6}$/,
    problem: (value) =>
      `The link has a line number that is not a number (“${value}”): SAP line numbers have 1 to 6 digits.`,
  },
  quoteNumber: {
    valid: /^[A-Za-z0-9-]{1,10}$/,
    problem: (value) => `The link has a quote number SAP does not use (“${value}”): it has 1 to 10 letters or digits.`,
  },
  designId: {
    valid: /^(\d{1,9}|new|quote)$/i,
    problem: (value) => `The link has a design id that is not a number (“${value}”).`,
  },
  currency: {
    valid: /^[A-Za-z]{3}$/,
    problem: (value) => `The link has a currency that is not a three-letter code (“${value}”).`,
  },
  poNumber: {
    valid: /^.{1,35}$/,
    problem: () => 'The link has a PO number longer than 35 characters.',
  },
};

/**
 * What is wrong with a link's startup values, in words a rep understands (empty when nothing):
 * checked before anything is created or saved, so a malformed link opens the Bad Request page.
 */
export function startupProblems(parameters: StartupParameters): string[] {
  return (Object.entries(STARTUP_RULES) as [StartupParameter, { valid: RegExp; problem: (value: string) => string }][])
    .filter(([name, rule]) => present(parameters[name]) && !rule.valid.test(parameters[name]!))
    .map(([name, rule]) => rule.problem(parameters[name]!.slice(0, 40)));
}

/** Values the user-load cases carry into the session, normalised (SPEC §5). */
export interface StartupOrderValues {
  ccid: string;
  sapOrderNumber: string | null;
  sapLineNumber: string | null;
  quoteNumber: string | null;
  /** 'new', 'quote', a numeric id, or null. */
  designId: string | null;
  loadByDesignId: boolean;
  loadByLineNumber: boolean;
  isQuote: boolean;
  orderPONumber: string | null;
  currency: string | null;
  salesArea: string | null;
}

/** What startup does (SPEC §4 "Startup URL handling"), in the order the cases are evaluated. */
export type StartupDecision =
  | { kind: 'customer-search' }
  | { kind: 'quoting-disabled' }
  | { kind: 'guest-review'; readOnly: true; passCode: string; orderId: string }
  | { kind: 'user-load'; readOnly: false; values: StartupOrderValues }
  | { kind: 'new-for-customer'; readOnly: false; values: StartupOrderValues }
  | { kind: 'customer-link'; readOnly: true; orderId: string; sapOrderNumber: string }
  | { kind: 'incomplete-customer-link'; problem: string }
  | { kind: 'default' };

const present = (value: string | undefined): value is string => value !== undefined && value !== '';

/**
 * Decides what the landing page does with its query parameters: the preparation rules, then the
 * five cases in order. `quotingEnabled` is the quoting feature flag.
 */
export function resolveStartup(path: string, parameters: StartupParameters, quotingEnabled: boolean): StartupDecision {
  if (Object.keys(parameters).length === 0) return path === '/' ? { kind: 'customer-search' } : { kind: 'default' };

  const orderNumber = present(parameters.sapOrderNumber) ? parameters.sapOrderNumber : null;
  const quoteNumber = present(parameters.quoteNumber) ? normalizeQuoteNumber(parameters.quoteNumber) : null;
  let designId = parameters.designId === undefined ? null : normalizeDesignId(parameters.designId);
  if (designId === '' && orderNumber !== null) designId = 'new';
  else if (designId === '' && quoteNumber !== null) designId = 'quote';
  else if (designId === '') designId = null;
  const isQuote = quoteNumber !== null || designId === 'quote';

  if (isQuote && !quotingEnabled) return { kind: 'quoting-disabled' };

  const ccid = present(parameters.ccid) ? normalizeCcid(parameters.ccid) : null;
  const values = (): StartupOrderValues => ({
    ccid: ccid!,
    sapOrderNumber: orderNumber === null ? null : normalizeSapOrderNumber(orderNumber, !isQuote),
    sapLineNumber: present(parameters.lineNumber) ? parameters.lineNumber : null,
    quoteNumber,
    designId,
    loadByDesignId: designId !== null && isNumericDesignId(designId),
    loadByLineNumber: orderNumber !== null && present(parameters.lineNumber),
    isQuote,
    orderPONumber: present(parameters.poNumber) ? parameters.poNumber : null,
    currency: present(parameters.currency) ? parameters.currency.toUpperCase() : null,
    salesArea: present(parameters.salesArea) ? parameters.salesArea.toUpperCase() : null,
  });

  if (present(parameters.review) && present(parameters.id)) {
    return { kind: 'guest-review', readOnly: true, passCode: parameters.review, orderId: parameters.id };
  }
  if ((orderNumber !== null || quoteNumber !== null || designId === 'quote') && ccid !== null) {
    return { kind: 'user-load', readOnly: false, values: values() };
  }
  if (ccid !== null) return { kind: 'new-for-customer', readOnly: false, values: values() };
  if (present(parameters.id) && orderNumber !== null) {
    return {
      kind: 'customer-link',
      readOnly: true,
      orderId: parameters.id,
      sapOrderNumber: normalizeSapOrderNumber(orderNumber),
    };
  }
  const problem = incompleteCustomerLink(parameters, orderNumber !== null);
  if (problem !== null) return { kind: 'incomplete-customer-link', problem };
  return { kind: 'default' };
}

/**
 * What a customer's link lacks, in the customer's words: a review pass code without the order's id,
 * or an order id without its SAP order number. A customer has no account at the staff sign-in, so
 * such a link says what is missing instead of sending them there (issue 47).
 */
function incompleteCustomerLink(parameters: StartupParameters, hasOrderNumber: boolean): string | null {
  const ask = 'Ask your representative for the full link, or copy the whole link from their email.';
  if (present(parameters.review) && !present(parameters.id))
    return `This review link has a pass code but not the number of the order it opens. ${ask}`;
  if (present(parameters.id) && !present(parameters.review) && !hasOrderNumber)
    return `This review link names an order but not its SAP order number or a pass code. ${ask}`;
  return null;
}

/**
 * A quote counts as being in SAP when in quote mode and either any lock system is
 * QuoteSubmitted or the stored local quote details belong to the current order (SPEC §4).
 */
export function isQuoteInSap(input: {
  isQuote: boolean;
  lockSystemStatuses: readonly number[];
  localQuoteDetailsOrderId: string | null;
  currentOrderId: string | null;
}): boolean {
  if (!input.isQuote) return false;
  return (
    input.lockSystemStatuses.includes(ORDER_LOCK_SYSTEM_STATUS.QuoteSubmitted) ||
    (input.localQuoteDetailsOrderId !== null && input.localQuoteDetailsOrderId === input.currentOrderId)
  );
}
