import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from './catalog/demo-catalog.ts';
import { engravingRefusedMessage, filterEngraving } from './engraving.ts';
import { allowedWithBodyMaterial, bodyMaterialsOf, maxEngravingChars } from './lock-set-materials.ts';

const DEMO_LOOKUPS = DEMO_CATALOG.lookups;

describe('materials', () => {
  it('offers the bodies of the bucket only', () => {
    expect(bodyMaterialsOf(DEMO_LOOKUPS, 'SP6').map((material) => material.id)).toEqual(['THERMO', 'NYLON', 'STEEL']);
    expect(bodyMaterialsOf(DEMO_LOOKUPS, 'BR4').map((material) => material.id)).toEqual(['BRASS']);
  });

  it('allows nothing with an unknown body material', () => {
    expect(allowedWithBodyMaterial(DEMO_LOOKUPS, 'UNKNOWN')).toEqual({
      shackles: [],
      colors: [],
      fonts: [],
      logo: false,
    });
  });
});

describe('engraving', () => {
  it('uppercases and takes out what cannot be engraved', () => {
    expect(filterEngraving('plant #2 (a&b)')).toEqual({ value: 'PLANT #2 (A&B)', refused: [] });
    expect(filterEngraving('a@b!c@')).toEqual({ value: 'ABC', refused: ['@', '!'] });
    expect(engravingRefusedMessage(['@'])).toBe("'@' cannot be engraved. Allowed: A–Z, 0–9, space and - . # / & ( )");
  });

  it("limits a line to the font's face, or to the roomiest font the body allows", () => {
    expect(maxEngravingChars(DEMO_LOOKUPS, 'THERMO', 'M', 'front')).toBe(10);
    expect(maxEngravingChars(DEMO_LOOKUPS, 'THERMO', 'L', 'key')).toBe(4);
    expect(maxEngravingChars(DEMO_LOOKUPS, 'THERMO', null, 'left')).toBe(8);
    expect(maxEngravingChars(DEMO_LOOKUPS, 'STEEL', null, 'front')).toBe(14);
  });
});
