import { describe, expect, it } from 'vitest';
import { operates, pinLock, shearLines } from './pinning.ts';

describe('pinLock, shearLines and operates', () => {
  it('pins a master-keyed lock by hand: change 5, master 3, grand master 7 → bottom 3, master pins 2 and 2', () => {
    const change = [5, 2, 4];
    const master = [3, 2, 4];
    const grandMaster = [7, 2, 6];
    const pinning = pinLock([change, master, grandMaster]);
    expect(pinning).toEqual([
      { bottomPin: 3, masterPins: [2, 2] },
      { bottomPin: 2, masterPins: [] },
      { bottomPin: 4, masterPins: [2] },
    ]);
    expect(pinning.map(shearLines)).toEqual([[3, 5, 7], [2], [4, 6]]);
  });

  it('lets in exactly the keys whose every cut meets a shear line, ghost keys included', () => {
    const pinning = pinLock([
      [5, 2, 4],
      [3, 2, 4],
      [7, 2, 6],
    ]);
    for (const key of [
      [5, 2, 4],
      [3, 2, 4],
      [7, 2, 6],
      [5, 2, 6],
    ])
      expect(operates(key, pinning)).toBe(true);
    for (const key of [
      [4, 2, 4],
      [5, 3, 4],
      [5, 2],
    ])
      expect(operates(key, pinning)).toBe(false);
  });
});
