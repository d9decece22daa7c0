import type { ChartColumn, ChartWords } from './chart-rows.ts';
import type { RenderingKey, RenderingText } from './rendering-text.ts';

/* The charting file's PDF in the reader's language: its words, and columns wide enough for them. */

/** Each column's heading in the PDF. */
const COLUMN_TEXT: Record<ChartColumn, RenderingKey> = {
  Level: 'chartLevel',
  'Key symbol': 'chartKeySymbol',
  'Blind code': 'chartBlindCode',
  'Master key': 'chartMasterKey',
  'Lock set': 'chartLockSet',
  Set: 'chartSet',
  Lock: 'chartLock',
  Keys: 'chartKeys',
  Front: 'chartFront',
  Back: 'chartBack',
  Left: 'chartLeft',
  Right: 'chartRight',
  'Key text': 'chartKeyText',
  Bitting: 'chartBitting',
  Pinning: 'chartPinning',
  'Lockout/tagout': 'chartLockout',
};

/** The words of the charting file's PDF, in the reader's language (the CSV and XLSX keep FILE_WORDS). */
export function chartPdfWords(text: RenderingText): ChartWords {
  return {
    column: (name) => text(COLUMN_TEXT[name]),
    level: {
      grandMaster: text('chartLevelGrandMaster'),
      master: text('chartLevelMaster'),
      lock: text('chartLevelLock'),
    },
    lockout: ({ department, worker, engraving }) => {
      const values = { department: department || text('chartNoDepartment'), worker: worker || text('noWorker') };
      return engraving
        ? text('chartLockoutWorkerEngraved', { ...values, engraving })
        : text('chartLockoutWorker', values);
    },
  };
}

/**
 * Column widths from their weights, each column at least as wide as the longest word of its
 * heading (a French or Spanish heading such as 'Ensemble' is wider than 'Set'): the width it takes
 * comes off the other columns, in proportion. English headings all fit their weights.
 */
export function columnWidths(weights: readonly number[], needs: readonly number[], width: number): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const widths = weights.map((weight) => (weight / total) * width);
  const missing = widths.reduce((sum, columnWidth, index) => sum + Math.max(0, needs[index]! - columnWidth), 0);
  if (missing === 0) return widths;
  const spare = widths.reduce((sum, columnWidth, index) => sum + (needs[index]! > columnWidth ? 0 : columnWidth), 0);
  return widths.map((columnWidth, index) =>
    needs[index]! > columnWidth ? needs[index]! : columnWidth * (1 - missing / spare),
  );
}
