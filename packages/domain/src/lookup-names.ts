/**
 * Lookup names of SPEC §7, as the API's path segments. Apart from the item schemas (lookups.ts),
 * so that naming a lookup costs no zod (issue 32).
 */
export const LOOKUP_NAMES = [
  'colors',
  'keyOptions',
  'lockMaterials',
  'shackleTypes',
  'lockmaterialdependencies',
  'engravefontoptions',
  'keycodebuckettype',
  'salesareas',
] as const;

export type LookupName = (typeof LOOKUP_NAMES)[number];

export function isLookupName(name: string): name is LookupName {
  return (LOOKUP_NAMES as readonly string[]).includes(name);
}
