import type { CreateOrderInput, OrderHeader, SafekeyOrder } from '@keyplan/domain';
import { sessionFromOrder } from '../../stores/session-from-order.ts';
import type { SessionState } from '../../stores/session-store.ts';

export type NewSystemKind = 'order' | 'quote' | 'design';

/**
 * The session of a new system of `kind` for the selected customer (SPEC §3): everything else
 * cleared, no orderID yet; a quote sets isQuote, a design the design id 'new' (SPEC §4).
 */
export function newSystemSession(
  kind: NewSystemKind,
  customer: NonNullable<SessionState['customer']>,
): Partial<SessionState> {
  return {
    ccid: customer.ccid,
    customer,
    salesArea: customer.salesArea,
    isQuote: kind === 'quote',
    designID: kind === 'design' ? 'new' : null,
  };
}

/** What a new system of this session becomes: a design for designID 'new', a quote in quote mode, else an order. */
export function newSystemKind(session: Pick<SessionState, 'designID' | 'isQuote'>): NewSystemKind {
  if (session.designID === 'new') return 'design';
  return session.isQuote ? 'quote' : 'order';
}

/** The session values of an opened or saved system, keeping the customer chosen on this device. */
export function openedSystemSession(
  order: SafekeyOrder,
  session: Pick<SessionState, 'customer'>,
): Partial<SessionState> {
  const customer = session.customer?.ccid === order.ccid ? session.customer : null;
  return sessionFromOrder(order, customer);
}

/**
 * POST /orders body of a new system of this session (create mode): the type from the session,
 * the SAP order and line for an order, the quote number for a quote, neither for a design.
 */
export function newOrderInput(
  header: OrderHeader,
  session: Pick<SessionState, 'ccid' | 'designID' | 'isQuote' | 'sapOrderNumber' | 'sapLineNumber' | 'quoteNumber'>,
): CreateOrderInput {
  const orderType = newSystemKind(session);
  return {
    ...header,
    orderType,
    ccid: session.ccid ?? '',
    sapOrderNumber: orderType === 'order' ? session.sapOrderNumber : null,
    sapLineNumber: orderType === 'order' ? session.sapLineNumber : null,
    quoteNumber: orderType === 'quote' ? session.quoteNumber : null,
  };
}
