import { describe, expect, it } from 'vitest';
import type { InstalledKey } from './installed-lock-system.ts';
import { outOfService, reorderVerdict, type InstalledSystemFacts } from './installed-system-rules.ts';
import { newLockout } from './lockout.ts';
import { reorderRequestSchema, type ReorderRequestInput } from './reorder.ts';

const S1 = '00000000-0000-4000-8000-000000000001';
const S2 = '00000000-0000-4000-8000-000000000002';
const M1 = '00000000-0000-4000-8000-000000000003';

const key = (keySymbol: string, kind: InstalledKey['kind'], change: Partial<InstalledKey> = {}): InstalledKey => ({
  keySymbol,
  kind,
  name: kind === 'grandMaster' ? 'GRAND MASTER KEY' : kind === 'master' ? 'MASTER KEY 1' : 'LOTO',
  blindCode: `B${keySymbol}`,
  keysCut: 1,
  ...change,
});

/** A master-keyed system: A over AA over a LOTO set (AA1, AA2), and a plain set under A (A1). */
function facts(change: { supervisor?: boolean; keys?: InstalledKey[] } = {}): InstalledSystemFacts {
  return {
    masterKeyed: true,
    keys: change.keys ?? [
      key('A', 'grandMaster'),
      key('AA', 'master'),
      key('AA1', 'change', { lockout: { heldBy: 'worker', worker: 'ANN', department: 'Electrical' } }),
      key('A1', 'change'),
    ],
    masterKeys: [{ masterKeyID: M1, name: 'MASTER KEY 1', keySymbol: 'AA' }],
    lockSets: [
      {
        lockSetID: S1,
        name: 'ELECTRICAL LOTO',
        keyOption: 'KD',
        masterKeyID: M1,
        sets: 1,
        locks: 2,
        lockout: { ...newLockout(), supervisorMasterKey: change.supervisor ?? false },
      },
      { lockSetID: S2, name: 'STORES', keyOption: 'KD', masterKeyID: null, sets: 1, locks: 1 },
    ],
  };
}

const verdict = (system: InstalledSystemFacts, request: ReorderRequestInput) =>
  reorderVerdict(system, reorderRequestSchema.parse(request));

