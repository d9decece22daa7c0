import { randomInt } from 'node:crypto';
import {
  capacityOf,
  changeKeyProgression,
  changeKeySymbol,
  designMasterKeyPlan,
  formatBitting,
  GRAND_MASTER_KEY_SYMBOL,
  issueFromPlan,
  bittingNumber,
  blockHoldsAny,
  blockOfKeys,
  type Bitting,
  KeyingCapacityError,
  MAX_KEYING_SEED,
  operates,
  parseBitting,
  pinLock,
  type KeyCodeBucketType,
  type KeyingMethod,
  type KeyingPlan,
  type MasterKeySlot,
} from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { LoadedTree } from '../orders/tree-rows.ts';
import { changeCodePlaces, changeKeyCounter, codeKey, masterSymbolsOf } from './chart-places.ts';
import { codeRow, ownSystemsOf, type CodeOwner, type CodeSlot } from './code-allocation.ts';
import { findIssuedWithin } from './key-block.repository.ts';
import { findIssued, lockBucket, type KeyCodeRow, type NewKeyCodeRow } from './key-code.repository.ts';
import { bucketCapacity, reservedByOthers, type ReservedBlocks } from './key-control.ts';

/** Attempts at avoiding bittings taken by others before giving up (each skips all it found taken). */
const MAX_ATTEMPTS = 50;

/** A master key slot of the system: a master key of the tree, or the uncut one over lock sets directly under the GMK. */
interface Branch {
  /** Master key id, or the GMK id for the uncut master slot. */
  nodeId: string;
  /** For capacity messages. */
  label: string;
  /** Master key symbol; null for the uncut slot. */
  symbol: string | null;
  existing: KeyCodeRow | undefined;
  changeSlots: CodeSlot[];
}

export interface MasterKeyedInput {
  bucket: KeyCodeBucketType;
  tree: LoadedTree;
  codes: readonly KeyCodeRow[];
  byPlace: ReadonlyMap<string, KeyCodeRow>;
  /** The stored plan, or null at the first charting. */
  plan: KeyingPlan | null;
  /**
   * At the first charting: the design to use instead of a seeded one (taken from the customer's
   * existing key bitting array); it is never replaced by another design.
   */
  givenPlan?: KeyingPlan;
  method: KeyingMethod;
  owner: CodeOwner;
}

/** The master key slots of a tree and, under each, the code places that have no code yet. */
function branchesOf({ tree, codes, byPlace }: MasterKeyedInput): Branch[] {
  const masterSymbols = masterSymbolsOf(tree, byPlace);
  const nextNumber = changeKeyCounter(codes);
  const missing = (lockSets: LoadedTree['noKeyLockSets'], parent: string): CodeSlot[] =>
    lockSets.flatMap((lockSet) => {
      const places = changeCodePlaces(lockSet).filter((place) => !byPlace.has(codeKey(place)));
      return places.map((place) => ({ ...place, key_symbol: changeKeySymbol(parent, nextNumber(parent)) }));
    });
  const masterCode = (nodeId: string) =>
    byPlace.get(codeKey({ node_kind: 'master', node_id: nodeId, set_number: null, lock_number: null }));
  const branches: Branch[] = tree.masterKeys.map((masterKey) => {
    const symbol = masterSymbols.get(masterKey.masterKeyID)!;
    return {
      nodeId: masterKey.masterKeyID,
      label: masterKey.keyName,
      symbol,
      existing: masterCode(masterKey.masterKeyID),
      changeSlots: missing(masterKey.lockSets, symbol),
    };
  });
  const uncutId = tree.grandMasterKey.grandMasterKeyID;
  if (tree.noKeyLockSets.length > 0 || masterCode(uncutId)) {
    branches.push({
      nodeId: uncutId,
      label: 'the lock sets directly under the grand master key',
      symbol: null,
      existing: masterCode(uncutId),
      changeSlots: missing(tree.noKeyLockSets, GRAND_MASTER_KEY_SYMBOL),
    });
  }
  return branches;
}

