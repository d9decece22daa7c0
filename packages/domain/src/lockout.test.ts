import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from './catalog/demo-catalog.ts';
import { createDefaultTree } from './default-tree.ts';
import { lockSetSchema, lockSystemTreeSchema, type LockSet, type LockSystemTree } from './lock-system.ts';
import { lockoutIssues } from './lockout-rules.ts';
import { fillLockoutEngravings, lockoutNameRoom, lockoutSchema, newLockout, type Lockout } from './lockout.ts';

const lookups = DEMO_CATALOG.lookups;
let counter = 0;
const newId = () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;

const NAMES = ['ANA', 'BEN', 'CHLOE'];

/** A LOTO set of three locks that keeps every rule, under no master key (grand master key without keys). */
function lotoTree(change: Partial<LockSet> = {}, lockout: Partial<Lockout> = {}): LockSystemTree {
  const tree = createDefaultTree(lookups, 'SP6', newId);
  const base = tree.masterKeys[0]!.lockSets[0]!;
  tree.masterKeys = [];
  tree.grandMasterKey.numberOfKeys = 0;
  tree.noKeyLockSets = [
    {
      ...base,
      lockSetName: 'MAINTENANCE',
      keyOption: 'KD',
      numberOfSets: 1,
      numberOfLocksPerSet: 3,
      numberOfLocks: 3,
      numberOfKeysPerLock: 1,
      engravedLock: true,
      fontSize: lookups.engravefontoptions[0]!.id,
      lockout: {
        ...newLockout(),
        department: 'Maintenance',
        locks: NAMES.map((name) => ({ worker: name, engraving: name })),
        ...lockout,
      },
      ...change,
    },
  ];
  return tree;
}

const messages = (tree: LockSystemTree) => lockoutIssues(tree).map((issue) => `${issue.path}: ${issue.message}`);

describe('lockout settings', () => {
  it('are absent by default, so existing lock sets and stored drafts stay valid', () => {
    const tree = createDefaultTree(lookups, 'SP6', newId);
    const parsed = lockSystemTreeSchema.parse(tree);
    expect(parsed.masterKeys[0]!.lockSets[0]!.lockout).toBeUndefined();
    expect(lockoutIssues(parsed)).toEqual([]);
  });

  it('parse with every exception empty', () => {
    expect(lockoutSchema.parse({})).toEqual({
      department: '',
      secondKeyReason: '',
      supervisorMasterKey: false,
      oneWorkerName: '',
      template: '{NAME}',
      locks: [],
    });
  });

  it('refuse an engraving with characters that cannot be engraved', () => {
    const lockSet = lotoTree().noKeyLockSets[0]!;
    const bad = { ...lockSet, lockout: { ...lockSet.lockout!, locks: [{ worker: 'Zoë', engraving: 'ZOË' }] } };
    expect(lockSetSchema.safeParse(bad).success).toBe(false);
  });
});