describe('the installed system’s rules (issue 42)', () => {
  it('a key is out of service once a copy is reported lost, or once its locks were replaced', () => {
    expect(outOfService(key('AA', 'master'))).toBeNull();
    expect(outOfService(key('AA', 'master', { lostCopies: 1 }))).toBe('AA – MASTER KEY 1 has a copy reported lost');
    expect(outOfService(key('AA1', 'change', { retiredBy: { orderID: 'o', sapOrderNumber: '42' } }))).toBe(
      'AA1 was retired: its locks were replaced by SAP order 42',
    );
  });

  it('one copy of a worker’s key, a second with a reason, never a third', () => {
    expect(verdict(facts(), { additionalKeys: [{ keySymbol: 'AA1', quantity: 2 }] }).problems).toEqual([
      'additionalKeys[0].quantity: AA1 is ANN’s lockout/tagout key (1 cut): lockout/tagout locks have one key per lock, at most two with a reason',
    ]);
    expect(verdict(facts(), { additionalKeys: [{ keySymbol: 'AA1', quantity: 1 }] }).problems).toEqual([
      'additionalKeys[0].reason: Lockout/tagout locks have one key per lock: record why a second key of AA1 is needed',
    ]);
    expect(
      verdict(facts(), { additionalKeys: [{ keySymbol: 'AA1', quantity: 1, reason: 'Spare in the safe' }] }),
    ).toEqual({ problems: [], warnings: [] });
  });

  it('keys over LOTO locks are cut only under the supervisor exception, and then with a warning', () => {
    const request = { additionalKeys: [{ keySymbol: 'A', quantity: 1 }] };
    expect(verdict(facts(), request).problems).toEqual([
      'additionalKeys[0].keySymbol: A – GRAND MASTER KEY opens the lockout/tagout locks of ELECTRICAL LOTO, where no supervisor master key is recorded: no copy of it is cut',
    ]);
    const excepted = verdict(facts({ supervisor: true }), request);
    expect(excepted.problems).toEqual([]);
    expect(excepted.warnings).toEqual([expect.stringContaining('A – GRAND MASTER KEY is a lockout/tagout supervisor')]);
    // A change key outside the LOTO set is an ordinary key.
    expect(verdict(facts(), { additionalKeys: [{ keySymbol: 'A1', quantity: 50 }] }).problems).toEqual([]);
  });

  it('nothing new where a key out of service would open it', () => {
    const lost = facts({
      supervisor: true,
      keys: [key('A', 'grandMaster'), key('AA', 'master', { lostCopies: 1 }), key('A1', 'change')],
    });
    const request = {
      addLocks: [
        { lockSetID: S1, locks: 1, workers: ['CARLA'] },
        { lockSetID: S2, locks: 1 },
      ],
      newLockSets: [
        {
          masterKeyID: M1,
          lockSetName: 'CAGE',
          keyOption: 'KD' as const,
          numberOfSets: 1,
          numberOfLocksPerSet: 1,
          keys: 1,
        },
      ],
      additionalKeys: [{ keySymbol: 'AA', quantity: 1 }],
    };
    expect(verdict(lost, request).problems.map((problem) => problem.split(':')[0])).toEqual([
      'additionalKeys[0].keySymbol',
      'addLocks[0].lockSetID',
      'newLockSets[0].masterKeyID',
    ]);
    // A lost grand master key opens every lock of a master-keyed system: nothing is added anywhere.
    const grand = facts({ keys: [key('A', 'grandMaster', { lostCopies: 1 })] });
    expect(
      verdict(grand, { addLocks: [{ lockSetID: S2, locks: 1 }], newMasterKeys: [{ keyName: 'NEW', keys: 1 }] })
        .problems,
    ).toEqual([
      'addLocks[0].lockSetID: STORES: A – GRAND MASTER KEY has a copy reported lost, and new locks here would open to it: nothing more is added under it',
      'newMasterKeys[0]: A – GRAND MASTER KEY has a copy reported lost, and new locks here would open to it: nothing more is added under it',
    ]);
  });

  it('one line per key symbol', () => {
    const request = {
      additionalKeys: [
        { keySymbol: 'A1', quantity: 50 },
        { keySymbol: 'A1', quantity: 50 },
      ],
    };
    expect(verdict(facts(), request).problems).toEqual([
      'additionalKeys[1].keySymbol: A1 is ordered already in additionalKeys[0]: order each key once, with its whole quantity',
    ]);
  });

  it('locks added to a keyed-alike set open to its set key: not when it is out of service, nor into a replaced set', () => {
    const S3 = '00000000-0000-4000-8000-000000000004';
    const system = facts({
      keys: [
        key('A', 'grandMaster'),
        key('AA', 'master'),
        key('AB1', 'change', { lostCopies: 1 }),
        key('AB2', 'change'),
        key('A1', 'change', { retiredBy: { orderID: 'o', sapOrderNumber: '42' } }),
      ],
    });
    const keyedAlike = {
      lockSetID: S3,
      name: 'GATES',
      keyOption: 'KA' as const,
      masterKeyID: M1,
      sets: 2,
      locks: 4,
      setKeys: ['AB1', 'AB2'],
    };
    const withSets = { ...system, lockSets: [...system.lockSets, keyedAlike] };
    expect(
      verdict(withSets, {
        addLocks: [
          { lockSetID: S3, setNumber: 1, locks: 1 },
          { lockSetID: S3, setNumber: 2, locks: 1 },
        ],
      }).problems,
    ).toEqual(['addLocks[0].setNumber: AB1 has a copy reported lost, and locks added to set 1 would open to it']);
    // A keyed-different set a change key's remedy replaced takes no locks either (finding 3).
    const replaced = {
      ...withSets,
      lockSets: withSets.lockSets.map((lockSet) =>
        lockSet.lockSetID === S2 ? { ...lockSet, replacedBy: { orderID: 'o', sapOrderNumber: '42' } } : lockSet,
      ),
    };
    expect(verdict(replaced, { addLocks: [{ lockSetID: S2, locks: 1 }] }).problems).toEqual([
      'addLocks[0].lockSetID: STORES was replaced because a lost key opens it: new locks join a set of its replacement instead',
    ]);
  });

  it('locks added to one worker’s keyed-alike lockout set cut another copy of the worker’s key only with a reason', () => {
    const S3 = '00000000-0000-4000-8000-000000000004';
    const oneWorker = (secondKeyReason: string, keysCut: number): InstalledSystemFacts => ({
      masterKeyed: false,
      keys: [key('A1', 'change', { keysCut, lockout: { heldBy: 'worker', worker: 'ANN', department: 'Electrical' } })],
      masterKeys: [],
      lockSets: [
        {
          lockSetID: S3,
          name: 'ANN LOTO',
          keyOption: 'KA',
          masterKeyID: null,
          sets: 1,
          locks: 3,
          setKeys: ['A1'],
          lockout: { ...newLockout(), oneWorkerName: 'ANN', secondKeyReason },
        },
      ],
    });
    const request = { addLocks: [{ lockSetID: S3, setNumber: 1, locks: 1 }] };
    expect(verdict(oneWorker('', 1), request).problems).toEqual([
      'addLocks[0].keys: ANN LOTO is ANN’s lockout/tagout set: its key A1 is cut 1 times, and added locks cut 1 more. Lockout/tagout locks have one key per set, a second only with a reason recorded on the set: add the locks as a lock set of their own',
    ]);
    expect(verdict(oneWorker('Spare in the safe', 1), request).problems).toEqual([]);
    expect(verdict(oneWorker('Spare in the safe', 2), request).problems).toHaveLength(1);
  });
});
