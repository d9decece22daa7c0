import { randomUUID } from 'node:crypto';
import {
  createDefaultTree,
  newLockout,
  newMasterKey,
  type InstalledLockSystem,
  type KeyRegister,
  type KeyRegisterChange,
  type LockSystemTree,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { describe, expect, it } from 'vitest';
import { guestKeyFor } from '../../../test-support/factories.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { lockSet } from '../../../test-support/test-trees.ts';
import { pdfTextOf } from '../../../test-support/key-register.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';
import { installTree } from '../../../test-support/installed-systems.ts';

const WORKERS = ['Ana Silva', 'Ben Okafor', 'Chloe Martin'];
const BUCKET = 'SP6';

/**
 * A LOTO system as the rules let it be submitted: MASTER KEY 1 (a supervisor master key) over 3
 * locks keyed different, one per worker; a one worker's set of 2 keyed-alike locks under the grand
 * master key; MASTER KEY 2 over an ordinary lock set.
 */
function lockoutTree(): LockSystemTree {
  const tree = createDefaultTree(DEMO_CATALOG.lookups, BUCKET, randomUUID);
  tree.masterKeys = [1, 2].map((number) => newMasterKey(randomUUID, number));
  const loto = { engravedLock: true, fontSize: 'M', numberOfKeysPerLock: 1, numberOfKeysPerSet: 1 };
  tree.masterKeys[0]!.lockSets = [
    lockSet(1, BUCKET, {
      ...loto,
      lockSetName: 'MAINTENANCE LOTO',
      numberOfLocksPerSet: 3,
      lockout: {
        ...newLockout(),
        department: 'Maintenance',
        supervisorMasterKey: true,
        locks: WORKERS.map((worker) => ({ worker, engraving: worker.toUpperCase() })),
      },
    }),
  ];
  tree.masterKeys[1]!.lockSets = [lockSet(2, BUCKET, { lockSetName: 'STORES' })];
  tree.noKeyLockSets = [
    lockSet(3, BUCKET, {
      ...loto,
      lockSetName: 'DEV PATEL LOTO',
      keyOption: 'KA',
      numberOfLocksPerSet: 2,
      lockout: { ...newLockout(), department: 'Maintenance', supervisorMasterKey: true, oneWorkerName: 'Dev Patel' },
    }),
  ];
  return tree;
}

/** Issue 35: the key register of an installed LOTO system lists each LOTO key with its worker. */
describe.each(DATABASE_KINDS)('key register of a lockout/tagout system (%s)', (database) => {
  const api = useTestApp({ database, listen: true, env: { SAP_TIMEOUT_MS: '2000' } });

  it('lists each LOTO key with its worker and department, the master keys over them as supervisor keys', async () => {
    const ccid = '0000100004';
    const { lockSystem } = await installTree(api, ccid, lockoutTree(), { orderSystemName: 'Boiler house LOTO' });
    const url = `/api/lock-systems/${lockSystem.lockSystemID}/key-register`;
    const register = (await api.app.inject({ url, headers: api.staff })).json() as KeyRegister;
    const lockoutOf = (name: string) =>
      register.keys
        // A keyed-different lock set's keys name their lock too: 'MAINTENANCE LOTO · lock 2' (issue 47).
        .filter((key) => key.name === name || key.name.startsWith(`${name} · lock `))
        .map((key) => [key.kind, key.copies.length, key.lockout]);
    const worker = (name: string) => ({ heldBy: 'worker', worker: name, department: 'Maintenance' });
    const supervisor = { heldBy: 'supervisor', worker: '', department: 'Maintenance' };

    expect(lockoutOf('MAINTENANCE LOTO')).toEqual(WORKERS.map((name) => ['change', 1, worker(name)]));
    expect(lockoutOf('DEV PATEL LOTO')).toEqual([['change', 1, worker('Dev Patel')]]);
    expect(lockoutOf('MASTER KEY 1')).toEqual([['master', 1, supervisor]]);
    expect(lockoutOf('GRAND MASTER KEY')).toEqual([['grandMaster', 1, supervisor]]);
    // Keys that open no LOTO lock are not LOTO keys.
    expect(lockoutOf('MASTER KEY 2').map(([, , lockout]) => lockout)).toEqual([null]);
    expect(lockoutOf('STORES').map(([, , lockout]) => lockout)).toEqual([null]);

    // The customer's installed systems carry the same, from the submitted order.
    const systems = (
      await api.app.inject({ url: `/api/customers/${ccid}/lock-systems`, headers: api.staff })
    ).json() as InstalledLockSystem[];
    const installedKeys = systems.find((entry) => entry.lockSystemID === lockSystem.lockSystemID)!.keys;
    const workers = installedKeys.filter((key) => key.lockout?.heldBy === 'worker').map((key) => key.lockout!.worker);
    expect(workers.sort()).toEqual([...WORKERS, 'Dev Patel'].sort());
  });

  it('hands a worker’s key to someone else only with a note saying why (400 naming the field and rule)', async () => {
    const ccid = '0000100005';
    const { lockSystem, order } = await installTree(api, ccid, lockoutTree(), { orderSystemName: 'Kiln LOTO' });
    const url = `/api/lock-systems/${lockSystem.lockSystemID}/key-register`;
    const register = (await api.app.inject({ url, headers: api.staff })).json() as KeyRegister;
    const symbolOf = (worker: string) => register.keys.find((key) => key.lockout?.worker === worker)!.keySymbol;
    const masterKey = register.keys.find((key) => key.name === 'MASTER KEY 1')!.keySymbol;
    const handOut = (symbol: string, name: string, note = '') =>
      api.app.inject({
        method: 'POST',
        url: `${url}/keys/${symbol}/copies/1`,
        payload: { action: 'handOut', holder: { name, department: 'Maintenance' }, note },
        headers: api.staff,
      });

    const own = await handOut(symbolOf('Ben Okafor'), 'ben okafor');
    expect(own.statusCode, own.body).toBe(201);
    const other = await handOut(symbolOf('Ana Silva'), 'Sam Reid');
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([
      'note: is required when Ana Silva’s lockout/tagout key is given to Sam Reid, someone other than its worker: record why',
    ]);
    const reasoned = await handOut(
      symbolOf('Ana Silva'),
      'Sam Reid',
      'Ana on leave; lock reassigned by the safety manager',
    );
    expect(reasoned.statusCode, reasoned.body).toBe(201);

    // The receipt and the sign-out sheet say whose key it is, and why someone else holds it.
    const receipt = await api.app.inject({
      url: `${url}/hand-outs/${(reasoned.json() as KeyRegisterChange).id}/receipt.pdf`,
      headers: api.staff,
    });
    expect(receipt.statusCode).toBe(200);
    const receiptText = pdfTextOf(receipt.rawPayload).replace(/\s+/g, ' ');
    expect(receiptText).toContain('Lockout/tagout: Ana Silva (Maintenance)');
    expect(receiptText).toContain('Holder: Sam Reid');
    expect(receiptText).toContain('Note: Ana on leave; lock reassigned by the safety manager');
    const sheet = await api.app.inject({ url: `${url}/sign-out-sheet.pdf`, headers: api.staff });
    const sheetText = pdfTextOf(sheet.rawPayload);
    for (const worker of [...WORKERS, 'Dev Patel'])
      expect(sheetText.replace(/\s+/g, ' ')).toContain(`Lockout/tagout: ${worker} (Maintenance)`);
    expect(sheetText).toContain('Sam Reid, Maintenance');
    // The supervisor master key goes to the supervisor the procedure names: no worker to match.
    expect((await handOut(masterKey, 'Rita Gomez')).statusCode).toBe(201);

    // A customer's proposal is held to the same rule.
    const guest = await guestKeyFor(api.testApp, order.orderID);
    const proposed = await api.app.inject({
      method: 'POST',
      url: `/api/View/orders/${order.orderID}/key-register/proposals`,
      payload: {
        keySymbol: symbolOf('Chloe Martin'),
        copyNumber: 1,
        proposedBy: 'Luis Ortega',
        change: { action: 'handOut', holder: { name: 'Sam Reid', department: 'Maintenance' } },
      },
      headers: { 'view-authorization': guest },
    });
    expect(proposed.statusCode).toBe(400);
    expect(proposed.json().errors).toEqual([
      'change.note: is required when Chloe Martin’s lockout/tagout key is given to Sam Reid, someone other than its worker: record why',
    ]);
  });
});
