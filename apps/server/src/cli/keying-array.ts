/**
 * The bitting-array mode of `npm run keying` (issue 27): from a top master key, the key bitting
 * array's rows, the sequence of progression and the bucket's depths and MACS, prints every key of
 * the progression as a locksmith's bitting list has them (see `bittingList`).
 */
import {
  bittingList,
  bittingListProblems,
  formatBitting,
  type BittingListKey,
  type KeyBittingArray,
  type KeyCodeBucketType,
} from '@keyplan/domain';
import { readBucket, type Values } from './keying-options.ts';

/** What the bitting-array mode lists, from its arguments. */
export interface BittingListRequest {
  bucket: KeyCodeBucketType;
  array: KeyBittingArray;
  json: boolean;
}

const DEPTH = '0123456789ABCDEF';

/**
 * A row or a top master key: cells separated by commas or spaces ("6,3,4,0,5"), or one character a
 * cell ("63405"; 0–9 then A–F for depths 10–15). In a row '-' or '.' is a blank cell (a held chamber,
 * or the foot of a shorter column).
 */
function cellsOf(text: string, blanks: boolean): (number | null)[] | undefined {
  const trimmed = text.trim();
  const parts = /[\s,]/.test(trimmed) ? trimmed.split(/[\s,]+/) : [...trimmed];
  const cells: (number | null)[] = [];
  for (const part of parts) {
    if (blanks && (part === '-' || part === '.')) cells.push(null);
    else if (/^\d{1,2}$/.test(part) && Number(part) <= 15) cells.push(Number(part));
    else if (part.length === 1 && DEPTH.includes(part.toUpperCase())) cells.push(DEPTH.indexOf(part.toUpperCase()));
    else return undefined;
  }
  return cells.length > 0 ? cells : undefined;
}

/** 1-based chambers, comma-separated, in the order the sequence letters them (fastest first). */
function chambersOf(text: string): number[] | undefined {
  const parts = text.split(',').map((part) => part.trim());
  return parts.every((part) => /^[1-9]\d?$/.test(part)) ? parts.map(Number) : undefined;
}

const GENERATION_ONLY = ['masters', 'locks-per-master', 'method', 'constants', 'seed'] as const;

/** The bitting-array mode's request (when `--tmk` is given), or every problem with its arguments. */
export function parseBittingListArguments(values: Values, problems: string[]): BittingListRequest | undefined {
  for (const name of GENERATION_ONLY)
    if (values[name] !== undefined) problems.push(`--${name}: applies to generating a system, not to --tmk`);
  const tmkText = typeof values.tmk === 'string' ? values.tmk : '';
  const tmk = cellsOf(tmkText, false) as number[] | undefined;
  if (!tmk) problems.push(`--tmk: must be the top master key's cuts, e.g. 63405 or 6,3,4,0,5, not '${tmkText}'`);
  const rowTexts = Array.isArray(values.row) ? values.row : typeof values.row === 'string' ? [values.row] : [];
  if (rowTexts.length === 0) problems.push('--row: give the key bitting array, one --row per row (e.g. --row 01021)');
  const rows: (number | null)[][] = [];
  rowTexts.forEach((text, index) => {
    const cells = cellsOf(text, true);
    if (!cells) problems.push(`--row: row ${index + 1} must be depths 0–15 or '-' for a blank, not '${text}'`);
    else rows.push(cells);
  });
  const positions = (name: 'master-positions' | 'change-positions') => {
    const text = values[name];
    if (typeof text !== 'string') {
      problems.push(`--${name}: required (chambers, 1 at the bow, fastest first, e.g. 5,4,3)`);
      return undefined;
    }
    const chambers = chambersOf(text);
    if (!chambers) problems.push(`--${name}: must be chamber numbers separated by commas, not '${text}'`);
    return chambers;
  };
  const masterPositions = positions('master-positions');
  const changePositions = positions('change-positions');
  const bucket = readBucket(values, problems, tmk?.length);
  if (!tmk || !bucket || !masterPositions || !changePositions || rows.length !== rowTexts.length) return undefined;
  if (tmk.length !== bucket.pins) {
    problems.push(`--tmk: has ${tmk.length} cuts but bucket ${bucket.id} has ${bucket.pins} chambers`);
    return undefined;
  }
  const array: KeyBittingArray = { topMasterKey: tmk, rows, sequence: { masterPositions, changePositions } };
  const arrayProblems = bittingListProblems(bucket, array);
  if (arrayProblems.length > 0) {
    problems.push(...arrayProblems);
    return undefined;
  }
  return { bucket, array, json: values.json === true };
}

const table = (rows: string[][]): string => {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
};

/** The list as text: a heading with the array and the sequence, then one line a key. */
function formatBittingList(request: BittingListRequest, keys: readonly BittingListKey[]): string {
  const { bucket, array } = request;
  const masters = keys.filter((key) => key.level === 'master').length;
  const changes = keys.filter((key) => key.level === 'change').length;
  const breaking = keys.filter((key) => key.breaksMacs).length;
  const cell = (depth: number | null) => (depth === null ? '-' : formatBitting([depth]));
  const lines = [
    `Bitting list of TMK ${formatBitting(array.topMasterKey)}, bucket ${bucket.id}: ${bucket.pins} pins, depths ${bucket.depthMin}–${bucket.depthMax}, ${bucket.depthStep === 2 ? 'two-step' : 'one-step'}, MACS ${bucket.macs}`,
    '',
    `  TMK  ${array.topMasterKey.map(cell).join(' ')}`,
    ...array.rows.map((row) => `       ${row.map(cell).join(' ')}`),
    '',
    `Sequence of progression (chambers from the bow, fastest first): master positions ${array.sequence.masterPositions.join(', ')}; change positions ${array.sequence.changePositions.join(', ')}`,
    `${masters} master keys, ${changes} change keys; ${breaking} of ${keys.length} keys break the MACS`,
    '',
    table([
      ['Symbol', 'Level', 'Bitting', 'MACS'],
      ...keys.map((key) => [
        key.symbol,
        key.level,
        key.bitting,
        key.breaksMacs ? `breaks it: ${key.macsBreaks.join(', ')}` : '',
      ]),
    ]),
  ];
  return `${lines.join('\n')}\n`;
}

/** Runs the bitting-array mode on a parsed request: the list as text, or as JSON with `--json`. */
export function runBittingList(request: BittingListRequest): string {
  const keys = bittingList(request.bucket, request.array);
  if (!request.json) return formatBittingList(request, keys);
  return `${JSON.stringify(
    {
      bucket: request.bucket,
      keyBittingArray: request.array,
      counts: {
        masterKeys: keys.filter((key) => key.level === 'master').length,
        changeKeys: keys.filter((key) => key.level === 'change').length,
        breakingMacs: keys.filter((key) => key.breaksMacs).length,
      },
      keys,
    },
    null,
    2,
  )}\n`;
}
