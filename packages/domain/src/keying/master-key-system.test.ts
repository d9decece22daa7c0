import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from '../catalog/demo-catalog.ts';
import type { KeyCodeBucketType } from '../lookups.ts';
import { formatBitting, isValidBitting } from './bucket-rules.ts';
import {
  changeKeyProgression,
  generateMasterKeySystem,
  issueFromPlan,
  type MasterKeySystem,
  type MasterKeySystemRequest,
} from './master-key-system.ts';
import { KeyingCapacityError } from './keying-capacity-error.ts';
import { operates, pinLock } from './pinning.ts';
import { capacityOf, keyingPlanSchema, type KeyingMethod } from './progression.ts';
import { bucketArbitrary } from './test-arbitraries.ts';

const bucket = (id: string) => DEMO_CATALOG.lookups.keycodebuckettype.find((entry) => entry.id === id)!;
const METHODS: KeyingMethod[] = ['total-position-progression', 'rotating-constant'];

/**
 * The acceptance rules, checked exhaustively: every bitting valid and issued once, and each lock
 * opened by its change key, its master key and the grand master key and by no other issued key.
 */
function expectSound(system: MasterKeySystem, rules: KeyCodeBucketType) {
  const issued = [system.grandMaster, ...system.masters.flatMap((master) => [master.bitting, ...master.changeKeys])];
  for (const bitting of issued) expect(isValidBitting(bitting, rules), formatBitting(bitting)).toBe(true);
  expect(new Set(issued.map(formatBitting)).size).toBe(issued.length);
  for (const master of system.masters) {
    master.pinnings.forEach((pinning, index) => {
      const openers = issued.filter((key) => operates(key, pinning)).map(formatBitting);
      expect(openers.sort()).toEqual(
        [master.changeKeys[index]!, master.bitting, system.grandMaster].map(formatBitting).sort(),
      );
    });
  }
}

const request = (overrides: Partial<MasterKeySystemRequest>): MasterKeySystemRequest => ({
  bucket: bucket('SP6'),
  masterKeys: 3,
  locksPerMaster: 4,
  method: 'total-position-progression',
  seed: 42,
  ...overrides,
});

describe('generateMasterKeySystem', () => {
  it('builds a sound system for each demo bucket and method', () => {
    for (const id of ['SP6', 'AL5', 'BR4']) {
      for (const method of METHODS) {
        const system = generateMasterKeySystem(
          request({ bucket: bucket(id), method, masterKeys: 2, locksPerMaster: [5, 3] }),
        );
        expect(system.masters.map((master) => master.changeKeys.length)).toEqual([5, 3]);
        expectSound(system, bucket(id));
        expect(keyingPlanSchema.parse(JSON.parse(JSON.stringify(system.plan)))).toEqual(system.plan);
      }
    }
  });

  it('follows the scheme: change keys copy their master in the master positions; TPP progresses every change position, RCM all but the constants', () => {
    for (const method of METHODS) {
      const { plan, grandMaster, masters } = generateMasterKeySystem(
        request({
          method,
          masterKeys: 4,
          locksPerMaster: 20,
          constantCount: method === 'rotating-constant' ? 2 : undefined,
        }),
      );
      for (const master of masters) {
        for (const position of plan.changePositions) expect(master.bitting[position]).toBe(grandMaster[position]);
        for (const position of plan.masterPositions) expect(master.bitting[position]).not.toBe(grandMaster[position]);
        for (const changeKey of master.changeKeys) {
          for (const position of plan.masterPositions) expect(changeKey[position]).toBe(master.bitting[position]);
          const constants = plan.changePositions.filter((position) => changeKey[position] === grandMaster[position]);
          expect(constants).toHaveLength(method === 'rotating-constant' ? 2 : 0);
        }
      }
    }
  });

  it('is reproducible from its seed', () => {
    const system = generateMasterKeySystem(request({ seed: 7 }));
    expect(generateMasterKeySystem(request({ seed: 7 }))).toEqual(system);
    expect(generateMasterKeySystem(request({ seed: 8 })).grandMaster).not.toEqual(system.grandMaster);
    expect(system.plan).toMatchObject({
      seed: 7,
      bucketId: 'SP6',
      method: 'total-position-progression',
      constantCount: 0,
    });
  });

  it('refuses a request beyond the capacity, naming it', () => {
    const refusal = (overrides: Partial<MasterKeySystemRequest>) => {
      try {
        generateMasterKeySystem(request(overrides));
      } catch (error) {
        if (error instanceof KeyingCapacityError) return error;
        throw error;
      }
      throw new Error('not refused');
    };
    const changeKeys = refusal({
      method: 'rotating-constant',
      masterKeys: 50,
      locksPerMaster: [...Array(49).fill(146), 147],
    });
    expect(changeKeys.message).toBe(
      'Master key system needs 147 change keys under MASTER KEY 50 but the rotating-constant progression of bucket SP6 holds at most 146 per master key',
    );
    expect(changeKeys).toMatchObject({ level: 'change-keys', needed: 147, capacity: 146, masterKey: 50 });
    const masterKeys = refusal({ bucket: bucket('BR4'), masterKeys: 64 });
    expect(masterKeys.message).toBe(
      'Master key system needs 64 master keys but the total-position-progression progression of bucket BR4 holds at most 63',
    );
    expect(masterKeys.capacity).toBe(63);
  });

  it('rejects a malformed request with every problem', () => {
    expect(() =>
      generateMasterKeySystem(request({ masterKeys: 2, locksPerMaster: [1], constantCount: 1, seed: -1 })),
    ).toThrow(
      /locksPerMaster: lists 1 counts for 2 master keys.*constantCount: applies to the rotating-constant method only/,
    );
    expect(() => generateMasterKeySystem(request({ method: 'rotating-constant', constantCount: 5 }))).toThrow(
      'constantCount: must leave a master and a changing position: at most 4 for 6 pins',
    );
  });
});

