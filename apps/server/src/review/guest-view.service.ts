import { lockSetsWithPaths, lockSystemTreeSchema, type KeyChart, type Pricing } from '@keyplan/domain';
import { loadPriceBook, loadQuantityTiers } from '../catalog/catalog.repository.ts';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { createKeyChartService } from '../charting/key-chart.service.ts';
import type { LogoFile, LogoService } from '../logos/logo.service.ts';
import { findLockSystemIds, loadOrder } from '../lock-trees/order.repository.ts';
import { isLogoOfOrder } from './review-access.repository.ts';

/**
 * What a guest key reads beyond its order: the logos its lock sets show and the key chart with
 * blind codes only. Anything outside the key's order is refused with 403.
 */
export function createGuestViewService(db: Db, logos: LogoService) {
  const charts = createKeyChartService(db);
  return {
    async logo(orderId: string, logoId: string): Promise<LogoFile> {
      if (!(await isLogoOfOrder(db, orderId, logoId))) throw appErrors.forbidden('This link does not open that logo.');
      return logos.get(logoId);
    },

    /** The key chart of one of the order's lock systems (the first when none is named); never bittings. */
    async keyChart(orderId: string, orderLockSystemId: string | undefined): Promise<KeyChart> {
      const systems = await findLockSystemIds(db, orderId);
      const system =
        orderLockSystemId === undefined
          ? systems[0]
          : systems.find((candidate) => candidate.orderLockSystemId === orderLockSystemId);
      if (!system) {
        if (orderLockSystemId !== undefined) throw appErrors.forbidden('This link does not open that lock system.');
        throw appErrors.notFound(`Order ${orderId} has no lock system.`);
      }
      return charts.keyChart(system.orderLockSystemId, false);
    },

    /**
     * The prices behind the order's total, so the customer's review shows lines that add up: the
     * book of the order's currency cut to the body and shackle pairs the order uses (the rest of
     * the price list is not the customer's), its extras and the quantity tiers.
     */
    async pricing(orderId: string): Promise<Pricing> {
      const order = await loadOrder(db, orderId);
      if (!order) throw appErrors.notFound(`No order has id ${orderId}.`);
      const [book, quantityTiers] = await Promise.all([
        loadPriceBook(db, order.currency),
        loadQuantityTiers(db, order.currency),
      ]);
      if (!book) throw appErrors.notFound(`No price book is kept in ${order.currency}.`);
      const lockBase: typeof book.lockBase = {};
      for (const system of order.orderLockSystems) {
        for (const { lockSet } of lockSetsWithPaths(lockSystemTreeSchema.parse(system))) {
          const price = book.lockBase[lockSet.bodyMaterialID]?.[lockSet.shackleMaterialID];
          if (price === undefined) continue;
          lockBase[lockSet.bodyMaterialID] = {
            ...lockBase[lockSet.bodyMaterialID],
            [lockSet.shackleMaterialID]: price,
          };
        }
      }
      return { currency: order.currency, priceBook: { ...book, lockBase }, quantityTiers };
    },
  };
}

export type GuestViewService = ReturnType<typeof createGuestViewService>;
