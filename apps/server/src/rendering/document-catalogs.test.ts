import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { LOCALES, PSEUDO_LOCALE, type DisplayLocale } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { documentsText } from '../documents/documents-text.ts';
import documentsEnglish from '../documents/text/en-US.json' with { type: 'json' };
import documentsSpanish from '../documents/text/es-MX.json' with { type: 'json' };
import documentsFrench from '../documents/text/fr-CA.json' with { type: 'json' };
import { renderingText } from './rendering-text.ts';
import renderingEnglish from './text/en-US.json' with { type: 'json' };
import renderingSpanish from './text/es-MX.json' with { type: 'json' };
import renderingFrench from './text/fr-CA.json' with { type: 'json' };

/**
 * The characters pdfkit's standard fonts draw: WinAnsi, i.e. printable Latin-1 (é ñ « » ¿ and the
 * no-break space U+00A0) and the 27 characters pdfkit's WIN_ANSI_MAP moves into WinAnsi's 0x80–0x9F
 * (pdfkit.js: ƒ – — ‘ ’ ‚ “ ” „ † ‡ • … € ‰ ‹ › ˆ ™ Œ œ ˜ Š š Ÿ Ž ž). Anything else is written as
 * its raw UTF-16 code and comes out as other glyphs or none, with no error (U+202F came out " /").
 */
const WIN_ANSI_MAP_CHARACTERS = new Set([
  402, 8211, 8212, 8216, 8217, 8218, 8220, 8221, 8222, 8224, 8225, 8226, 8230, 8364, 8240, 8249, 8250, 710, 8482, 338,
  339, 732, 352, 353, 376, 381, 382,
]);

const drawable = (character: string) => {
  const code = character.codePointAt(0)!;
  return (
    character === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_MAP_CHARACTERS.has(code)
  );
};

/** The characters of `text` the PDFs cannot draw, with their code points. */
const undrawable = (text: string) =>
  [...text].filter((character) => !drawable(character)).map((c) => `${c} U+${c.codePointAt(0)!.toString(16)}`);

type Catalog = Record<string, string>;
const CATALOGS: Record<string, { catalogs: Record<string, Catalog>; text: (locale: DisplayLocale) => unknown }> = {
  rendering: {
    catalogs: { 'en-US': renderingEnglish, 'fr-CA': renderingFrench, 'es-MX': renderingSpanish },
    text: renderingText,
  },
  documents: {
    catalogs: { 'en-US': documentsEnglish, 'fr-CA': documentsFrench, 'es-MX': documentsSpanish },
    text: documentsText,
  },
};

/** A value for every argument of a message: text, a number, a date, a plural count, a select's first option. */
function sampleValues(elements: MessageFormatElement[], values: Record<string, unknown> = {}) {
  for (const element of elements) {
    if (isPluralElement(element)) values[element.value] = 2;
    else if (isSelectElement(element)) values[element.value] = Object.keys(element.options)[0];
    else if (isNumberElement(element)) values[element.value] = 1234.5;
    else if (isDateElement(element)) values[element.value] = new Date('2026-03-02T00:00:00Z');
    else if (isArgumentElement(element)) values[element.value] = 'Ab';
    if (isPluralElement(element) || isSelectElement(element))
      for (const option of Object.values(element.options)) sampleValues(option.value, values);
    if (isTagElement(element)) sampleValues(element.children, values);
  }
  return values;
}

it('tells what the standard fonts draw from what they cannot', () => {
  expect(undrawable('Clé « passe-partout » ¿Año? ñ Ñ\u00a0€ œ – ’')).toEqual([]);
  expect(undrawable('1\u202f234 ƈ\u2011')).toEqual(['\u202f U+202f', 'ƈ U+188', '\u2011 U+2011']);
});

describe.each(Object.entries(CATALOGS))('the %s catalogs, drawn by the PDFs’ standard fonts', (_name, area) => {
  it.each(LOCALES)('%s: every message is within WinAnsi', (locale) => {
    const problems = Object.entries(area.catalogs[locale]!).flatMap(([key, message]) =>
      undrawable(message).map((character) => `${key}: ${character}`),
    );
    expect(problems).toEqual([]);
  });

  it.each<DisplayLocale>([...LOCALES, PSEUDO_LOCALE])('%s: every message formats, and within WinAnsi', (locale) => {
    const text = area.text(locale) as (key: string, values?: Record<string, unknown>) => string;
    const english = area.catalogs['en-US']!;
    for (const [key, message] of Object.entries(english)) {
      const formatted = text(key, sampleValues(parse(message)));
      expect(formatted.trim(), key).not.toBe('');
      expect(undrawable(formatted), `${locale} ${key}: ${formatted}`).toEqual([]);
      // The pseudo-locale shows where each message starts and ends, and that it went through a catalog.
      if (locale === PSEUDO_LOCALE) expect(formatted, key).toMatch(/^\[.*\]$/s);
    }
  });
});

describe('numbers, money and dates in the documents', () => {
  it.each<DisplayLocale>([...LOCALES, PSEUDO_LOCALE])('%s: come out within WinAnsi', (locale) => {
    const text = renderingText(locale);
    for (const currency of ['USD', 'CAD', 'EUR', 'GBP'])
      expect(undrawable(text.money(123_456_789, currency)), currency).toEqual([]);
    expect(undrawable(text.number(1_234_567))).toEqual([]);
    expect(undrawable(text.date('2026-11-25'))).toEqual([]);
  });

  it('writes money and counts as each language does', () => {
    expect(renderingText('fr-CA').money(123_450, 'CAD')).toBe('1\u00a0234,50\u00a0$');
    expect(renderingText('en-US').money(123_450, 'CAD')).toBe('CA$1,234.50');
    expect(renderingText('es-MX').money(123_450, 'USD')).toBe('USD\u00a01,234.50');
    expect(renderingText('fr-CA').number(1234)).toBe('1\u00a0234');
    expect(renderingText('fr-CA').date('2026-11-25')).toBe('25 novembre 2026');
    expect(renderingText('es-MX').date('2026-11-25')).toBe('25 de noviembre de 2026');
  });
});
