import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from '../catalog/demo-catalog.ts';
import { pinLock } from './pinning.ts';
import {
  binomial,
  capacityOf,
  keyingDepthRuns,
  keyingPlanSchema,
  progressedKey,
  subsetsOf,
  type KeyingPlan,
} from './progression.ts';

const bucket = (id: string) => DEMO_CATALOG.lookups.keycodebuckettype.find((entry) => entry.id === id)!;

/** A two-step plan written by hand: GMK 24642 on depths 2–8, chamber 1 the master position. */
const handPlan: KeyingPlan = keyingPlanSchema.parse({
  version: 1,
  method: 'total-position-progression',
  seed: 0,
  bucketId: 'AL5',
  depths: [2, 4, 6, 8],
  grandMaster: [2, 4, 6, 4, 2],
  masterPositions: [0],
  changePositions: [1, 2, 3, 4],
  progression: [
    [4, 6, 8],
    [2, 6, 8],
    [2, 4, 8],
    [2, 6, 8],
    [4, 6, 8],
  ],
  constantCount: 0,
});

describe('keyingDepthRuns', () => {
  it('gives the longest runs of one parity within the MACS', () => {
    expect(keyingDepthRuns(bucket('SP6'))).toEqual([
      [0, 1, 2, 3, 4, 5, 6, 7],
      [1, 2, 3, 4, 5, 6, 7, 8],
      [2, 3, 4, 5, 6, 7, 8, 9],
    ]);
    expect(keyingDepthRuns(bucket('AL5'))).toEqual([
      [0, 2, 4, 6],
      [2, 4, 6, 8],
      [1, 3, 5, 7],
      [3, 5, 7, 9],
    ]);
    expect(keyingDepthRuns(bucket('BR4'))).toHaveLength(3);
    expect(keyingDepthRuns({ pins: 5, depthMin: 0, depthMax: 4, depthStep: 1, macs: 9 })).toEqual([[0, 1, 2, 3, 4]]);
  });
});

describe('progressedKey (hand-checked TPP and RCM)', () => {
  it('issues master keys in the master position and change keys in the others, the last position counting fastest', () => {
    const masters = [0, 1, 2].map((index) =>
      progressedKey(handPlan, handPlan.grandMaster, handPlan.masterPositions, [[]], index),
    );
    expect(masters).toEqual([
      [4, 4, 6, 4, 2],
      [6, 4, 6, 4, 2],
      [8, 4, 6, 4, 2],
    ]);
    const changeKeys = [0, 1, 2, 3].map((index) =>
      progressedKey(handPlan, masters[0]!, handPlan.changePositions, [[]], index),
    );
    expect(changeKeys).toEqual([
      [4, 2, 2, 2, 4],
      [4, 2, 2, 2, 6],
      [4, 2, 2, 2, 8],
      [4, 2, 2, 6, 4],
    ]);
    expect(pinLock([changeKeys[0]!, masters[0]!, handPlan.grandMaster])).toEqual([
      { bottomPin: 2, masterPins: [2] },
      { bottomPin: 2, masterPins: [2] },
      { bottomPin: 2, masterPins: [4] },
      { bottomPin: 2, masterPins: [2] },
      { bottomPin: 2, masterPins: [2] },
    ]);
  });

  it('rotates one constant through the change positions, then progresses the others', () => {
    const master = [4, 4, 6, 4, 2];
    const rotation = subsetsOf(handPlan.changePositions, 1);
    expect(rotation).toEqual([[1], [2], [3], [4]]);
    const changeKeys = [0, 1, 4].map((index) =>
      progressedKey(
        { ...handPlan, method: 'rotating-constant', constantCount: 1 },
        master,
        handPlan.changePositions,
        rotation,
        index,
      ),
    );
    expect(changeKeys).toEqual([
      [4, 4, 2, 2, 4],
      [4, 2, 6, 2, 4],
      [4, 4, 2, 2, 6],
    ]);
  });
});

describe('capacityOf', () => {
  it('gives the capacity of the demo buckets (w depths in the run, (w − 1)^k − 1 master keys)', () => {
    // SP6: 8 depths → columns of 7. 50 master keys need 3 master positions (7² − 1 = 48 < 50).
    expect(capacityOf(bucket('SP6'), 'total-position-progression', 50)).toEqual({
      maxMasterKeys: 7 ** 5 - 1,
      masterPositionCount: 3,
      changeKeysPerMaster: 7 ** 3 - 1,
    });
    expect(capacityOf(bucket('SP6'), 'rotating-constant', 50)).toEqual({
      maxMasterKeys: 7 ** 4 - 1,
      masterPositionCount: 3,
      changeKeysPerMaster: 3 * 7 ** 2 - 1,
    });
    expect(capacityOf(bucket('SP6'), 'total-position-progression', 6).changeKeysPerMaster).toBe(7 ** 5 - 1);
    // AL5: 4 depths of one parity → columns of 3.
    expect(capacityOf(bucket('AL5'), 'total-position-progression', 2)).toEqual({
      maxMasterKeys: 80,
      masterPositionCount: 1,
      changeKeysPerMaster: 80,
    });
    expect(capacityOf(bucket('AL5'), 'rotating-constant', 8, 2)).toEqual({
      maxMasterKeys: 8,
      masterPositionCount: 2,
      changeKeysPerMaster: 3 * 3 - 1,
    });
    // BR4: 5 depths → columns of 4.
    expect(capacityOf(bucket('BR4'), 'total-position-progression', 3)).toEqual({
      maxMasterKeys: 63,
      masterPositionCount: 1,
      changeKeysPerMaster: 63,
    });
    expect(capacityOf(bucket('BR4'), 'rotating-constant', 16)).toEqual({
      maxMasterKeys: 15,
      masterPositionCount: 0,
      changeKeysPerMaster: 0,
    });
  });

  it('counts subsets', () => {
    expect(binomial(5, 2)).toBe(10);
    expect(subsetsOf([1, 2, 3], 2)).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(subsetsOf([1, 2], 0)).toEqual([[]]);
  });
});
