import { describe, expect, it } from 'vitest';
import { changeKeyNumber, changeKeySymbol, masterKeySymbol } from './key-symbols.ts';

describe('key symbols', () => {
  it('name master keys AA … AZ, then ABA …, all distinct up to the limit of master keys', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 98].map(masterKeySymbol)).toEqual([
      'AA',
      'AB',
      'AZ',
      'ABA',
      'ABB',
      'ABZ',
      'ACA',
      'ADU',
    ]);
    const symbols = Array.from({ length: 99 }, (_, index) => masterKeySymbol(index));
    expect(new Set(symbols).size).toBe(99);
    expect(() => masterKeySymbol(-1)).toThrow(RangeError);
  });

  it('number change keys under their parent, and read the number back', () => {
    expect(changeKeySymbol('AA', 1)).toBe('AA1');
    expect(changeKeySymbol('A', 12)).toBe('A12');
    expect(changeKeyNumber('AA', 'AA12')).toBe(12);
    expect(changeKeyNumber('AB', 'ABA1')).toBeUndefined();
    expect(changeKeyNumber('A', 'AA1')).toBeUndefined();
  });
});
