import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import {
  DEFAULT_LOCALE,
  PSEUDO_LOCALE,
  formatMoney,
  pseudoMessage,
  type DisplayLocale,
  type Locale,
} from '@keyplan/domain';

/** One area's catalogs, each language's JSON as imported: the server parses them as it needs them. */
export type Catalogs<K extends string> = Record<Locale, Record<K, string>>;

/** An area's messages, numbers, money and dates in one language. */
export interface ServerText<K extends string> {
  (key: K, values?: Record<string, PrimitiveType>): string;
  readonly locale: DisplayLocale;
  number(value: number): string;
  money(minorUnits: number, currency: string): string;
  /** A day, as in "March 5, 2026" (in UTC, the day SAP and the database keep). */
  date(value: string | Date): string;
}

/**
 * Spaces and hyphens Intl may write that the PDFs' standard fonts cannot draw (they speak WinAnsi,
 * not Unicode): French groups thousands with a narrow no-break space in some ICU versions.
 */
function winAnsiSafe(text: string): string {
  return text.replace(/[\u202f\u2009\u2007]/g, '\u00a0').replace(/[\u2010\u2011]/g, '-');
}

const formattingLocale = (locale: DisplayLocale): Locale => (locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale);

/**
 * The server's side of issue 48: documents and messages made for a person in their language.
 * `textOf(locale)` formats the area's messages in `locale` (the pseudo-locale is English,
 * pseudo-localized), with every formatter built once per language.
 */
export function defineServerText<K extends string>(catalogs: Catalogs<K>): (locale: DisplayLocale) => ServerText<K> {
  const texts = new Map<DisplayLocale, ServerText<K>>();
  const create = (locale: DisplayLocale): ServerText<K> => {
    const intlLocale = formattingLocale(locale);
    const source = catalogs[intlLocale];
    const formats = new Map<K, IntlMessageFormat>();
    const formatOf = (key: K) => {
      let format = formats.get(key);
      if (!format) {
        const elements = parse(source[key], { shouldParseSkeletons: true, requiresOtherClause: true });
        format = new IntlMessageFormat(locale === PSEUDO_LOCALE ? pseudoMessage(elements) : elements, intlLocale);
        formats.set(key, format);
      }
      return format;
    };
    const count = new Intl.NumberFormat(intlLocale);
    const day = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' });
    const text = (key: K, values?: Record<string, PrimitiveType>) => winAnsiSafe(String(formatOf(key).format(values)));
    return Object.assign(text, {
      locale,
      number: (value: number) => winAnsiSafe(count.format(value)),
      money: (minorUnits: number, currency: string) => winAnsiSafe(formatMoney(minorUnits, currency, intlLocale)),
      date: (value: string | Date) => winAnsiSafe(day.format(new Date(value))),
    });
  };
  return (locale) => {
    let text = texts.get(locale);
    if (!text) texts.set(locale, (text = create(locale)));
    return text;
  };
}
