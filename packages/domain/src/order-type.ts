/**
 * Order types: SPEC §3 gives Order=0 and Quote=1; a design (DESIGN §2 flow 4) is a saved
 * configuration not tied to SAP, stored as type 2.
 */
export const ORDER_TYPE = { Order: 0, Quote: 1, Design: 2 } as const;

export type OrderTypeName = keyof typeof ORDER_TYPE;
export type OrderType = (typeof ORDER_TYPE)[OrderTypeName];

export function orderTypeName(type: OrderType): OrderTypeName {
  return type === ORDER_TYPE.Order ? 'Order' : type === ORDER_TYPE.Quote ? 'Quote' : 'Design';
}
