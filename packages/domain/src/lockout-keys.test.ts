import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChartLockSet, KeyChart } from './key-chart.ts';
import {
  describeLockoutKey,
  lockoutHandOutProblem,
  lockoutHolderWarning,
  lockoutKeysOf,
  suggestedLockoutHolder,
  type LockoutKey,
} from './lockout-keys.ts';

const engraving = { front: [], back: [], left: [], right: [], key: '' };

/** A charted lock set: KD, one key symbol per lock (`AA1`, `AA2` …), or KA with one symbol. */
function lockSet(
  prefix: string,
  workers: readonly string[] | null,
  options: { keyOption?: 'KD' | 'KA'; department?: string; oneWorker?: string } = {},
): ChartLockSet {
  const keyOption = options.keyOption ?? 'KD';
  const count = workers?.length ?? 2;
  return {
    lockSetID: `${prefix}-set`,
    name: `${prefix} SET`,
    keyOption,
    charted: true,
    numberOfKeysPerLock: 1,
    numberOfKeysPerSet: 1,
    engraving,
    locks: Array.from({ length: count }, (_, index) => ({
      setNumber: 1,
      lockNumber: index + 1,
      keySymbol: keyOption === 'KA' ? `${prefix}1` : `${prefix}${index + 1}`,
      blindCode: `B${prefix}${index + 1}`,
      keysCut: keyOption === 'KA' && index > 0 ? 0 : 1,
    })),
    ...(workers
      ? {
          lockout: {
            department: options.department ?? 'Filleting',
            exceptions: [],
            workers: workers.map((worker, index) => ({
              lock: index + 1,
              worker: options.oneWorker ?? worker,
              engraving: worker.toUpperCase(),
            })),
          },
        }
      : {}),
  };
}

function chart(masterLockSets: ChartLockSet[][], noKeyLockSets: ChartLockSet[] = []): KeyChart {
  return {
    orderLockSystemID: 'ols',
    orderID: 'order',
    version: 3,
    charted: true,
    bucketType: 'SC1',
    method: 'TPP',
    grandMasterKey: {
      grandMasterKeyID: 'gmk',
      name: 'GRAND MASTER KEY',
      keySymbol: 'A',
      numberOfKeys: 1,
      blindCode: 'GM',
    },
    masterKeys: masterLockSets.map((lockSets, index) => ({
      masterKeyID: `mk${index}`,
      name: `MASTER KEY ${index + 1}`,
      keySymbol: `A${String.fromCharCode(65 + index)}`,
      numberOfKeys: 1,
      blindCode: `M${index}`,
      lockSets,
    })),
    noKeyLockSets,
  };
}

const worker = (name: string, department = 'Filleting'): LockoutKey => ({ heldBy: 'worker', worker: name, department });
const supervisor = (department: string): LockoutKey => ({ heldBy: 'supervisor', worker: '', department });

describe('lockoutKeysOf', () => {
  it('gives each LOTO lock’s key its worker, and the master and grand master keys over them to a supervisor', () => {
    const keys = lockoutKeysOf(
      chart([[lockSet('AA', ['Ana Silva', 'Ben Okafor', 'Chloe Martin'])], [lockSet('AB', null)]]),
    );
    expect(Object.fromEntries(keys)).toEqual({
      AA1: worker('Ana Silva'),
      AA2: worker('Ben Okafor'),
      AA3: worker('Chloe Martin'),
      AA: supervisor('Filleting'),
      A: supervisor('Filleting'),
    });
    // The other master key opens no LOTO lock: not a LOTO key, nor are its locks' keys.
    expect(keys.has('AB')).toBe(false);
    expect(keys.has('AB1')).toBe(false);
  });

  it('gives every key of a keyed-alike one worker’s set to that worker', () => {
    const keys = lockoutKeysOf(
      chart([], [lockSet('AC', ['Dev Patel', 'Dev Patel'], { keyOption: 'KA', oneWorker: 'Dev Patel' })]),
    );
    expect(keys.get('AC1')).toEqual(worker('Dev Patel'));
  });

  it('names every department a master key opens, and none for a chart without LOTO sets', () => {
    const keys = lockoutKeysOf(
      chart([[lockSet('AA', ['Ana'], { department: 'Filleting' }), lockSet('AB', ['Eli'], { department: 'Packing' })]]),
    );
    expect(keys.get('AA')).toEqual(supervisor('Filleting, Packing'));
    expect(lockoutKeysOf(chart([[lockSet('AA', null)]])).size).toBe(0);
  });

  it('maps the i-th lock of any KD LOTO set to the i-th worker (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 20 }), (names) => {
        const set = lockSet('AA', names);
        const keys = lockoutKeysOf(chart([[set]]));
        set.locks.forEach((lock, index) => expect(keys.get(lock.keySymbol!)?.worker).toBe(names[index]));
      }),
    );
  });
});

describe('the holder of a LOTO key', () => {
  it('is suggested: the worker, or the department’s supervisor', () => {
    expect(suggestedLockoutHolder(worker('Ana Silva'))).toEqual({ name: 'Ana Silva', department: 'Filleting' });
    expect(suggestedLockoutHolder(supervisor('Filleting'))).toEqual({ name: '', department: 'Filleting supervisor' });
    expect(describeLockoutKey(worker('Ana Silva'))).toBe('Lockout/tagout: Ana Silva (Filleting)');
    expect(describeLockoutKey(supervisor('Filleting'))).toBe('Lockout/tagout supervisor master key (Filleting)');
  });

  it('is warned about in plain words when it is not the worker (by name or employee id, any case)', () => {
    const key = worker('Ana Silva');
    expect(lockoutHolderWarning(key, { name: ' ana  SILVA ' })).toBeNull();
    expect(lockoutHolderWarning(worker('E-104'), { name: 'Ana Silva', employeeId: 'e-104' })).toBeNull();
    expect(lockoutHolderWarning(key, { name: '' })).toBeNull();
    expect(lockoutHolderWarning(supervisor('Filleting'), { name: 'Sam Reid' })).toBeNull();
    expect(lockoutHolderWarning(null, { name: 'Sam Reid' })).toBeNull();
    expect(lockoutHolderWarning(key, { name: 'Sam Reid' })).toBe(
      'This is Ana Silva’s lockout/tagout key. Only the worker who applied a lockout lock may remove it, so its key stays with Ana Silva: handing it to Sam Reid lets someone else remove that lock. Record why in the note.',
    );
  });

  it('may be someone else only with a note saying why', () => {
    const key = worker('Ana Silva');
    const handOut = (name: string, note = '') => ({ action: 'handOut', holder: { name }, note });
    expect(lockoutHandOutProblem(key, handOut('Sam Reid'))).toBe(
      'note: is required when Ana Silva’s lockout/tagout key is given to Sam Reid, someone other than its worker: record why',
    );
    expect(lockoutHandOutProblem(key, { ...handOut('Sam Reid'), action: 'editHolder' })).not.toBeNull();
    expect(lockoutHandOutProblem(key, handOut('Sam Reid', 'Ana moved to packing; lock re-engraved'))).toBeNull();
    expect(lockoutHandOutProblem(key, handOut('Ana Silva'))).toBeNull();
    expect(lockoutHandOutProblem(key, { action: 'return' })).toBeNull();
    expect(lockoutHandOutProblem(supervisor('Filleting'), handOut('Sam Reid'))).toBeNull();
  });
});
