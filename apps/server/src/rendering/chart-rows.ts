import type { ChartLockSet, ChartPinning, KeyChart } from '@keyplan/domain';
import { nextTurn } from './event-loop-turn.ts';

/** A cell of the charting file: text, a count, or nothing. */
export type ChartCell = string | number;

export const CHART_COLUMNS = [
  'Level',
  'Key symbol',
  'Blind code',
  'Master key',
  'Lock set',
  'Set',
  'Lock',
  'Keys',
  'Front',
  'Back',
  'Left',
  'Right',
  'Key text',
] as const;
export const ADMIN_CHART_COLUMNS = ['Bitting', 'Pinning'] as const;
/** The last column, only in a chart with lockout/tagout lock sets: each lock's worker and department. */
export const LOCKOUT_CHART_COLUMN = 'Lockout/tagout' as const;
/** A column of the charting file, by its name in the CSV and XLSX files. */
export type ChartColumn =
  | (typeof CHART_COLUMNS)[number]
  | (typeof ADMIN_CHART_COLUMNS)[number]
  | typeof LOCKOUT_CHART_COLUMN;

/** A LOTO set's lock as its cell names it: department, worker and engraving ('' when none). */
interface LockoutCell {
  department: string;
  worker: string;
  engraving: string;
}

/** The words a charting file writes: its column names, its levels and its lockout/tagout cells. */
export interface ChartWords {
  column(name: ChartColumn): string;
  level: { grandMaster: string; master: string; lock: string };
  lockout(cell: LockoutCell): string;
}

/**
 * The words of the CSV and XLSX files: always English, whoever downloads them. They are a format
 * as much as a text: the chart import reads these column names and levels back (chart-import-rows.ts),
 * and customers' own tools read the files by them. The PDF is for people and speaks their language.
 */
const FILE_WORDS: ChartWords = {
  column: (name) => name,
  level: { grandMaster: 'Grand master', master: 'Master', lock: 'Lock' },
  lockout: ({ department, worker, engraving }) =>
    `Lockout/tagout, ${department || 'no department'}: ${worker ? `${worker}${engraving ? ` (engraved ${engraving})` : ''}` : 'no worker'}`,
};

/** "Lockout/tagout, Maintenance: Ana Silva (engraved ANA SILVA)" for a LOTO set's lock (by its place in the set). */
function lockoutCell(lockSet: ChartLockSet, index: number, words: ChartWords): string {
  if (!lockSet.lockout) return '';
  const line = lockSet.lockout.workers[index];
  return words.lockout({
    department: lockSet.lockout.department,
    worker: line?.worker ?? '',
    engraving: line?.worker ? line.engraving : '',
  });
}

/** Pins chamber by chamber: the bottom pin, then '+' each master pin ("3+2+2 5 2+4 …"). */
export function formatPinning(pinning: ChartPinning | undefined): string {
  if (!pinning) return '';
  return pinning.bottomPins
    .map((bottomPin, chamber) => [bottomPin, ...(pinning.masterPins[chamber] ?? [])].join('+'))
    .join(' ');
}

/**
 * A face's engraving lines, one per line of the cell: never joined with '/', which is itself an
 * engraving character (DESIGN §3).
 */
const lines = (faces: string[]) => faces.join('\n');

/**
 * The rows of the charting file (header first): the grand master key, each master key followed by
 * its locks, then the locks directly under the grand master key. Bitting and pinning columns are
 * there only when the chart carries them (admins); the lockout/tagout column only when the chart
 * has LOTO sets. Made row by row as they are read, and read again from the start by each loop
 * over them: a file is written from the chart without the rows of every lock held at once.
 */
export function chartRowsOf(
  chart: KeyChart,
  includeBittings: boolean,
  words: ChartWords = FILE_WORDS,
): Iterable<ChartCell[]> {
  return { [Symbol.iterator]: () => generateRows(chart, includeBittings, words) };
}

/** The rows of the charting file in one array (tests, small charts): {@link chartRowsOf}. */
export function chartRows(chart: KeyChart, includeBittings: boolean, words: ChartWords = FILE_WORDS): ChartCell[][] {
  return [...chartRowsOf(chart, includeBittings, words)];
}

const hasLockout = (chart: KeyChart) =>
  chart.masterKeys.some((masterKey) => masterKey.lockSets.some((lockSet) => lockSet.lockout)) ||
  chart.noKeyLockSets.some((lockSet) => lockSet.lockout);

/** The columns of a chart's file, by their file names (the header row of the CSV and XLSX). */
export function chartColumnsOf(chart: KeyChart, includeBittings: boolean): ChartColumn[] {
  return [
    ...CHART_COLUMNS,
    ...(includeBittings ? ADMIN_CHART_COLUMNS : []),
    ...(hasLockout(chart) ? [LOCKOUT_CHART_COLUMN] : []),
  ];
}

function* generateRows(chart: KeyChart, includeBittings: boolean, words: ChartWords): Generator<ChartCell[]> {
  const lockout = hasLockout(chart);
  /** The lockout cell closing a row, when the chart has the column: a lock's, or '' for a key's. */
  const last = (cell: string) => (lockout ? [cell] : []);
  const admin = (bitting: string | undefined, pinning: string) => (includeBittings ? [bitting ?? '', pinning] : []);
  yield chartColumnsOf(chart, includeBittings).map((name) => words.column(name));
  const keyRow = (level: string, key: KeyChart['grandMasterKey'] | KeyChart['masterKeys'][number]): ChartCell[] => [
    level,
    key.keySymbol,
    key.blindCode ?? '',
    key.name,
    '',
    '',
    '',
    key.numberOfKeys,
    '',
    '',
    '',
    '',
    '',
    ...admin(key.bitting, ''),
    ...last(''),
  ];
  function* lockRows(lockSet: ChartLockSet, masterKeyName: string): Generator<ChartCell[]> {
    const { engraving } = lockSet;
    for (const [index, lock] of lockSet.locks.entries())
      yield [
        words.level.lock,
        lock.keySymbol ?? '',
        lock.blindCode ?? '',
        masterKeyName,
        lockSet.name,
        lock.setNumber,
        lock.lockNumber,
        lock.keysCut,
        lines(engraving.front),
        lines(engraving.back),
        lines(engraving.left),
        lines(engraving.right),
        engraving.key,
        ...admin(lock.bitting, formatPinning(lock.pinning)),
        ...last(lockoutCell(lockSet, index, words)),
      ];
  }
  yield keyRow(words.level.grandMaster, chart.grandMasterKey);
  for (const masterKey of chart.masterKeys) {
    yield keyRow(words.level.master, masterKey);
    for (const lockSet of masterKey.lockSets) yield* lockRows(lockSet, masterKey.name);
  }
  for (const lockSet of chart.noKeyLockSets) yield* lockRows(lockSet, '');
}

/** `charting-file-<system name or order id>.<ext>`, in characters any file system and header take. */
export function chartFileName(systemName: string, orderId: string, extension: string): string {
  const name = systemName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return `charting-file-${name || orderId}.${extension}`;
}

/** Rows written between two turns of the event loop: a large chart must not hold up other requests. */
const ROWS_PER_TURN = 200;

/** Before row `index` of a file being written: every ROWS_PER_TURN rows, lets other requests run. */
export async function yieldBetweenRows(index: number): Promise<void> {
  if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
}
