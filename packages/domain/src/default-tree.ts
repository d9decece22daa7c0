import { allowedWithBodyMaterial, bodyMaterialsOf } from './lock-set-materials.ts';
import type { GrandMasterKey, LockSet, LockSystemTree, MasterKey } from './lock-system.ts';
import type { Lookups } from './lookups.ts';

export const DEFAULT_NAMES = {
  grandMasterKey: 'GRAND MASTER KEY',
  masterKey: (number: number) => `MASTER KEY ${number}`,
  lockSet: (number: number) => `LOCK SET ${number}`,
} as const;

export type NewId = () => string;

const keyNodeDefaults = {
  colorID: null,
  engravedKey: false,
  keyText: '',
  addToSystem: false,
  addToKeyId: null,
  additionalKeys: 0,
};

/**
 * A lock set not yet charted and not part of a reorder: what a new lock set and a copy of one
 * start with (no key codes, no reorder counts, not added to an installed set).
 */
export const UNCHARTED_LOCK_SET = {
  charted: false,
  addOnLocksCount: 0,
  reorderLocksCount: 0,
  qtyModifiedSetsCount: 0,
  addToLockSetId: null,
  addToSetNumber: null,
} as const satisfies Partial<LockSet>;

/**
 * The first body material of the bucket, with its first shackle and color the lists hold (a
 * dependency may still name a retired one, which the offered lists leave out: decision 0022).
 */
function defaultMaterials(lookups: Lookups, bucketType: string | null) {
  const material = bodyMaterialsOf(lookups, bucketType)[0] ?? lookups.lockMaterials[0];
  const allowed = allowedWithBodyMaterial(lookups, material?.id ?? '');
  return {
    bodyMaterialID: material?.id ?? '',
    shackleMaterialID: allowed.shackles[0]?.id ?? '',
    colorID: allowed.colors[0]?.id ?? '',
  };
}

export function newGrandMasterKey(newId: NewId): GrandMasterKey {
  return { grandMasterKeyID: newId(), keyName: DEFAULT_NAMES.grandMasterKey, numberOfKeys: 1, ...keyNodeDefaults };
}

export function newMasterKey(newId: NewId, number: number): MasterKey {
  return {
    masterKeyID: newId(),
    keyName: DEFAULT_NAMES.masterKey(number),
    numberOfKeys: 1,
    ...keyNodeDefaults,
    lockSets: [],
  };
}

/** A keyed-different lock set of one lock with two keys, in the bucket's first material. */
export function newLockSet(newId: NewId, number: number, lookups: Lookups, bucketType: string | null): LockSet {
  return {
    lockSetID: newId(),
    lockSetName: DEFAULT_NAMES.lockSet(number),
    keyOption: 'KD',
    numberOfSets: 1,
    numberOfLocksPerSet: 1,
    numberOfLocks: 1,
    variableSets: null,
    numberOfKeysPerLock: 2,
    numberOfKeysPerSet: 2,
    ...defaultMaterials(lookups, bucketType),
    engravedLock: false,
    engravedKey: false,
    fontSize: null,
    frontText1: '',
    frontText2: '',
    frontText3: '',
    backText1: '',
    backText2: '',
    backText3: '',
    leftText1: '',
    leftText2: '',
    rightText1: '',
    rightText2: '',
    keyText: '',
    logoFront: null,
    logoBack: null,
    ...UNCHARTED_LOCK_SET,
  };
}

/** The default tree (DESIGN §3): GRAND MASTER KEY → MASTER KEY 1 → LOCK SET 1. */
export function createDefaultTree(lookups: Lookups, bucketType: string | null, newId: NewId): LockSystemTree {
  const masterKey = newMasterKey(newId, 1);
  masterKey.lockSets.push(newLockSet(newId, 1, lookups, bucketType));
  return { grandMasterKey: newGrandMasterKey(newId), masterKeys: [masterKey], noKeyLockSets: [] };
}
