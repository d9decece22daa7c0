import type { SafekeyOrder } from '@keyplan/domain';
import { parseAnswer } from './load-domain-schemas.ts';
import type { ApiClient } from '../lib/api-client.ts';

/** GET /orders/sap/{sapOrderNumber}/lines/{sapLineNumber}: the order a start from SAP names (SPEC §2). */
export async function getOrderBySapLine(
  client: ApiClient,
  sapOrderNumber: string,
  sapLineNumber: string,
): Promise<SafekeyOrder> {
  return parseAnswer(
    client.request(`orders/sap/${encodeURIComponent(sapOrderNumber)}/lines/${encodeURIComponent(sapLineNumber)}`),
    (schemas) => schemas.safekeyOrderSchema,
  );
}
