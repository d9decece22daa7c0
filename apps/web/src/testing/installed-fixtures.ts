import { ORDER_LOCK_SYSTEM_STATUS as STATUS, type InstalledLockSystem } from '@keyplan/domain';

export const INSTALLED_LOCK_SYSTEM_ID = 'b5b4f3a2-0c1d-4e5f-8a9b-0c1d2e3f4a5b';
export const INSTALLED_MASTER_KEY_ID = 'c6c5f4a3-1d2e-4f60-9bac-1d2e3f4a5b6c';
export const INSTALLED_KD_SET_ID = 'd7d6a5b4-2e3f-4071-8cbd-2e3f4a5b6c7d';
export const INSTALLED_KA_SET_ID = 'e8e7b6c5-3f40-4182-9dce-3f4a5b6c7d8e';

/** Tests only: a customer's installed master-keyed system (one master key over a KD and a KA lock set). */
export function buildInstalledSystem(
  ccid: string,
  order: { orderID: string; orderLockSystemID: string },
  overrides: Partial<InstalledLockSystem> = {},
): InstalledLockSystem {
  return {
    lockSystemID: INSTALLED_LOCK_SYSTEM_ID,
    ccid,
    name: 'North plant',
    bucketType: 'SP6',
    createdAt: '2026-11-20T10:00:00.000Z',
    masterKeyed: true,
    locks: 2,
    orders: [
      {
        ...order,
        orderSystemName: 'North plant',
        orderPONumber: 'PO-7',
        sapOrderNumber: '0000012345',
        status: STATUS.Submitted,
        statusLabel: 'Submitted',
        isAddToSystem: false,
        submittedAt: '2026-11-20T10:00:00.000Z',
        installed: true,
        locks: 2,
      },
    ],
    keys: [
      { keySymbol: 'A', kind: 'grandMaster', name: 'GRAND MASTER KEY', blindCode: 'K2345678', keysCut: 1 },
      { keySymbol: 'AA', kind: 'master', name: 'MASTER KEY 1', blindCode: 'K3456789', keysCut: 2 },
      { keySymbol: 'AA1', kind: 'change', name: 'LOCK SET 1', blindCode: 'K456789A', keysCut: 4 },
    ],
    masterKeys: [{ masterKeyID: INSTALLED_MASTER_KEY_ID, name: 'MASTER KEY 1', keySymbol: 'AA' }],
    lockSets: [
      {
        lockSetID: INSTALLED_KD_SET_ID,
        name: 'LOCK SET 1',
        keyOption: 'KD',
        masterKeyID: INSTALLED_MASTER_KEY_ID,
        sets: 1,
        locks: 1,
      },
      {
        lockSetID: INSTALLED_KA_SET_ID,
        name: 'PUMPS',
        keyOption: 'KA',
        masterKeyID: INSTALLED_MASTER_KEY_ID,
        sets: 2,
        locks: 1,
      },
    ],
    ...overrides,
  };
}
