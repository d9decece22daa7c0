import { describe, expect, it } from 'vitest';
import type { InstalledLockSystem } from '@keyplan/domain';
import {
  buildInstalledSystem,
  INSTALLED_KA_SET_ID,
  INSTALLED_KD_SET_ID,
  INSTALLED_MASTER_KEY_ID,
} from '../../testing/installed-fixtures.ts';
import { heldPlaces, inFieldSummary, keyHold, lockSetHold, openMasterKeys, placementHold } from './installed-field.ts';

const ORDER = { orderID: 'order-1', orderLockSystemID: 'ols-1' };
const REMEDY = { orderID: 'remedy', sapOrderNumber: '0000077777' };

/** The fixture (A over AA over LOCK SET 1 and PUMPS) with some keys changed. */
function systemWith(change: Partial<Record<string, object>>, overrides: Partial<InstalledLockSystem> = {}) {
  const system = buildInstalledSystem('0000100003', ORDER, overrides);
  return { ...system, keys: system.keys.map((key) => ({ ...key, ...change[key.keySymbol] })) };
}

const lockSet = (system: InstalledLockSystem, id: string) => system.lockSets.find((entry) => entry.lockSetID === id)!;

describe('what a lost key leaves of an installed system', () => {
  it('offers everything while every key is in service', () => {
    const system = systemWith({});
    expect(openMasterKeys(system)).toHaveLength(1);
    expect(placementHold(system, null)).toBeNull();
    expect(heldPlaces(system)).toEqual([]);
    expect(system.keys.map(keyHold)).toEqual([null, null, null]);
    expect(lockSetHold(system, lockSet(system, INSTALLED_KA_SET_ID))).toBeNull();
  });

  it('holds a master key with a copy reported lost: nothing under it, no more copies of it', () => {
    const system = systemWith({ AA: { lostCopies: 2 } });
    expect(openMasterKeys(system)).toEqual([]);
    expect(placementHold(system, INSTALLED_MASTER_KEY_ID)).toMatch(
      /^AA – MASTER KEY 1 has a copy reported lost.*nothing more is added under it\.$/,
    );
    expect(lockSetHold(system, lockSet(system, INSTALLED_KA_SET_ID))).toBe(
      placementHold(system, INSTALLED_MASTER_KEY_ID),
    );
    expect(keyHold(system.keys[1]!)).toBe('AA – MASTER KEY 1 has a copy reported lost: no more copies of it are cut.');
    // Directly under the grand master key is still open.
    expect(placementHold(system, null)).toBeNull();
    expect(heldPlaces(system)).toHaveLength(1);
  });

  it('holds everything of a master-keyed system whose grand master key is out of service, saying it once', () => {
    const system = systemWith({ A: { retiredBy: REMEDY } });
    expect(placementHold(system, null)).toMatch(/was retired: its locks were replaced by SAP order 0000077777/);
    expect(openMasterKeys(system)).toEqual([]);
    expect(heldPlaces(system)).toHaveLength(1);
  });

  it('offers no more locks for a replaced lock set, and counts only what is in the field', () => {
    const system = buildInstalledSystem('0000100003', ORDER);
    const replaced = {
      ...system,
      lockSets: system.lockSets.map((entry) =>
        entry.lockSetID === INSTALLED_KD_SET_ID ? { ...entry, replacedBy: REMEDY } : entry,
      ),
      keys: system.keys.map((key) => (key.keySymbol === 'AA1' ? { ...key, retiredBy: REMEDY } : key)),
    };
    expect(lockSetHold(replaced, lockSet(replaced, INSTALLED_KD_SET_ID))).toBe(
      'LOCK SET 1 was replaced by SAP order 0000077777, a lost key’s remedy: add locks to its replacement instead.',
    );
    expect(inFieldSummary(system)).toBe('2 locks · 7 keys · 3 key codes');
    expect(inFieldSummary(replaced)).toBe('1 lock · 3 keys · 2 key codes');
    // A set some of whose locks were replaced keeps the others in the field.
    const partly = {
      ...system,
      lockSets: system.lockSets.map((entry) => ({ ...entry, locks: 3, replacedBy: REMEDY, replacedLocks: 1 })),
    };
    expect(inFieldSummary(partly).split(' · ')[0]).toBe(`${system.lockSets.length * 2} locks`);
  });
});
