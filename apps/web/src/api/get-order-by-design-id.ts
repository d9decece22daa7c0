import type { SafekeyOrder } from '@keyplan/domain';
import { parseAnswer } from './load-domain-schemas.ts';
import type { ApiClient } from '../lib/api-client.ts';

/** GET /orders/designs/{designId}: the design a start from SAP names (SPEC §2). */
export async function getOrderByDesignId(client: ApiClient, designId: string): Promise<SafekeyOrder> {
  return parseAnswer(
    client.request(`orders/designs/${encodeURIComponent(designId)}`),
    (schemas) => schemas.safekeyOrderSchema,
  );
}
