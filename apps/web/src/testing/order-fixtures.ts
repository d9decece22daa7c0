/** Orders as GET /orders/{id} answers them, built from domain trees, for any screen's tests. */
import {
  ORDER_TYPE,
  deriveSku,
  statusLabel,
  summarizeLockSet,
  type LockSet,
  type LockSystemTree,
  type OrderLockSystemStatus,
  type SafekeyOrder,
} from '@keyplan/domain';

let counter = 0;
/** Fresh UUID-shaped ids, unique within a test run. */
export const nextTestId = () => `00000000-0000-4000-9000-${String(++counter).padStart(12, '0')}`;

/** An order whose one lock system holds `tree`, as GET /orders/{id} answers it. */
export function buildSafekeyOrder(
  tree: LockSystemTree,
  overrides: Partial<SafekeyOrder> = {},
  status: OrderLockSystemStatus = 1,
  systemBucketType = 'SP6',
): SafekeyOrder {
  const orderID = overrides.orderID ?? nextTestId();
  const orderLockSystemID = nextTestId();
  const grandMasterKeyID = tree.grandMasterKey.grandMasterKeyID;
  const place = { orderID, orderLockSystemID, grandMasterKeyID };
  const lockSetOut = (lockSet: LockSet, masterKeyID: string | null) => ({
    ...lockSet,
    ...place,
    masterKeyID,
    sku: deriveSku(lockSet),
    setSummary: summarizeLockSet(lockSet),
    pricePer: null,
  });
  return {
    orderID,
    safeKeyAppOrderID: 1,
    companyID: '1710',
    ccid: '0000100003',
    sapOrderID: null,
    sapOrderNumber: null,
    sapOrderDate: null,
    sapLineNumber: null,
    quoteNumber: null,
    designID: null,
    orderPONumber: 'PO-1',
    comments: '',
    orderSystemName: 'North campus',
    orderType: ORDER_TYPE.Order,
    totalPrice: null,
    orderStatus: status,
    orderStatusLabel: statusLabel(status),
    currency: 'USD',
    salesArea: 'US10',
    version: 1,
    createdAt: '2026-03-04T14:05:00.000Z',
    updatedAt: '2026-03-04T14:05:00.000Z',
    ...overrides,
    orderLockSystems: [
      {
        orderLockSystemID,
        orderID,
        status,
        statusLabel: statusLabel(status),
        sendState: null,
        systemBucketType,
        lockSystemID: null,
        isAddToSystem: false,
        changeKeyOrders: [],
        grandMasterKey: { ...tree.grandMasterKey, orderID, orderLockSystemID },
        masterKeys: tree.masterKeys.map((masterKey) => ({
          ...masterKey,
          ...place,
          lockSets: masterKey.lockSets.map((lockSet) => lockSetOut(lockSet, masterKey.masterKeyID)),
        })),
        noKeyLockSets: tree.noKeyLockSets.map((lockSet) => lockSetOut(lockSet, null)),
      },
    ],
  };
}
