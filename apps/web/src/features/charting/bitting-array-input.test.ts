import { describe, expect, it } from 'vitest';
import { parseBittingArray } from './bitting-array-input.ts';

describe('parseBittingArray', () => {
  it('reads the top master key, one row per line (spaces and blanks allowed) and the sequence', () => {
    expect(
      parseBittingArray({
        topMasterKey: '6 3 4 0 5 2',
        rows: '010210\n2 5 2 4 3 4\n47667-\n',
        masterPositions: '1',
        changePositions: '6, 5 4 3 2',
      }),
    ).toEqual({
      problems: [],
      value: {
        topMasterKey: [6, 3, 4, 0, 5, 2],
        rows: [
          [0, 1, 0, 2, 1, 0],
          [2, 5, 2, 4, 3, 4],
          [4, 7, 6, 6, 7, null],
        ],
        sequence: { masterPositions: [1], changePositions: [6, 5, 4, 3, 2] },
      },
    });
  });

  it('says what is missing or wrong, in the words of the fields', () => {
    expect(
      parseBittingArray({ topMasterKey: '63x', rows: '', masterPositions: '0', changePositions: '' }).problems,
    ).toEqual([
      'Top master key: use 0–9 and A–F only.',
      'Key bitting array: enter one row of depths per line.',
      'Master positions: list chamber numbers from 1, e.g. 1.',
      'Change positions: list chamber numbers from 1, fastest first, e.g. 6 5 4 3 2.',
    ]);
  });
});
