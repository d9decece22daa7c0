/**
 * The languages Keyplan speaks (issue 48), and how a language is chosen from what a person, a
 * browser, Okta or SAP says. en-US is the default and SPEC's texts stay word for word in it.
 */
export const LOCALES = ['en-US', 'fr-CA', 'es-MX'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en-US' satisfies Locale;

/**
 * The pseudo-locale: English with accented letters and doubled vowels (about 30 % longer), in
 * brackets. Untranslated text and clipped layouts show in it. Not offered in the language switch.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type DisplayLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language in its own words, as a language switch names it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'fr-CA': 'Français',
  'es-MX': 'Español',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isDisplayLocale(value: unknown): value is DisplayLocale {
  return value === PSEUDO_LOCALE || isLocale(value);
}

/**
 * The first supported language of `tags`, best first: an exact tag, else the same language in
 * another region (fr-FR and fr read fr-CA). Okta's `locale` writes an underscore (fr_CA).
 */
export function matchLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const wanted = tag.trim().replace('_', '-').toLowerCase();
    if (!wanted) continue;
    const exact = LOCALES.find((locale) => locale.toLowerCase() === wanted);
    if (exact) return exact;
    const language = wanted.split('-')[0];
    const sameLanguage = LOCALES.find((locale) => locale.split('-')[0]!.toLowerCase() === language);
    if (sameLanguage) return sameLanguage;
  }
  return null;
}

/** The tags of an Accept-Language value (RFC 9110 §12.5.4, Okta's preferredLanguage), best first. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * SAP's two-character language key (LAISO, as API_BUSINESS_PARTNER's CorrespondenceLanguage and
 * the address's Language carry it) as a Keyplan language. SAP's regional keys are not ISO 639:
 * 3F is French (Canada), 1X Spanish (Mexico), 3E English (Canada). Unknown keys give null.
 */
export function localeOfSapLanguage(code: string | null | undefined): Locale | null {
  switch (code?.trim()) {
    case 'EN':
    case '3E':
      return 'en-US';
    case 'FR':
    case '3F':
      return 'fr-CA';
    case 'ES':
    case '1X':
      return 'es-MX';
    default:
      return null;
  }
}
