import { z } from 'zod';
import { LIMITS } from './limits.ts';
import {
  colorSchema,
  engraveFontOptionSchema,
  keyCodeBucketTypeSchema,
  keyOptionSchema,
  lockMaterialDependencySchema,
  lockMaterialSchema,
  salesAreaSchema,
  shackleTypeSchema,
  type Lookups,
} from './lookups.ts';
import { LOOKUP_NAMES, type LookupName } from './lookup-names.ts';
import { adminLookupTranslationsSchema, TRANSLATED_LOCALES, type LookupTranslations } from './lookup-translations.ts';

/**
 * Lookup lists kept by admins (issue 17, decision 0022): items are added, renamed and retired,
 * never deleted. A retired item is offered to no new choice, but every order that uses it still
 * reads, validates and prices with it.
 */

/** Words for each list and one of its items, for messages and the admin screen. */
export const LOOKUP_LABELS: Record<LookupName, { list: string; item: string }> = {
  colors: { list: 'Colors', item: 'color' },
  keyOptions: { list: 'Key options', item: 'key option' },
  lockMaterials: { list: 'Lock materials', item: 'lock material' },
  shackleTypes: { list: 'Shackle types', item: 'shackle type' },
  lockmaterialdependencies: { list: 'Material dependencies', item: 'material dependency' },
  engravefontoptions: { list: 'Engraving fonts', item: 'engraving font' },
  keycodebuckettype: { list: 'Key code buckets', item: 'key code bucket' },
  salesareas: { list: 'Sales areas', item: 'sales area' },
};

/** The id of a lookup item: its `id`, or a material dependency's `lockMaterialId`. */
export function lookupItemId(item: unknown): string {
  const { id, lockMaterialId } = item as { id?: unknown; lockMaterialId?: unknown };
  return String(id ?? lockMaterialId ?? '');
}

/** Ids of the retired items of each list. */
export type RetiredLookupIds = Partial<Record<LookupName, ReadonlySet<string>>>;

