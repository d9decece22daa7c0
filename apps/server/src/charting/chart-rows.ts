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
export const LOCKOUT_CHART_COLUMN = 'Lockout/tagout';

/** "Lockout/tagout, Maintenance: Ana Silva (engraved ANA SILVA)" for a LOTO set's lock (by its place in the set). */
function lockoutCell(lockSet: ChartLockSet, index: number): string {
  if (!lockSet.lockout) return '';
  const line = lockSet.lockout.workers[index];
  const who = line?.worker ? `${line.worker}${line.engraving ? ` (engraved ${line.engraving})` : ''}` : 'no worker';
  return `Lockout/tagout, ${lockSet.lockout.department || 'no department'}: ${who}`;
}

/** The lockout column added to the rows when the chart has LOTO sets; lock rows get their cell, others ''. */
function withLockoutColumn(chart: KeyChart, rows: ChartCell[][], cells: Map<number, string>): ChartCell[][] {
  const lockSets = [...chart.masterKeys.flatMap((masterKey) => masterKey.lockSets), ...chart.noKeyLockSets];
  if (!lockSets.some((lockSet) => lockSet.lockout)) return rows;
  return rows.map((row, index) => [...row, index === 0 ? LOCKOUT_CHART_COLUMN : (cells.get(index) ?? '')]);
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
 * there only when the chart carries them (admins).
 */
export function chartRows(chart: KeyChart, includeBittings: boolean): ChartCell[][] {
  const admin = (bitting: string | undefined, pinning: string) => (includeBittings ? [bitting ?? '', pinning] : []);
  const rows: ChartCell[][] = [[...CHART_COLUMNS, ...(includeBittings ? ADMIN_CHART_COLUMNS : [])]];
  const gmk = chart.grandMasterKey;
  rows.push([
    'Grand master',
    gmk.keySymbol,
    gmk.blindCode ?? '',
    gmk.name,
    '',
    '',
    '',
    gmk.numberOfKeys,
    '',
    '',
    '',
    '',
    '',
    ...admin(gmk.bitting, ''),
  ]);
  const lockoutCells = new Map<number, string>();
  const lockRows = (lockSet: ChartLockSet, masterKeyName: string) => {
    for (const [index, lock] of lockSet.locks.entries()) {
      const { engraving } = lockSet;
      if (lockSet.lockout) lockoutCells.set(rows.length, lockoutCell(lockSet, index));
      rows.push([
        'Lock',
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
      ]);
    }
  };
  for (const masterKey of chart.masterKeys) {
    rows.push([
      'Master',
      masterKey.keySymbol,
      masterKey.blindCode ?? '',
      masterKey.name,
      '',
      '',
      '',
      masterKey.numberOfKeys,
      '',
      '',
      '',
      '',
      '',
      ...admin(masterKey.bitting, ''),
    ]);
    for (const lockSet of masterKey.lockSets) lockRows(lockSet, masterKey.name);
  }
  for (const lockSet of chart.noKeyLockSets) lockRows(lockSet, '');
  return withLockoutColumn(chart, rows, lockoutCells);
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
