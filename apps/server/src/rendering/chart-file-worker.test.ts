import type { ChartLockSet, KeyChart } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { renderChartFile, type ChartFileJob } from './chart-file-render.ts';
import { renderChartFileInWorker } from './chart-file-worker.ts';

const lockSetOf = (name: string, locks: number): ChartLockSet => ({
  lockSetID: name,
  name,
  keyOption: 'KD',
  charted: true,
  numberOfKeysPerLock: 2,
  numberOfKeysPerSet: 0,
  engraving: { front: [`${name} FRONT`, 'LINE 2'], back: [], left: [], right: [], key: 'K' },
  locks: Array.from({ length: locks }, (_, index) => ({
    setNumber: 1,
    lockNumber: index + 1,
    keySymbol: `${name}-${index + 1}`,
    blindCode: String(10_000 + index),
    keysCut: 2,
    bitting: '135531',
    pinning: { bottomPins: [1, 3, 5, 5, 3, 1], masterPins: [[2], [], [], [], [], []] },
  })),
});

/** Two master keys over lock sets, and a lock set directly under the grand master key. */
const CHART: KeyChart = {
  orderLockSystemID: 'ols-1',
  orderID: 'order-1',
  version: 3,
  charted: true,
  bucketType: 'SP6',
  method: 'total-position-progression',
  grandMasterKey: {
    grandMasterKeyID: 'g',
    name: 'GRAND MASTER',
    keySymbol: 'GMK',
    numberOfKeys: 1,
    blindCode: '90001',
    bitting: '777777',
  },
  masterKeys: [
    {
      masterKeyID: 'm1',
      name: 'NORTH',
      keySymbol: 'AA',
      numberOfKeys: 2,
      blindCode: '90002',
      bitting: '757575',
      lockSets: [lockSetOf('A', 3), lockSetOf('B', 2)],
    },
    {
      masterKeyID: 'm2',
      name: 'SOUTH',
      keySymbol: 'AB',
      numberOfKeys: 1,
      blindCode: '90003',
      bitting: '575757',
      lockSets: [lockSetOf('C', 4)],
    },
  ],
  noKeyLockSets: [lockSetOf('D', 2)],
};

const job = (format: ChartFileJob['format']): ChartFileJob => ({
  format,
  chart: CHART,
  includeBittings: true,
  title: 'Key chart North',
  pdfTitle: { systemName: 'North', ccid: '0000100001', bucketType: 'SP6', date: new Date('2026-11-26T12:00:00Z') },
});

describe('the charting file worker thread', () => {
  it('writes the same CSV as writing in this thread, every lock set in its place', async () => {
    const inWorker = await renderChartFileInWorker(job('csv'));
    expect(inWorker.equals(await renderChartFile(job('csv')))).toBe(true);
    const text = inWorker.toString('utf8');
    for (const name of ['A', 'B', 'C', 'D']) expect(text).toContain(`${name}-1`);
    expect(text.indexOf('B-2')).toBeLessThan(text.indexOf('SOUTH'));
    expect(text.indexOf('C-4')).toBeLessThan(text.indexOf('D-1'));
  });

  it('writes an XLSX workbook and a PDF', async () => {
    const xlsx = await renderChartFileInWorker(job('xlsx'));
    expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
    const pdf = await renderChartFileInWorker(job('pdf'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
