import { describe, expect, it } from 'vitest';
import { plainTree } from '../../test-support/test-trees.ts';
import type { KeyCodeRow } from './key-code.repository.ts';
import { describeRecharting, rechartingsOf } from './recharting.ts';

/** A registry row of a change key at a place of a lock set. */
function code(lockSetId: string, set: number, lock: number | null, source: KeyCodeRow['source']): KeyCodeRow {
  return {
    id: set * 10 + (lock ?? 0),
    bucket_type: 'SP6',
    bitting: `${set}${lock}`,
    blind_code: 'K2345678',
    ccid: '0000100001',
    order_lock_system_id: 'system',
    node_kind: 'change',
    node_id: lockSetId,
    set_number: set,
    lock_number: lock,
    key_symbol: null,
    source,
    issued_by: 'rep@example.com',
    issued_at: '2026-11-25T10:00:00.000Z',
  };
}

describe('what a save does to charted lock sets', () => {
  const stored = plainTree();
  const kd = stored.noKeyLockSets[0]!; // 2 sets × 3 locks, keyed different
  const codes = [1, 2].flatMap((set) =>
    [1, 2, 3].map((lock) => code(kd.lockSetID, set, lock, lock === 3 ? 'imported' : 'generated')),
  );
  const charted = new Set([kd.lockSetID]);

  it('counts the codes that leave the chart, and the imported ones among them', () => {
    const sent = structuredClone(stored);
    sent.noKeyLockSets[0] = { ...kd, numberOfLocksPerSet: 2, numberOfLocks: 4 };
    const [change] = rechartingsOf(stored, sent, charted, codes);
    expect(change).toMatchObject({
      codesDropped: 2,
      importedDropped: 2,
      newPlaces: 0,
      masterMoved: false,
      deleted: false,
    });
    expect(describeRecharting(change!)).toBe(
      "LOCK SET 1: 2 key codes leave the chart, 2 of them imported from the customer's chart (kept reserved, never issued again)",
    );
  });

  it('names a deleted lock set, and a keyed-alike switch that replaces every place', () => {
    const deleted = structuredClone(stored);
    deleted.noKeyLockSets.shift();
    expect(rechartingsOf(stored, deleted, charted, codes)).toEqual([
      expect.objectContaining({ deleted: true, codesDropped: 6, importedDropped: 2 }),
    ]);
    const alike = structuredClone(stored);
    alike.noKeyLockSets[0] = { ...kd, keyOption: 'KA' };
    expect(rechartingsOf(stored, alike, charted, codes)).toEqual([
      expect.objectContaining({ codesDropped: 6, newPlaces: 2 }),
    ]);
  });

  it('lists nothing when the places stay, or the lock set was never charted', () => {
    const renamed = structuredClone(stored);
    renamed.noKeyLockSets[0] = { ...kd, lockSetName: 'PUMPS' };
    expect(rechartingsOf(stored, renamed, charted, codes)).toEqual([]);
    const fewer = structuredClone(stored);
    fewer.noKeyLockSets[0] = { ...kd, numberOfLocksPerSet: 2, numberOfLocks: 4 };
    expect(rechartingsOf(stored, fewer, new Set(), codes)).toEqual([]);
  });
});
