import {
  bittingNumber,
  blockContains,
  blockHoldsAny,
  blockOfKeys,
  parseBitting,
  type Bitting,
  type KeyingPlan,
  type KeyRejection,
} from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { findIssuedWithin, findSparesWithin } from './key-block.repository.ts';
import type { ReservedBlocks } from './reserved-blocks.ts';

/**
 * Key control for every key chosen that shapes a lock (decision 0014, 0045): a change key, a master
 * key or a grand master key is refused when it lies inside a block another system reserved (it would
 * open that system's locks), or when a lock it shapes would open to a key issued to another system.
 * The locks a key shapes include those of change keys issued before, under the same master key or
 * grand master key (imported from the customer's chart, or charted earlier): their master and grand
 * master keys are chosen around them, so their locks are known only when those keys are.
 */

/**
 * Other systems' keys whose every cut lies in the box: those issued, and the spare master keys
 * reserved for small systems' growth in a shared key cell (a lock must open to neither).
 */
async function othersWithin(trx: Db, bucketId: string, box: readonly number[], ownSystems: readonly string[]) {
  const issued = await findIssuedWithin(trx, bucketId, box, ownSystems);
  const spares = await findSparesWithin(trx, bucketId, box, ownSystems);
  return [...issued, ...spares];
}

/** A master key slot of the system as key control sees it. */
export interface SlotLocks {
  /** The master key issued before, or null when it is chosen now. */
  master: Bitting | null;
  /** The locks directly under the grand master key: pinned for their change key and the grand master key only. */
  uncut: boolean;
  /** Change keys issued before under the slot: each is a lock whose pins follow the keys chosen above it. */
  held: Bitting[];
}

export interface KeyChoiceControl {
  /** Refuses a master or change key where it would go (see `issueFromPlan`). */
  rejects: KeyRejection;
  /** Whether the plan's grand master key, a new one, would open another system's lock or shape one that opens to another system's key. */
  grandMasterRefused: () => boolean;
}

/** Every depth a plan's keys can cut, chamber by chamber (the GMK cut and its progression column), and every depth the held keys cut. */
function boxOf(plan: KeyingPlan, slots: readonly SlotLocks[]): number[] {
  return plan.grandMaster.map((cut, chamber) => {
    let mask = plan.progression[chamber]!.reduce((bits, depth) => bits | (1 << depth), 1 << cut);
    for (const slot of slots) {
      if (slot.master) mask |= 1 << slot.master[chamber]!;
      for (const held of slot.held) mask |= 1 << held[chamber]!;
    }
    return mask;
  });
}

/**
 * The key control of one plan: other systems' keys that could matter (every cut within the box of the
 * plan and of the keys held) are read once, then every choice is judged in memory.
 */
export async function keyChoiceControl(
  trx: Db,
  input: {
    bucketId: string;
    plan: KeyingPlan;
    reserved: ReservedBlocks;
    ownSystems: readonly string[];
    slots: readonly SlotLocks[];
  },
): Promise<KeyChoiceControl> {
  const { plan, reserved, slots } = input;
  const nearby = await othersWithin(trx, input.bucketId, boxOf(plan, slots), input.ownSystems);
  const others = new Set(nearby.map((code) => bittingNumber(parseBitting(code.bitting)!)));
  const grandMaster = plan.grandMaster;
  /** Whether a lock opened by these keys would open to another system's key. */
  const opensToOthers = (keys: readonly Bitting[]) =>
    others.size > 0 && blockHoldsAny(blockOfKeys(keys.filter((key) => key.length === grandMaster.length)), others);
  /** Verdicts on change keys by master key, then by key (bitting numbers). */
  const verdicts = new Map<number, Map<number, boolean>>();
  const changeKeyRefused = (key: Bitting, master: Bitting) => {
    const masterNumber = bittingNumber(master);
    let under = verdicts.get(masterNumber);
    if (!under) verdicts.set(masterNumber, (under = new Map()));
    const number = bittingNumber(key);
    const known = under.get(number);
    if (known !== undefined) return known;
    const refused = reserved.index.contains(key) || opensToOthers([key, master, grandMaster]);
    under.set(number, refused);
    return refused;
  };
  const rejects: KeyRejection = (key, choice) => {
    if (choice.master) return changeKeyRefused(key, choice.master);
    const slot = slots[choice.slot];
    if (reserved.index.contains(key) || opensToOthers([key, grandMaster])) return true;
    // The locks of change keys held under a new master key are pinned for it too.
    return !!slot && !slot.uncut && slot.held.some((held) => opensToOthers([held, key, grandMaster]));
  };
  const grandMasterRefused = () =>
    reserved.index.contains(grandMaster) ||
    slots.some(
      (slot) =>
        (slot.uncut || slot.master !== null) &&
        slot.held.some((held) => opensToOthers([held, ...(slot.uncut ? [] : [slot.master!]), grandMaster])),
    );
  return { rejects, grandMasterRefused };
}

/**
 * Which of these locks (each the keys it is pinned for) would open to a key issued to another
 * system, and whose key that is: a chart import judges with it the locks its codes shape with the
 * keys above or below them. Answers the owner's ccid by the position of each refused lock.
 */
export async function locksOpeningToOthers(
  trx: Db,
  bucketId: string,
  ownSystems: readonly string[],
  locks: readonly (readonly Bitting[])[],
): Promise<Map<number, string>> {
  const refused = new Map<number, string>();
  const blocks = locks.map((keys) => (keys.length > 1 ? blockOfKeys(keys) : undefined));
  const pins = blocks.find((block) => block)?.length;
  if (pins === undefined) return refused;
  const box = Array.from({ length: pins }, (_, chamber) =>
    blocks.reduce((mask, block) => mask | (block?.[chamber] ?? 0), 0),
  );
  const nearby = (await othersWithin(trx, bucketId, box, ownSystems)).map((code) => ({
    bitting: parseBitting(code.bitting)!,
    ccid: code.ccid,
  }));
  blocks.forEach((block, index) => {
    const opener = block && nearby.find((code) => blockContains(block, code.bitting));
    if (opener) refused.set(index, opener.ccid);
  });
  return refused;
}
