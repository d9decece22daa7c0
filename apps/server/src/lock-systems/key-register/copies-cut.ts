import { changeKeyOrderSchema } from '@keyplan/domain';
import { z } from 'zod';
import { createChartingService } from '../../charting/charting.service.ts';
import type { Db } from '../../db/database.ts';
import { INSTALLED_STATUSES } from '../../lock-trees/installed-statuses.ts';
import { listLockSystemOrders } from '../../lock-trees/lock-system.repository.ts';
import { keysOf } from '../lock-system.service.ts';

export interface CutBy {
  orderID: string;
  sapOrderNumber: string | null;
}

/**
 * Which installed order cut each copy of each key: copies are numbered in the order the orders were
 * made (the first order's keys first, then each reorder's), as `listInstalledSystems` counts them.
 * Answers `symbol → copy number - 1 → order`.
 */
export async function copiesCutBy(db: Db, lockSystemId: string): Promise<Map<string, CutBy[]>> {
  const cut = new Map<string, CutBy[]>();
  const add = (symbol: string, count: number, by: CutBy) => {
    const list = cut.get(symbol) ?? [];
    for (let index = 0; index < count; index += 1) list.push(by);
    cut.set(symbol, list);
  };
  for (const order of await listLockSystemOrders(db, [lockSystemId])) {
    if (!INSTALLED_STATUSES.has(order.status)) continue;
    const by = { orderID: order.order_id, sapOrderNumber: order.sap_order_number };
    for (const key of keysOf(await createChartingService(db).loadKeyChart(order.order_lock_system_id, false)))
      add(key.keySymbol, key.keysCut, by);
    const changeKeys = order.change_key_orders_json
      ? z.array(changeKeyOrderSchema).parse(JSON.parse(order.change_key_orders_json))
      : [];
    for (const changeKey of changeKeys) add(changeKey.keySymbol, changeKey.quantity, by);
  }
  return cut;
}
