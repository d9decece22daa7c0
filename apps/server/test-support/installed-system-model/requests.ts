import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { createDefaultTree, newLockout, newMasterKey, type LockSystemTree } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { lockSet } from '../test-trees.ts';
import type { SystemView } from './installed-system-model.ts';

/**
 * Tests only (issue 42, the model-based test of an installed system): the trees a new order is
 * drawn from, the reorder requests drawn against an installed system, and the refusals the
 * installed system's state demands of them.
 */

const BUCKET = 'SP6';
const WORKERS = ['ANA SILVA', 'BEN OKAFOR', 'CHLOE MARTIN'];

/** The shape of a new order's tree: master keys, grand master keys cut, and where a LOTO set sits. */
export const treeSpecArb = fc.record({
  masterKeys: fc.constantFrom(0, 1, 2),
  grandMasterKeys: fc.constantFrom(0, 1),
  loto: fc.constantFrom('none', 'underGrandMaster', 'underGrandMaster', 'underMaster', 'underMaster'),
  lotoKeyedAlike: fc.boolean(),
  supervisor: fc.boolean(),
  secondKey: fc.constantFrom(false, false, true),
});
export type TreeSpec = typeof treeSpecArb extends fc.Arbitrary<infer T> ? T : never;

/** A tree of the spec: small lock sets (quick to chart), a LOTO set keyed different or as one worker's set. */
export function buildTree(spec: TreeSpec): LockSystemTree {
  const tree = createDefaultTree(DEMO_CATALOG.lookups, BUCKET, randomUUID);
  tree.grandMasterKey.numberOfKeys = spec.grandMasterKeys;
  tree.masterKeys = Array.from({ length: spec.masterKeys }, (_, index) => ({
    ...newMasterKey(randomUUID, index + 1),
    lockSets: [
      index === 0
        ? lockSet(1, BUCKET, { numberOfSets: 1, numberOfLocksPerSet: 2 })
        : lockSet(2, BUCKET, { keyOption: 'KA', numberOfSets: 2, numberOfLocksPerSet: 2, numberOfKeysPerSet: 1 }),
    ],
  }));
  tree.noKeyLockSets = [lockSet(3, BUCKET, { numberOfSets: 1, numberOfLocksPerSet: 2 })];
  if (spec.loto === 'none') return tree;
  const keys = spec.secondKey ? 2 : 1;
  const loto = lockSet(4, BUCKET, {
    lockSetName: 'LOTO',
    engravedLock: true,
    fontSize: 'M',
    keyOption: spec.lotoKeyedAlike ? 'KA' : 'KD',
    numberOfSets: 1,
    numberOfLocksPerSet: spec.lotoKeyedAlike ? 2 : WORKERS.length,
    numberOfKeysPerLock: keys,
    numberOfKeysPerSet: keys,
    lockout: {
      ...newLockout(),
      department: 'Maintenance',
      supervisorMasterKey: spec.supervisor,
      secondKeyReason: spec.secondKey ? 'A spare kept by the safety office' : '',
      oneWorkerName: spec.lotoKeyedAlike ? WORKERS[0]! : '',
      locks: spec.lotoKeyedAlike ? [] : WORKERS.map((worker) => ({ worker, engraving: worker })),
    },
  });
  if (spec.loto === 'underMaster' && tree.masterKeys.length > 0) tree.masterKeys[0]!.lockSets.push(loto);
  else tree.noKeyLockSets.push(loto);
  return tree;
}

const pick = fc.nat({ max: 999 });
const keyKind = fc.constantFrom('grandMaster', 'master', 'master', 'change', 'loto', 'loto', 'suspect');

