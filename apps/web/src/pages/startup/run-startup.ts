import {
  ERROR_TEXTS,
  MESSAGES,
  type Customer,
  type ErrorPageState,
  type SafekeyOrder,
  startupProblems,
  type StartupDecision,
  type StartupOrderValues,
  type StartupParameters,
} from '@keyplan/domain';
import { paths } from '../../config/paths.ts';
import { ApiError, isApiError, type ApiClient } from '../../lib/api-client.ts';
import { getFeatureFlag } from '../../api/get-feature-flag.ts';
import { getLookup } from '../../api/get-lookup.ts';
import { sessionFromOrder } from '../../stores/session-from-order.ts';
import { resetSession } from '../../stores/session-store.ts';
import { getCustomer } from '../../api/get-customer.ts';
import { createOrder } from '../../features/systems/api/create-order.ts';
import { getOrderByDesignId } from '../../api/get-order-by-design-id.ts';
import { getOrderByQuoteNumber } from '../../api/get-order-by-quote-number.ts';
import { getOrderBySapLine } from '../../api/get-order-by-sap-line.ts';
import { linkSalesArea } from './link-sales-area.ts';
import { textNow } from '../../i18n/use-text.ts';
import { startupText } from './startup-text.ts';

/** Startup's words, in the language on show when the link is opened. */
const words = () => textNow(startupText);

/** Where startup sends the person, with what (a toast, error page state). */
export interface StartupOutcome {
  to: string;
  toast?: { kind: 'warning' | 'error'; text: string };
  errorState?: ErrorPageState;
}

const notFound = (what: string): StartupOutcome => ({
  to: paths.error.getHref(),
  errorState: { status: 404, title: ERROR_TEXTS.notFoundTitle, message: what },
});

const badRequest = (what: string): StartupOutcome => ({
  to: paths.error.getHref(),
  errorState: { status: 400, title: ERROR_TEXTS.badRequestTitle, message: what },
});

/** The page of a link whose SAP document SAP does not hold, or holds for another customer (issue 30). */
function refusedSapReference(error: ApiError): StartupOutcome | undefined {
  const problem = error.problem;
  if (problem?.code === 'SAP_DOCUMENT_NOT_FOUND') return notFound(problem.detail ?? error.message);
  if (problem?.code === 'SAP_DOCUMENT_OF_ANOTHER_CUSTOMER') return badRequest(problem.detail ?? error.message);
  return undefined;
}

/** What a link names: a design, a quote or a SAP order, by its number. */
type Named = { kind: 'design' | 'quote' | 'sapOrder'; id: string };

/** A system the link names that belongs to another customer than the link's: said, not opened under the wrong header. */
function ofAnotherCustomer(order: SafekeyOrder, customer: Customer, what: Named): StartupOutcome | undefined {
  if (order.ccid === customer.ccid) return undefined;
  return badRequest(
    words()('ofAnotherCustomer', {
      ...what,
      owner: order.ccid.replace(/^0+(?=\d)/, ''),
      name: customer.name,
      ccid: customer.ccid.replace(/^0+(?=\d)/, ''),
    }),
  );
}

/**
 * Creates the system of a SAP line or quote, or answers the page that says why SAP refuses the link.
 * When the same link created it a moment ago in another tab (409), that system is the one opened.
 */
async function createOrRefuse(
  client: ApiClient,
  values: StartupOrderValues,
  customer: Customer,
  findExisting: () => Promise<SafekeyOrder | null>,
): Promise<Opened | StartupOutcome> {
  try {
    return await createFromSap(client, values, customer);
  } catch (error) {
    if (isApiError(error, 409)) {
      const existing = await findExisting();
      if (existing) return { order: existing, notes: [] };
    }
    const refused = error instanceof ApiError ? refusedSapReference(error) : undefined;
    if (refused) return refused;
    throw error;
  }
}

/** A system the link opens, and what the rep reads about the link's values it could not use. */
interface Opened {
  order: SafekeyOrder;
  notes: string[];
}

const isOutcome = (value: Opened | StartupOutcome): value is StartupOutcome => 'to' in value;

/** The system the link names, found or created (a refusal when SAP does not hold it). */
async function findOrCreate(
  client: ApiClient,
  values: StartupOrderValues,
  customer: Customer,
  find: () => Promise<SafekeyOrder | null>,
): Promise<Opened | StartupOutcome> {
  const found = await find();
  return found ? { order: found, notes: [] } : createOrRefuse(client, values, customer, find);
}

/** The order, or null when the API answers 404. */
async function orNull(load: Promise<SafekeyOrder>): Promise<SafekeyOrder | null> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

async function openSystem(order: SafekeyOrder, customer: Customer): Promise<StartupOutcome> {
  resetSession(sessionFromOrder(order, customer));
  return { to: paths.keySystem.getHref() };
}

/**
 * A name that says where a system opened from SAP came from ('SAP order 4711 line 10', 'Quote Q-9'),
 * not 'Unnamed system'. The name is data, stored with the system: it stays in English.
 */
export function nameFromSap(
  values: Pick<StartupOrderValues, 'isQuote' | 'quoteNumber' | 'sapOrderNumber' | 'sapLineNumber'>,
) {
  if (values.isQuote) return values.quoteNumber ? `Quote ${values.quoteNumber}` : '';
  const order = values.sapOrderNumber?.replace(/^0+(?=\d)/, '');
  return order ? `SAP order ${order}${values.sapLineNumber ? ` line ${values.sapLineNumber}` : ''}` : '';
}

