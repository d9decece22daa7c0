/** The one rule for a count typed into a field, shared by the editor and the reorder screen. */

/** A whole number as typed, or null ('' , '1.5', '-2', 'abc'). */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Why a typed count is not usable, or null when it is a whole number within the limit. */
export function countProblem(text: string, limit: { min: number; max: number }): string | null {
  if (text.trim() === '') return `Enter a number from ${limit.min} to ${limit.max}`;
  const value = parseWholeNumber(text);
  if (value === null) return 'Must be a whole number';
  if (value < limit.min) return `Must be at least ${limit.min}`;
  if (value > limit.max) return `Must be at most ${limit.max}`;
  return null;
}