/**
 * Lock sets with a generated code whose lock another master key of the system would open: the lock
 * set was moved to another master key after charting (pinned for the new one, its locks still open
 * with the old one). Charting refuses them rather than chart cross-keyed locks. Imported codes are
 * the customer's, and not checked.
 */
function crossKeyedLockSets(tree: LoadedTree, byPlace: ReadonlyMap<string, KeyCodeRow>): string[] {
  const masterCode = (nodeId: string) =>
    byPlace.get(codeKey({ node_kind: 'master', node_id: nodeId, set_number: null, lock_number: null }));
  const grandMaster = byPlace.get(
    codeKey({
      node_kind: 'grandMaster',
      node_id: tree.grandMasterKey.grandMasterKeyID,
      set_number: null,
      lock_number: null,
    }),
  );
  const above = (code: KeyCodeRow | undefined) => (code ? [parseBitting(code.bitting)!] : []);
  // Every master key the system was issued, also of master keys deleted since: their keys are cut.
  const masters = [...byPlace.values()]
    .filter((code) => code.node_kind === 'master')
    .map((code) => ({ nodeId: code.node_id, bitting: parseBitting(code.bitting)! }));
  const crossKeyed: string[] = [];
  const check = (lockSets: LoadedTree['noKeyLockSets'], parentId: string, pinnedFor: number[][]) => {
    const others = masters.filter((master) => master.nodeId !== parentId);
    for (const lockSet of lockSets) {
      const opened = changeCodePlaces(lockSet).some((place) => {
        const code = byPlace.get(codeKey(place));
        if (!code || code.source !== 'generated') return false;
        const pinning = pinLock([parseBitting(code.bitting)!, ...pinnedFor]);
        return others.some((master) => operates(master.bitting, pinning));
      });
      if (opened) crossKeyed.push(lockSet.lockSetName);
    }
  };
  for (const masterKey of tree.masterKeys)
    check(masterKey.lockSets, masterKey.masterKeyID, [
      ...above(masterCode(masterKey.masterKeyID)),
      ...above(grandMaster),
    ]);
  // The uncut master slot opens the lock sets under the GMK by design: it is reserved, never cut.
  check(tree.noKeyLockSets, tree.grandMasterKey.grandMasterKeyID, above(grandMaster));
  return crossKeyed;
}

/** Every bitting a plan's keys can cut, chamber by chamber: the GMK cut and its progression column. */
function planBox(plan: KeyingPlan): number[] {
  return plan.grandMaster.map((cut, chamber) =>
    plan.progression[chamber]!.reduce((mask, depth) => mask | (1 << depth), 1 << cut),
  );
}

/**
 * Key control for the keys a plan issues (decision 0014): refuses a key inside a block another
 * system reserved (it would open that system's locks), and a key whose lock would open to a key
 * issued to another system. A change key's lock accepts the change key, its master key (the change
 * key's cuts in the master positions, the GMK's in the change positions) and the GMK; a master key
 * is refused when a key of another system opens every lock under it (its block with the GMK holds
 * one). Other systems' keys that could matter (every cut within the plan's depths) are read once.
 */
async function keyControlOf(
  trx: Db,
  input: MasterKeyedInput,
  plan: KeyingPlan,
  reserved: ReservedBlocks,
): Promise<(key: Bitting) => boolean> {
  const nearby = await findIssuedWithin(trx, input.bucket.id, planBox(plan), ownSystemsOf(input.owner));
  const others = new Set(nearby.map((code) => bittingNumber(parseBitting(code.bitting)!)));
  const grandMaster = plan.grandMaster;
  const isChangePosition = grandMaster.map((_, chamber) => plan.changePositions.includes(chamber));
  const verdicts = new Map<number, boolean>();
  return (key) => {
    const number = bittingNumber(key);
    const known = verdicts.get(number);
    if (known !== undefined) return known;
    const master = key.map((depth, chamber) => (isChangePosition[chamber] ? grandMaster[chamber]! : depth));
    const refused = reserved.index.contains(key) || blockHoldsAny(blockOfKeys([key, master, grandMaster]), others);
    verdicts.set(number, refused);
    return refused;
  };
}

