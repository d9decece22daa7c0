import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from './catalog/demo-catalog.ts';
import { foldForSearch } from './customer.ts';
import { salesAreaForCountry } from './lookups.ts';

describe('foldForSearch', () => {
  it('folds accents, case, ß, hyphens, apostrophes and spaces away, as a person searching expects', () => {
    expect(foldForSearch('Trois-Rivières')).toBe('troisrivieres');
    expect(foldForSearch('trois rivieres')).toBe('troisrivieres');
    expect(foldForSearch('ÉMILE Tremblay')).toBe('emiletremblay');
    expect(foldForSearch('Straße')).toBe('strasse');
    expect(foldForSearch('Ångström Søren')).toBe('angstromsøren');
    expect(foldForSearch('plain 123')).toBe('plain123');
    expect(foldForSearch("O'Brien – Sainte‑Foy")).toBe('obriensaintefoy');
    expect(foldForSearch('L’Île-Perrot')).toBe(foldForSearch("l'ile perrot"));
  });
});

describe('salesAreaForCountry', () => {
  const areas = DEMO_CATALOG.lookups.salesareas;
  it('finds the sales area serving a country, UK read as GB', () => {
    expect(salesAreaForCountry(areas, 'US')?.id).toBe('US10');
    expect(salesAreaForCountry(areas, 'gb')?.id).toBe('UK10');
    expect(salesAreaForCountry(areas, 'UK')?.id).toBe('UK10');
    expect(salesAreaForCountry(areas, 'DE')?.id).toBe('EU10');
    expect(salesAreaForCountry(areas, 'CA')?.id).toBe('CA10');
    expect(salesAreaForCountry(areas, 'JP')).toBeUndefined();
  });
});