describe('lockout rules', () => {
  it('a set that keeps every rule has no issues', () => {
    expect(messages(lotoTree())).toEqual([]);
  });

  it('keyed different: keyed alike is refused', () => {
    expect(messages(lotoTree({ keyOption: 'KA', numberOfKeysPerSet: 1 }))).toEqual([
      'noKeyLockSets[0].keyOption: Lockout/tagout locks are keyed different. Keyed alike is allowed only as one worker’s set: name the worker.',
    ]);
  });

  it('exception: keyed alike as one worker’s set with the person named', () => {
    expect(messages(lotoTree({ keyOption: 'KA', numberOfKeysPerSet: 1 }, { oneWorkerName: 'Ana Silva' }))).toEqual([]);
  });

  it('one key per lock: a second key is refused without a reason', () => {
    expect(messages(lotoTree({ numberOfKeysPerLock: 2 }))).toEqual([
      'noKeyLockSets[0].numberOfKeysPerLock: Lockout/tagout locks have one key per lock: record why a second key is needed.',
    ]);
  });

  it('exception: a second key with a recorded reason', () => {
    expect(
      messages(lotoTree({ numberOfKeysPerLock: 2 }, { secondKeyReason: 'Spare kept in the lockout station' })),
    ).toEqual([]);
  });

  it('never three keys, reason or not', () => {
    expect(messages(lotoTree({ numberOfKeysPerLock: 3 }, { secondKeyReason: 'spares' }))).toHaveLength(1);
  });

  it('one key per set when keyed alike for one worker', () => {
    expect(
      messages(lotoTree({ keyOption: 'KA', numberOfKeysPerSet: 2 }, { oneWorkerName: 'Ana' })).map(
        (m) => m.split(':')[0],
      ),
    ).toEqual(['noKeyLockSets[0].numberOfKeysPerSet']);
  });

  it('no master key: a set under a grand master key with keys is refused', () => {
    const tree = lotoTree();
    tree.grandMasterKey.numberOfKeys = 1;
    expect(messages(tree)).toEqual([
      'noKeyLockSets[0].lockout.supervisorMasterKey: The grand master key opens these lockout/tagout locks (a master-keyed system pins every lock for it): mark “supervisor master key under a written removal procedure” or order them as a system of their own, without master keys.',
    ]);
  });

  // Issue 42, finding 1: charting pins every lock of a master-keyed system for the grand master key,
  // whether keys of it are cut now or not (a spare can be reordered later).
  it('a set under a grand master key without keys, in a system with master keys, is master keyed', () => {
    const tree = createDefaultTree(lookups, 'SP6', newId);
    tree.grandMasterKey.numberOfKeys = 0;
    tree.noKeyLockSets = lotoTree().noKeyLockSets;
    expect(messages(tree).map((m) => m.split(':')[0])).toEqual(['noKeyLockSets[0].lockout.supervisorMasterKey']);
  });

  it('a reorder of a master-keyed installed system is master keyed, stand-ins or not', () => {
    const tree = lotoTree();
    expect(lockoutIssues(tree, { installedMasterKeyed: true }).map((issue) => issue.path)).toEqual([
      'noKeyLockSets[0].lockout.supervisorMasterKey',
    ]);
    expect(lockoutIssues(tree)).toEqual([]);
  });

  it('exception: supervisor master key under a written removal procedure', () => {
    const tree = lotoTree({}, { supervisorMasterKey: true });
    tree.grandMasterKey.numberOfKeys = 1;
    expect(messages(tree)).toEqual([]);
  });

  it('a set under a master key counts as master keyed', () => {
    const tree = createDefaultTree(lookups, 'SP6', newId);
    const loto = lotoTree().noKeyLockSets[0]!;
    tree.masterKeys[0]!.lockSets[0] = loto;
    tree.grandMasterKey.numberOfKeys = 0;
    expect(messages(tree).map((m) => m.split(':')[0])).toEqual([
      'masterKeys[0].lockSets[0].lockout.supervisorMasterKey',
    ]);
  });

  it('the department is named', () => {
    expect(messages(lotoTree({}, { department: '' })).map((m) => m.split(':')[0])).toEqual([
      'noKeyLockSets[0].lockout.department',
    ]);
  });

  it('the locks are engraved', () => {
    expect(messages(lotoTree({ engravedLock: false })).map((m) => m.split(':')[0])).toEqual([
      'noKeyLockSets[0].engravedLock',
    ]);
  });

  it('each lock carries its worker’s name', () => {
    const locks = [
      { worker: 'ANA', engraving: 'ANA' },
      { worker: 'BEN', engraving: '' },
    ];
    expect(messages(lotoTree({}, { locks }))).toEqual([
      'noKeyLockSets[0].lockout.locks: Each of the 3 lockout/tagout locks needs its worker’s name or ID engraved (1 has one).',
    ]);
    const one = { numberOfLocksPerSet: 1, numberOfLocks: 1 };
    expect(messages(lotoTree(one, { locks: [{ worker: 'Ana', engraving: '' }] }))).toEqual([
      'noKeyLockSets[0].lockout.locks: The lockout/tagout lock needs its worker’s name or ID engraved.',
    ]);
  });

  it('exception: one worker’s set needs no name per lock', () => {
    expect(messages(lotoTree({ keyOption: 'KA', numberOfKeysPerSet: 1 }, { oneWorkerName: 'Ana', locks: [] }))).toEqual(
      [],
    );
  });

  // Issue 47: the message said "colour" (SPEC writes "Lock colors") and "MAINTENANCE" for "Maintenance".
  it('departments are told apart by body color, the department named as typed', () => {
    const tree = lotoTree();
    const department = (name: string, lockSetName: string) => ({
      ...tree.noKeyLockSets[0]!,
      lockSetID: newId(),
      lockSetName,
      lockout: { ...tree.noKeyLockSets[0]!.lockout!, department: name },
    });
    // The same department typed in other capitals is the same department: no issue.
    tree.noKeyLockSets.push(department('MAINTENANCE ', 'MAINTENANCE 2'), department('Electrical', 'ELECTRICAL'));
    expect(messages(tree)).toEqual([
      'noKeyLockSets[2].colorID: Departments are told apart by body color: this color is already the color of Maintenance.',
    ]);
  });

  it('a set without lockout settings is never checked', () => {
    const tree = lotoTree({ keyOption: 'KA', numberOfKeysPerSet: 5 });
    delete tree.noKeyLockSets[0]!.lockout;
    expect(messages(tree)).toEqual([]);
  });
});

