import type { Customer, SafekeyOrder } from '@keyplan/domain';
import { ORDER_TYPE } from '@keyplan/domain';
import type { SessionState } from './session-store.ts';

/** The session values that describe an opened system (SPEC §3), taken from the loaded order. */
export function sessionFromOrder(
  order: SafekeyOrder,
  customer: Pick<Customer, 'ccid' | 'name' | 'salesArea'> | null,
): Partial<SessionState> {
  const system = order.orderLockSystems[0];
  return {
    orderID: order.orderID,
    orderLockSystemID: system?.orderLockSystemID ?? null,
    orderLockSystemStatus: system?.status ?? null,
    systemBucketType: system?.systemBucketType ?? null,
    lockSystemID: system?.orderLockSystemID ?? null,
    orderLockSystems: order.orderLockSystems.map((item) => item.orderLockSystemID),
    ccid: order.ccid,
    customer: customer ? { ccid: customer.ccid, name: customer.name, salesArea: customer.salesArea } : null,
    sapOrderNumber: order.sapOrderNumber,
    sapLineNumber: order.sapLineNumber,
    loadByLineNumber: order.sapLineNumber !== null,
    orderPONumber: order.orderPONumber,
    designID: order.designID === null ? null : String(order.designID),
    loadByDesignID: order.designID !== null,
    isQuote: order.orderType === ORDER_TYPE.Quote,
    quoteNumber: order.quoteNumber,
    orderCurrency: order.currency,
    salesArea: order.salesArea,
    noKeyLockSets: (system?.noKeyLockSets.length ?? 0) > 0,
  };
}
