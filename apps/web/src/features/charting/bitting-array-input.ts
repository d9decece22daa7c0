import type { KeyBittingArray } from '@keyplan/domain';
import { textNow, type Translate } from '../../i18n/use-text.ts';
import { chartingText, type ChartingKey } from './charting-text.ts';

/** What a person types for an existing key bitting array (see `BittingArrayFields`). */
export interface BittingArrayText {
  topMasterKey: string;
  rows: string;
  masterPositions: string;
  changePositions: string;
}

export const EMPTY_BITTING_ARRAY: BittingArrayText = {
  topMasterKey: '',
  rows: '',
  masterPositions: '',
  changePositions: '',
};

const DEPTHS = '0123456789ABCDEF';

/** Depths of a line: one character a chamber (0–9, A–F), spaces ignored, '-' a blank cell. */
function cells(line: string): (number | null)[] {
  return [...line.toUpperCase().replace(/\s+/g, '')].map((character) =>
    character === '-' ? null : DEPTHS.indexOf(character),
  );
}

/** Chamber numbers of a list such as '6 5 4 3 2' or '6,5,4'. */
function chambers(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
}

/**
 * The key bitting array the text describes, or the problems with it in the person's words (the
 * server checks it against the bucket and answers by field too).
 */
export function parseBittingArray(
  text: BittingArrayText,
  t: Translate<ChartingKey> = textNow(chartingText),
): { value?: KeyBittingArray; problems: string[] } {
  const problems: string[] = [];
  const top = cells(text.topMasterKey);
  if (top.length === 0) problems.push(t('array.topMissing'));
  else if (top.some((depth) => depth === null || depth < 0)) problems.push(t('array.topDepths'));
  const rows = text.rows
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map(cells);
  if (rows.length === 0) problems.push(t('array.rowsMissing'));
  if (rows.some((row) => row.some((depth) => depth !== null && depth < 0))) problems.push(t('array.rowsDepths'));
  const masterPositions = chambers(text.masterPositions);
  const changePositions = chambers(text.changePositions);
  if (masterPositions.length === 0 || masterPositions.some((value) => !Number.isInteger(value) || value < 1))
    problems.push(t('array.masterPositions'));
  if (changePositions.length === 0 || changePositions.some((value) => !Number.isInteger(value) || value < 1))
    problems.push(t('array.changePositions'));
  if (problems.length > 0) return { problems };
  return {
    problems,
    value: {
      topMasterKey: top as number[],
      rows,
      sequence: { masterPositions, changePositions },
    },
  };
}