describe('fillLockoutEngravings', () => {
  it('fills each lock from a pasted list through the template', () => {
    const { locks, problems } = fillLockoutEngravings('Ana Silva\n\n  Ben  \r\nChloe\n', 'MNT {NAME}');
    expect(problems).toEqual([]);
    expect(locks).toEqual([
      { worker: 'Ana Silva', engraving: 'MNT ANA SILVA' },
      { worker: 'Ben', engraving: 'MNT BEN' },
      { worker: 'Chloe', engraving: 'MNT CHLOE' },
    ]);
  });

  it('reports refused characters and long names instead of dropping them', () => {
    const { locks, problems } = fillLockoutEngravings('Zoë\nbob@plant\nMaximilian Alexander', '{NAME}');
    expect(locks.map((lock) => lock.engraving)).toEqual(['', '', '']);
    expect(problems).toEqual([
      { line: 1, name: 'Zoë', message: "'Ë' cannot be engraved. Allowed: A–Z, 0–9, space and - . # / & ( )" },
      { line: 2, name: 'bob@plant', message: "'@' cannot be engraved. Allowed: A–Z, 0–9, space and - . # / & ( )" },
      { line: 3, name: 'Maximilian Alexander', message: "'MAXIMILIAN ALEXANDER' is longer than 14 characters" },
    ]);
  });

  // Issue 47: the example "MAINT {NAME}" left 8 characters, too few for 3 names in 4; the screen says how many.
  it('says how many characters a name may have through a template', () => {
    expect(lockoutNameRoom('{NAME}')).toBe(14);
    expect(lockoutNameRoom('MAINT {NAME}')).toBe(8);
    expect(lockoutNameRoom('MT {NAME}')).toBe(11);
    expect(lockoutNameRoom('{NAME}/{NAME}')).toBe(6);
    expect(lockoutNameRoom('MAINT')).toBe(14);
    expect(lockoutNameRoom('MAINTENANCE {NAME}')).toBe(2);
    expect(lockoutNameRoom('MAINTENANCE DEPT {NAME}')).toBe(0);
    // The room is what fillLockoutEngravings accepts: a name of that length fits, one more does not.
    expect(fillLockoutEngravings('ABCDEFGHIJK\nABCDEFGHIJKL', 'MT {NAME}').problems.map((p) => p.line)).toEqual([2]);
  });

  it('a template without {NAME} engraves the name alone', () => {
    expect(fillLockoutEngravings('Ana', 'MAINT').locks).toEqual([{ worker: 'Ana', engraving: 'ANA' }]);
  });
});
