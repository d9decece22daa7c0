import type { KeyBittingArray } from '@keyplan/domain';

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
export function parseBittingArray(text: BittingArrayText): { value?: KeyBittingArray; problems: string[] } {
  const problems: string[] = [];
  const top = cells(text.topMasterKey);
  if (top.length === 0) problems.push('Top master key: enter its cuts, e.g. 634052.');
  else if (top.some((depth) => depth === null || depth < 0)) problems.push('Top master key: use 0–9 and A–F only.');
  const rows = text.rows
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map(cells);
  if (rows.length === 0) problems.push('Key bitting array: enter one row of depths per line.');
  if (rows.some((row) => row.some((depth) => depth !== null && depth < 0)))
    problems.push('Key bitting array: use 0–9, A–F and - for a blank cell.');
  const masterPositions = chambers(text.masterPositions);
  const changePositions = chambers(text.changePositions);
  if (masterPositions.length === 0 || masterPositions.some((value) => !Number.isInteger(value) || value < 1))
    problems.push('Master positions: list chamber numbers from 1, e.g. 1.');
  if (changePositions.length === 0 || changePositions.some((value) => !Number.isInteger(value) || value < 1))
    problems.push('Change positions: list chamber numbers from 1, fastest first, e.g. 6 5 4 3 2.');
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
