import { lockSystemTreeSchema, pricedLinesOf } from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { submissionPayloadSchema } from './submission-payload.ts';
import { priceTreeAt } from '../orders/order-pricing.ts';
import { loadOrder } from '../lock-trees/order.repository.ts';
import { findUnkeptSentSystems, keepBackfilledPrice } from '../orders/submitted-price.repository.ts';

export interface BackfillResult {
  /** Systems whose lines were found: priced as submitted, adding up to the total SAP was sent. */
  kept: number;
  /** Systems whose lines cannot be found again (a price or the tree changed since): left marked as not kept. */
  unkept: number;
}

/**
 * Decision 0050, for systems submitted before their priced lines were kept: each is priced again
 * from its tree with the price book that was in force when it was submitted. When those lines add
 * up to the total its submission sent to SAP, they are what was sent, and are kept; otherwise
 * nothing is invented: the system stays without kept lines and every screen and document says so
 * (`priceKept: false`). Runs at start-up, after the migrations; it only ever fills empty lines.
 */
export async function backfillSubmittedPrices(db: Db): Promise<BackfillResult> {
  const result: BackfillResult = { kept: 0, unkept: 0 };
  for (const candidate of await findUnkeptSentSystems(db)) {
    const payload = submissionPayloadSchema.safeParse(JSON.parse(candidate.payloadJson));
    const order = await loadOrder(db, candidate.orderId);
    const system = order?.orderLockSystems.find((entry) => entry.orderLockSystemID === candidate.orderLockSystemId);
    if (!payload.success || !system) {
      result.unkept += 1;
      continue;
    }
    const price = await priceTreeAt(db, lockSystemTreeSchema.parse(system), candidate.currency, candidate.submittedAt);
    if (price.priced && price.totalPrice === payload.data.totalPriceMinor) {
      await keepBackfilledPrice(db, candidate.orderLockSystemId, JSON.stringify(pricedLinesOf(price)));
      result.kept += 1;
    } else result.unkept += 1;
  }
  return result;
}
