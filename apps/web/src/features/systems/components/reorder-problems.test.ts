import { describe, expect, it } from 'vitest';
import { readableProblem, readableProblems } from './reorder-problems.ts';
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

  it('keeps what the form does not know as the server said it', () => {
    expect(readableProblem('tree: no room for another master key', PLACES)).toBe(
      'tree: no room for another master key',
    );
    expect(readableProblem('newLockSets[5].lockSetName: is required', PLACES)).toBe(
      'newLockSets[5].lockSetName: is required',
    );
    expect(readableProblem('must order locks, a lock set, a master key or keys', PLACES)).toBe(
      'must order locks, a lock set, a master key or keys',
    );
  });

  it('reads only the text items of an answer', () => {
    expect(readableProblems(undefined, PLACES)).toEqual([]);
    expect(readableProblems(['newMasterKeys[0].keys: is required', 3], PLACES)).toEqual([
      'New master key 1: Keys is required',
    ]);
  });
});
