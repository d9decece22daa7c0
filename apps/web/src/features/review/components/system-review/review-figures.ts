import {
  ENGRAVING_FIELDS,
  keysCutOf,
  keysOfLockSet,
  lockoutLockLines,
  priceLockSystem,
  systemPriceOf,
  type LockSet,
  type Lookups,
  type Pricing,
  type SafekeyOrder,
  type SystemPrice,
} from '@keyplan/domain';
import { reviewWordsNow, type ReviewKey, type ReviewWords } from '../../review-text.ts';

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

const FACE_LINES = {
  front: 'engraving.front',
  back: 'engraving.back',
  left: 'engraving.left',
  right: 'engraving.right',
} as const satisfies Record<string, ReviewKey>;

/** The engraving of a lock set as lines for people: 'Front: A / B', …, 'Key: C'. Empty when nothing is engraved. */
export function engravingLines(lockSet: LockSet, { t }: ReviewWords = reviewWordsNow()): string[] {
  const lines: string[] = [];
  if (lockSet.engravedLock) {
    for (const face of Object.keys(FACE_LINES) as Array<keyof typeof FACE_LINES>) {
      const text = ENGRAVING_FIELDS[face].map((field) => lockSet[field]).filter((line) => line.trim() !== '');
      if (text.length > 0) lines.push(t(FACE_LINES[face], { text: text.join(' / ') }));
    }
  }
  if (lockSet.engravedKey && lockSet.keyText.trim() !== '') lines.push(t('engraving.key', { text: lockSet.keyText }));
  const logo =
    lockSet.logoFront !== null
      ? lockSet.logoBack !== null
        ? 'both'
        : 'front'
      : lockSet.logoBack !== null
        ? 'back'
        : null;
  if (logo) lines.push(t('engraving.logo', { faces: logo }));
  return lines;
}

/**
 * A lock set's sets and keying, as the domain's summarizeLockSet writes it in English:
 * '2 sets × 3 locks, keyed alike'.
 */
export function setSummary(
  lockSet: Pick<LockSet, 'numberOfSets' | 'numberOfLocksPerSet' | 'variableSets' | 'keyOption'>,
  { t }: ReviewWords = reviewWordsNow(),
): string {
  const sets = lockSet.variableSets
    ? t('setSummary.variable', { sets: lockSet.numberOfSets, sizes: lockSet.variableSets.join(', ') })
    : t('setSummary.even', { sets: lockSet.numberOfSets, locks: lockSet.numberOfLocksPerSet });
  return t(lockSet.keyOption === 'KA' ? 'setSummary.keyedAlike' : 'setSummary.keyedDifferent', { sets });
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

export function keyCountLabel(lockSet: LockSet, { t }: ReviewWords = reviewWordsNow()): string {
  const keys = keysOfLockSet(lockSet);
  return lockSet.keyOption === 'KD'
    ? t('keys.perLock', { keys, per: lockSet.numberOfKeysPerLock })
    : t('keys.perSet', { keys, per: lockSet.numberOfKeysPerSet });
}

/**
 * A lock set's prices: from the live price when there is one (staff), else the stored unit price
 * times its locks (a customer's view has no price book; keys are then in the order's total only).
 */
export function lockSetMoney(
  lockSet: ReviewLockSet,
  price: SystemPrice | null,
  currency: string,
  { t, format }: ReviewWords = reviewWordsNow(),
) {
  const live = price?.priced ? price.lockSets.get(lockSet.lockSetID) : undefined;
  const pricePer = live?.pricePer ?? lockSet.pricePer;
  const names = live?.workerNameEngraving;
  return {
    pricePer: pricePer === null ? t('notPriced') : format.money(pricePer, currency),
    /** A lockout/tagout set's worker names, one engraved line on each lock (decision 0070). */
    workerNames: names
      ? `${format.number(names.quantity)} × ${format.money(names.unitPrice, currency)} = ${format.money(names.amount, currency)}`
      : null,
    total: live
      ? format.money(live.total, currency)
      : pricePer === null
        ? null
        : format.money(pricePer * lockSet.numberOfLocks, currency),
    totalLabel: t(live ? 'money.lockSetTotal' : 'money.locksSubtotal'),
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
export function addOnText(keyOption: LockSet['keyOption'], { t }: ReviewWords = reviewWordsNow()): string {
  return t(keyOption === 'KA' ? 'addOn.keyedAlike' : 'addOn.keyedDifferent');
}

/**
 * The keys a reorder cuts, in the review's words: '2 spare keys of MASTER KEY 1', '1 key of
 * WORKSHOP (a new master key)', '2 keys AA1' (cut to an existing code).
 */
export function keysAddedBy(system: ReviewSystem, { t }: ReviewWords = reviewWordsNow()): string[] {
  const node = (key: { keyName: string; numberOfKeys: number; addToSystem: boolean; additionalKeys: number }) => {
    const keys = keysCutOf(key);
    if (keys === 0) return [];
    return [t(key.addToSystem ? 'keysAdded.spare' : 'keysAdded.newMasterKey', { keys, name: key.keyName })];
  };
  return [
    ...node(system.grandMasterKey),
    ...system.masterKeys.flatMap(node),
    ...system.changeKeyOrders.map((order) =>
      t('keysAdded.existingCode', { keys: order.quantity, symbol: order.keySymbol }),
    ),
  ];
}

/**
 * A lockout/tagout set's lines under its locks, as the domain's lockoutDetails writes them in
 * English: the mark and department, the recorded exceptions, then each lock with its worker.
 */
export function lockoutLines(lockSet: LockSet, { t }: ReviewWords = reviewWordsNow()): string[] {
  const { lockout } = lockSet;
  if (!lockout) return [];
  const department = lockout.department || t('lockout.departmentNotNamed');
  return [
    t('lockout.mark', { department }),
    ...(lockout.oneWorkerName ? [t('lockout.oneWorker', { name: lockout.oneWorkerName })] : []),
    ...(lockout.secondKeyReason ? [t('lockout.secondKey', { reason: lockout.secondKeyReason })] : []),
    ...(lockout.supervisorMasterKey ? [t('lockout.supervisorMasterKey')] : []),
    ...lockoutLockLines(lockSet).map((line) => {
      const worker = line.worker || t('lockout.noWorker');
      return line.engraving
        ? t('lockout.lockEngraved', { lock: line.lock, worker, engraving: line.engraving })
        : t('lockout.lock', { lock: line.lock, worker });
    }),
  ];
}
