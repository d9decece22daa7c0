/** The one rule for a count typed into a field, shared by the editor and the reorder screen. */
import { textNow } from '../i18n/use-text.ts';
import { libText, type LibTranslate } from './lib-text.ts';

/** A whole number as typed, or null ('' , '1.5', '-2', 'abc'). */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Why a typed count is not usable, or null when it is a whole number within the limit. */
export function countProblem(
  text: string,
  limit: { min: number; max: number },
  t: LibTranslate = textNow(libText),
): string | null {
  if (text.trim() === '') return t('count.empty', { min: limit.min, max: limit.max });
  const value = parseWholeNumber(text);
  if (value === null) return t('count.notWhole');
  if (value < limit.min) return t('count.tooSmall', { min: limit.min });
  if (value > limit.max) return t('count.tooLarge', { max: limit.max });
  return null;
}
