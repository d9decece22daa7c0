import {
  ADMIN_LOOKUP_ITEM_SCHEMAS,
  isTranslatedLookup,
  LIMITS,
  LOOKUP_EDITABLE_FIELDS,
  TRANSLATED_LOCALES,
  type LookupName,
} from '@keyplan/domain';
import type { AdminTextKey } from '../admin-text.ts';

/**
 * The admin form of each lookup list: which item fields it shows and how. Values are kept as the
 * person typed them and turned into an item only to check and send it; what is checked is the
 * domain's admin schema, the one the server applies.
 */
export interface LookupField {
  /** Path in the item, dotted: `name`, `maxChars.front`, `translations.fr-CA.name`. */
  key: string;
  /** The field's label, a message of the admin catalog (with `labelValues`). */
  label: AdminTextKey;
  labelValues?: Record<string, string>;
  kind: 'text' | 'number' | 'boolean' | 'ids' | 'choice';
  choices?: readonly string[];
  maxLength?: number;
  helperText?: AdminTextKey;
  /** May be left empty (a description, a translation). */
  optional?: boolean;
  /** Shown apart, under the item's own fields: its names in other languages (issue 48). */
  translation?: boolean;
}

const id: LookupField = { key: 'id', label: 'field.id', kind: 'text', maxLength: LIMITS.lookupIdLength };
const name: LookupField = { key: 'name', label: 'field.name', kind: 'text', maxLength: LIMITS.lookupNameLength };
const description: LookupField = {
  key: 'description',
  label: 'field.description',
  kind: 'text',
  maxLength: LIMITS.lookupDescriptionLength,
  optional: true,
};
const ids = (key: string, label: AdminTextKey): LookupField => ({
  key,
  label,
  kind: 'ids',
  helperText: 'field.idsHelp',
});
const number = (key: string, label: AdminTextKey): LookupField => ({ key, label, kind: 'number' });

export const LOOKUP_FIELDS: Record<LookupName, readonly LookupField[]> = withTranslations({
  colors: [id, name, { key: 'hex', label: 'field.hex', kind: 'text', maxLength: 7, helperText: 'field.hexHelp' }],
  keyOptions: [{ ...id, kind: 'choice', choices: ['KD', 'KA'] }, name, description],
  lockMaterials: [id, name, description, { key: 'bucket', label: 'field.bucket', kind: 'text' }],
  shackleTypes: [id, name, { key: 'conductive', label: 'field.conductive', kind: 'boolean' }],
  lockmaterialdependencies: [
    { key: 'lockMaterialId', label: 'field.lockMaterial', kind: 'text', maxLength: LIMITS.lookupIdLength },
    ids('shackleTypeIds', 'field.shackleTypes'),
    ids('colorIds', 'field.colors'),
    ids('fontOptionIds', 'field.fonts'),
    { key: 'logo', label: 'field.logo', kind: 'boolean' },
  ],
  engravefontoptions: [
    id,
    name,
    number('maxChars.front', 'field.front'),
    number('maxChars.back', 'field.back'),
    number('maxChars.left', 'field.left'),
    number('maxChars.right', 'field.right'),
    number('maxChars.key', 'field.key'),
  ],
  keycodebuckettype: [
    id,
    name,
    number('pins', 'field.pins'),
    number('depthMin', 'field.depthMin'),
    number('depthMax', 'field.depthMax'),
    number('depthStep', 'field.depthStep'),
    number('macs', 'field.macs'),
  ],
  salesareas: [
    id,
    name,
    { key: 'currency', label: 'field.currency', kind: 'text', maxLength: 3 },
    { key: 'salesOrganization', label: 'field.salesOrganization', kind: 'text', maxLength: 10 },
    { key: 'distributionChannel', label: 'field.distributionChannel', kind: 'text', maxLength: 2 },
    { key: 'division', label: 'field.division', kind: 'text', maxLength: 2 },
    ids('countries', 'field.countries'),
  ],
});

/**
 * The lists customers read by name get a name (and a description where the item has one) in each
 * language other than English, all optional: an empty one reads English (issue 48).
 */
