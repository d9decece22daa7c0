import {
  priceLockSystem,
  pricingSchema,
  type LockSystemTree,
  type SafekeyOrder,
  type SavedLockSystem,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { validTreeArbitrary } from '@keyplan/domain/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCreateOrder } from '../../../test-support/factories.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';

/**
 * The browser prices the draft with the price book GET /price-books answers; the server prices
 * every save from its database. For any valid tree the two must agree to the minor unit.
 */
describe('browser and server prices agree', () => {
  const api = useTestApp();

  it.each(['USD', 'EUR'])('for any valid tree in %s', async (currency) => {
    const salesArea = DEMO_CATALOG.lookups.salesareas.find((area) => area.currency === currency)!.id;
    const pricing = pricingSchema.parse(
      (await api.app.inject({ url: `/api/price-books/${currency}`, headers: api.staff })).json(),
    );
    const order = (
      await api.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: buildCreateOrder({ currency, salesArea }),
        headers: api.staff,
      })
    ).json() as SafekeyOrder;
    const systemId = order.orderLockSystems[0]!.orderLockSystemID;
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6,
      0, 0, 0,
    ]);
    const logoIds: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const upload = await api.app.inject({
        method: 'POST',
        url: `/api/order-lock-systems/${systemId}/logos`,
        payload: png,
        headers: { ...api.staff, 'content-type': 'image/png' },
      });
      logoIds.push((upload.json() as { logoId: string }).logoId);
    }
    let version = order.version;
    await fc.assert(
      fc.asyncProperty(validTreeArbitrary(DEMO_CATALOG.lookups, 'SP6', logoIds), async (tree: LockSystemTree) => {
        const response = await api.app.inject({
          method: 'PUT',
          url: `/api/order-lock-systems/${systemId}/tree`,
          payload: { expectedVersion: version, tree },
          headers: api.staff,
        });
        expect(response.statusCode).toBe(200);
        const saved = response.json() as SavedLockSystem;
        version = saved.version;
        const browser = priceLockSystem(tree, pricing.priceBook, pricing.quantityTiers);
        expect(browser.priced).toBe(true);
        if (!browser.priced) return;
        expect(saved.totalPrice).toBe(browser.totalPrice);
        for (const lockSet of saved.lockSets)
          expect(lockSet.pricePer).toBe(browser.lockSets.get(lockSet.lockSetID)!.pricePer);
      }),
      { numRuns: 25 },
    );
  });
});
