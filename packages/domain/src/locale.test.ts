import { describe, expect, it } from 'vitest';
import { acceptedLanguages, localeOfSapLanguage, matchLocale } from './locale.ts';
import { pseudoLocalize } from './pseudo-locale.ts';

describe('matchLocale', () => {
  it('takes the first supported tag, an exact one or the same language elsewhere', () => {
    expect(matchLocale(['de-DE', 'fr-CA', 'en-US'])).toBe('fr-CA');
    expect(matchLocale(['fr-FR'])).toBe('fr-CA');
    expect(matchLocale(['es'])).toBe('es-MX');
    expect(matchLocale(['en-GB'])).toBe('en-US');
  });

  it("reads Okta's locale with its underscore", () => {
    expect(matchLocale(['fr_CA'])).toBe('fr-CA');
    expect(matchLocale(['es_MX'])).toBe('es-MX');
  });

  it('gives null when no tag is supported', () => {
    expect(matchLocale(['de-DE', 'ja', ''])).toBeNull();
    expect(matchLocale([])).toBeNull();
  });
});

describe('acceptedLanguages', () => {
  it('orders the tags by quality, keeping the written order between equals', () => {
    expect(acceptedLanguages('fr-CA, fr;q=0.8, en;q=0.5')).toEqual(['fr-CA', 'fr', 'en']);
    expect(acceptedLanguages('en;q=0.5, es-MX, de;q=0.9')).toEqual(['es-MX', 'de', 'en']);
  });

  it('drops refused and wildcard tags', () => {
    expect(acceptedLanguages('*, fr;q=0, es')).toEqual(['es']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('localeOfSapLanguage', () => {
  it("maps SAP's two-character keys, regional ones included", () => {
    expect(localeOfSapLanguage('FR')).toBe('fr-CA');
    expect(localeOfSapLanguage('3F')).toBe('fr-CA');
    expect(localeOfSapLanguage('ES')).toBe('es-MX');
    expect(localeOfSapLanguage('1X')).toBe('es-MX');
    expect(localeOfSapLanguage('EN')).toBe('en-US');
  });

  it('gives null for a language Keyplan does not speak, or none', () => {
    expect(localeOfSapLanguage('DE')).toBeNull();
    expect(localeOfSapLanguage('fr')).toBeNull();
    expect(localeOfSapLanguage('')).toBeNull();
    expect(localeOfSapLanguage(null)).toBeNull();
  });
});

describe('pseudoLocalize', () => {
  it('accents letters and lengthens the text, within Latin-1', () => {
    const pseudo = pseudoLocalize('Order confirmation');
    expect(pseudo).toBe('ÖÖrdéér çööñfîîrmààtîîööñ');
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.ceil('Order confirmation'.length * 1.3));
    expect([...pseudo].every((character) => character.codePointAt(0)! <= 0xff)).toBe(true);
  });
});