function withTranslations(fields: Record<LookupName, LookupField[]>): Record<LookupName, readonly LookupField[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([list, own]) => {
      if (!isTranslatedLookup(list as LookupName)) return [list, own];
      const described = own.some((field) => field.key === 'description');
      const translated = TRANSLATED_LOCALES.flatMap((locale): LookupField[] => {
        const labelValues = { language: locale.slice(0, 2) };
        const field = { kind: 'text', optional: true, translation: true, labelValues } as const;
        return [
          { ...field, key: `translations.${locale}.name`, label: 'field.translatedName', maxLength: name.maxLength },
          ...(described
            ? [
                {
                  ...field,
                  key: `translations.${locale}.description`,
                  label: 'field.translatedDescription' as const,
                  maxLength: description.maxLength,
                },
              ]
            : []),
        ];
      });
      return [list, [...own, ...translated]];
    }),
  ) as unknown as Record<LookupName, readonly LookupField[]>;
}

export type LookupFormValues = Record<string, string | boolean>;

const read = (item: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], item);

/** The form's values of an item (an empty form without one). */
export function lookupFormValues(name: LookupName, item?: Record<string, unknown>): LookupFormValues {
  return Object.fromEntries(
    LOOKUP_FIELDS[name].map((field) => {
      const value = item ? read(item, field.key) : undefined;
      if (field.kind === 'boolean') return [field.key, value === true];
      if (field.kind === 'ids') return [field.key, Array.isArray(value) ? value.join(', ') : ''];
      if (field.kind === 'choice') return [field.key, value === undefined ? (field.choices?.[0] ?? '') : String(value)];
      return [field.key, value === undefined ? '' : String(value)];
    }),
  );
}

/** Whether a field may change once its item is added (ids and what orders depend on stay). */
export function isEditableField(name: LookupName, field: LookupField): boolean {
  return LOOKUP_EDITABLE_FIELDS[name].includes(field.key.split('.')[0]!);
}

/**
 * The item the values describe, checked by the domain's admin schema: the item, or the message
 * under each field that breaks a rule (keyed by field key).
 */
export function lookupItemOf(
  name: LookupName,
  values: LookupFormValues,
  base: Record<string, unknown> = {},
): { item: object } | { errors: Record<string, string> } {
  const item: Record<string, unknown> = structuredClone(base);
  const errors: Record<string, string> = {};
  for (const field of LOOKUP_FIELDS[name]) {
    const value = values[field.key];
    let parsed: unknown = value;
    if (field.kind === 'number') {
      const text = String(value).trim();
      if (!/^-?\d+$/.test(text)) errors[field.key] = 'must be a whole number';
      parsed = Number(text);
    } else if (field.kind === 'ids') {
      parsed = String(value)
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');
    }
    const parts = field.key.split('.');
    let target = item;
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[parts.at(-1)!] = parsed;
  }
  if (Object.keys(errors).length > 0) return { errors };
  if (item.translations !== undefined) item.translations = filledTranslations(item.translations);
  if (item.translations === undefined) delete item.translations;
  const result = ADMIN_LOOKUP_ITEM_SCHEMAS[name].safeParse(item);
  if (result.success) return { item: result.data };
  for (const issue of result.error.issues) {
    const key = issue.path.filter((part) => typeof part === 'string').join('.');
    errors[key] ??= issue.message;
  }
  return { errors };
}

/**
 * The translations the admin filled in: an empty description left out, a language with nothing
 * left out, none at all when no language has any (the item reads English). A description without
 * a name keeps its empty name, so the schema names the field to fill.
 */
function filledTranslations(translations: unknown): Record<string, LookupTranslationValues> | undefined {
  const filled: Record<string, LookupTranslationValues> = {};
  for (const [locale, value] of Object.entries(translations as Record<string, Partial<LookupTranslationValues>>)) {
    const name = String(value.name ?? '');
    const description = String(value.description ?? '');
    if (name.trim() === '' && description.trim() === '') continue;
    filled[locale] = description.trim() === '' ? { name } : { name, description };
  }
  return Object.keys(filled).length > 0 ? filled : undefined;
}

type LookupTranslationValues = { name: string; description?: string };

/**
 * A 400 answer's `item.field: message` lines as messages under the form's fields; lines that
 * name no field of the form stay for an alert.
 */
export function lookupServerErrors(
  name: LookupName,
  lines: readonly string[],
): { fields: Record<string, string>; other: string[] } {
  const keys = new Set(LOOKUP_FIELDS[name].map((field) => field.key));
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const line of lines) {
    const match = /^item\.([\w.[\]-]+): (.*)$/.exec(line);
    const key = match?.[1]?.replace(/\[\d+\]$/, '');
    if (match && key && keys.has(key)) fields[key] ??= match[2]!;
    else other.push(line);
  }
  return { fields, other };
}
