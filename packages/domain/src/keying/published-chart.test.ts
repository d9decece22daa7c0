import { describe, expect, it } from 'vitest';
import type { KeyCodeBucketType } from '../lookups.ts';
import { planFromBittingArray, type KeyBittingArray } from './bitting-array.ts';
import { formatBitting, parseBitting } from './bucket-rules.ts';
import { KeyingCapacityError } from './keying-capacity-error.ts';
import { changeKeyProgression, issueFromPlan } from './master-key-system.ts';
import type { KeyingPlan } from './progression.ts';
import { pinLock } from './pinning.ts';

/**
 * A MANUFACTURER'S PUBLISHED KEY BITTING ARRAY, AND WHAT IT PRINTS OF THE CHART (partial).
 *
 * Source: Kaba Access Control (2941 Indiana Ave., Winston-Salem, NC 27105), Kaba Peaks technical
 * manual (published online as "Kaba 5402 Series Technical Manual" and "Kaba Peaks Preferred"
 * manual). Pages read:
 * - p. 3-19, "Key Cutting & Pinning", the A2 System small format interchangeable core pinning chart
 *   (https://manualarchiveguide.com/manuals/Kaba-5402-Series-Technical-Manual-3603228?page=58):
 *   "A small format interchangeable core pinning chart is an expanded key bitting array (KBA) that
 *   speeds pinning. At the left is a key bitting array. The control combination is a change key that
 *   is set aside. SOP stands for Sequence of Progression." The array it prints:
 *
 *       TMK      5 2 8 6 1 4
 *                7 4 2 8 3 6
 *                3 0 4 0 5 2
 *                1 8 6 2 9 0
 *                9 6 0 4 7 8
 *       SOP      a b c d e f        Control 9 6 0 4 7 8
 *
 *   and "The inset at the left shows the pin stack for the first change key possibility in the first
 *   chamber. The "7" from the KBA is in the large oval." — "#5 bottom pin for #5 cut of TMK, change
 *   key cut is 7", "#2 master pin makes #7 cut of change key work". The chart then prints, for each
 *   row of the array, the bottom pins and master pins of the operating shear line (with buildup and
 *   top pins for the control shear line, which this engine does not model):
 *       row 7 4 2 8 3 6: bottom 5 2 2 6 1 4, master 2 2 6 2 2 2
 *       row 3 0 4 0 5 2: bottom 3 0 4 0 1 2, master 2 2 4 6 4 2
 *       row 1 8 6 2 9 0: bottom 1 2 6 2 1 0, master 4 6 2 4 8 4
 *       row 9 6 0 4 7 8: bottom 5 2 0 4 1 4, master 4 4 8 2 6 4
 *   (the buildup pins printed beside them, e.g. 12 12 2 6 14 12 for the first row, are control cut
 *   + 10 minus the deeper operating cut, and confirm the reading of the array above).
 * - p. 3-17, "Calculating Small Format Interchangeable Core – A2 System Pin Stacks"
 *   (https://www.manualslib.com/manual/1532460/Kaba-5402-Series.html?page=56): "bottom pin equals
 *   the smaller of the master key or operating key cuts", "master pin equals the larger ... minus the
 *   bottom pin" — the rule `pinLock` follows; and "In A2 system, parity must be maintained in each
 *   position, i.e., only the odd or even cuts may be used in a given pin chamber. When a key system
 *   is written, the choice of a TMK automatically determines the parity pattern."
 * - p. 4-9, "Key Control & Record Keeping", Control Keys
 *   (http://88.208.23.73:8080/en/manual/kaba/peaks-preferred/3210047?page=77, a mirror of
 *   manualshive.com): "The control key cuts are chosen from the progression columns of the KBA. The
 *   control is actually a change key. Note in the sample system that the key bitting array has been
 *   manipulated so that the control key is the last key in the system. When you cross the control key
 *   combination off the progression list, you can be certain that no other key in the system will
 *   ever be a control key. CTR 9 6 0 4 …" (the line is cut there in the copy read; p. 3-19 prints it
 *   whole: 9 6 0 4 7 8).
 * - p. 1-4: A2 system, ten depths 0–9; "140 MACS is 8 – 09, 90 are forbidden", "150 MACS is 9 – no
 *   forbidden combinations" (https://www.easymanua.ls/kaba/peaks-preferred/manual?p=8).
 *
 * WHAT IS NOT PUBLISHED there: the bitting list itself (the change keys in order), the key levels
 * (which SOP letters are master positions) and whether "a" is the fastest letter. So this is a
 * PARTIAL published chart: the tests below assert only what the manual prints — the array, the
 * per-row pinning, the first change key's chamber-1 cut (7), and that the control key 960478 is the
 * last key of the system and, crossed off, is never issued — for every split of the SOP into master
 * and change positions (taking "a" as the fastest, as this engine's sequence does).
 *
 * TWO-STEP PARITY: the manual's rule is per chamber (each column keeps the parity of its TMK cut:
 * TMK 5 2 8 6 1 4 is the parity pattern O E E E O E), and so is this engine's since decision 0045;
 * the array is read below in a one-step bucket of the same depths and MACS (every column still moves
 * by two) and, last, in a two-step bucket of its own depths.
 */
