import { z } from 'zod';
import type { LookupName } from './lookup-names.ts';
import { lookupTranslationsSchema } from './lookup-translations.ts';

const id = z.string().min(1).max(20);
/** The item's name (and description) in other languages than English (issue 48, lookup-translations.ts). */
const translations = lookupTranslationsSchema.optional();

export const colorSchema = z.object({
  id,
  name: z.string(),
  hex: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  translations,
});
export const keyOptionSchema = z.object({
  id: z.enum(['KD', 'KA']),
  name: z.string(),
  description: z.string(),
  translations,
});
export const lockMaterialSchema = z.object({ id, name: z.string(), description: z.string(), bucket: id, translations });
export const shackleTypeSchema = z.object({ id, name: z.string(), conductive: z.boolean(), translations });
export const lockMaterialDependencySchema = z.object({
  lockMaterialId: id,
  shackleTypeIds: z.array(id),
  colorIds: z.array(id),
  fontOptionIds: z.array(id),
  logo: z.boolean(),
});
const engravingFaceSchema = z.enum(['front', 'back', 'left', 'right', 'key']);
export const engraveFontOptionSchema = z.object({
  id,
  name: z.string(),
  maxChars: z.record(engravingFaceSchema, z.number().int().positive()),
  translations,
});
export const keyCodeBucketTypeSchema = z.object({
  id,
  name: z.string(),
  pins: z.number().int().min(3).max(8),
  depthMin: z.number().int().min(0),
  depthMax: z.number().int().max(15),
  depthStep: z.union([z.literal(1), z.literal(2)]),
  macs: z.number().int().positive(),
});
export const salesAreaSchema = z.object({
  id,
  name: z.string(),
  currency: z.string().length(3),
  salesOrganization: z.string(),
  distributionChannel: z.string(),
  division: z.string(),
  /** ISO 3166 country codes of the customers this sales area serves; how a new customer's area is chosen. */
  countries: z.array(z.string().length(2)).default([]),
});

/** The sales area serving customers in a country (ISO code, `UK` read as `GB`), if one does. */
export function salesAreaForCountry<Area extends { countries: string[] }>(
  salesAreas: readonly Area[],
  country: string,
): Area | undefined {
  const code = country.trim().toUpperCase() === 'UK' ? 'GB' : country.trim().toUpperCase();
  return salesAreas.find((area) => area.countries.includes(code));
}

export type Color = z.infer<typeof colorSchema>;
export type LockMaterial = z.infer<typeof lockMaterialSchema>;
export type LockMaterialDependency = z.infer<typeof lockMaterialDependencySchema>;
export type EngravingFace = z.infer<typeof engravingFaceSchema>;
export type EngraveFontOption = z.infer<typeof engraveFontOptionSchema>;
export type KeyCodeBucketType = z.infer<typeof keyCodeBucketTypeSchema>;
export type SalesArea = z.infer<typeof salesAreaSchema>;

/** The item schema of each lookup, by name. */
export const LOOKUP_ITEM_SCHEMAS = {
  colors: colorSchema,
  keyOptions: keyOptionSchema,
  lockMaterials: lockMaterialSchema,
  shackleTypes: shackleTypeSchema,
  lockmaterialdependencies: lockMaterialDependencySchema,
  engravefontoptions: engraveFontOptionSchema,
  keycodebuckettype: keyCodeBucketTypeSchema,
  salesareas: salesAreaSchema,
} as const satisfies Record<LookupName, z.ZodType>;

export const lookupsSchema = z.object({
  colors: z.array(colorSchema),
  keyOptions: z.array(keyOptionSchema),
  lockMaterials: z.array(lockMaterialSchema),
  shackleTypes: z.array(shackleTypeSchema),
  lockmaterialdependencies: z.array(lockMaterialDependencySchema),
  engravefontoptions: z.array(engraveFontOptionSchema),
  keycodebuckettype: z.array(keyCodeBucketTypeSchema),
  salesareas: z.array(salesAreaSchema),
});

/** Every lookup list at once: what validation and pricing read. */
export type Lookups = z.infer<typeof lookupsSchema>;