/** Creates the system of a SAP order line or quote the first time SAP opens it (DESIGN §2 flow 1). */
async function createFromSap(client: ApiClient, values: StartupOrderValues, customer: Customer): Promise<Opened> {
  const [{ area: salesArea, notes }, buckets] = await Promise.all([
    salesAreaOfLink(client, values, customer),
    getLookup(client, 'keycodebuckettype'),
  ]);
  if (!buckets[0]) throw new ApiError(500, null, words()('noKeyCodeBuckets'));
  const order = await createOrder(client, {
    orderType: values.isQuote ? 'quote' : 'order',
    ccid: values.ccid,
    sapOrderNumber: values.isQuote ? null : values.sapOrderNumber,
    sapLineNumber: values.isQuote ? null : values.sapLineNumber,
    quoteNumber: values.quoteNumber,
    orderPONumber: values.orderPONumber ?? '',
    orderSystemName: nameFromSap(values),
    comments: '',
    currency: salesArea.currency,
    salesArea: salesArea.id,
    systemBucketType: buckets[0].id,
  });
  return { order, notes };
}

async function salesAreaOfLink(client: ApiClient, values: StartupOrderValues, customer: Customer) {
  const resolved = linkSalesArea(values, customer, await getLookup(client, 'salesareas'));
  if (!resolved) throw new ApiError(500, null, words()('noSalesAreas'));
  return resolved;
}

/** What the rep reads about the link's sales area or currency when they could not be used as given. */
const withNotes = (outcome: StartupOutcome, notes: readonly string[]): StartupOutcome =>
  notes.length > 0 && !outcome.toast && !outcome.errorState
    ? { ...outcome, toast: { kind: 'warning', text: notes.join(' ') } }
    : outcome;

/**
 * Carries out a staff startup decision (SPEC §4 cases 2 and 3): loads or creates the system the
 * URL names and fills the session, or prepares a new order, quote or design for the customer.
 */
export async function runStaffStartup(
  client: ApiClient,
  decision: Extract<StartupDecision, { kind: 'user-load' | 'new-for-customer' }>,
  parameters: StartupParameters = {},
): Promise<StartupOutcome> {
  const { values } = decision;
  // A malformed link opens nothing and saves nothing (issue 30).
  const problems = startupProblems(parameters);
  if (problems.length > 0) return badRequest(problems.join(' '));
  if (values.isQuote && !(await getFeatureFlag(client, 'quoting').catch(() => false))) {
    return { to: paths.customerSearch.getHref(), toast: { kind: 'warning', text: MESSAGES.quotingDisabled } };
  }
  let customer: Customer;
  try {
    customer = await getCustomer(client, values.ccid);
  } catch (error) {
    if (isApiError(error, 404)) return notFound(words()('customerNotFound', { ccid: values.ccid }));
    throw error;
  }
  const customerOfSession = { ccid: customer.ccid, name: customer.name, salesArea: customer.salesArea };

  if (decision.kind === 'new-for-customer') {
    if (values.designId !== null && values.designId !== 'new' && values.designId !== 'quote' && !values.loadByDesignId)
      return badRequest(words()('designIdNotNumber', { id: values.designId }));
    if (values.loadByDesignId && values.designId) {
      const design = await orNull(getOrderByDesignId(client, values.designId));
      if (!design) return notFound(words()('designNotFound', { id: values.designId }));
      return (
        ofAnotherCustomer(design, customer, { kind: 'design', id: values.designId }) ?? openSystem(design, customer)
      );
    }
    const { area, notes } = await salesAreaOfLink(client, values, customer);
    resetSession({
      ccid: customer.ccid,
      customer: customerOfSession,
      salesArea: area.id,
      designID: values.designId === 'new' ? 'new' : null,
      orderPONumber: values.orderPONumber,
      orderCurrency: area.currency,
    });
    return withNotes({ to: paths.systemAddOrEdit.getHref() }, notes);
  }

  if (values.quoteNumber) {
    const { quoteNumber } = values;
    const quote = await findOrCreate(client, values, customer, () =>
      orNull(getOrderByQuoteNumber(client, quoteNumber)),
    );
    if (isOutcome(quote)) return quote;
    const other = ofAnotherCustomer(quote.order, customer, { kind: 'quote', id: quoteNumber });
    return other ?? withNotes(await openSystem(quote.order, customer), quote.notes);
  }
  if (values.sapOrderNumber && values.sapLineNumber) {
    const { sapOrderNumber, sapLineNumber } = values;
    const line = await findOrCreate(client, values, customer, () =>
      orNull(getOrderBySapLine(client, sapOrderNumber, sapLineNumber)),
    );
    if (isOutcome(line)) return line;
    const other = ofAnotherCustomer(line.order, customer, {
      kind: 'sapOrder',
      id: sapOrderNumber.replace(/^0+(?=\d)/, ''),
    });
    return other ?? withNotes(await openSystem(line.order, customer), line.notes);
  }
  if (values.sapOrderNumber) {
    return {
      to: paths.error.getHref(),
      errorState: {
        status: 400,
        title: ERROR_TEXTS.badRequestTitle,
        message: words()('sapOrderWithoutLine', { number: values.sapOrderNumber }),
      },
    };
  }
  // designid=quote without a quote number: a new quote for the customer.
  const { area, notes } = await salesAreaOfLink(client, values, customer);
  resetSession({
    ccid: customer.ccid,
    customer: customerOfSession,
    salesArea: area.id,
    isQuote: true,
    designID: null,
    orderPONumber: values.orderPONumber,
  });
  return withNotes({ to: paths.systemAddOrEdit.getHref() }, notes);
}
