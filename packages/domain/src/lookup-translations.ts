import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { DEFAULT_LOCALE, LOCALES, type DisplayLocale, type Locale } from './locale.ts';
import type { LookupName } from './lookup-names.ts';
import type { Lookups } from './lookups.ts';

/**
 * Catalog data in the customer's language (issue 48): the lookup items a customer reads by name
 * (colors, key options, lock materials, shackle types, engraving fonts) carry their name, and
 * description where they have one, in each language other than English, as admins write them on
 * the lookup screens. English stays the item's own `name`; a language without a translation reads
 * English. Engraving text, key symbols and codes are data and never translated.
 */

/** The languages a lookup item may be translated into: every language but English, the item's own. */
export type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;
export const TRANSLATED_LOCALES = LOCALES.filter(
  (locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE,
) as readonly TranslatedLocale[];

const isTranslatedLocale = (locale: DisplayLocale): locale is TranslatedLocale =>
  (TRANSLATED_LOCALES as readonly string[]).includes(locale);

/** The lists whose items carry translations: those a customer reads by name. */
export const TRANSLATED_LOOKUPS = [
  'colors',
  'keyOptions',
  'lockMaterials',
  'shackleTypes',
  'engravefontoptions',
] as const satisfies readonly LookupName[];
export type TranslatedLookupName = (typeof TRANSLATED_LOOKUPS)[number];

export function isTranslatedLookup(name: LookupName): name is TranslatedLookupName {
  return (TRANSLATED_LOOKUPS as readonly string[]).includes(name);
}

/** An item's name (and description) in one language. */
const lookupTranslationSchema = z.object({ name: z.string(), description: z.string().optional() });

/** An item's translations as stored and read: `{ 'fr-CA'?: {...}, 'es-MX'?: {...} }`. */
export const lookupTranslationsSchema = z.object({
  'fr-CA': lookupTranslationSchema.optional(),
  'es-MX': lookupTranslationSchema.optional(),
} satisfies Record<TranslatedLocale, z.ZodType>);
export type LookupTranslations = z.infer<typeof lookupTranslationsSchema>;

const translatedName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(LIMITS.lookupNameLength, `must be at most ${LIMITS.lookupNameLength} characters`);
const translatedDescription = z
  .string()
  .trim()
  .min(1, 'must not be empty (leave it out to read the English one)')
  .max(LIMITS.lookupDescriptionLength, `must be at most ${LIMITS.lookupDescriptionLength} characters`);

/**
 * What an admin may write as an item's translations: known languages only, each with a name held
 * to the English name's limits, and a description only where the item has one.
 */
export function adminLookupTranslationsSchema(withDescription: boolean) {
  const translation = withDescription
    ? z.strictObject({ name: translatedName, description: translatedDescription.optional() })
    : z.strictObject({ name: translatedName });
  return z.strictObject({
    'fr-CA': translation.optional(),
    'es-MX': translation.optional(),
  } satisfies Record<TranslatedLocale, z.ZodType>);
}

/**
 * A lookup item as a reader of `locale` reads it: its name and description in that language where
 * an admin translated them, else the English ones, and without its `translations` (the reader
 * needs only their own language). English (and the pseudo-locale) read the item as it is.
 * The API's lookup lists and the server's documents (PDFs) both read names through this.
 */
export function lookupItemInLanguage<Item extends object>(item: Item, locale: DisplayLocale): Item {
  if (!('translations' in item)) return item;
  const { translations, ...english } = item as Item & { translations?: LookupTranslations };
  const translation = isTranslatedLocale(locale) ? translations?.[locale] : undefined;
  if (!translation) return english as Item;
  const inLanguage: Record<string, unknown> = { ...english, name: translation.name };
  if ('description' in english && translation.description !== undefined)
    inLanguage.description = translation.description;
  return inLanguage as Item;
}

/** Every lookup list with its items in `locale` (see `lookupItemInLanguage`): what a document made in a language reads. */
export function lookupsInLanguage(lookups: Lookups, locale: DisplayLocale): Lookups {
  return Object.fromEntries(
    Object.entries(lookups).map(([name, items]) => [
      name,
      (items as object[]).map((item) => lookupItemInLanguage(item, locale)),
    ]),
  ) as unknown as Lookups;
}
