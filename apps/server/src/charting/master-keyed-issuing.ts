import { randomInt } from 'node:crypto';
import {
  capacityOf,
  changeKeyProgression,
  designMasterKeyPlan,
  formatBitting,
  GRAND_MASTER_KEY_SYMBOL,
  issueFromPlan,
  KeyingCapacityError,
  MAX_KEYING_SEED,
  parseBitting,
  smallestCellLevel,
  spareMasterKeys,
  type Bitting,
  type KeyingPlan,
  type KeyRejection,
  type MasterKeySlot,
} from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { AppError, appErrors } from '../errors.ts';
import { codeRow, ownSystemsOf, type CodeSlot } from './code-allocation.ts';
import { findIssued, lockBucket, type NewKeyCodeRow } from './key-code.repository.ts';
import { keyChoiceControl, type KeyChoiceControl } from './key-choice-control.ts';
import { bucketCapacity, reservedByOthers } from './reserved-blocks.ts';
import { openedByHeldChangeKeys, ownCrossKeyed } from './own-cross-keying.ts';
import { branchesOf, crossKeyedLockSets, grandMasterOf, type MasterKeyedInput } from './master-keyed-branches.ts';
import { capacityRefusal, neededKeys, noFreeCell, topMasterKeyRefused } from './master-keyed-refusals.ts';
import { closeCell, holdMasterCell, masterCellPlans, SHARED_CELL_DESIGNS, type CellUse } from './key-cells.ts';
import { listCells } from './key-cell.repository.ts';

/**
 * The spare master keys a design in a shared cell keeps for the system's growth: as many master keys
 * again and two more (fewer when the progression has fewer usable ones), none taken and none key
 * control refuses; undefined when other systems in the cell crowd them out.
 */
async function roomToGrow(
  trx: Db,
  bucketId: string,
  plan: KeyingPlan,
  issued: readonly { bitting: Bitting }[],
  excluded: ReadonlySet<string>,
  rejects: KeyRejection,
): Promise<Bitting[] | undefined> {
  const taken = new Set([...excluded, ...issued.map((branch) => formatBitting(branch.bitting))]);
  const wanted = issued.length + 2;
  const found = spareMasterKeys(plan, taken, wanted, (key) => rejects(key, { slot: issued.length }));
  const held = await findIssued(trx, bucketId, found.spares.map(formatBitting));
  const spares = found.spares.filter((key) => !held.has(formatBitting(key)));
  return spares.length >= Math.min(wanted, found.usable) ? spares : undefined;
}

