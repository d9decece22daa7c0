import { describe, expect, it } from 'vitest';
import type { InstalledLockSystem } from '@keyplan/domain';
import { reorderRequestOf, type ReorderFormState } from './reorder-request.ts';

const LOTO_SET = '00000000-0000-4000-8000-000000000001';
const PLAIN_SET = '00000000-0000-4000-8000-000000000002';

const system: InstalledLockSystem = {
  lockSystemID: '00000000-0000-4000-8000-000000000010',
  ccid: '0000100004',
  name: 'PANEL LOTO',
  bucketType: 'SP6',
  createdAt: '2026-11-28T00:00:00.000Z',
  masterKeyed: false,
  locks: 3,
  orders: [],
  keys: [
    {
      keySymbol: 'A1',
      kind: 'change',
      name: 'ELECTRICAL LOTO',
      blindCode: 'X1',
      keysCut: 1,
      lockout: { heldBy: 'worker', worker: 'ANN', department: 'Electrical' },
    },
    { keySymbol: 'A3', kind: 'change', name: 'STORES', blindCode: 'X3', keysCut: 1 },
  ],
  masterKeys: [],
  lockSets: [
    {
      lockSetID: LOTO_SET,
      name: 'ELECTRICAL LOTO',
      keyOption: 'KD',
      masterKeyID: null,
      sets: 1,
      locks: 2,
      lockoutDepartment: 'Electrical',
    },
    { lockSetID: PLAIN_SET, name: 'STORES', keyOption: 'KD', masterKeyID: null, sets: 1, locks: 1 },
  ],
};

const form = (change: Partial<ReorderFormState>): ReorderFormState => ({
  orderPONumber: '',
  orderSystemName: '',
  addLocks: {},
  keyOrders: {},
  keyReasons: {},
  newLockSets: [],
  newMasterKeys: [],
  ...change,
});

describe('the reorder request of a lockout/tagout system (issue 42)', () => {
  it('names the workers of added LOTO locks, one a line, and nothing for other lock sets', () => {
    const { request } = reorderRequestOf(
      system,
      form({
        addLocks: {
          [LOTO_SET]: { locks: '2', setNumber: '1', keys: '', workers: ' CARLA \n\nDEV\n' },
          [PLAIN_SET]: { locks: '1', setNumber: '1', keys: '', workers: 'ignored' },
        },
      }),
    );
    expect(request.addLocks).toEqual([
      { lockSetID: LOTO_SET, locks: 2, setNumber: null, keys: null, workers: ['CARLA', 'DEV'] },
      { lockSetID: PLAIN_SET, locks: 1, setNumber: null, keys: null },
    ]);
  });

  it('sends the reason a worker’s key gets a second copy', () => {
    const { request } = reorderRequestOf(
      system,
      form({ keyOrders: { A1: '1', A3: '2' }, keyReasons: { A1: ' Sealed in the safe ', A3: '' } }),
    );
    expect(request.additionalKeys).toEqual([
      { keySymbol: 'A1', quantity: 1, reason: 'Sealed in the safe' },
      { keySymbol: 'A3', quantity: 2 },
    ]);
  });
});
