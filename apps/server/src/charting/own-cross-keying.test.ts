import { describe, expect, it } from 'vitest';
import { openedByHeldChangeKeys } from './own-cross-keying.ts';

/** Seen in the key-control property test: master AA 6554, a lost change key 3354, a remedy's new key 3353. */
const GRAND_MASTER = [6, 5, 7, 4];
const MASTER = [6, 5, 5, 4];
const LOST = [3, 3, 5, 4];

describe('new change keys a held change key would open', () => {
  it("skips a new key whose lock the held key opens through the master key's cut, and keeps the others", () => {
    // 3353's lock is pinned for 3353, 6554 and 6574: {3,6} {3,5} {5,7} {3,4}, which 3354 fits.
    const skipped = openedByHeldChangeKeys(
      GRAND_MASTER,
      [{ master: MASTER, uncut: false, held: [] }],
      [
        {
          bitting: MASTER,
          changeKeys: [
            [3, 3, 5, 3],
            [2, 3, 5, 2],
          ],
        },
      ],
      [LOST],
    );
    expect([...skipped]).toEqual(['3353']);
  });

  it('pins a lock directly under the grand master key for its key and the grand master key only', () => {
    const issued = [{ bitting: MASTER, changeKeys: [[3, 3, 5, 3]] }];
    // Without the master key's pins, 3354's last cut (4) is the grand master key's: still opened.
    expect([
      ...openedByHeldChangeKeys(GRAND_MASTER, [{ master: null, uncut: true, held: [] }], issued, [LOST]),
    ]).toEqual(['3353']);
    // A held key that differs in a cut neither the new key nor the grand master key has: not opened.
    expect(
      openedByHeldChangeKeys(GRAND_MASTER, [{ master: null, uncut: true, held: [] }], issued, [[3, 3, 5, 5]]).size,
    ).toBe(0);
  });

  it('has nothing to skip when the system holds no change key yet', () => {
    const issued = [{ bitting: MASTER, changeKeys: [[3, 3, 5, 3]] }];
    expect(openedByHeldChangeKeys(GRAND_MASTER, [{ master: null, uncut: false, held: [] }], issued, []).size).toBe(0);
  });
});
