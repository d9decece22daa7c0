import { describe, expect, it } from 'vitest';
import { changeKeyNumber, changeKeySymbol, masterKeySymbol } from './key-symbols.ts';

describe('key symbols', () => {
  it('name master keys AA … AZ, then ABA …, all distinct up to the limit of master keys', () => {
    expect([0, 1, 7, 8, 12, 13, 23, 24, 25, 47, 48, 98].map(masterKeySymbol)).toEqual([
      'AA',
      'AB',
      'AH',
      'AJ',
      'AN',
      'AP',
      'AZ',
      'ABA',
      'ABB',
      'ABZ',
      'ACA',
      'AEC',
    ]);
    const symbols = Array.from({ length: 99 }, (_, index) => masterKeySymbol(index));
    expect(new Set(symbols).size).toBe(99);
    expect(() => masterKeySymbol(-1)).toThrow(RangeError);
  });

  it('never use I or O, which read as 1 and 0 on a key', () => {
    const symbols = Array.from({ length: 99 }, (_, index) => masterKeySymbol(index));
    expect(symbols.filter((symbol) => /[IO]/.test(symbol))).toEqual([]);
  });

  it('number change keys under their parent, and read the number back', () => {
    expect(changeKeySymbol('AA', 1)).toBe('AA1');
    expect(changeKeySymbol('A', 12)).toBe('A12');
    expect(changeKeyNumber('AA', 'AA12')).toBe(12);
    expect(changeKeyNumber('AB', 'ABA1')).toBeUndefined();
    expect(changeKeyNumber('A', 'AA1')).toBeUndefined();
  });
});
