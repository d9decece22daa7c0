import {
  keysCutOf,
  lockSetsWithPaths,
  lockoutIssues,
  priceLockSystem,
  type LockSystemTree,
  type SystemPrice,
} from '@keyplan/domain';
import { loadPriceBook, loadQuantityTiers, loadSeededPriceBook } from '../catalog/catalog.repository.ts';
import { findPriceBookVersionInForce } from '../catalog/price-book-version.repository.ts';
import type { Db } from '../db/database.ts';

/** A tree priced by the price book of the order's currency and the quantity tiers (DESIGN §3 "Pricing"). */
export async function priceTree(db: Db, tree: LockSystemTree, currency: string): Promise<SystemPrice> {
  const [book, tiers] = await Promise.all([loadPriceBook(db, currency), loadQuantityTiers(db, currency)]);
  return priceLockSystem(tree, book, tiers);
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
 * effective then, else the seeded book (version 0), with that version's quantity tiers.
 */
export async function priceTreeAt(db: Db, tree: LockSystemTree, currency: string, at: string): Promise<SystemPrice> {
  const version = await findPriceBookVersionInForce(db, currency, at);
  const [book, tiers] = version
    ? [version.priceBook, version.quantityTiers]
    : await Promise.all([loadSeededPriceBook(db, currency), loadQuantityTiers(db)]);
  return priceLockSystem(tree, book, tiers);
}