describe('generateMasterKeySystem (properties over random buckets and system shapes)', () => {
  const shapeArbitrary = fc.record({
    bucket: bucketArbitrary,
    locksPerMaster: fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 6 }),
    method: fc.constantFrom(...METHODS),
    constantShare: fc.double({ min: 0, max: 1, noNaN: true }),
    seed: fc.nat(),
  });

  it('is sound exactly when the request is within capacity, and refuses it otherwise', () => {
    fc.assert(
      fc.property(shapeArbitrary, ({ bucket: rules, locksPerMaster, method, constantShare, seed }) => {
        const constantCount =
          method === 'rotating-constant'
            ? Math.min(rules.pins - 2, 1 + Math.floor(constantShare * (rules.pins - 2)))
            : undefined;
        const capacity = capacityOf(rules, method, locksPerMaster.length, constantCount);
        const fits =
          capacity.masterPositionCount > 0 && locksPerMaster.every((count) => count <= capacity.changeKeysPerMaster);
        const generate = () =>
          generateMasterKeySystem({
            bucket: rules,
            masterKeys: locksPerMaster.length,
            locksPerMaster,
            method,
            seed,
            constantCount,
          });
        if (!fits) {
          expect(generate).toThrow(KeyingCapacityError);
          return;
        }
        const system = generate();
        expect(system.masters.map((master) => master.changeKeys.length)).toEqual(locksPerMaster);
        expectSound(system, rules);
      }),
      { numRuns: 300 },
    );
  });

  it('delivers its full capacity whatever the seed', () => {
    fc.assert(
      fc.property(
        shapeArbitrary.filter(({ bucket: rules, method }) => {
          const capacity = capacityOf(rules, method, 2);
          return (
            capacity.masterPositionCount > 0 && capacity.changeKeysPerMaster > 0 && capacity.changeKeysPerMaster <= 60
          );
        }),
        ({ bucket: rules, method, seed }) => {
          const { changeKeysPerMaster } = capacityOf(rules, method, 2);
          const system = generateMasterKeySystem({
            bucket: rules,
            masterKeys: 2,
            locksPerMaster: changeKeysPerMaster,
            method,
            seed,
          });
          expectSound(system, rules);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('issueFromPlan (a system growing from its stored plan)', () => {
  const keysOf = (system: { bitting: number[]; changeKeys: number[][] }[]) =>
    system.flatMap((master) => [master.bitting, ...master.changeKeys]).map(formatBitting);

  it('skips excluded keys and keeps what was issued before, staying sound', () => {
    for (const method of METHODS) {
      const first = generateMasterKeySystem(request({ method, masterKeys: 3, locksPerMaster: 6 }));
      const issued = new Set(keysOf(first.masters));
      const taken = new Set([formatBitting(first.masters[1]!.changeKeys[2]!), '000000']);
      // Grow: master 1 keeps its keys and gets 4 more; master 2 is new (slot); a taken key must be skipped.
      const grown = issueFromPlan(
        first.plan,
        [
          { bitting: first.masters[0]!.bitting, newChangeKeys: 4 },
          { bitting: first.masters[1]!.bitting, newChangeKeys: 0 },
          { bitting: first.masters[2]!.bitting, newChangeKeys: 2 },
          { bitting: null, newChangeKeys: 5 },
        ],
        new Set([...issued, ...taken]),
      );
      expect(grown.slice(0, 3).map((master) => master.bitting)).toEqual(first.masters.map((master) => master.bitting));
      const added = keysOf(grown).filter(
        (key, index) => index > 0 && !grown.slice(0, 3).some((master) => formatBitting(master.bitting) === key),
      );
      for (const key of added) expect(issued.has(key) || taken.has(key), key).toBe(false);
      const whole: MasterKeySystem = {
        plan: first.plan,
        grandMaster: first.grandMaster,
        masters: grown.map((master, index) => {
          const changeKeys = [...(first.masters[index]?.changeKeys ?? []), ...master.changeKeys];
          return {
            bitting: master.bitting,
            changeKeys,
            pinnings: changeKeys.map((key) => pinLock([key, master.bitting, first.grandMaster])),
          };
        }),
      };
      expectSound(whole, bucket('SP6'));
    }
  });

  it('skips excluded keys in a new system, and refuses when the exclusions leave too few', () => {
    const plain = generateMasterKeySystem(request({ masterKeys: 1, locksPerMaster: 3 }));
    const takenChangeKey = new Set([formatBitting(plain.masters[0]!.changeKeys[0]!)]);
    const skipping = generateMasterKeySystem(request({ masterKeys: 1, locksPerMaster: 3 }), {
      excluded: takenChangeKey,
    });
    expect(skipping.masters[0]!.changeKeys.slice(0, 2)).toEqual(plain.masters[0]!.changeKeys.slice(1));
    const excluded = new Set([...takenChangeKey, formatBitting(plain.masters[0]!.bitting)]);
    const avoiding = generateMasterKeySystem(request({ masterKeys: 1, locksPerMaster: 3 }), { excluded });
    expect(avoiding.masters[0]!.bitting).not.toEqual(plain.masters[0]!.bitting);
    expect(keysOf(avoiding.masters).filter((key) => excluded.has(key))).toEqual([]);
    expectSound(avoiding, bucket('SP6'));

    const brass = generateMasterKeySystem(request({ bucket: bucket('BR4'), masterKeys: 2, locksPerMaster: 1 }));
    const { changeKeysPerMaster } = capacityOf(bucket('BR4'), 'total-position-progression', 2);
    const refusal = () =>
      issueFromPlan(
        brass.plan,
        [{ bitting: brass.masters[0]!.bitting, newChangeKeys: changeKeysPerMaster }],
        new Set(keysOf(brass.masters)),
      );
    expect(refusal).toThrow(KeyingCapacityError);
    expect(refusal).toThrow(`holds at most ${changeKeysPerMaster - 1} per master key`);
  });

  it('passes over a new master key whose change keys are crowded out by exclusions', () => {
    const { plan, masters } = generateMasterKeySystem(request({ masterKeys: 2, locksPerMaster: 1 }));
    const progression = changeKeyProgression(plan, masters[0]!.bitting);
    expect(progression.length).toBeGreaterThanOrEqual(
      capacityOf(bucket('SP6'), 'total-position-progression', 2).changeKeysPerMaster,
    );
    expect(progression[0]).toEqual(masters[0]!.changeKeys[0]);
    const crowded = new Set(progression.slice(2).map(formatBitting));
    const [first] = issueFromPlan(plan, [{ bitting: null, newChangeKeys: 5 }], crowded);
    expect(first!.bitting).toEqual(masters[1]!.bitting);
    const [few] = issueFromPlan(plan, [{ bitting: null, newChangeKeys: 2 }], crowded);
    expect(few!.bitting).toEqual(masters[0]!.bitting);
  });
});
