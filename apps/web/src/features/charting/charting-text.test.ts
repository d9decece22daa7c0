import { describe, expect, it } from 'vitest';
import { engravingLines, formatPinning, methodLabel } from './charting-text.ts';
import { buildChartLockSet } from '../../testing/charting-fixtures.tsx';

describe('charting texts', () => {
  it('writes pinning chamber by chamber, master pins after a +', () => {
    expect(formatPinning({ bottomPins: [3, 5, 2], masterPins: [[2, 2], [], [4]] })).toBe('3+2+2 5 2+4');
    expect(formatPinning(undefined)).toBe('');
  });

  it('labels methods and engraving faces', () => {
    expect(methodLabel('total-position-progression')).toBe('Total position progression');
    expect(methodLabel(null)).toBe('—');
    expect(engravingLines(buildChartLockSet('A'))).toEqual(['Front: DANGER / DO NOT OPERATE', 'Key: UNIT 4']);
  });
});