/** A reorder as numbers: each pick is resolved against the installed system when the step runs. */
export const reorderSpecArb = fc.record({
  addLocks: fc.array(
    fc.record({
      pick,
      suspect: fc.constantFrom(false, false, true),
      setPick: pick,
      locks: fc.constantFrom(1, 1, 2, 3, 100),
      keys: fc.constantFrom(null, null, 1, 2, 3),
      workers: fc.boolean(),
    }),
    { maxLength: 2 },
  ),
  newLockSets: fc.array(
    fc.record({
      masterPick: fc.option(pick),
      suspect: fc.boolean(),
      keyOption: fc.constantFrom('KD' as const, 'KA' as const),
      sets: fc.constantFrom(1, 2),
      perSet: fc.constantFrom(1, 2),
      keys: fc.constantFrom(1, 2, 3),
      copyPick: fc.option(pick),
    }),
    { maxLength: 1 },
  ),
  additionalKeys: fc.array(
    fc.record({
      pick,
      kind: keyKind,
      quantity: fc.constantFrom(1, 1, 2, 3, 30, 50),
      repeat: fc.constantFrom(false, false, true),
      reason: fc.boolean(),
    }),
    { maxLength: 2 },
  ),
  newMasterKeys: fc.constantFrom(0, 0, 0, 1),
});
export type ReorderSpec = typeof reorderSpecArb extends fc.Arbitrary<infer T> ? T : never;

let names = 0;
const at = <T>(list: readonly T[], index: number): T | undefined => list[index % Math.max(list.length, 1)];

/** Keys with a copy reported lost or retired by a delivered remedy. */
const suspectKeys = (view: SystemView) =>
  new Set([...view.lost, ...view.system.keys.filter((key) => key.retiredBy).map((key) => key.keySymbol)]);

/** The request a spec makes of an installed system (its lock sets, master keys and keys); `suspect` aims at lost or retired keys. */
export function buildReorder(spec: ReorderSpec, view: SystemView) {
  const { system } = view;
  const suspect = suspectKeys(view);
  const either = <T>(all: T[], aimed: T[], aim: boolean) => (aim && aimed.length > 0 ? aimed : all);
  const masterSymbol = (masterKeyID: string | null) =>
    system.masterKeys.find((entry) => entry.masterKeyID === masterKeyID)?.keySymbol ?? '';
  const suspectSets = system.lockSets.filter((set) => set.replacedBy || suspect.has(masterSymbol(set.masterKeyID)));
  const suspectMasters = system.masterKeys.filter((master) => suspect.has(master.keySymbol ?? ''));
  const keysOf = (kind: string) => {
    const found = system.keys.filter((key) =>
      kind === 'loto'
        ? view.lotoKeys.has(key.keySymbol)
        : kind === 'suspect'
          ? suspect.has(key.keySymbol)
          : key.kind === kind,
    );
    return found.length > 0 ? found : system.keys;
  };
  const additionalKeys = spec.additionalKeys.flatMap((entry) => {
    const key = at(keysOf(entry.kind), entry.pick);
    if (!key) return [];
    const order = {
      keySymbol: key.keySymbol,
      quantity: entry.quantity,
      ...(entry.reason ? { reason: 'The worker keeps a spare at home' } : {}),
    };
    return entry.repeat ? [order, { ...order }] : [order];
  });
  return {
    orderPONumber: 'PO-MODEL',
    addLocks: spec.addLocks.flatMap((entry) => {
      const target = at(either(system.lockSets, suspectSets, entry.suspect), entry.pick);
      if (!target) return [];
      const setNumber = target.keyOption === 'KA' ? 1 + (entry.setPick % Math.max(target.sets, 1)) : null;
      const workers = Array.from({ length: entry.locks }, (_, index) => `WORKER ${index + 1}`);
      return [
        {
          lockSetID: target.lockSetID,
          setNumber,
          locks: entry.locks,
          keys: entry.keys,
          ...(entry.workers ? { workers } : {}),
        },
      ];
    }),
    newLockSets: spec.newLockSets.map((entry) => ({
      masterKeyID:
        entry.masterPick === null
          ? null
          : (at(either(system.masterKeys, suspectMasters, entry.suspect), entry.masterPick)?.masterKeyID ?? null),
      lockSetName: `NEW AREA ${(names += 1)}`,
      keyOption: entry.keyOption,
      numberOfSets: entry.sets,
      numberOfLocksPerSet: entry.perSet,
      keys: entry.keys,
      copyOf: entry.copyPick === null ? null : (at(system.lockSets, entry.copyPick)?.lockSetID ?? null),
    })),
    additionalKeys,
    newMasterKeys: Array.from({ length: spec.newMasterKeys }, () => ({
      keyName: `NEW MASTER ${(names += 1)}`,
      keys: 1,
      lockSets: [
        {
          lockSetName: `NEW BRANCH ${(names += 1)}`,
          keyOption: 'KD',
          numberOfSets: 1,
          numberOfLocksPerSet: 1,
          keys: 1,
        },
      ],
    })),
  };
}
export type ReorderBody = ReturnType<typeof buildReorder>;