const itemId = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(LIMITS.lookupIdLength, `must be at most ${LIMITS.lookupIdLength} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _');
const itemName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(LIMITS.lookupNameLength, `must be at most ${LIMITS.lookupNameLength} characters`);
const description = z
  .string()
  .trim()
  .max(LIMITS.lookupDescriptionLength, `must be at most ${LIMITS.lookupDescriptionLength} characters`);
const idList = z
  .array(itemId)
  .max(200)
  .refine((ids) => new Set(ids).size === ids.length, 'must not name an id twice');
/** An item's names in other languages (issue 48); none is as good as English for every language. */
const translations = adminLookupTranslationsSchema(false).optional();
const translationsWithDescription = adminLookupTranslationsSchema(true).optional();
const faceChars = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(LIMITS.engravingLineLength, `must be at most ${LIMITS.engravingLineLength} (the longest engraving line)`);

/**
 * What an admin may write into each list: the editor's item schemas, with ids fit for a URL,
 * names that are not blank and the limits the editor checks (a font's characters per face at most
 * the longest engraving line).
 */
export const ADMIN_LOOKUP_ITEM_SCHEMAS = {
  colors: colorSchema.extend({
    id: itemId,
    name: itemName,
    hex: z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'must be # and six hex digits, e.g. #C8102E'),
    translations,
  }),
  keyOptions: keyOptionSchema.extend({ name: itemName, description, translations: translationsWithDescription }),
  lockMaterials: lockMaterialSchema.extend({
    id: itemId,
    name: itemName,
    description,
    bucket: itemId,
    translations: translationsWithDescription,
  }),
  shackleTypes: shackleTypeSchema.extend({ id: itemId, name: itemName, translations }),
  lockmaterialdependencies: lockMaterialDependencySchema.extend({
    lockMaterialId: itemId,
    shackleTypeIds: idList,
    colorIds: idList,
    fontOptionIds: idList,
  }),
  engravefontoptions: engraveFontOptionSchema.extend({
    id: itemId,
    name: itemName,
    maxChars: z.object({ front: faceChars, back: faceChars, left: faceChars, right: faceChars, key: faceChars }),
    translations,
  }),
  keycodebuckettype: keyCodeBucketTypeSchema
    .extend({ id: itemId, name: itemName })
    .refine((bucket) => bucket.depthMin < bucket.depthMax, {
      path: ['depthMax'],
      message: 'must be greater than depthMin',
    }),
  salesareas: salesAreaSchema.extend({
    id: itemId,
    name: itemName,
    currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
    // SAP's lengths: sales organization CHAR 4 (VKORG), distribution channel and division CHAR 2.
    salesOrganization: z.string().trim().min(1, 'must not be empty').max(4, 'must be at most 4 characters'),
    distributionChannel: z.string().trim().min(1, 'must not be empty').max(2, 'must be at most 2 characters'),
    division: z.string().trim().min(1, 'must not be empty').max(2, 'must be at most 2 characters'),
    countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'must be an ISO country code (two capital letters)')).max(250),
  }),
} as const satisfies Record<LookupName, z.ZodType>;

/**
 * Fields an admin may change once an item is added ("rename"): what orders read by id and what
 * they were validated against stays; names and their translations may change. A material dependency may only gain ids and logos, never
 * lose them (that would make orders that use the pair invalid): retire the color instead.
 */
export const LOOKUP_EDITABLE_FIELDS: Record<LookupName, readonly string[]> = {
  colors: ['name', 'translations'],
  keyOptions: ['name', 'description', 'translations'],
  lockMaterials: ['name', 'description', 'translations'],
  shackleTypes: ['name', 'translations'],
  lockmaterialdependencies: ['shackleTypeIds', 'colorIds', 'fontOptionIds', 'logo'],
  engravefontoptions: ['name', 'translations'],
  keycodebuckettype: ['name'],
  salesareas: ['name', 'countries'],
};

/** Whether an edit of a list's items is a rename (a material dependency's is not: it gains ids). */
export const isRenamableLookup = (name: LookupName) => LOOKUP_EDITABLE_FIELDS[name].includes('name');

/** Whether a list's items can be retired: a material dependency goes with its material. */
export const isRetirableLookup = (name: LookupName) => name !== 'lockmaterialdependencies';

/** The list each id array of a material dependency refers to. */
const DEPENDENCY_REFERENCES = [
  { field: 'shackleTypeIds', list: 'shackleTypes' },
  { field: 'colorIds', list: 'colors' },
  { field: 'fontOptionIds', list: 'engravefontoptions' },
] as const;

/** `item.field: problem` lines for an edit that changes what may not change once added. */
export function lookupEditProblems(name: LookupName, before: object, after: object): string[] {
  const editable = LOOKUP_EDITABLE_FIELDS[name];
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const problems: string[] = [];
  for (const field of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (editable.includes(field) || JSON.stringify(was[field]) === JSON.stringify(now[field])) continue;
    problems.push(
      `item.${field}: cannot change once added (orders use it); retire the ${LOOKUP_LABELS[name].item} and add a new one`,
    );
  }
  if (name !== 'lockmaterialdependencies') return problems;
  for (const { field, list } of DEPENDENCY_REFERENCES) {
    const kept = new Set(now[field] as string[]);
    for (const id of was[field] as string[]) {
      if (!kept.has(id))
        problems.push(
          `item.${field}: cannot drop ${id} (orders may use it with this material); retire the ${LOOKUP_LABELS[list].item} instead`,
        );
    }
  }
  if (was.logo === true && now.logo === false)
    problems.push('item.logo: cannot be turned off (orders may carry logos on this material)');
  return problems;
}

/** An item's name in a language, folded for comparison; undefined when it has none. */
const translatedName = (item: object, locale: (typeof TRANSLATED_LOCALES)[number]) =>
  (item as { translations?: LookupTranslations }).translations?.[locale]?.name.trim().toLocaleUpperCase(locale);

const isNamed = (item: unknown): item is { name: string } => typeof (item as { name?: unknown }).name === 'string';

/**
 * `item.field: problem` lines for an item that names what the catalog does not hold: a name
 * another item has, an unknown or retired bucket of a material, unknown or retired ids of a
 * dependency (ids it already had are not checked again). `before` is the item before an edit.
 */
export function lookupReferenceProblems(
  name: LookupName,
  item: object,
  before: object | undefined,
  lookups: Lookups,
  retired: RetiredLookupIds,
): string[] {
  const problems: string[] = [];
  const id = lookupItemId(item);
  if (isNamed(item)) {
    const same = (lookups[name] as unknown[]).find(
      (other) =>
        isNamed(other) &&
        lookupItemId(other) !== id &&
        other.name.trim().toUpperCase() === item.name.trim().toUpperCase(),
    );
    if (same)
      problems.push(`item.name: must be unique in the list (${lookupItemId(same)} is named ${item.name.trim()})`);
  }
  for (const locale of TRANSLATED_LOCALES) {
    const translated = translatedName(item, locale);
    if (translated === undefined) continue;
    const same = (lookups[name] as object[]).find(
      (other) => lookupItemId(other) !== id && translatedName(other, locale) === translated,
    );
    if (same)
      problems.push(
        `item.translations.${locale}.name: must be unique in the list (${lookupItemId(same)} is named ${(item as { translations: LookupTranslations }).translations[locale]!.name.trim()} in ${locale})`,
      );
  }
  const reference = (field: string, list: LookupName, ref: string) => {
    if (!(lookups[list] as unknown[]).some((other) => lookupItemId(other) === ref))
      problems.push(`item.${field}: no ${LOOKUP_LABELS[list].item} has id ${ref}`);
    else if (retired[list]?.has(ref)) problems.push(`item.${field}: ${ref} is a retired ${LOOKUP_LABELS[list].item}`);
  };
  if (name === 'lockMaterials' && !before)
    reference('bucket', 'keycodebuckettype', (item as { bucket: string }).bucket);
  if (name === 'lockmaterialdependencies') {
    const dependency = item as Record<string, unknown>;
    if (!before) reference('lockMaterialId', 'lockMaterials', String(dependency.lockMaterialId));
    for (const { field, list } of DEPENDENCY_REFERENCES) {
      const had = new Set(before ? ((before as Record<string, string[]>)[field] ?? []) : []);
      for (const ref of dependency[field] as string[]) if (!had.has(ref)) reference(field, list, ref);
    }
  }
  return problems;
}

/**
 * Why an item may not be retired now, if it may not: the last offered item of a list (new
 * systems start from the first one), or the key option KD that every new lock set starts with.
 */
export function retireProblem(
  name: LookupName,
  id: string,
  lookups: Lookups,
  retired: RetiredLookupIds,
): string | undefined {
  const label = LOOKUP_LABELS[name].item;
  if (name === 'keyOptions' && id === 'KD') return 'KD cannot be retired: every new lock set starts keyed different.';
  const offered = (lookups[name] as unknown[]).filter((item) => !retired[name]?.has(lookupItemId(item)));
  if (offered.length === 1 && lookupItemId(offered[0]) === id)
    return `${id} is the last ${label} offered: add another before retiring it.`;
  return undefined;
}

/**
 * A list as the editor and guests are offered it: no retired item. A material dependency keeps
 * naming retired ids, so a lock set that has one still validates; what the editor offers (and a
 * new lock set starts with) is picked from the item lists, which leave them out.
 */
export function offeredLookupItems(name: LookupName, items: readonly unknown[], retired: RetiredLookupIds): unknown[] {
  const gone = retired[name];
  return gone?.size ? items.filter((item) => !gone.has(lookupItemId(item))) : [...items];
}

/** Every list as offered (see `offeredLookupItems`): what a new system's default tree starts from. */
export function offeredLookups(lookups: Lookups, retired: RetiredLookupIds): Lookups {
  return Object.fromEntries(
    LOOKUP_NAMES.map((name) => [name, offeredLookupItems(name, lookups[name], retired)]),
  ) as unknown as Lookups;
}

/** One admin's view of a lookup item: the item, whether it is retired, and its version (the precondition of an edit). */
export const adminLookupEntrySchema = z.object({
  id: z.string(),
  item: z.record(z.string(), z.unknown()),
  retired: z.boolean(),
  retiredAt: z.string().nullable(),
  version: z.number().int().positive(),
});
export type AdminLookupEntry = z.infer<typeof adminLookupEntrySchema>;

/** GET /admin/lookups/{name}: every item of the list in catalog order, retired ones too. */
export const adminLookupListSchema = z.object({
  name: z.enum(LOOKUP_NAMES),
  items: z.array(adminLookupEntrySchema),
});
export type AdminLookupList = z.infer<typeof adminLookupListSchema>;

/** The precondition of an edit, retirement or restoration: the item's version when the admin loaded it. */
export const lookupPreconditionSchema = z.object({
  expectedVersion: z.number().int().positive().describe('The version of the item the admin loaded; another → 409'),
});
