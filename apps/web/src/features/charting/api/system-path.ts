/** The API path of a lock system, which the charting endpoints hang below. */
export const systemPath = (orderLockSystemId: string) => `order-lock-systems/${encodeURIComponent(orderLockSystemId)}`;
