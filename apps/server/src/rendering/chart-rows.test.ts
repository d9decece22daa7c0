import type { ChartLockSet, KeyChart } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { LOCKOUT_CHART_COLUMN, chartRows } from './chart-rows.ts';

const lockSet = (lockout?: ChartLockSet['lockout']): ChartLockSet => ({
  lockSetID: 'ls',
  name: 'MAINTENANCE',
  keyOption: 'KD',
  charted: true,
  numberOfKeysPerLock: 1,
  numberOfKeysPerSet: 1,
  engraving: { front: [], back: [], left: [], right: [], key: '' },
  locks: [1, 2].map((lockNumber) => ({
    setNumber: 1,
    lockNumber,
    keySymbol: `AA${lockNumber}`,
    blindCode: `B${lockNumber}`,
    keysCut: 1,
  })) as ChartLockSet['locks'],
  ...(lockout ? { lockout } : {}),
});

const chart = (set: ChartLockSet): KeyChart =>
  ({
    orderLockSystemID: 'ols',
    orderID: 'o',
    version: 1,
    charted: true,
    bucketType: 'SP6',
    method: null,
    grandMasterKey: { grandMasterKeyID: 'g', name: 'GMK', keySymbol: 'A', numberOfKeys: 0, blindCode: null },
    masterKeys: [],
    noKeyLockSets: [set],
  }) as KeyChart;

describe('chartRows and lockout/tagout', () => {
  it('adds a last column naming each lock’s worker and department', () => {
    const rows = chartRows(
      chart(
        lockSet({
          department: 'Maintenance',
          exceptions: [],
          workers: [
            { lock: 1, worker: 'Ana Silva', engraving: 'ANA SILVA' },
            { lock: 2, worker: 'Ben', engraving: '' },
          ],
        }),
      ),
      false,
    );
    expect(rows[0]!.at(-1)).toBe(LOCKOUT_CHART_COLUMN);
    expect(rows.map((row) => row.at(-1))).toEqual([
      LOCKOUT_CHART_COLUMN,
      '',
      'Lockout/tagout, Maintenance: Ana Silva (engraved ANA SILVA)',
      'Lockout/tagout, Maintenance: Ben',
    ]);
  });

  it('leaves a chart without lockout/tagout sets as it was', () => {
    const rows = chartRows(chart(lockSet()), false);
    expect(rows[0]).not.toContain(LOCKOUT_CHART_COLUMN);
    expect(new Set(rows.map((row) => row.length)).size).toBe(1);
  });
});
