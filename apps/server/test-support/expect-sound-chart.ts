import { operates, parseBitting, type KeyChart } from '@keyplan/domain';
import { expect } from 'vitest';

/** Tests only: every lock of a charted system with the keys that must open it. */
export function locksOf(chart: KeyChart) {
  const grandMaster = chart.grandMasterKey.bitting ? [chart.grandMasterKey.bitting] : [];
  return [
    ...chart.masterKeys.flatMap((masterKey) =>
      masterKey.lockSets.flatMap((lockSet) =>
        lockSet.locks.map((lock) => ({ lock, lockSet, openers: [lock.bitting!, masterKey.bitting!, ...grandMaster] })),
      ),
    ),
    ...chart.noKeyLockSets.flatMap((lockSet) =>
      lockSet.locks.map((lock) => ({ lock, lockSet, openers: [lock.bitting!, ...grandMaster] })),
    ),
  ];
}

/** The keys cut for a system: the grand master (when one is cut), each master key and each change key. */
function keysOf(chart: KeyChart): string[] {
  const change = new Set(locksOf(chart).map(({ lock }) => lock.bitting!));
  return [
    ...(chart.grandMasterKey.bitting ? [chart.grandMasterKey.bitting] : []),
    ...chart.masterKeys.map((masterKey) => masterKey.bitting!),
    ...change,
  ];
}

/**
 * Tests only: the keys of the system are distinct, every lock has a blind code, and each lock
 * opens with its change key, its master key and the grand master key, and with no other key of
 * the system (its shear lines simulated against every key).
 */
export function expectSoundChart(chart: KeyChart): void {
  const keys = keysOf(chart);
  expect(new Set(keys).size).toBe(keys.length);
  for (const { lock, lockSet, openers } of locksOf(chart)) {
    const where = `${lockSet.name} ${lock.setNumber}/${lock.lockNumber}`;
    expect(lock.blindCode, where).toMatch(/^K[2-9A-HJ-NP-Z]{7}$/);
    const pinning = lock.pinning!.bottomPins.map((bottomPin, chamber) => ({
      bottomPin,
      masterPins: lock.pinning!.masterPins[chamber]!,
    }));
    const opening = keys.filter((key) => operates(parseBitting(key)!, pinning));
    expect(opening.sort(), where).toEqual([...new Set(openers)].sort());
  }
}
