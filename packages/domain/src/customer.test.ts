import { describe, expect, it } from 'vitest';
import { foldForSearch } from './customer.ts';

describe('foldForSearch', () => {
  it('folds accents, case and ß away, as a person searching expects', () => {
    expect(foldForSearch('Trois-Rivières')).toBe('trois-rivieres');
    expect(foldForSearch('ÉMILE Tremblay')).toBe('emile tremblay');
    expect(foldForSearch('Straße')).toBe('strasse');
    expect(foldForSearch('Ångström Søren')).toBe('angstrom søren');
    expect(foldForSearch('plain 123')).toBe('plain 123');
  });
});
