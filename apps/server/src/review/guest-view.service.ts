import type { KeyChart } from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { createKeyChartService } from '../charting/key-chart.service.ts';
import type { LogoFile, LogoService } from '../logos/logo.service.ts';
import { findLockSystemIds } from '../orders/order.repository.ts';
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
  };
}

export type GuestViewService = ReturnType<typeof createGuestViewService>;
