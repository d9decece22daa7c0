import {
  ORDER_LOCK_SYSTEM_STATUS as STATUS,
  pricedLinesSchema,
  type OrderLockSystemStatus,
  type PricedLines,
} from '@keyplan/domain';
import type { LoadedTree } from './tree-rows.ts';

/** Statuses whose prices are those sent to SAP (decision 0050); a reopened system is Ready again and priced live. */
const SENT: ReadonlySet<OrderLockSystemStatus> = new Set([
  STATUS.Submitted,
  STATUS.Completed,
  STATUS.QuoteSubmitted,
  STATUS.Canceled,
]);

/** The kept priced lines of a system past submission, else null. */
export function submittedPriceOf(status: OrderLockSystemStatus, json: string | null): PricedLines | null {
  if (json === null || !SENT.has(status)) return null;
  return pricedLinesSchema.parse(JSON.parse(json));
}

/** Whether a system's priced lines are known: false only past submission without kept lines (before decision 0050). */
export function priceKeptOf(status: OrderLockSystemStatus, json: string | null): boolean {
  return json !== null || !SENT.has(status);
}

/** The tree with each lock set's unit price as sent, whatever was stored since. */
export function withSubmittedUnitPrices(tree: LoadedTree, lines: PricedLines): LoadedTree {
  const sent = new Map(lines.lockSets.map((line) => [line.lockSetID, line.pricePer]));
  const priced = <T extends { lockSetID: string; pricePer: number | null }>(lockSet: T): T => ({
    ...lockSet,
    pricePer: sent.get(lockSet.lockSetID) ?? lockSet.pricePer,
  });
  return {
    ...tree,
    masterKeys: tree.masterKeys.map((masterKey) => ({ ...masterKey, lockSets: masterKey.lockSets.map(priced) })),
    noKeyLockSets: tree.noKeyLockSets.map(priced),
  };
}