/**
 * The engine's capacity refusal as a 400, naming the master key rather than its slot number; for a
 * master key issued before (a system that grows, a reorder) it says how many more locks fit.
 */
function capacityRefusal(error: KeyingCapacityError, branches: readonly Branch[]): AppError {
  const branch = error.masterKey ? branches[error.masterKey - 1] : undefined;
  const message = !branch
    ? error.message
    : branch.existing && error.level === 'change-keys'
      ? `${error.needed} new keyed-different locks or keyed-alike sets under ${branch.label} need as many new change keys, but its ${error.method} progression in bucket ${error.bucketId} has room for ${error.capacity} more.`
      : error.message.replace(`under MASTER KEY ${error.masterKey} but`, `under ${branch.label} but`);
  return new AppError(400, 'KEYING_CAPACITY', message, [`tree: ${message}`]);
}

/**
 * Issues the missing codes of a master-keyed system from its plan (designing one, with a random
 * seed, at the first charting), inside the caller's transaction and under the bucket's lock:
 * generates, looks up which of the new bittings and of the change progressions in use the registry
 * holds already, and generates again skipping them (a taken grand master key needs a new seed; a
 * master key whose progression is crowded is passed over) until no new bitting is taken. Answers the plan and the
 * rows to insert (not inserted yet).
 */
