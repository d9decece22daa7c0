import { DEFAULT_LOCALE, PSEUDO_LOCALE, type DisplayLocale } from '@keyplan/domain';
import { defineServerText, type ServerText } from '../i18n/server-text.ts';
import english from './text/en-US.json' with { type: 'json' };
import spanish from './text/es-MX.json' with { type: 'json' };
import french from './text/fr-CA.json' with { type: 'json' };

/** The words of the documents drawn here: the quote or order confirmation and the charting file's PDF. */
export const renderingText = defineServerText({ 'en-US': english, 'fr-CA': french, 'es-MX': spanish });
export type RenderingText = ReturnType<typeof renderingText>;
/** A message of the rendering catalogs. */
export type RenderingKey = keyof typeof english;

/**
 * A calendar day as a document prints it. English documents keep the ISO day they have always
 * printed ('2026-03-02': SPEC's receipts and the charting file, and what their readers file by);
 * French and Spanish write it in words, as their readers do ('2 mars 2026', '2 de marzo de 2026').
 */
export function documentDay(text: Pick<ServerText<string>, 'locale' | 'date'>, value: string | Date): string {
  const english = text.locale === DEFAULT_LOCALE || text.locale === PSEUDO_LOCALE;
  if (!english) return text.date(value);
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** The language of a document: the one asked for, else the customer's, else en-US. */
export function documentLanguage(asked: DisplayLocale | undefined, customer: DisplayLocale | undefined): DisplayLocale {
  return asked ?? customer ?? DEFAULT_LOCALE;
}
