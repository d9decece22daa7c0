import type { ChartLockSet, KeyChart } from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { INSTALLED_STATUSES } from '../lock-trees/installed-statuses.ts';
import { listLockSystemOrders } from '../lock-trees/lock-system.repository.ts';
import { createChartingService } from './charting.service.ts';
import { findChartingContext } from './key-code.repository.ts';

/** An order that built the installed system, as the charting file names it. */
export interface ChartOrder {
  label: string;
}

const orderLabel = (order: { sap_order_number: string | null; order_po_number: string; order_system_name: string }) =>
  [order.sap_order_number ? `SAP ${order.sap_order_number}` : order.order_system_name, order.order_po_number]
    .filter(Boolean)
    .join(' / ');

/**
 * The chart of a system that built an installed system, with what its submitted reorders added
 * (issue 11): their lock sets under the master keys of the same symbol (named with the order that
 * added them) and the spare keys they cut. Any other system (a draft, a reorder itself) is its own
 * chart: a reorder's chart shows only what it adds. Answers the orders too, oldest first.
 */
export async function loadInstalledChart(
  db: Db,
  orderLockSystemId: string,
  includeBittings: boolean,
): Promise<{ chart: KeyChart & { systemName: string; ccid: string }; orders: ChartOrder[] }> {
  const chart = await createChartingService(db).loadKeyChart(orderLockSystemId, includeBittings);
  const context = await findChartingContext(db, orderLockSystemId);
  if (!context?.lockSystemId || context.isAddToSystem) return { chart, orders: [] };
  const orders = (await listLockSystemOrders(db, [context.lockSystemId])).filter(
    (order) => order.order_lock_system_id === orderLockSystemId || INSTALLED_STATUSES.has(order.status),
  );
  for (const order of orders) {
    if (order.order_lock_system_id === orderLockSystemId) continue;
    const added = await createChartingService(db).loadKeyChart(order.order_lock_system_id, includeBittings);
    const named = (lockSet: ChartLockSet): ChartLockSet => ({
      ...lockSet,
      name: `${lockSet.name} (${orderLabel(order)})`,
    });
    chart.grandMasterKey = {
      ...chart.grandMasterKey,
      numberOfKeys: chart.grandMasterKey.numberOfKeys + added.grandMasterKey.numberOfKeys,
    };
    for (const masterKey of added.masterKeys) {
      const target = chart.masterKeys.find((entry) => entry.keySymbol === masterKey.keySymbol);
      if (!target) {
        // A master key the reorder added under the grand master key (issue 27).
        chart.masterKeys = [...chart.masterKeys, { ...masterKey, lockSets: masterKey.lockSets.map(named) }];
        continue;
      }
      target.numberOfKeys += masterKey.numberOfKeys;
      target.lockSets = [...target.lockSets, ...masterKey.lockSets.map(named)];
    }
    chart.noKeyLockSets = [...chart.noKeyLockSets, ...added.noKeyLockSets.map(named)];
  }
  return { chart, orders: orders.map((order) => ({ label: orderLabel(order) })) };
}
