import type { SafekeyOrder } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { createReadyOrder, settled, submit } from '../../test-support/submission-test-support.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { backfillSubmittedPrices } from './submitted-price-backfill.ts';

/**
 * Decision 0050 for systems submitted before their lines were kept: found again when the price
 * book in force at submission gives the total SAP was sent; else marked as not kept, never invented.
 */
describe.each(DATABASE_KINDS)('submitted prices found again (%s)', (database) => {
  const api = useTestApp({ database, listen: true, env: { SAP_TIMEOUT_MS: '2000' } });
  const load = async (orderId: string) =>
    (await api.app.inject({ url: `/api/orders/${orderId}`, headers: api.staff })).json() as SafekeyOrder;

  /** A submitted order whose kept lines are taken away, as for an order submitted before migration 0050. */
  async function legacyOrder(name: string) {
    const order = await createReadyOrder(api.testApp, { orderSystemName: name });
    const system = order.orderLockSystems[0]!;
    expect((await submit(api.testApp, order)).statusCode).toBe(202);
    expect(await settled(api.testApp, system.orderLockSystemID)).toMatchObject({ state: 'sent' });
    const sent = await load(order.orderID);
    await api.db
      .updateTable('order_lock_systems')
      .set({ submitted_price_json: null })
      .where('order_lock_system_id', '=', system.orderLockSystemID)
      .execute();
    return { sent, orderLockSystemId: system.orderLockSystemID };
  }

  it('keeps the lines of the price book in force at submission when they add up to the total SAP was sent', async () => {
    const { sent, orderLockSystemId } = await legacyOrder('Before 0050, found');
    const legacy = await load(sent.orderID);
    expect(legacy.orderLockSystems[0]).toMatchObject({ submittedPrice: null, priceKept: false });

    const result = await backfillSubmittedPrices(api.db);
    expect(result.kept).toBeGreaterThanOrEqual(1);
    const after = await load(sent.orderID);
    expect(after.orderLockSystems[0]!.submittedPrice).toEqual(sent.orderLockSystems[0]!.submittedPrice);
    expect(after.orderLockSystems[0]!.priceKept).toBe(true);
    expect(after.totalPrice).toBe(sent.totalPrice);
    // Once kept, never touched again.
    const again = await backfillSubmittedPrices(api.db);
    expect(
      (await load(sent.orderID)).orderLockSystems[0]!.submittedPrice,
      `${orderLockSystemId} after ${JSON.stringify(again)}`,
    ).toEqual(sent.orderLockSystems[0]!.submittedPrice);
  });

  it('invents nothing when the lines no longer give the total sent: the order says its prices were not kept', async () => {
    const { sent, orderLockSystemId } = await legacyOrder('Before 0050, changed');
    // The total SAP was sent differs from what today's tree and book give (a price that changed since).
    const outbox = await api.db
      .selectFrom('submission_outbox')
      .select('payload_json')
      .where('order_lock_system_id', '=', orderLockSystemId)
      .where('sequence', '=', 0)
      .executeTakeFirstOrThrow();
    const payload = JSON.parse(outbox.payload_json) as { totalPriceMinor: number };
    await api.db
      .updateTable('submission_outbox')
      .set({ payload_json: JSON.stringify({ ...payload, totalPriceMinor: payload.totalPriceMinor + 500 }) })
      .where('order_lock_system_id', '=', orderLockSystemId)
      .where('sequence', '=', 0)
      .execute();

    await backfillSubmittedPrices(api.db);
    const after = await load(sent.orderID);
    expect(after.orderLockSystems[0]).toMatchObject({ submittedPrice: null, priceKept: false });
    // Its confirmation is still made (its note: confirmation-reorder.test.ts).
    const pdf = await api.app.inject({ url: `/api/orders/${sent.orderID}/confirmation.pdf`, headers: api.staff });
    expect(pdf.statusCode).toBe(200);
  });
});