const KABA_SAMPLE_KBA = {
  topMasterKey: [5, 2, 8, 6, 1, 4],
  rows: [
    [7, 4, 2, 8, 3, 6],
    [3, 0, 4, 0, 5, 2],
    [1, 8, 6, 2, 9, 0],
    [9, 6, 0, 4, 7, 8],
  ],
} as const;
const CONTROL_KEY = '960478';

/** The A2 system's depths and MACS (p. 1-4), one step so that the mixed-parity TMK is accepted (see above). */
const kabaA2 = (macs: 8 | 9): KeyCodeBucketType => ({
  id: `KABA-A2-${macs}`,
  name: `Kaba Peaks A2, 6 pins, MACS ${macs}`,
  pins: 6,
  depthMin: 0,
  depthMax: 9,
  depthStep: 1,
  macs,
});

/** The published array with the SOP a–f (chambers 1–6, "a" fastest) split after `changeCount` letters. */
function kabaArray(changeCount: number): KeyBittingArray {
  const sop = [1, 2, 3, 4, 5, 6];
  return {
    topMasterKey: [...KABA_SAMPLE_KBA.topMasterKey],
    rows: KABA_SAMPLE_KBA.rows.map((row) => [...row]),
    sequence: { changePositions: sop.slice(0, changeCount), masterPositions: sop.slice(changeCount) },
  };
}

/** Every master key of the plan in issue order, one change key each (masters breaking the MACS are skipped, so ask again for as many as it holds). */
function everyMasterKey(plan: KeyingPlan, theoretical: number) {
  const issue = (count: number) =>
    issueFromPlan(
      plan,
      Array.from({ length: count }, () => ({ bitting: null, newChangeKeys: 1 })),
    );
  try {
    return issue(theoretical);
  } catch (error) {
    if (!(error instanceof KeyingCapacityError) || error.level !== 'master-keys') throw error;
    return issue(error.capacity);
  }
}

