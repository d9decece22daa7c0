import type { SapMadeOrder } from './sap-documents.ts';

/**
 * Sales orders the demo's SAP holds as if reps had made them there, each with its Safekey line 10
 * (decision 0010): `/?ccid=100001&sapordernumber=880001&linenumber=10` opens and submits end to
 * end. A real SAP holds the orders its reps make; the stand-in never creates one an update names.
 */
export function demoSapOrders(safekeyMaterial: string): SapMadeOrder[] {
  return ['0000100001', '0000100002', '0000100003', '0000100004'].map((customer, index) => ({
    salesOrder: `88000${index + 1}`,
    soldToParty: customer,
    currency: 'USD',
    items: [{ item: '10', material: safekeyMaterial }],
  }));
}
