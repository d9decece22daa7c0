import type { EngravingFace } from './lookups.ts';

/** Characters allowed in engraving (DESIGN §3): A–Z, 0–9, space and - . # / & ( ) */
export const ENGRAVING_ALLOWED_PATTERN = /^[A-Z0-9 \-.#/&()]*$/;
export const ENGRAVING_ALLOWED_DESCRIPTION = 'A–Z, 0–9, space and - . # / & ( )';

/** The engraving fields of a lock set, face by face. */
export const ENGRAVING_FIELDS = {
  front: ['frontText1', 'frontText2', 'frontText3'],
  back: ['backText1', 'backText2', 'backText3'],
  left: ['leftText1', 'leftText2'],
  right: ['rightText1', 'rightText2'],
} as const satisfies Record<Exclude<EngravingFace, 'key'>, readonly string[]>;

export type LockEngravingField = (typeof ENGRAVING_FIELDS)[keyof typeof ENGRAVING_FIELDS][number];

export const LOCK_ENGRAVING_FIELDS: readonly LockEngravingField[] = Object.values(ENGRAVING_FIELDS).flat();

/** Engraving is stored uppercased. */
export function normalizeEngraving(text: string): string {
  return text.toUpperCase();
}

/** The characters of a text that may not be engraved, each once, in order of appearance. */
export function disallowedEngravingCharacters(text: string): string[] {
  const bad = [...text.toUpperCase()].filter((character) => !ENGRAVING_ALLOWED_PATTERN.test(character));
  return [...new Set(bad)];
}

/** Engraving as typed: uppercased, with the characters that cannot be engraved taken out (and named). */
export function filterEngraving(input: string): { value: string; refused: string[] } {
  const upper = normalizeEngraving(input);
  const refused = disallowedEngravingCharacters(upper);
  const value = refused.length === 0 ? upper : [...upper].filter((character) => !refused.includes(character)).join('');
  return { value, refused };
}

/** "'@' cannot be engraved. Allowed: A–Z, 0–9, space and - . # / & ( )" */
export function engravingRefusedMessage(refused: readonly string[]): string {
  const names = refused.map((character) => `'${character}'`).join(', ');
  return `${names} cannot be engraved. Allowed: ${ENGRAVING_ALLOWED_DESCRIPTION}`;
}

/** The faces that carry a logo, for people: 'front', 'front and back', or '' for none. */
export function logoFaces(lockSet: { logoFront: string | null; logoBack: string | null }): string {
  return [lockSet.logoFront !== null ? 'front' : null, lockSet.logoBack !== null ? 'back' : null]
    .filter(Boolean)
    .join(' and ');
}
