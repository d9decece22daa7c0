import { describe, expect, it } from 'vitest';
import { counted } from './counted.ts';

describe('counted', () => {
  it('puts the noun in the number the count takes', () => {
    expect(counted(1, 'set')).toBe('1 set');
    expect(counted(0, 'set')).toBe('0 sets');
    expect(counted(4, 'key')).toBe('4 keys');
    expect(counted(2, 'copy', 'copies')).toBe('2 copies');
    expect(counted(1200, 'key')).toBe('1,200 keys');
  });
});
