/**
 * Key symbols in the standard ALOA/ANSI style (DESIGN §3 "Key codes"): the grand master key is
 * 'A'; master keys are 'AA', 'AB', … 'AZ', and past the 24th 'ABA' … 'ABZ', 'ACA' …, so every
 * master symbol starts with the grand master's 'A'. The letters I and O are never used (they read
 * as 1 and 0 stamped on a key), so 'AH' is followed by 'AJ'. Change keys are their master's symbol and a
 * number ('AA1', 'AA2', …), or 'A1', 'A2', … for lock sets directly under the grand master key.
 */
export const GRAND_MASTER_KEY_SYMBOL = 'A';

/** The symbol letters: the alphabet without I and O. */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The symbol of the master key at `index` (0-based): 'AA' … 'AZ', then 'ABA' … 'ABZ', 'ACA' … (no I or O). */
export function masterKeySymbol(index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`no master key symbol for index ${index}`);
  if (index < LETTERS.length) return `A${LETTERS[index]}`;
  const high = Math.floor(index / LETTERS.length);
  if (high >= LETTERS.length) throw new RangeError(`no master key symbol for index ${index}`);
  return `A${LETTERS[high]}${LETTERS[index % LETTERS.length]}`;
}

/** The symbol of change key `number` (1-based) under the key with symbol `parent`: 'AA' + 3 → 'AA3'. */
export function changeKeySymbol(parent: string, number: number): string {
  return `${parent}${number}`;
}

/** The number of a change key symbol under `parent` ('AA3' under 'AA' → 3), or undefined. */
export function changeKeyNumber(parent: string, symbol: string): number | undefined {
  if (!symbol.startsWith(parent)) return undefined;
  const rest = symbol.slice(parent.length);
  return /^[1-9]\d*$/.test(rest) ? Number(rest) : undefined;
}
