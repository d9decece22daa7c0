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

/** A system the link names that belongs to another customer than the link's: said, not opened under the wrong header. */
function ofAnotherCustomer(order: SafekeyOrder, customer: Customer, what: string): StartupOutcome | undefined {
  if (order.ccid === customer.ccid) return undefined;
  return badRequest(
    `${what} belongs to customer ${order.ccid.replace(/^0+(?=\d)/, '')}, not to ${customer.name} (${customer.ccid.replace(/^0+(?=\d)/, '')}). Open it from that customer, or check the link.`,
  );
}

/** Creates the system of a SAP line or quote, or answers the page that says why SAP refuses the link. */
async function createOrRefuse(
  client: ApiClient,
  values: StartupOrderValues,
  customer: Customer,
): Promise<SafekeyOrder | StartupOutcome> {
  try {
    return await createFromSap(client, values, customer);
  } catch (error) {
    const refused = error instanceof ApiError ? refusedSapReference(error) : undefined;
    if (refused) return refused;
    throw error;
  }
}

const isOutcome = (value: SafekeyOrder | StartupOutcome): value is StartupOutcome => 'to' in value;

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

/** A name that says where a system opened from SAP came from ('SAP order 4711 line 10', 'Quote Q-9'), not 'Unnamed system'. */
export function nameFromSap(
  values: Pick<StartupOrderValues, 'isQuote' | 'quoteNumber' | 'sapOrderNumber' | 'sapLineNumber'>,
) {
  if (values.isQuote) return values.quoteNumber ? `Quote ${values.quoteNumber}` : '';
  const order = values.sapOrderNumber?.replace(/^0+(?=\d)/, '');
  return order ? `SAP order ${order}${values.sapLineNumber ? ` line ${values.sapLineNumber}` : ''}` : '';
}

/** Creates the system of a SAP order line or quote the first time SAP opens it (DESIGN §2 flow 1). */
async function createFromSap(client: ApiClient, values: StartupOrderValues, customer: Customer): Promise<SafekeyOrder> {
  const [areas, buckets] = await Promise.all([getLookup(client, 'salesareas'), getLookup(client, 'keycodebuckettype')]);
  const salesArea =
    areas.find((area) => area.id === values.salesArea) ??
    areas.find((area) => area.id === customer.salesArea) ??
    areas[0];
  if (!salesArea || !buckets[0]) throw new ApiError(500, null, 'The catalog has no sales areas or key code buckets.');
  return createOrder(client, {
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
}

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
    if (isApiError(error, 404))
      return notFound(`No customer has ccid ${values.ccid}. Check the link, or find the customer in Customer Search.`);
    throw error;
  }
  const selected = {
    ccid: customer.ccid,
    customer: { ccid: customer.ccid, name: customer.name, salesArea: customer.salesArea },
    salesArea: values.salesArea ?? customer.salesArea,
  };

  if (decision.kind === 'new-for-customer') {
    if (values.designId !== null && values.designId !== 'new' && values.designId !== 'quote' && !values.loadByDesignId)
      return badRequest(`The link has a design id that is not a number (“${values.designId}”).`);
    if (values.loadByDesignId && values.designId) {
      const design = await orNull(getOrderByDesignId(client, values.designId));
      return design ? openSystem(design, customer) : notFound(`No design has id ${values.designId}.`);
    }
    resetSession({
      ...selected,
      designID: values.designId === 'new' ? 'new' : null,
      orderPONumber: values.orderPONumber,
      orderCurrency: values.currency,
    });
    return { to: paths.systemAddOrEdit.getHref() };
  }

  if (values.quoteNumber) {
    const found = await orNull(getOrderByQuoteNumber(client, values.quoteNumber));
    const quote = found ?? (await createOrRefuse(client, values, customer));
    if (isOutcome(quote)) return quote;
    return ofAnotherCustomer(quote, customer, `Quote ${values.quoteNumber}`) ?? openSystem(quote, customer);
  }
  if (values.sapOrderNumber && values.sapLineNumber) {
    const found = await orNull(getOrderBySapLine(client, values.sapOrderNumber, values.sapLineNumber));
    const order = found ?? (await createOrRefuse(client, values, customer));
    if (isOutcome(order)) return order;
    const number = values.sapOrderNumber.replace(/^0+(?=\d)/, '');
    return ofAnotherCustomer(order, customer, `SAP order ${number}`) ?? openSystem(order, customer);
  }
  if (values.sapOrderNumber) {
    return {
      to: paths.error.getHref(),
      errorState: {
        status: 400,
        title: ERROR_TEXTS.badRequestTitle,
        message: `The link names SAP order ${values.sapOrderNumber} but no line number. Open the system from its Safekey line in SAP.`,
      },
    };
  }
  // designid=quote without a quote number: a new quote for the customer.
  resetSession({ ...selected, isQuote: true, designID: null, orderPONumber: values.orderPONumber });
  return { to: paths.systemAddOrEdit.getHref() };
}
