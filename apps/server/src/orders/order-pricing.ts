import {
  keysCutOf,
  lockSetsWithPaths,
  lockoutIssues,
  priceLockSystem,
  type LockSystemTree,
  type SystemPrice,
} from '@keyplan/domain';
import { findPriceBookInForce } from '../catalog/catalog.repository.ts';
import { DEMO_PRICES_REFUSED, refusesDemoPrices } from '../catalog/demo-prices.ts';
import type { Db } from '../db/database.ts';

/**
 * A tree priced by the price book of the order's currency in force and its quantity tiers (DESIGN
 * §3 "Pricing"). In production, a price book that is still the demo catalog's prices nothing: the
 * system is not priced, so it cannot be submitted and no demo price reaches SAP (decision 0068).
 */
export async function priceTree(db: Db, tree: LockSystemTree, currency: string): Promise<SystemPrice> {
  const inForce = await findPriceBookInForce(db, currency);
  if (refusesDemoPrices(inForce)) return { priced: false, reason: DEMO_PRICES_REFUSED };
  return priceLockSystem(tree, inForce?.priceBook, inForce?.quantityTiers ?? []);
}

/** Each lock set's stored unit price: from a priced system, else null. */
export function pricePerOf(pricing: SystemPrice | undefined): (lockSetId: string) => number | null {
  return (lockSetId) => (pricing?.priced ? (pricing.lockSets.get(lockSetId)?.pricePer ?? null) : null);
}

/** The order's stored total: the system's price when it is priced, else null. */
export function totalOf(pricing: SystemPrice | undefined): number | null {
  return pricing?.priced ? pricing.totalPrice : null;
}

/**
 * Whether a tree earns Ready when saved: it has a price and orders something, lock sets or, in a
 * reorder, keys cut to existing codes (else it stays Started).
 */
export function earnsReady(tree: LockSystemTree, pricing: SystemPrice): boolean {
  const ordersKeys =
    (tree.changeKeyOrders?.length ?? 0) > 0 ||
    keysCutOf(tree.grandMasterKey) > 0 ||
    tree.masterKeys.some((masterKey) => keysCutOf(masterKey) > 0);
  // A lockout/tagout rule broken without its recorded exception keeps the system from Ready (decision 0035).
  if (lockoutIssues(tree).length > 0) return false;
  return pricing.priced && (lockSetsWithPaths(tree).length > 0 || (tree.grandMasterKey.addToSystem && ordersKeys));
}

/**
 * A tree priced by the price book that was in force at `at` (a submission's time): the version
 * effective then, else the seeded book (version 0), with that version's quantity tiers. What was
 * sent is found again this way (decision 0050), so the demo catalog's prices are not refused here:
 * they price nothing new.
 */
export async function priceTreeAt(db: Db, tree: LockSystemTree, currency: string, at: string): Promise<SystemPrice> {
  const inForce = await findPriceBookInForce(db, currency, at);
  return priceLockSystem(tree, inForce?.priceBook, inForce?.quantityTiers ?? []);
}