/**
 * Why the installed system's state must refuse the request (invariants ii and iii), empty when it
 * may be ordered: locks into a replaced lock set or under a retired or lost key, more copies of a
 * retired or lost key, and a lockout/tagout key cut more often than one per lock (two with a reason).
 */
export function mustRefuse(body: ReorderBody, view: SystemView): string[] {
  const { system } = view;
  const reasons: string[] = [];
  const suspect = suspectKeys(view);
  const unusable = (symbol: string | null | undefined) => !!symbol && suspect.has(symbol);
  const masterSymbol = (masterKeyID: string | null) =>
    masterKeyID ? system.masterKeys.find((entry) => entry.masterKeyID === masterKeyID)?.keySymbol : null;
  const grandMaster = system.masterKeyed ? system.keys.find((key) => key.kind === 'grandMaster')?.keySymbol : null;
  const keysCut = (symbol: string) => system.keys.find((key) => key.keySymbol === symbol)?.keysCut ?? 0;
  const under = (masterKeyID: string | null, what: string) => {
    for (const symbol of [masterSymbol(masterKeyID), grandMaster])
      if (unusable(symbol)) reasons.push(`${what} under ${symbol}, a lost or retired key`);
  };
  for (const entry of body.addLocks) {
    const target = system.lockSets.find((lockSet) => lockSet.lockSetID === entry.lockSetID)!;
    if (target.replacedBy) reasons.push(`locks into ${target.name}, a replaced lock set`);
    under(target.masterKeyID, `locks into ${target.name}`);
    const charted = view.lockSets.get(target.lockSetID);
    const setKey = charted?.locks.find((lock) => lock.setNumber === entry.setNumber)?.keySymbol;
    if (entry.setNumber !== null && unusable(setKey)) reasons.push(`locks opened by ${setKey}, a lost or retired key`);
    if (!charted?.lockout) continue;
    const limit = charted.lockout.exceptions.some((text) => text.startsWith('Second key')) ? 2 : 1;
    const cut =
      target.keyOption === 'KA'
        ? keysCut(setKey ?? '') + (entry.keys ?? 1)
        : (entry.keys ?? charted.numberOfKeysPerLock);
    if (cut > limit) reasons.push(`${cut} keys to a lockout/tagout lock of ${target.name} (at most ${limit})`);
  }
  for (const entry of body.newLockSets) under(entry.masterKeyID, `lock set ${entry.lockSetName}`);
  if (body.newMasterKeys.length > 0) under(null, 'a new master key');
  const ordered = new Map<string, { quantity: number; reason: boolean }>();
  for (const entry of body.additionalKeys) {
    const sum = ordered.get(entry.keySymbol) ?? { quantity: 0, reason: false };
    ordered.set(entry.keySymbol, { quantity: sum.quantity + entry.quantity, reason: sum.reason || 'reason' in entry });
  }
  for (const [symbol, { quantity, reason }] of ordered) {
    if (unusable(symbol)) reasons.push(`more copies of ${symbol}, a lost or retired key`);
    const loto = view.lotoKeys.get(symbol);
    if (!loto) continue;
    const limit = loto.secondKey || reason ? 2 : 1;
    if (keysCut(symbol) + quantity > limit)
      reasons.push(`${keysCut(symbol) + quantity} copies of lockout/tagout key ${symbol} (at most ${limit})`);
  }
  return reasons;
}