describe('planFromBittingArray: the Kaba Peaks manual’s sample key bitting array (pp. 3-17, 3-19, 4-9)', () => {
  it('reads the published array: each chamber’s column down the rows, TMK on top', () => {
    const plan = planFromBittingArray(kabaA2(8), kabaArray(5));
    expect(formatBitting(plan.grandMaster)).toBe('528614');
    expect(plan.progression).toEqual([
      [7, 3, 1, 9],
      [4, 0, 8, 6],
      [2, 4, 6, 0],
      [8, 0, 2, 4],
      [3, 5, 9, 7],
      [6, 2, 0, 8],
    ]);
  });

  it('pins each row of the array as the published pinning chart does (bottom pins and master pins, p. 3-19)', () => {
    // prettier-ignore
    const published = [
      { row: '742836', bottom: [5, 2, 2, 6, 1, 4], master: [2, 2, 6, 2, 2, 2] },
      { row: '304052', bottom: [3, 0, 4, 0, 1, 2], master: [2, 2, 4, 6, 4, 2] },
      { row: '186290', bottom: [1, 2, 6, 2, 1, 0], master: [4, 6, 2, 4, 8, 4] },
      { row: '960478', bottom: [5, 2, 0, 4, 1, 4], master: [4, 4, 8, 2, 6, 4] },
    ];
    const tmk = [...KABA_SAMPLE_KBA.topMasterKey];
    expect(KABA_SAMPLE_KBA.rows.map((row) => formatBitting(row))).toEqual(published.map(({ row }) => row));
    for (const { row, bottom, master } of published) {
      const pinning = pinLock([parseBitting(row)!, tmk]);
      expect(
        pinning.map((chamber) => chamber.bottomPin),
        row,
      ).toEqual(bottom);
      expect(
        pinning.map((chamber) => chamber.masterPins),
        row,
      ).toEqual(master.map((pin) => [pin]));
    }
  });

  for (const macs of [8, 9] as const) {
    for (const changeCount of [5, 4, 3]) {
      it(`MACS ${macs}, SOP a–${'abcdef'[changeCount - 1]} change / ${'abcdef'[changeCount]}–f master: the first change key cuts 7 in chamber 1, the control key is the last key of the system`, () => {
        const plan = planFromBittingArray(kabaA2(macs), kabaArray(changeCount));
        const branches = everyMasterKey(plan, 4 ** (6 - changeCount));
        // The last master key cuts the last row of the array in every master position.
        expect(formatBitting(branches.at(-1)!.bitting)).toBe(
          formatBitting([
            ...KABA_SAMPLE_KBA.topMasterKey.slice(0, changeCount),
            ...KABA_SAMPLE_KBA.rows[3].slice(changeCount),
          ]),
        );
        // "the pin stack for the first change key possibility in the first chamber. The "7" from the KBA"
        expect(branches[0]!.changeKeys[0]![0]).toBe(7);
        // "the key bitting array has been manipulated so that the control key is the last key in the system"
        const last = changeKeyProgression(plan, branches.at(-1)!.bitting);
        expect(formatBitting(last.at(-1)!)).toBe(CONTROL_KEY);
      });
    }
  }

  it('never issues the control key once it is crossed off the progression list (p. 4-9)', () => {
    const plan = planFromBittingArray(kabaA2(8), kabaArray(5));
    const masters = everyMasterKey(plan, 4).map((branch) => branch.bitting);
    const underLast = changeKeyProgression(plan, masters.at(-1)!);
    expect(formatBitting(underLast.at(-1)!)).toBe(CONTROL_KEY);
    const [branch] = issueFromPlan(
      plan,
      [{ bitting: masters.at(-1)!, newChangeKeys: underLast.length - 1 }],
      new Set([CONTROL_KEY]),
    );
    expect(branch!.changeKeys).toHaveLength(underLast.length - 1);
    expect(branch!.changeKeys.map(formatBitting)).not.toContain(CONTROL_KEY);
  });

  it('is taken in a two-step bucket of its own depths: each chamber keeps the parity of its TMK cut (O E E E O E)', () => {
    const twoStep = { ...kabaA2(8), id: 'KABA-A2-2STEP', depthStep: 2 } as const;
    const plan = planFromBittingArray(twoStep, kabaArray(5));
    expect(formatBitting(plan.grandMaster)).toBe('528614');
    const branches = everyMasterKey(plan, 4);
    expect(branches[0]!.changeKeys[0]![0]).toBe(7);
    const last = changeKeyProgression(plan, branches.at(-1)!.bitting);
    expect(formatBitting(last.at(-1)!)).toBe(CONTROL_KEY);
    const pattern = KABA_SAMPLE_KBA.topMasterKey.map((cut) => (cut % 2 === 1 ? 'O' : 'E')).join('');
    expect(pattern).toBe('OEEEOE');
    for (const key of [...branches.map((branch) => branch.bitting), ...last])
      expect(key.map((cut) => (cut % 2 === 1 ? 'O' : 'E')).join('')).toBe(pattern);
  });
});
