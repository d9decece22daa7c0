import { describe, expect, it } from 'vitest';
import { readableProblem, readableProblems, reorderProblemsOf } from './reorder-problems.ts';
import type { RequestPlace } from './reorder-request.ts';

const PLACES = new Map<string, RequestPlace>([
  ['addLocks[0]', { words: 'More locks for PUMPS', kind: 'addLocks' }],
  ['newLockSets[0]', { words: 'New lock set 2 (GATES)', kind: 'lockSet' }],
  ['newMasterKeys[0]', { words: 'New master key 1', kind: 'masterKey' }],
  ['newMasterKeys[0].lockSets[1]', { words: 'Lock set 2 of new master key 1 (TOOLS)', kind: 'lockSet' }],
  ['additionalKeys[0]', { words: 'More keys AA', kind: 'keys' }],
]);

describe('the server’s problems with a reorder, in the words of the form', () => {
  it.each([
    ['newMasterKeys[0].keyName: is required', 'New master key 1: Master key name is required'],
    [
      'newMasterKeys[0].lockSets[1].numberOfLocksPerSet: must be at least 1',
      'Lock set 2 of new master key 1 (TOOLS): Locks per set must be at least 1',
    ],
    [
      'newMasterKeys[0].keyName: WORKSHOP is taken in this system',
      'New master key 1, master key name: WORKSHOP is taken in this system',
    ],
    [
      'newLockSets[0].choices.frontText2: must be at most 12 characters',
      'New lock set 2 (GATES): Front line 2 must be at most 12 characters',
    ],
    [
      'addLocks[0].lockSetID: PUMPS: AA – MASTER KEY 1 has a copy reported lost',
      'More locks for PUMPS: PUMPS: AA – MASTER KEY 1 has a copy reported lost',
    ],
    ['additionalKeys[0].quantity: must be at most 99', 'More keys AA: Keys must be at most 99'],
    ['newMasterKeys[0]: AA has a copy reported lost', 'New master key 1: AA has a copy reported lost'],
    ['orderPONumber: must be at most 35 characters', 'PO number must be at most 35 characters'],
    ['body: must order locks, a lock set, a master key or keys', 'Must order locks, a lock set, a master key or keys'],
  ])('%s', (problem, said) => expect(readableProblem(problem, PLACES)).toBe(said));

  it('never shows a request path: a part the form no longer lists by its position, a field by its name', () => {
    expect(readableProblem('newLockSets[5].lockSetName: is required', PLACES)).toBe('New lock set 6: Name is required');
    expect(readableProblem('newMasterKeys[2].keyName: is required', PLACES)).toBe(
      'New master key 3: Master key name is required',
    );
    expect(readableProblem('newMasterKeys[0].lockSets[3].keyOption: must be KD or KA', PLACES)).toBe(
      'Lock set 4 of new master key 1: Keying must be KD or KA',
    );
    expect(readableProblem('additionalKeys[4].quantity: must be at least 1', PLACES)).toBe(
      'More keys, line 5: Keys must be at least 1',
    );
    expect(readableProblem('addLocks[0].workers[1]: is required', PLACES)).toBe(
      'More locks for PUMPS: Workers are required',
    );
    expect(readableProblem('newLockSets[0].numberOfKeysPerSet: must be at most 9', PLACES)).toBe(
      'New lock set 2 (GATES): Number of keys per set must be at most 9',
    );
    expect(readableProblem('request: body must be JSON', PLACES)).toBe('Body must be JSON');
    // Text that names no field stays as it came.
    expect(readableProblem('must order locks, a lock set, a master key or keys', PLACES)).toBe(
      'must order locks, a lock set, a master key or keys',
    );
  });

  it('reads only the text items of an answer', () => {
    expect(readableProblems(undefined, PLACES)).toEqual([]);
    expect(readableProblems(['newMasterKeys[0].keys: is required', 3], PLACES)).toEqual([
      'New master key 1: Keys are required',
    ]);
  });
});

describe('what the domain’s rules refuse before the server is asked', () => {
  it('names what is still missing in the form’s words, once each', () => {
    const request = {
      addLocks: [],
      newLockSets: [
        {
          masterKeyID: null,
          lockSetName: '  ',
          keyOption: 'KD' as const,
          numberOfSets: 1,
          numberOfLocksPerSet: 0,
          keys: 1,
        },
      ],
      additionalKeys: [],
      newMasterKeys: [{ keyName: '', keys: 1, lockSets: [] }],
    };
    expect(reorderProblemsOf(request, PLACES)).toEqual([
      'New lock set 2 (GATES): Name is required',
      'New lock set 2 (GATES): Locks per set must be at least 1',
      'New master key 1: Master key name is required',
    ]);
  });

  it('finds nothing in a request the server takes, and says so when nothing is ordered', () => {
    expect(reorderProblemsOf({ additionalKeys: [{ keySymbol: 'AA', quantity: 2 }] }, PLACES)).toEqual([]);
    expect(reorderProblemsOf({}, PLACES)).toEqual(['Must order locks, a lock set, a master key or keys']);
  });
});
