import type { KeyExposure } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { remedyWords } from './guest-exposure-words.ts';

type Chosen = KeyExposure['chosen'][number];

const chosen = (overrides: Partial<Chosen>): Chosen => ({
  remedy: 'newMasterKeyBranch',
  lockSystemID: 'own',
  orderID: 'o-1',
  sapOrderNumber: null,
  statusLabel: 'Draft',
  delivered: false,
  chosenBy: 'J. Smith',
  chosenAt: '2026-11-02T10:00:00Z',
  orderedAt: null,
  deliveredAt: null,
  ...overrides,
});

const exposure = (entries: Chosen[], otherSystems: KeyExposure['otherSystems'] = []) =>
  ({ keySymbol: 'AA', chosen: entries, otherSystems }) as unknown as KeyExposure;

describe("a lost key's remedy in the customer's words (issue 47)", () => {
  it('follows the remedy: none chosen yet, proposed, ordered, delivered', () => {
    expect(remedyWords(exposure([]))).toEqual(['Your representative will propose how to make the system safe again.']);
    expect(remedyWords(exposure([chosen({ statusLabel: 'Canceled' })]))).toEqual([
      'Your representative will propose how to make the system safe again.',
    ]);
    expect(remedyWords(exposure([chosen({})]))).toEqual([
      'Your representative proposes that the locks under AA move to a new master key, with new cylinders and keys; it is not ordered yet.',
    ]);
    expect(
      remedyWords(
        exposure([chosen({ statusLabel: 'Submitted', sapOrderNumber: '4711', orderedAt: '2026-11-10T12:00:00Z' })]),
      ),
    ).toEqual([
      'New keys and cylinders were ordered on November 10, 2026 (SAP order 4711): the locks under AA move to a new master key, with new cylinders and keys. Until they are fitted, AA still opens these locks.',
    ]);
    expect(
      remedyWords(
        exposure([
          chosen({
            statusLabel: 'Completed',
            delivered: true,
            sapOrderNumber: '4711',
            deliveredAt: '2026-11-20T12:00:00Z',
          }),
        ]),
      ),
    ).toEqual([
      'The new keys and cylinders were delivered on November 20, 2026; AA no longer opens the locks they replaced.',
    ]);
  });

  it('names the other system whose locks a remedy replaces', () => {
    const other = { lockSystemID: 'dryer', lockSystemName: 'Dryer keys' } as KeyExposure['otherSystems'][number];
    expect(remedyWords(exposure([chosen({ remedy: 'replaceLocks', lockSystemID: 'dryer' })], [other]))).toEqual([
      'Your representative proposes that the locks AA opens in Dryer keys get new cylinders and keys; it is not ordered yet.',
    ]);
  });
});
