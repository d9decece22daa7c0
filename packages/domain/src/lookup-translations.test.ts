import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from './catalog/demo-catalog.ts';
import { ADMIN_LOOKUP_ITEM_SCHEMAS, lookupReferenceProblems } from './lookup-admin.ts';
import {
  lookupItemInLanguage,
  lookupsInLanguage,
  TRANSLATED_LOCALES,
  TRANSLATED_LOOKUPS,
} from './lookup-translations.ts';

const material = {
  id: 'STEEL',
  name: 'Laminated steel',
  description: 'Heavy-duty laminated steel with a colored cover',
  bucket: 'SP6',
  translations: {
    'fr-CA': { name: 'Acier laminé', description: 'Acier laminé robuste' },
    'es-MX': { name: 'Acero laminado' },
  },
};

describe('lookupItemInLanguage', () => {
  it('reads the name and description in the language, without the translations', () => {
    expect(lookupItemInLanguage(material, 'fr-CA')).toEqual({
      id: 'STEEL',
      name: 'Acier laminé',
      description: 'Acier laminé robuste',
      bucket: 'SP6',
    });
  });

  it('falls back to English for a missing description, a missing language and English itself', () => {
    expect(lookupItemInLanguage(material, 'es-MX')).toMatchObject({
      name: 'Acero laminado',
      description: 'Heavy-duty laminated steel with a colored cover',
    });
    const frenchOnly = { ...material, translations: { 'fr-CA': material.translations['fr-CA'] } };
    expect(lookupItemInLanguage(frenchOnly, 'es-MX')).toEqual({
      id: 'STEEL',
      name: 'Laminated steel',
      description: 'Heavy-duty laminated steel with a colored cover',
      bucket: 'SP6',
    });
    expect(lookupItemInLanguage(material, 'en-US').name).toBe('Laminated steel');
    expect(lookupItemInLanguage(material, 'en-XA')).not.toHaveProperty('translations');
  });

  it('gives no description to an item that has none', () => {
    const color = {
      id: 'RED',
      name: 'Red',
      hex: '#C8102E',
      translations: { 'fr-CA': { name: 'Rouge', description: 'x' } },
    };
    expect(lookupItemInLanguage(color, 'fr-CA')).toEqual({ id: 'RED', name: 'Rouge', hex: '#C8102E' });
  });

  it('leaves an item without translations as it is', () => {
    const bucket = DEMO_CATALOG.lookups.keycodebuckettype[0]!;
    expect(lookupItemInLanguage(bucket, 'fr-CA')).toBe(bucket);
  });
});

describe('the demo catalog', () => {
  it.each(TRANSLATED_LOOKUPS)('translates every item of %s into every language, each name once', (name) => {
    for (const locale of TRANSLATED_LOCALES) {
      const items = lookupsInLanguage(DEMO_CATALOG.lookups, locale)[name] as { name: string }[];
      const english = DEMO_CATALOG.lookups[name] as { name: string; translations?: object }[];
      items.forEach((item, index) => {
        expect(english[index]!.translations, `${name}[${index}] in ${locale}`).toHaveProperty(locale);
        expect(item).not.toHaveProperty('translations');
      });
      expect(new Set(items.map((item) => item.name.toLocaleUpperCase(locale))).size).toBe(items.length);
      for (const item of english) expect(ADMIN_LOOKUP_ITEM_SCHEMAS[name].safeParse(item).success).toBe(true);
    }
  });
});

describe('the admin schemas', () => {
  const parse = (name: 'colors' | 'lockMaterials', translations: unknown) =>
    ADMIN_LOOKUP_ITEM_SCHEMAS[name].safeParse({ ...DEMO_CATALOG.lookups[name][0], translations });
  const paths = (result: ReturnType<typeof parse>) =>
    result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it('accepts a translation per language, trimmed, and none at all', () => {
    const result = parse('lockMaterials', { 'fr-CA': { name: ' Thermoplastique ' } });
    expect(result.success && result.data.translations).toEqual({ 'fr-CA': { name: 'Thermoplastique' } });
    expect(parse('colors', undefined).success).toBe(true);
    expect(parse('colors', {}).success).toBe(true);
  });

  it('refuses a blank or too long name, an unknown language and a description on a color, naming the field', () => {
    expect(paths(parse('colors', { 'fr-CA': { name: '  ' } }))).toEqual(['translations.fr-CA.name: must not be empty']);
    expect(paths(parse('lockMaterials', { 'es-MX': { name: 'x'.repeat(61) } }))).toEqual([
      'translations.es-MX.name: must be at most 60 characters',
    ]);
    expect(paths(parse('colors', { 'de-DE': { name: 'Rot' } }))[0]).toMatch(/^translations: .*de-DE/);
    expect(paths(parse('colors', { 'fr-CA': { name: 'Rouge', description: 'Vif' } }))[0]).toMatch(
      /^translations\.fr-CA: .*description/,
    );
  });

  it('refuses a translated name another item of the list has in that language', () => {
    const colors = DEMO_CATALOG.lookups.colors;
    const taken = colors[1]!.translations!['fr-CA']!.name;
    const item = { ...colors[0]!, translations: { 'fr-CA': { name: taken.toUpperCase() } } };
    expect(lookupReferenceProblems('colors', item, colors[0], DEMO_CATALOG.lookups, {})).toEqual([
      `item.translations.fr-CA.name: must be unique in the list (${colors[1]!.id} is named ${taken.toUpperCase()} in fr-CA)`,
    ]);
  });
});