export async function issueMasterKeyed(
  trx: Db,
  input: MasterKeyedInput,
): Promise<{ plan: KeyingPlan; rows: NewKeyCodeRow[] }> {
  const { bucket, tree, owner } = input;
  const branches = branchesOf(input);
  const slots: MasterKeySlot[] = branches.map((branch) => ({
    bitting: branch.existing ? parseBitting(branch.existing.bitting)! : null,
    newChangeKeys: branch.changeSlots.length,
  }));
  const isNew = input.plan === null;
  /** A design of the customer's: kept whatever it meets (refused rather than replaced). */
  const fixed = isNew && input.givenPlan !== undefined;
  const excluded = new Set(input.codes.map((code) => code.bitting));
  /** Bittings the registry was asked about already. */
  const checked = new Set<string>();
  let plan = input.plan ?? input.givenPlan ?? null;
  const moved = crossKeyedLockSets(tree, input.byPlace);
  if (moved.length > 0) {
    throw new AppError(
      409,
      'CHARTED_UNDER_ANOTHER_MASTER_KEY',
      `${moved.join(', ')}: charted under another master key, which would open ${moved.length === 1 ? 'its' : 'their'} locks too. Move ${moved.length === 1 ? 'it' : 'them'} back, or replace ${moved.length === 1 ? 'it' : 'them'} with a new lock set, which gets new codes.`,
    );
  }
  await lockBucket(trx, bucket.id);
  const reserved = await reservedByOthers(trx, bucket, ownSystemsOf(owner));
  let controlled: { plan: KeyingPlan; rejects: (key: Bitting) => boolean } | undefined;
  try {
    if (isNew && !fixed) {
      // The engine's own capacity, the same for every seed (exclusions aside): refuse before trying.
      const { changeKeysPerMaster } = capacityOf(bucket, input.method, Math.max(1, branches.length));
      const over = slots.findIndex((slot) => slot.newChangeKeys > changeKeysPerMaster);
      if (over >= 0)
        throw new KeyingCapacityError(
          'change-keys',
          slots[over]!.newChangeKeys,
          changeKeysPerMaster,
          input.method,
          bucket.id,
          over + 1,
        );
    }
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      if (fixed && plan && excluded.has(formatBitting(plan.grandMaster)))
        throw new AppError(
          409,
          'KEY_CONTROL',
          'The top master key of this key bitting array is issued to another system, or opens another system’s locks: the system cannot be extended in this bucket.',
        );
      if (!plan || (isNew && excluded.has(formatBitting(plan.grandMaster)))) {
        plan = designMasterKeyPlan(bucket, input.method, randomInt(MAX_KEYING_SEED), Math.max(1, branches.length));
      }
      if (controlled?.plan !== plan) controlled = { plan, rejects: await keyControlOf(trx, input, plan, reserved) };
      let issued: ReturnType<typeof issueFromPlan>;
      try {
        issued = issueFromPlan(plan, slots, excluded, controlled.rejects);
      } catch (error) {
        // Within capacity (checked above) but crowded by taken keys: a new design may fit.
        if (!(isNew && !fixed && error instanceof KeyingCapacityError && attempt < MAX_ATTEMPTS)) throw error;
        plan = null;
        continue;
      }
      const fresh = [
        ...(isNew ? [plan.grandMaster] : []),
        ...issued.filter((_, index) => !slots[index]!.bitting).map((branch) => branch.bitting),
        ...issued.flatMap((branch) => branch.changeKeys),
      ].map(formatBitting);
      // Ask about whole change progressions, not just the keys issued: other systems' keys crowd
      // some of them, and knowing all of it at once spares a generation per key found taken.
      const wanted = new Set(fresh);
      issued.forEach((branch, index) => {
        if (slots[index]!.newChangeKeys > 0)
          for (const key of changeKeyProgression(plan!, branch.bitting)) wanted.add(formatBitting(key));
      });
      const unknown = [...wanted].filter((bitting) => !checked.has(bitting));
      const taken = await findIssued(trx, bucket.id, unknown);
      for (const bitting of unknown) checked.add(bitting);
      // A new grand master key inside another system's block would open that system's locks (the
      // master and change keys are refused as they are generated, see `keyControlOf`).
      if (isNew && reserved.index.contains(plan.grandMaster)) excluded.add(formatBitting(plan.grandMaster));
      for (const bitting of taken.keys()) excluded.add(bitting);
      if (fresh.some((bitting) => excluded.has(bitting))) continue;
      const issuedAt = new Date().toISOString();
      const row = (slot: CodeSlot, bitting: number[]) =>
        codeRow(bucket.id, owner, slot, formatBitting(bitting), issuedAt);
      const rows: NewKeyCodeRow[] = [];
      if (isNew)
        rows.push(
          row(
            {
              node_kind: 'grandMaster',
              node_id: tree.grandMasterKey.grandMasterKeyID,
              set_number: null,
              lock_number: null,
              key_symbol: GRAND_MASTER_KEY_SYMBOL,
            },
            plan.grandMaster,
          ),
        );
      branches.forEach((branch, index) => {
        const { bitting, changeKeys } = issued[index]!;
        if (!branch.existing)
          rows.push(
            row(
              {
                node_kind: 'master',
                node_id: branch.nodeId,
                set_number: null,
                lock_number: null,
                key_symbol: branch.symbol,
              },
              bitting,
            ),
          );
        branch.changeSlots.forEach((slot, slotIndex) => rows.push(row(slot, changeKeys[slotIndex]!)));
      });
      return { plan, rows };
    }
  } catch (error) {
    if (error instanceof KeyingCapacityError) throw capacityRefusal(error, branches);
    throw error;
  }
  // Every design tried meets other systems' keys or blocks: the bucket has no room for this system.
  const { left } = await bucketCapacity(trx, bucket);
  throw new AppError(
    409,
    'KEY_CODES_EXHAUSTED',
    `Key code bucket ${bucket.id} has no room left for this master-keyed system: ${left} key codes are left outside the blocks other master-keyed systems reserve, and every design tried would open to their keys or open their locks. Use another bucket.`,
  );
}
