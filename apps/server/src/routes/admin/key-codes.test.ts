import { describe, expect, it } from 'vitest';
import { createReadyOrder } from '../../../test-support/submission-test-support.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';

describe.each(DATABASE_KINDS)('key code registry search (%s)', (database) => {
  const api = useTestApp({ database });

  it('finds a blind code by its start (any case): to whom, which system, when; never the bitting', async () => {
    const order = await createReadyOrder(api.testApp, { orderSystemName: 'Registry search' });
    const system = order.orderLockSystems[0]!;
    const charted = await api.app.inject({
      method: 'POST',
      url: `/api/order-lock-systems/${system.orderLockSystemID}/charting`,
      payload: { expectedVersion: order.version },
      headers: api.staff,
    });
    expect(charted.statusCode, charted.body).toBe(200);
    const issued = await api.db
      .selectFrom('key_codes')
      .select(['blind_code', 'bitting'])
      .where('order_lock_system_id', '=', system.orderLockSystemID)
      .execute();
    expect(issued.length).toBeGreaterThan(0);
    const { blind_code: blindCode, bitting } = issued[0]!;

    const found = await api.app.inject({
      url: `/api/admin/key-codes?blindCode=${blindCode.slice(0, 6).toLowerCase()}`,
      headers: api.admin,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toContainEqual(
      expect.objectContaining({
        blindCode,
        bucketType: 'SP6',
        ccid: order.ccid,
        orderId: order.orderID,
        orderLockSystemId: system.orderLockSystemID,
        orderSystemName: 'Registry search',
        issuedAt: expect.any(String),
      }),
    );
    expect(found.body).not.toContain(`"${bitting}"`);
    expect(found.body).not.toContain('bitting');
  });

  it('refuses the search to staff without the admin role and names a bad blindCode', async () => {
    expect((await api.app.inject({ url: '/api/admin/key-codes?blindCode=K2', headers: api.staff })).statusCode).toBe(
      403,
    );
    const bad = await api.app.inject({ url: '/api/admin/key-codes?blindCode=K', headers: api.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(['blindCode: must have at least 2 characters']);
  });
});
