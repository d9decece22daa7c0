import { ADMIN_LOOKUP_ITEM_SCHEMAS, LIMITS, LOOKUP_EDITABLE_FIELDS, type LookupName } from '@keyplan/domain';

/**
 * The admin form of each lookup list: which item fields it shows and how. Values are kept as the
 * person typed them and turned into an item only to check and send it; what is checked is the
 * domain's admin schema, the one the server applies.
 */
export interface LookupField {
  /** Path in the item, dotted: `name`, `maxChars.front`. */
  key: string;
  label: string;
  kind: 'text' | 'number' | 'boolean' | 'ids' | 'choice';
  choices?: readonly string[];
  maxLength?: number;
  helperText?: string;
}

const id: LookupField = { key: 'id', label: 'Id', kind: 'text', maxLength: LIMITS.lookupIdLength };
const name: LookupField = { key: 'name', label: 'Name', kind: 'text', maxLength: LIMITS.lookupNameLength };
const description: LookupField = {
  key: 'description',
  label: 'Description',
  kind: 'text',
  maxLength: LIMITS.lookupDescriptionLength,
};
const ids = (key: string, label: string): LookupField => ({
  key,
  label,
  kind: 'ids',
  helperText: 'Ids separated by commas',
});
const number = (key: string, label: string): LookupField => ({ key, label, kind: 'number' });

export const LOOKUP_FIELDS: Record<LookupName, readonly LookupField[]> = {
  colors: [id, name, { key: 'hex', label: 'Hex color', kind: 'text', maxLength: 7, helperText: 'e.g. #C8102E' }],
  keyOptions: [{ ...id, kind: 'choice', choices: ['KD', 'KA'] }, name, description],
  lockMaterials: [id, name, description, { key: 'bucket', label: 'Key code bucket', kind: 'text' }],
  shackleTypes: [id, name, { key: 'conductive', label: 'Conductive', kind: 'boolean' }],
  lockmaterialdependencies: [
    { key: 'lockMaterialId', label: 'Lock material', kind: 'text', maxLength: LIMITS.lookupIdLength },
    ids('shackleTypeIds', 'Shackle types'),
    ids('colorIds', 'Colors'),
    ids('fontOptionIds', 'Engraving fonts'),
    { key: 'logo', label: 'Takes logos', kind: 'boolean' },
  ],
  engravefontoptions: [
    id,
    name,
    number('maxChars.front', 'Front characters'),
    number('maxChars.back', 'Back characters'),
    number('maxChars.left', 'Left characters'),
    number('maxChars.right', 'Right characters'),
    number('maxChars.key', 'Key characters'),
  ],
  keycodebuckettype: [
    id,
    name,
    number('pins', 'Pins'),
    number('depthMin', 'Shallowest depth'),
    number('depthMax', 'Deepest depth'),
    number('depthStep', 'Depth step'),
    number('macs', 'MACS'),
  ],
  salesareas: [
    id,
    name,
    { key: 'currency', label: 'Currency', kind: 'text', maxLength: 3 },
    { key: 'salesOrganization', label: 'Sales organization', kind: 'text', maxLength: 10 },
    { key: 'distributionChannel', label: 'Distribution channel', kind: 'text', maxLength: 2 },
    { key: 'division', label: 'Division', kind: 'text', maxLength: 2 },
    ids('countries', 'Countries'),
  ],
};

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
  const result = ADMIN_LOOKUP_ITEM_SCHEMAS[name].safeParse(item);
  if (result.success) return { item: result.data };
  for (const issue of result.error.issues) {
    const key = issue.path.filter((part) => typeof part === 'string').join('.');
    errors[key] ??= issue.message;
  }
  return { errors };
}

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
    const match = /^item\.([\w.[\]]+): (.*)$/.exec(line);
    const key = match?.[1]?.replace(/\[\d+\]$/, '');
    if (match && key && keys.has(key)) fields[key] ??= match[2]!;
    else other.push(line);
  }
  return { fields, other };
}
