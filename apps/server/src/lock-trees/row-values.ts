import { isOrderLockSystemStatus, type OrderLockSystemStatus, type OrderType } from '@keyplan/domain';

/** A status number read from a row, checked. */
export function asStatus(value: number): OrderLockSystemStatus {
  if (!isOrderLockSystemStatus(value)) throw new Error(`unknown order lock system status ${value}`);
  return value;
}

/** An order type read from a row, checked. */
export function asOrderType(value: number): OrderType {
  if (value !== 0 && value !== 1 && value !== 2) throw new Error(`unknown order type ${value}`);
  return value;
}
