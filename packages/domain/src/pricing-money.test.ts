import { describe, expect, it } from 'vitest';
import { formatMoney } from './pricing.ts';

describe('formatMoney', () => {
  it('formats by currency with its own decimals, the same each time', () => {
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(1234, 'JPY')).toBe('¥1,234');
    expect(formatMoney(100, 'EUR', 'de-DE').replace(/\s/g, ' ')).toBe('1,00 €');
    expect(() => formatMoney(1, 'not a currency')).toThrow(RangeError);
  });
});
