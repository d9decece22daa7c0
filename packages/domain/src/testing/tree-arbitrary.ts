import fc from 'fast-check';
import { ENGRAVING_FIELDS } from '../engraving.ts';
import { allowedIdsWithBodyMaterial, bodyMaterialsOf, engravingFontOf } from '../lock-set-materials.ts';
import type { GrandMasterKey, LockSet, LockSystemTree, MasterKey } from '../lock-system.ts';
import type { EngravingFace, Lookups } from '../lookups.ts';

const ENGRAVING_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -.#/&()'.split('');

const engravingText = (maxLength: number) =>
  fc.array(fc.constantFrom(...ENGRAVING_CHARACTERS), { maxLength }).map((characters) => characters.join(''));

/** A lock set that passes validation in the given bucket; its name is set by the tree. */
function lockSetArbitrary(
  lookups: Lookups,
  bucketType: string,
  logoIds: readonly string[],
): fc.Arbitrary<Omit<LockSet, 'lockSetName'>> {
  const materials = bodyMaterialsOf(lookups, bucketType);
  return fc
    .record({
      material: fc.constantFrom(...materials),
      keyOption: fc.constantFrom<'KD' | 'KA'>('KD', 'KA'),
      numberOfSets: fc.integer({ min: 1, max: 6 }),
      numberOfLocksPerSet: fc.integer({ min: 1, max: 100 }),
      variable: fc.boolean(),
      variableCounts: fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 6, maxLength: 6 }),
      numberOfKeysPerLock: fc.integer({ min: 1, max: 10 }),
      numberOfKeysPerSet: fc.integer({ min: 1, max: 50 }),
      engravedLock: fc.boolean(),
      engravedKey: fc.boolean(),
      seed: fc.nat(),
      counters: fc.tuple(fc.nat({ max: 500 }), fc.nat({ max: 500 }), fc.nat({ max: 500 })),
      texts: fc.array(engravingText(14), { minLength: 11, maxLength: 11 }),
      lockSetID: fc.uuid({ version: 4 }),
    })
    .map((draw) => {
      const dependency = allowedIdsWithBodyMaterial(lookups, draw.material.id);
      const pick = <T>(items: readonly T[]) => items[draw.seed % items.length]!;
      const engraves = draw.engravedLock || draw.engravedKey;
      const font = engraves ? engravingFontOf(lookups, pick(dependency.fontOptionIds))! : null;
      const fit = (text: string, face: EngravingFace) => (font ? text.slice(0, font.maxChars[face]) : text);
      const [key = '', ...lines] = draw.texts;
      const faces = Object.entries(ENGRAVING_FIELDS) as [EngravingFace, readonly string[]][];
      const engraving = Object.fromEntries(
        faces.flatMap(([face, fields]) =>
          fields.map((field) => [field, draw.engravedLock ? fit(lines.shift() ?? '', face) : (lines.shift() ?? '')]),
        ),
      ) as Pick<LockSet, (typeof ENGRAVING_FIELDS)[keyof typeof ENGRAVING_FIELDS][number]>;
      const variableSets = draw.variable ? draw.variableCounts.slice(0, draw.numberOfSets) : null;
      const numberOfLocks = variableSets
        ? variableSets.reduce((sum, count) => sum + count, 0)
        : draw.numberOfSets * draw.numberOfLocksPerSet;
      return {
        lockSetID: draw.lockSetID,
        keyOption: draw.keyOption,
        numberOfSets: draw.numberOfSets,
        numberOfLocksPerSet: draw.numberOfLocksPerSet,
        numberOfLocks,
        variableSets,
        numberOfKeysPerLock: draw.numberOfKeysPerLock,
        numberOfKeysPerSet: draw.numberOfKeysPerSet,
        bodyMaterialID: draw.material.id,
        shackleMaterialID: pick(dependency.shackleTypeIds),
        colorID: pick(dependency.colorIds),
        engravedLock: draw.engravedLock,
        engravedKey: draw.engravedKey,
        fontSize: font?.id ?? null,
        ...engraving,
        keyText: draw.engravedKey ? fit(key, 'key') : key.slice(0, 8),
        logoFront: dependency.logo && logoIds.length > 0 && draw.seed % 3 === 0 ? pick(logoIds) : null,
        logoBack: dependency.logo && logoIds.length > 0 && draw.seed % 5 === 0 ? pick(logoIds) : null,
        // Charting decides `charted` (the server keeps its stored value); a client sends false.
        charted: false,
        addOnLocksCount: draw.counters[0],
        reorderLocksCount: draw.counters[1],
        qtyModifiedSetsCount: draw.counters[2],
        addToLockSetId: null,
        addToSetNumber: null,
      };
    });
}

const keyNodeFields = {
  colorID: fc.option(fc.constantFrom('RED', 'BLU', 'YEL'), { nil: null }),
  engravedKey: fc.boolean(),
  keyText: engravingText(8),
  addToSystem: fc.boolean(),
  addToKeyId: fc.option(fc.stringMatching(/^[A-Z0-9]{1,10}$/), { nil: null }),
  additionalKeys: fc.nat({ max: 50 }),
};

/**
 * Lock system trees that pass `validateLockSystemTree` for a bucket: unique names and ids,
 * consistent counts, allowed materials, engraving within the font's limits. Logos, when wanted,
 * are drawn from `logoIds` (ids of logos uploaded to the system); without them there are none.
 */
export function validTreeArbitrary(
  lookups: Lookups,
  bucketType: string,
  logoIds: readonly string[] = [],
): fc.Arbitrary<LockSystemTree> {
  const lockSet = lockSetArbitrary(lookups, bucketType, logoIds);
  return fc
    .record({
      grandMasterKey: fc.record({
        grandMasterKeyID: fc.uuid({ version: 4 }),
        numberOfKeys: fc.integer({ min: 0, max: 20 }),
        ...keyNodeFields,
      }),
      masterKeys: fc.array(
        fc.record({
          masterKeyID: fc.uuid({ version: 4 }),
          numberOfKeys: fc.integer({ min: 1, max: 50 }),
          ...keyNodeFields,
          lockSets: fc.array(lockSet, { maxLength: 4 }),
        }),
        { maxLength: 4 },
      ),
      noKeyLockSets: fc.array(lockSet, { maxLength: 3 }),
    })
    .filter((draw) => {
      const ids = [
        draw.grandMasterKey.grandMasterKeyID,
        ...draw.masterKeys.flatMap((m) => [m.masterKeyID, ...m.lockSets.map((l) => l.lockSetID)]),
        ...draw.noKeyLockSets.map((l) => l.lockSetID),
      ];
      return new Set(ids).size === ids.length;
    })
    .map((draw) => {
      let lockSetNumber = 0;
      const named = (set: Omit<LockSet, 'lockSetName'>): LockSet => ({
        ...set,
        lockSetName: `LOCK SET ${(lockSetNumber += 1)}`,
      });
      const grandMasterKey: GrandMasterKey = { ...draw.grandMasterKey, keyName: 'GRAND MASTER KEY' };
      const masterKeys: MasterKey[] = draw.masterKeys.map((masterKey, index) => ({
        ...masterKey,
        keyName: `MASTER KEY ${index + 1}`,
        lockSets: masterKey.lockSets.map(named),
      }));
      return { grandMasterKey, masterKeys, noKeyLockSets: draw.noKeyLockSets.map(named) };
    });
}