/** Attempts at avoiding bittings taken by others before giving up (each skips all it found taken). */
const MAX_ATTEMPTS = 50;

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
): Promise<{ plan: KeyingPlan; rows: NewKeyCodeRow[]; spares: Bitting[] }> {
  const { bucket, tree, owner } = input;
  const branches = branchesOf(input);
  const slots: MasterKeySlot[] = branches.map((branch) => ({
    bitting: branch.existing ? parseBitting(branch.existing.bitting)! : null,
    newChangeKeys: branch.changeSlots.length,
  }));
  const isNew = input.plan === null;
  /** A design of the customer's: kept whatever it meets (refused rather than replaced). */
  const fixed = isNew && input.givenPlan !== undefined;
  /** A grand master key the system holds before its first charting (imported): the design is built around it. */
  const heldGrandMaster = isNew ? grandMasterOf(input) : undefined;
  const newGrandMaster = isNew && !heldGrandMaster;
  if (fixed && heldGrandMaster && formatBitting(heldGrandMaster) !== formatBitting(input.givenPlan!.grandMaster))
    throw appErrors.conflict(
      'The grand master key imported with this system’s chart is not the top master key of this key bitting array.',
    );
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
  // A new seeded design is charted in a key cell of its own (decision 0059).
  const recordedCells = isNew && !fixed && !heldGrandMaster ? await listCells(trx, bucket.id) : undefined;
  const cells = recordedCells
    ? masterCellPlans(bucket, recordedCells, slots, input.method, randomInt(MAX_KEYING_SEED))
    : undefined;
  let firstCell = cells?.next();
  /** The cell of the design being tried, and how it is used. */
  let placed: { cell: string; use: CellUse } | undefined;
  /** Shared cells found too crowded in this charting. */
  const crowded = new Set<string>();
  /** Designs per cell that left the system no room to grow. */
  const roomless = new Map<string, number>();
  /** Other systems' blocks that matter: in a cell, those that reach into it. */
  const reservedFor = (cell: string | undefined) => reservedByOthers(trx, bucket, ownSystemsOf(owner), cell);
  let reserved = cells ? undefined : await reservedFor(undefined);
  const uncutId = tree.grandMasterKey.grandMasterKeyID;
  const slotLocks = branches.map((branch, index) => ({
    master: slots[index]!.bitting,
    uncut: branch.nodeId === uncutId,
    held: branch.held,
  }));
  const importedMasters = branches.some((branch) => branch.existing?.source === 'imported');
  /** Every change key of the installed system held before, a lost one's too: no new lock may open to one. */
  const heldChangeKeys = input.codes
    .filter((code) => code.node_kind === 'change')
    .map((code) => parseBitting(code.bitting)!);
  let controlled: { plan: KeyingPlan; control: KeyChoiceControl } | undefined;
  try {
    // In a key cell the fit is known exactly; the engine's figures answer a system no cell of an
    // empty bucket could hold (nor a design outside cells).
    const fitsSomeCell =
      cells !== undefined && (!firstCell!.done || smallestCellLevel(bucket, slots, input.method) !== undefined);
    if (isNew && !fixed && !fitsSomeCell) {
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
    // Within the engine's capacity but no free key cell holds it: refused before any block is read.
    if (firstCell?.done) throw noFreeCell(bucket, recordedCells!, neededKeys(branches, newGrandMaster));
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      if (fixed && newGrandMaster && plan && excluded.has(formatBitting(plan.grandMaster))) throw topMasterKeyRefused();
      if (!plan || (newGrandMaster && excluded.has(formatBitting(plan.grandMaster)))) {
        if (cells) {
          let next = firstCell ?? cells.next();
          firstCell = undefined;
          while (!next.done && crowded.has(next.value.cell)) next = cells.next();
          if (next.done) throw noFreeCell(bucket, recordedCells!, neededKeys(branches, newGrandMaster));
          ({ plan } = next.value);
          placed = next.value;
          reserved = await reservedFor(plan.cell);
        } else
          plan = designMasterKeyPlan(
            bucket,
            input.method,
            randomInt(MAX_KEYING_SEED),
            Math.max(1, branches.length),
            undefined,
            heldGrandMaster,
          );
      }
      if (controlled?.plan !== plan) {
        const control = await keyChoiceControl(trx, {
          bucketId: bucket.id,
          plan,
          reserved: reserved!,
          ownSystems: ownSystemsOf(owner),
          slots: slotLocks,
        });
        controlled = { plan, control };
      }
      // A new grand master key inside another system's block would open that system's locks; one
      // chosen around change keys held before must not shape their locks to open to others' keys.
      if (newGrandMaster && controlled.control.grandMasterRefused()) {
        if (fixed) throw topMasterKeyRefused();
        excluded.add(formatBitting(plan.grandMaster));
        continue;
      }
      let issued: ReturnType<typeof issueFromPlan>;
      try {
        issued = issueFromPlan(plan, slots, excluded, controlled.control.rejects);
      } catch (error) {
        // Within capacity (checked above) but crowded by taken keys: a new design may fit.
        if (!(isNew && !fixed && error instanceof KeyingCapacityError && attempt < MAX_ATTEMPTS)) throw error;
        // A shared cell too crowded for this system: closed to small systems from now on.
        if (placed?.use === 'shared') {
          crowded.add(placed.cell);
          await closeCell(trx, bucket.id, placed.cell);
        }
        plan = null;
        continue;
      }
      // Imported master keys follow no progression: skip keys that would cross-key the system.
      if (importedMasters) {
        const crossed = ownCrossKeyed(plan.grandMaster, slotLocks, issued);
        if (crossed.size > 0) {
          for (const bitting of crossed) excluded.add(bitting);
          continue;
        }
      }
      const openedByHeld = openedByHeldChangeKeys(plan.grandMaster, slotLocks, issued, heldChangeKeys);
      if (openedByHeld.size > 0) {
        for (const bitting of openedByHeld) excluded.add(bitting);
        continue;
      }
      const fresh = [
        ...(newGrandMaster ? [plan.grandMaster] : []),
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
      for (const bitting of taken.keys()) excluded.add(bitting);
      if (fresh.some((bitting) => excluded.has(bitting))) continue;
      // A small system in a shared cell keeps room to grow there, reserved now (decision 0059).
      let spares: Bitting[] = [];
      if (placed && placed.use !== 'own') {
        const room = await roomToGrow(trx, bucket.id, plan, issued, excluded, controlled.control.rejects);
        if (!room) {
          // A shared cell where no design keeps room to grow is closed to small systems.
          const tries = (roomless.get(placed.cell) ?? 0) + 1;
          roomless.set(placed.cell, tries);
          if (placed.use === 'shared' && tries >= SHARED_CELL_DESIGNS) {
            crowded.add(placed.cell);
            await closeCell(trx, bucket.id, placed.cell);
          }
          plan = null;
          continue;
        }
        spares = room;
      }
      const issuedAt = new Date().toISOString();
      const row = (slot: CodeSlot, bitting: number[]) =>
        codeRow(bucket.id, owner, slot, formatBitting(bitting), issuedAt);
      const rows: NewKeyCodeRow[] = [];
      if (newGrandMaster)
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
      if (placed) await holdMasterCell(trx, bucket.id, placed.cell, placed.use, owner);
      return { plan, rows, spares };
    }
  } catch (error) {
    if (error instanceof KeyingCapacityError)
      throw capacityRefusal(error, branches, (await bucketCapacity(trx, bucket)).left, !isNew);
    throw error;
  }
  // Every design tried meets other systems' keys or blocks: the bucket has no room for this system.
  const { left } = await bucketCapacity(trx, bucket);
  const needed = neededKeys(branches, newGrandMaster);
  throw appErrors.capacity(
    'KEY_CODES_EXHAUSTED',
    `Key code bucket ${bucket.id} has no room left for this master-keyed system: ${left} key codes are left outside the blocks other master-keyed systems reserve, and every design tried would open to their keys or open their locks. Use another bucket.`,
    { bucketType: bucket.id, scope: 'bucket', needed, available: 0, left },
  );
}
