import type { PriceBook, QuantityTier } from './catalog/catalog.ts';
import { LOCK_ENGRAVING_FIELDS } from './engraving.ts';
import { lockSetPath } from './lock-set-path.ts';
import type { LockSet, LockSystemTree } from './lock-system.ts';

/** The price of one lock set, in minor units: its locks line and its keys line. */
export interface LockSetPrice {
  /** Lock unit price before the quantity discount. */
  listPrice: number;
  /** Discounted lock unit price (DESIGN §3 `pricePer`). */
  pricePer: number;
  locks: number;
  /** `pricePer` × `locks`. */
  locksAmount: number;
  keyCount: number;
  /** A key, engraved or not. */
  keyUnitPrice: number;
  /** `keyUnitPrice` × `keyCount`. */
  keys: number;
  /** A lockout/tagout set's locks engraved with their worker's name, when any are (decision 0070). */
  workerNameEngraving?: PricedQuantity;
  /** `locksAmount` + the worker names' engraving + `keys`. */
  total: number;
}

/** So many at a unit price, for an amount (minor units). */
interface PricedQuantity {
  quantity: number;
  unitPrice: number;
  amount: number;
}

/** A line of keys outside the lock sets: the grand master key, a master key, or change keys cut to an existing code. */
export interface KeyLinePrice {
  kind: 'grandMasterKey' | 'masterKey' | 'changeKey';
  /** The node's id, or for change keys the key symbol. */
  id: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export type SystemPrice =
  | {
      priced: true;
      lockSets: Map<string, LockSetPrice>;
      masterKeys: number;
      grandMasterKey: number;
      /** Reorders: change keys cut to existing codes (`changeKeyOrders`). */
      changeKeyOrders: number;
      /** The key lines outside the lock sets that cut at least one key: grand master, master keys, change keys. */
      keyLines: KeyLinePrice[];
      totalPrice: number;
      totalLocks: number;
      discountPercent: number;
    }
  | { priced: false; reason: string };

/** Rounds a non-negative ratio half up: numerator / denominator to a whole number. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The discount of the highest tier whose minLocks ≤ the system's locks. */
export function discountFor(totalLocks: number, tiers: readonly QuantityTier[]): number {
  return tiers
    .filter((tier) => tier.minLocks <= totalLocks)
    .reduce((best, tier) => (tier.minLocks > best.minLocks ? tier : best), { minLocks: 0, discountPercent: 0 })
    .discountPercent;
}

/** Lock unit price before discount: base + engraved lines + logos. Undefined when the book has no base. */
function lockUnitPrice(lockSet: LockSet, book: PriceBook): number | undefined {
  const base = book.lockBase[lockSet.bodyMaterialID]?.[lockSet.shackleMaterialID];
  if (base === undefined) return undefined;
  let lines = 0;
  if (lockSet.engravedLock) for (const field of LOCK_ENGRAVING_FIELDS) if (lockSet[field].trim() !== '') lines += 1;
  const logos = (lockSet.logoFront === null ? 0 : 1) + (lockSet.logoBack === null ? 0 : 1);
  return base + book.extras.engravedLine * lines + book.extras.logoFace * logos;
}

/**
 * The locks of a lockout/tagout set engraved with their worker's name (decision 0070): each name is
 * one more engraved line on its lock, priced as an engraved line of a standard set, discount included.
 */
function workerNameEngraving(lockSet: LockSet, book: PriceBook, discountBasisPoints: number) {
  const lockout = lockSet.lockout;
  if (!lockout || !lockSet.engravedLock) return undefined;
  let quantity = 0;
  const locks = Math.min(lockout.locks.length, lockSet.numberOfLocks);
  for (let index = 0; index < locks; index += 1) if (lockout.locks[index]!.engraving.trim() !== '') quantity += 1;
  if (quantity === 0) return undefined;
  const unitPrice = roundHalfUp(book.extras.engravedLine * (10_000 - discountBasisPoints), 10_000);
  return { quantity, unitPrice, amount: quantity * unitPrice };
}

/** Keys cut for a lock set: KD per lock, KA per set. */
export function keysOfLockSet(lockSet: LockSet): number {
  return lockSet.keyOption === 'KD'
    ? lockSet.numberOfLocks * lockSet.numberOfKeysPerLock
    : lockSet.numberOfSets * lockSet.numberOfKeysPerSet;
}

/**
 * Keys a grand master or master key node cuts in this order: its keys, or in a reorder, where the
 * node stands for the installed system's key (`addToSystem`), its spare keys (`additionalKeys`).
 */
export function keysCutOf(node: { numberOfKeys: number; addToSystem: boolean; additionalKeys: number }): number {
  return node.addToSystem ? node.additionalKeys : node.numberOfKeys;
}

/**
 * The keys a tree cuts outside its lock sets, each line priced from the book: the grand master key
 * and master keys (`keysCutOf`: their keys, or in a reorder their spare keys at the same price),
 * and a reorder's spare change keys cut to an existing code (`changeKeyOrders`, at a key's price).
 * Where a reorder's spare keys are priced; lines that cut no key are left out.
 */
export function keyLinesOf(tree: LockSystemTree, book: PriceBook): KeyLinePrice[] {
  const keyLine = (kind: KeyLinePrice['kind'], id: string, quantity: number, unitPrice: number): KeyLinePrice => ({
    kind,
    id,
    quantity,
    unitPrice,
    amount: quantity * unitPrice,
  });
  return [
    keyLine(
      'grandMasterKey',
      tree.grandMasterKey.grandMasterKeyID,
      keysCutOf(tree.grandMasterKey),
      book.extras.grandMasterKey,
    ),
    ...tree.masterKeys.map((masterKey) =>
      keyLine('masterKey', masterKey.masterKeyID, keysCutOf(masterKey), book.extras.masterKey),
    ),
    ...(tree.changeKeyOrders ?? []).map((order) =>
      keyLine('changeKey', order.keySymbol, order.quantity, book.extras.key),
    ),
  ].filter((line) => line.quantity > 0);
}

/**
 * Prices a whole lock system from the price book of its currency (DESIGN §3), in integer minor
 * units. The browser shows it live; the server recomputes and stores it on every save.
 */
export function priceLockSystem(
  tree: LockSystemTree,
  book: PriceBook | undefined,
  tiers: readonly QuantityTier[],
): SystemPrice {
  if (!book) return { priced: false, reason: 'no price book for the currency' };
  // Priced live on every keystroke (1,000 lock sets and more): one pass over the lock sets, no
  // path strings unless one has no price.
  const groups = [...tree.masterKeys.map((masterKey) => masterKey.lockSets), tree.noKeyLockSets];
  let totalLocks = 0;
  for (const group of groups) for (const lockSet of group) totalLocks += lockSet.numberOfLocks;
  const discountPercent = discountFor(totalLocks, tiers);
  const discountBasisPoints = Math.round(discountPercent * 100);
  const lockSets = new Map<string, LockSetPrice>();
  let lockSetsTotal = 0;
  for (const [groupIndex, group] of groups.entries()) {
    for (const [index, lockSet] of group.entries()) {
      const unit = lockUnitPrice(lockSet, book);
      if (unit === undefined) {
        const path = lockSetPath(groupIndex < tree.masterKeys.length ? groupIndex : null, index);
        return {
          priced: false,
          reason: `${path}: no price for ${lockSet.bodyMaterialID} with ${lockSet.shackleMaterialID}`,
        };
      }
      const pricePer = roundHalfUp(unit * (10_000 - discountBasisPoints), 10_000);
      const keyCount = keysOfLockSet(lockSet);
      const keyUnitPrice = book.extras.key + (lockSet.engravedKey ? book.extras.keyText : 0);
      const keys = keyCount * keyUnitPrice;
      const locksAmount = pricePer * lockSet.numberOfLocks;
      const names = workerNameEngraving(lockSet, book, discountBasisPoints);
      const total = locksAmount + (names?.amount ?? 0) + keys;
      lockSets.set(lockSet.lockSetID, {
        listPrice: unit,
        pricePer,
        locks: lockSet.numberOfLocks,
        locksAmount,
        keyCount,
        keyUnitPrice,
        keys,
        ...(names ? { workerNameEngraving: names } : {}),
        total,
      });
      lockSetsTotal += total;
    }
  }
  const keyLines = keyLinesOf(tree, book);
  const sumOf = (kind: KeyLinePrice['kind']) =>
    keyLines.reduce((sum, line) => (line.kind === kind ? sum + line.amount : sum), 0);
  const masterKeys = sumOf('masterKey');
  const grandMasterKey = sumOf('grandMasterKey');
  const changeKeyOrders = sumOf('changeKey');
  return {
    priced: true,
    lockSets,
    masterKeys,
    grandMasterKey,
    changeKeyOrders,
    keyLines,
    totalPrice: lockSetsTotal + masterKeys + grandMasterKey + changeKeyOrders,
    totalLocks,
    discountPercent,
  };
}

/** Money for people: minor units in the order's currency (e.g. 1850, USD → $18.50). */
export function formatMoney(minorUnits: number, currency: string, locale = 'en-US'): string {
  const { format, digits } = moneyFormat(locale, currency);
  return format.format(minorUnits / 10 ** digits);
}

/** Building an Intl.NumberFormat costs far more than using one: one per locale and currency. */
const moneyFormats = new Map<string, { format: Intl.NumberFormat; digits: number }>();

function moneyFormat(locale: string, currency: string) {
  const key = `${locale} ${currency}`;
  let known = moneyFormats.get(key);
  if (!known) {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    known = { format, digits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    moneyFormats.set(key, known);
  }
  return known;
}
