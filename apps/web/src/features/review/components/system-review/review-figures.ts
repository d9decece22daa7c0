import {
  ENGRAVING_FIELDS,
  logoFaces,
  formatMoney,
  keysCutOf,
  keysOfLockSet,
  priceLockSystem,
  systemPriceOf,
  type LockSet,
  type Lookups,
  type Pricing,
  type SafekeyOrder,
  type SystemPrice,
  counted,
} from '@keyplan/domain';

/** One lock system of an order, as loaded. */
export type ReviewSystem = SafekeyOrder['orderLockSystems'][number];
export type ReviewLockSet = ReviewSystem['noKeyLockSets'][number];
export type ReviewMasterKey = ReviewSystem['masterKeys'][number];

/**
 * The prices a review shows: a submitted system's lines as sent to SAP (decision 0050), never
 * today's price book; a draft's from the price book, as the editor shows them.
 */
export function reviewPriceOf(system: ReviewSystem, pricing: Pricing | undefined): SystemPrice | null {
  if (system.submittedPrice) return systemPriceOf(system.submittedPrice);
  return pricing ? priceLockSystem(system, pricing.priceBook, pricing.quantityTiers) : null;
}

/** The session's lock system within its order (the first one when the session names none). */
export function systemOf(order: SafekeyOrder | undefined, orderLockSystemID: string | null): ReviewSystem | null {
  if (!order) return null;
  return (
    order.orderLockSystems.find((system) => system.orderLockSystemID === orderLockSystemID) ??
    order.orderLockSystems[0] ??
    null
  );
}

const FACE_LABELS = { front: 'Front', back: 'Back', left: 'Left', right: 'Right' } as const;

/** The engraving of a lock set as lines for people: 'Front: A / B', …, 'Key: C'. Empty when nothing is engraved. */
export function engravingLines(lockSet: LockSet): string[] {
  const lines: string[] = [];
  if (lockSet.engravedLock) {
    for (const face of Object.keys(FACE_LABELS) as Array<keyof typeof FACE_LABELS>) {
      const text = ENGRAVING_FIELDS[face].map((field) => lockSet[field]).filter((line) => line.trim() !== '');
      if (text.length > 0) lines.push(`${FACE_LABELS[face]}: ${text.join(' / ')}`);
    }
  }
  if (lockSet.engravedKey && lockSet.keyText.trim() !== '') lines.push(`Key: ${lockSet.keyText}`);
  const logos = logoFaces(lockSet);
  if (logos) lines.push(`Logo: ${logos}`);
  return lines;
}

const nameOf = (items: ReadonlyArray<{ id: string; name: string }>, id: string | null) =>
  id === null ? '—' : (items.find((item) => item.id === id)?.name ?? id);

/** Materials of a lock set by their catalog names. */
export function materialsOf(lockSet: LockSet, lookups: Lookups) {
  return {
    body: nameOf(lookups.lockMaterials, lockSet.bodyMaterialID),
    shackle: nameOf(lookups.shackleTypes, lockSet.shackleMaterialID),
    color: nameOf(lookups.colors, lockSet.colorID),
  };
}

export function keyCountLabel(lockSet: LockSet): string {
  const keys = keysOfLockSet(lockSet);
  const per =
    lockSet.keyOption === 'KD' ? `${lockSet.numberOfKeysPerLock} per lock` : `${lockSet.numberOfKeysPerSet} per set`;
  return `${keys} ${keys === 1 ? 'key' : 'keys'} (${per})`;
}

/**
 * A lock set's prices: from the live price when there is one (staff), else the stored unit price
 * times its locks (a customer's view has no price book; keys are then in the order's total only).
 */
export function lockSetMoney(lockSet: ReviewLockSet, price: SystemPrice | null, currency: string) {
  const live = price?.priced ? price.lockSets.get(lockSet.lockSetID) : undefined;
  const pricePer = live?.pricePer ?? lockSet.pricePer;
  const names = live?.workerNameEngraving;
  return {
    pricePer: pricePer === null ? 'Not priced' : formatMoney(pricePer, currency),
    /** A lockout/tagout set's worker names, one engraved line on each lock (decision 0070). */
    workerNames: names
      ? `${names.quantity} × ${formatMoney(names.unitPrice, currency)} = ${formatMoney(names.amount, currency)}`
      : null,
    total: live
      ? formatMoney(live.total, currency)
      : pricePer === null
        ? null
        : formatMoney(pricePer * lockSet.numberOfLocks, currency),
    totalLabel: live ? 'Lock set total' : 'Locks subtotal',
  };
}

/** Locks and lock sets under a master key. */
export function masterKeyCounts(masterKey: ReviewMasterKey) {
  return {
    lockSets: masterKey.lockSets.length,
    locks: masterKey.lockSets.reduce((sum, lockSet) => sum + lockSet.numberOfLocks, 0),
  };
}

/** What a reorder's locks for an installed lock set join: the set's code (keyed alike) or new codes under its master. */
export function addOnText(keyOption: LockSet['keyOption']): string {
  return keyOption === 'KA'
    ? 'Adds locks to an installed lock set: they join its existing key code.'
    : 'Adds locks to an installed lock set: each gets a new key code under the same master key.';
}

/**
 * The keys a reorder cuts, in the review's words: '2 spare keys of MASTER KEY 1', '1 key of
 * WORKSHOP (a new master key)', '2 keys AA1' (cut to an existing code).
 */
export function keysAddedBy(system: ReviewSystem): string[] {
  const node = (key: { keyName: string; numberOfKeys: number; addToSystem: boolean; additionalKeys: number }) => {
    const keys = keysCutOf(key);
    if (keys === 0) return [];
    return [
      key.addToSystem
        ? `${counted(keys, 'spare key')} of ${key.keyName}`
        : `${counted(keys, 'key')} of ${key.keyName} (a new master key)`,
    ];
  };
  return [
    ...node(system.grandMasterKey),
    ...system.masterKeys.flatMap(node),
    ...system.changeKeyOrders.map((order) => `${counted(order.quantity, 'key')} ${order.keySymbol}`),
  ];
}
