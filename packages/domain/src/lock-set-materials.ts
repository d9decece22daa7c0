import { LIMITS } from './limits.ts';
import type { EngraveFontOption, EngravingFace, LockMaterial, LockMaterialDependency, Lookups } from './lookups.ts';
import type { LockSet } from './lock-system.ts';

/**
 * The one owner of "which body material allows what" (DESIGN §3 "Materials", "Engraving"): the
 * editor offers what these return, the default tree starts from them and the tree validation (so
 * the server) refuses what they do not allow.
 */

/** Body materials a system of this key code bucket can use (DESIGN §3 "Key codes"); all when null. */
export function bodyMaterialsOf(lookups: Lookups, bucketType: string | null): LockMaterial[] {
  return lookups.lockMaterials.filter((material) => bucketType === null || material.bucket === bucketType);
}

/** The catalog's dependency row of a body material, or undefined for an unknown one. */
function lockMaterialDependencyOf(lookups: Lookups, bodyMaterialID: string): LockMaterialDependency | undefined {
  return lookups.lockmaterialdependencies.find((dependency) => dependency.lockMaterialId === bodyMaterialID);
}

/** The ids a body material allows, in the catalog's order; nothing for an unknown material. */
export interface BodyMaterialAllowedIds {
  shackleTypeIds: readonly string[];
  colorIds: readonly string[];
  fontOptionIds: readonly string[];
  logo: boolean;
}

export function allowedIdsWithBodyMaterial(lookups: Lookups, bodyMaterialID: string): BodyMaterialAllowedIds {
  const dependency = lockMaterialDependencyOf(lookups, bodyMaterialID);
  return {
    shackleTypeIds: dependency?.shackleTypeIds ?? [],
    colorIds: dependency?.colorIds ?? [],
    fontOptionIds: dependency?.fontOptionIds ?? [],
    logo: dependency?.logo ?? false,
  };
}

/** The lookup items with these ids, in the order of the ids. */
function pick<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  return ids.flatMap((id) => items.filter((item) => item.id === id));
}

/** Shackles, colors and fonts the body material allows (lookup items, to offer), and whether it takes logos. */
export function allowedWithBodyMaterial(lookups: Lookups, bodyMaterialID: string) {
  const allowed = allowedIdsWithBodyMaterial(lookups, bodyMaterialID);
  return {
    shackles: pick(lookups.shackleTypes, allowed.shackleTypeIds),
    colors: pick(lookups.colors, allowed.colorIds),
    fonts: pick(lookups.engravefontoptions, allowed.fontOptionIds),
    logo: allowed.logo,
  };
}

/** The engraving font of a lock set, or null when none is chosen (or it is unknown). */
export function engravingFontOf(lookups: Lookups, fontSize: string | null): EngraveFontOption | null {
  return lookups.engravefontoptions.find((font) => font.id === fontSize) ?? null;
}

/**
 * Characters a line of a face may hold: the chosen font's, or without a font the roomiest of
 * those the body allows (all fonts when it names none).
 */
export function maxEngravingChars(
  lookups: Lookups,
  bodyMaterialID: string,
  fontSize: string | null,
  face: EngravingFace,
): number {
  const font = engravingFontOf(lookups, fontSize);
  if (font) return font.maxChars[face];
  const allowed = allowedWithBodyMaterial(lookups, bodyMaterialID).fonts;
  const fonts = allowed.length > 0 ? allowed : lookups.engravefontoptions;
  return fonts.length > 0 ? Math.max(...fonts.map((item) => item.maxChars[face])) : LIMITS.engravingLineLength;
}

/** The choices of a lock set a body material decides about. */
export type BodyChoices = Pick<
  LockSet,
  'bodyMaterialID' | 'shackleMaterialID' | 'colorID' | 'fontSize' | 'logoFront' | 'logoBack'
>;

/**
 * A new body material (the /set form and a reorder's new lock sets); a shackle, color or font it does not allow becomes its first allowed
 * one, and logos go when it takes none. `changes` says what changed, for a note to the person.
 */
export function changeBodyMaterial<T extends BodyChoices>(
  lockSet: T,
  bodyMaterialID: string,
  lookups: Lookups,
): { lockSet: T; changes: string[] } {
  const allowed = allowedWithBodyMaterial(lookups, bodyMaterialID);
  const next: T = { ...lockSet, bodyMaterialID };
  const changes: string[] = [];
  if (!allowed.shackles.some((shackle) => shackle.id === lockSet.shackleMaterialID) && allowed.shackles[0]) {
    next.shackleMaterialID = allowed.shackles[0].id;
    changes.push(`shackle is now ${allowed.shackles[0].name}`);
  }
  if (!allowed.colors.some((color) => color.id === lockSet.colorID) && allowed.colors[0]) {
    next.colorID = allowed.colors[0].id;
    changes.push(`color is now ${allowed.colors[0].name}`);
  }
  if (lockSet.fontSize !== null && !allowed.fonts.some((font) => font.id === lockSet.fontSize)) {
    next.fontSize = allowed.fonts[0]?.id ?? null;
    changes.push(allowed.fonts[0] ? `font size is now ${allowed.fonts[0].name}` : 'font size cleared');
  }
  if (!allowed.logo && (lockSet.logoFront !== null || lockSet.logoBack !== null)) {
    next.logoFront = null;
    next.logoBack = null;
    changes.push('logos removed');
  }
  return { lockSet: next, changes };
}
