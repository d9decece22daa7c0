import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isNumericDesignId,
  normalizeCcid,
  normalizeDesignId,
  normalizeQuoteNumber,
  normalizeSapOrderNumber,
} from './identifiers.ts';

describe('identifier normalisation (SPEC §5)', () => {
  it('pads a ccid with zeros to ten characters', () => {
    expect(normalizeCcid('12345')).toBe('0000012345');
    expect(normalizeCcid('1234567890')).toBe('1234567890');
  });

  it('pads and uppercases an order number, and only pads a non-order', () => {
    expect(normalizeSapOrderNumber('ab12')).toBe('000000AB12');
    expect(normalizeSapOrderNumber('ab12', false)).toBe('000000ab12');
  });

  it('uppercases quote numbers and lowercases design ids', () => {
    expect(normalizeQuoteNumber(' q-77a ')).toBe('Q-77A');
    expect(normalizeDesignId('NEW')).toBe('new');
    expect(isNumericDesignId('123')).toBe(true);
    expect(isNumericDesignId('new')).toBe(false);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Za-z]{0,10}$/), (value) => {
        expect(normalizeCcid(normalizeCcid(value))).toBe(normalizeCcid(value));
        expect(normalizeSapOrderNumber(normalizeSapOrderNumber(value))).toBe(normalizeSapOrderNumber(value));
        expect(normalizeQuoteNumber(normalizeQuoteNumber(value))).toBe(normalizeQuoteNumber(value));
        expect(normalizeDesignId(normalizeDesignId(value))).toBe(normalizeDesignId(value));
      }),
    );
  });
});
