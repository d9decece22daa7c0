import { randomUUID } from 'node:crypto';
import {
  createDefaultTree,
  newLockout,
  type InstalledLockSystem,
  type KeyOpens,
  type LockSystemTree,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { describe, expect, it } from 'vitest';
import { buildCreateOrder } from '../../../test-support/factories.ts';
import { installTree } from '../../../test-support/installed-systems.ts';
import { settled, submit } from '../../../test-support/submission-test-support.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { lockSet, masterKeyedTree } from '../../../test-support/test-trees.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';
import { deliveredInSap } from '../../../test-support/key-register.ts';

const BUCKET = 'SP6';
const WORKERS = ['ANN', 'BOB'];

/** An ELECTRICAL LOTO set of the workers' locks, keyed different, one key each, no exception recorded. */
function electricalLoto(number: number, supervisorMasterKey = false) {
  return lockSet(number, BUCKET, {
    lockSetName: 'ELECTRICAL LOTO',
    numberOfLocksPerSet: WORKERS.length,
    numberOfKeysPerLock: 1,
    engravedLock: true,
    fontSize: 'M',
    lockout: {
      ...newLockout(),
      department: 'Electrical',
      supervisorMasterKey,
      locks: WORKERS.map((worker) => ({ worker, engraving: worker })),
    },
  });
}

/** A system of LOTO locks only (no master key, a grand master key without keys): not master keyed. */
function lotoOnlyTree(): LockSystemTree {
  const tree = createDefaultTree(DEMO_CATALOG.lookups, BUCKET, randomUUID);
  tree.masterKeys = [];
  tree.grandMasterKey.numberOfKeys = 0;
  tree.noKeyLockSets = [electricalLoto(1)];
  return tree;
}

/**
 * Issue 42: the installed system's rules hold whatever path a change takes — a new order, a reorder
 * (price and create alike), a lost key's remedy and the key register.
 */
describe.each(DATABASE_KINDS)('rules between features (%s)', (database) => {
  const api = useTestApp({ database, listen: true, env: { SAP_TIMEOUT_MS: '2000' } });
  const reorder = (lockSystemId: string, payload: object, price = false) =>
    api.app.inject({
      method: 'POST',
      url: `/api/lock-systems/${lockSystemId}/reorders${price ? '/price' : ''}`,
      payload,
      headers: api.staff,
    });
  /** The price request and the create request of one reorder: one verdict. */
  const bothRefuse = async (lockSystemId: string, payload: object) => {
    const priced = await reorder(lockSystemId, payload, true);
    const created = await reorder(lockSystemId, payload);
    expect([priced.statusCode, created.statusCode], priced.body).toEqual([400, 400]);
    expect(created.json().errors).toEqual(priced.json().errors);
    return priced.json().errors as string[];
  };

  it('finding 1: a LOTO set under the grand master key of a master-keyed system is master keyed', async () => {
    const tree = masterKeyedTree();
    tree.grandMasterKey.numberOfKeys = 0;
    tree.noKeyLockSets = [electricalLoto(9)];
    const created = (
      await api.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: buildCreateOrder({ ccid: '0000100004', orderSystemName: 'Switch room' }),
        headers: api.staff,
      })
    ).json();
    const system = created.orderLockSystems[0];
    const saved = await api.app.inject({
      method: 'PUT',
      url: `/api/order-lock-systems/${system.orderLockSystemID}/tree`,
      payload: { expectedVersion: created.version, tree },
      headers: api.staff,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Not Ready, and the rule says why: every lock of a master-keyed system is pinned for the grand master key.
    const order = (await api.app.inject({ url: `/api/orders/${created.orderID}`, headers: api.staff })).json();
    expect(order.orderLockSystems[0].statusLabel).not.toBe('Ready');
    const submitted = await submit(api.testApp, order);
    expect(submitted.statusCode).toBe(422);
    expect(submitted.json().errors).toEqual([
      expect.stringMatching(
        /^tree\.noKeyLockSets\[0\]\.lockout\.supervisorMasterKey: ELECTRICAL LOTO: The grand master key opens/,
      ),
    ]);
  });

  it('finding 2: one key per lockout lock holds in reorders, for spare keys and added locks', async () => {
    const { lockSystem } = await installTree(api, '0000100004', lotoOnlyTree(), { orderSystemName: 'Panel LOTO' });
    const bob = lockSystem.keys.find((key) => key.lockout?.worker === 'BOB')!;
    const loto = lockSystem.lockSets[0]!;
    expect(
      await bothRefuse(lockSystem.lockSystemID, { additionalKeys: [{ keySymbol: bob.keySymbol, quantity: 3 }] }),
    ).toEqual([
      `additionalKeys[0].quantity: ${bob.keySymbol} is BOB’s lockout/tagout key (1 cut): lockout/tagout locks have one key per lock, at most two with a reason`,
    ]);
    expect(
      await bothRefuse(lockSystem.lockSystemID, { additionalKeys: [{ keySymbol: bob.keySymbol, quantity: 1 }] }),
    ).toEqual([
      `additionalKeys[0].reason: Lockout/tagout locks have one key per lock: record why a second key of ${bob.keySymbol} is needed`,
    ]);
    const withReason = await reorder(lockSystem.lockSystemID, {
      additionalKeys: [{ keySymbol: bob.keySymbol, quantity: 1, reason: 'Kept sealed in the supervisor’s safe' }],
    });
    expect(withReason.statusCode, withReason.body).toBe(201);
    const errors = await bothRefuse(lockSystem.lockSystemID, {
      addLocks: [{ lockSetID: loto.lockSetID, locks: 2, keys: 3 }],
    });
    expect(errors).toEqual([
      'addLocks[0].keys: Lockout/tagout locks have one key per lock, at most two with a reason.',
    ]);
    // New locks for named workers: priced and created alike.
    const added = { addLocks: [{ lockSetID: loto.lockSetID, locks: 1, workers: ['CARLA'] }] };
    expect((await reorder(lockSystem.lockSystemID, added, true)).statusCode).toBe(200);
    expect((await reorder(lockSystem.lockSystemID, added)).statusCode).toBe(201);
    expect(await bothRefuse(lockSystem.lockSystemID, { addLocks: [{ lockSetID: loto.lockSetID, locks: 1 }] })).toEqual([
      'addLocks[0].workers: The lockout/tagout lock needs its worker’s name or ID engraved.',
    ]);
  });

  it('a supervisor master key over LOTO locks is cut and shown with its warning', async () => {
    const ccid = '0000100007';
    const tree = masterKeyedTree();
    tree.masterKeys[0]!.lockSets = [electricalLoto(9, true)];
    const { lockSystem } = await installTree(api, ccid, tree, { orderSystemName: 'Supervised LOTO' });
    const priced = await reorder(lockSystem.lockSystemID, { additionalKeys: [{ keySymbol: 'AA', quantity: 1 }] }, true);
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().warnings).toEqual([
      'AA – MASTER KEY 1 is a lockout/tagout supervisor master key: it opens workers’ safety locks and is held by a supervisor under the customer’s written removal procedure.',
    ]);
    const opens = await api.app.inject({
      url: `/api/customers/${ccid}/lock-systems/${lockSystem.lockSystemID}/keys/AA/opens`,
      headers: api.staff,
    });
    expect((opens.json() as KeyOpens).key.lockout).toEqual({
      heldBy: 'supervisor',
      worker: '',
      department: 'Electrical',
    });
  });

  it('finding 5: one key ordered twice is refused before anything is saved', async () => {
    const { lockSystem } = await installTree(api, '0000100005', masterKeyedTree());
    const before = (await api.app.inject({ url: '/api/customers/0000100005/systems', headers: api.staff })).body;
    const twice = {
      additionalKeys: [
        { keySymbol: 'AA', quantity: 50 },
        { keySymbol: 'AA', quantity: 50 },
      ],
    };
    expect(await bothRefuse(lockSystem.lockSystemID, twice)).toEqual([
      'additionalKeys[1].keySymbol: AA is ordered already in additionalKeys[0]: order each key once, with its whole quantity',
    ]);
    const many = { additionalKeys: Array.from({ length: 2000 }, () => ({ keySymbol: 'A', quantity: 50 })) };
    expect((await bothRefuse(lockSystem.lockSystemID, many)).length).toBe(1999);
    expect((await api.app.inject({ url: '/api/customers/0000100005/systems', headers: api.staff })).body).toBe(before);
  });

  it('finding 3: a lost master key’s branch is not offered, priced, cut or handed out again', async () => {
    const ccid = '0000100006';
    const { lockSystem } = await installTree(api, ccid, masterKeyedTree());
    const id = lockSystem.lockSystemID;
    const base = `/api/lock-systems/${id}/key-register`;
    const underAA = lockSystem.lockSets.filter((set) => set.masterKeyID === lockSystem.masterKeys[0]!.masterKeyID);
    const lost = await api.app.inject({
      method: 'POST',
      url: `${base}/keys/AA/copies/1`,
      payload: { action: 'reportLost' },
      headers: api.staff,
    });
    expect(lost.statusCode).toBe(201);
    // While its remedy is pending: no spare copies of the lost key, nothing new under it.
    expect(await bothRefuse(id, { additionalKeys: [{ keySymbol: 'AA', quantity: 50 }] })).toEqual([
      'additionalKeys[0].keySymbol: AA – MASTER KEY 1 has a copy reported lost: no more copies of it are cut',
    ]);
    const chosen = await api.app.inject({
      method: 'POST',
      url: `${base}/keys/AA/remedies`,
      payload: { remedy: 'newMasterKeyBranch' },
      headers: api.staff,
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    const remedy = chosen.json();
    expect((await submit(api.testApp, remedy)).statusCode).toBe(202);
    await settled(api.testApp, remedy.orderLockSystems[0].orderLockSystemID);
    await deliveredInSap(api, remedy.orderID);
    const after = (
      (
        await api.app.inject({ url: `/api/customers/${ccid}/lock-systems`, headers: api.staff })
      ).json() as InstalledLockSystem[]
    ).find((system) => system.lockSystemID === id)!;
    expect(after.keys.find((key) => key.keySymbol === 'AA')!.retiredBy).toBeTruthy();
    // Finding 4: the installed counts are the locks in the field, and what a key opens says replaced.
    const replaced = after.lockSets.reduce((sum, set) => sum + (set.replacedLocks ?? 0), 0);
    expect(replaced).toBeGreaterThanOrEqual(18);
    expect(after.locks).toBe(lockSystem.locks);
    const opens = async (symbol: string) =>
      (
        await api.app.inject({
          url: `/api/customers/${ccid}/lock-systems/${id}/keys/${symbol}/opens`,
          headers: api.staff,
        })
      ).json() as KeyOpens;
    expect((await opens('AA')).counts).toMatchObject({ locks: 0, lockSets: 0, replacedLocks: replaced });
    expect((await opens('A')).counts).toMatchObject({ locks: after.locks, replacedLocks: replaced });
    // Delivered: the lost key's lock sets get no more locks, its keys no more copies, no lock set goes under it.
    const errors = await bothRefuse(id, {
      addLocks: underAA.map((set) => ({
        lockSetID: set.lockSetID,
        setNumber: set.keyOption === 'KA' ? 1 : null,
        locks: 1,
      })),
      additionalKeys: [
        { keySymbol: 'AA', quantity: 1 },
        { keySymbol: 'AA1', quantity: 1 },
      ],
      newLockSets: [
        {
          masterKeyID: underAA[0]!.masterKeyID,
          lockSetName: 'NEW CAGE',
          keyOption: 'KD',
          numberOfSets: 1,
          numberOfLocksPerSet: 1,
          keys: 1,
        },
      ],
    });
    expect(errors.map((error) => error.split(':')[0])).toEqual([
      'additionalKeys[0].keySymbol',
      'additionalKeys[1].keySymbol',
      ...underAA.map((_set, index) => `addLocks[${index}].lockSetID`),
      'newLockSets[0].masterKeyID',
    ]);
    expect(errors[0]).toMatch(
      /^additionalKeys\[0\]\.keySymbol: AA – MASTER KEY 1 was retired: its locks were replaced by SAP order \d+: no more copies of it are cut$/,
    );
    // The register hands out no copy of a retired key.
    const handOut = await api.app.inject({
      method: 'POST',
      url: `${base}/keys/AA1/copies/1`,
      payload: { action: 'handOut', holder: { name: 'Ann Lee', department: 'Stores' } },
      headers: api.staff,
    });
    expect(handOut.statusCode, handOut.body).toBe(409);
  });

  /** The customer's installed system `id` as `GET /customers/{ccid}/lock-systems` answers it. */
  const installedNow = async (ccid: string, id: string) => {
    const listed = await api.app.inject({ url: `/api/customers/${ccid}/lock-systems`, headers: api.staff });
    expect(listed.statusCode, listed.body).toBe(200);
    return (listed.json() as InstalledLockSystem[]).find((system) => system.lockSystemID === id)!;
  };
  const sapStatus = async (orderID: string, status: 'completed' | 'rejected') => {
    const sent = (await api.app.inject({ url: `/api/orders/${orderID}`, headers: api.staff })).json();
    const answer = await api.app.inject({
      method: 'PUT',
      url: `/api/dev/sap-documents/order/${sent.sapOrderNumber}/status`,
      payload: { status },
      headers: api.admin,
    });
    expect(answer.statusCode, answer.body).toBe(204);
  };

  it('a reorder created before a key was reported lost is not submitted after', async () => {
    const { lockSystem } = await installTree(api, '0000100004', masterKeyedTree());
    const id = lockSystem.lockSystemID;
    const underAA = lockSystem.lockSets.find(
      (set) => set.masterKeyID === lockSystem.masterKeys[0]!.masterKeyID && set.keyOption === 'KD',
    )!;
    const created = await reorder(id, { addLocks: [{ lockSetID: underAA.lockSetID, locks: 1 }] });
    expect(created.statusCode, created.body).toBe(201);
    const lost = await api.app.inject({
      method: 'POST',
      url: `/api/lock-systems/${id}/key-register/keys/AA/copies/1`,
      payload: { action: 'reportLost' },
      headers: api.staff,
    });
    expect(lost.statusCode, lost.body).toBe(201);
    const submitted = await submit(api.testApp, created.json());
    expect(submitted.statusCode, submitted.body).toBe(409);
    expect(submitted.json().detail).toBe(
      'This reorder can no longer be submitted: the installed system changed since it was created. ' +
        `${underAA.name}: AA – MASTER KEY 1 has a copy reported lost, and new locks here would open to it: nothing more is added under it`,
    );
  });

  it('a key reported lost stays out of service after SAP rejects the order that made it (model check, PostgreSQL run 257)', async () => {
    const { lockSystem } = await installTree(api, '0000100005', masterKeyedTree());
    const id = lockSystem.lockSystemID;
    const underAA = lockSystem.lockSets.find(
      (set) => set.masterKeyID === lockSystem.masterKeys[0]!.masterKeyID && set.keyOption === 'KD',
    )!;
    const created = await reorder(id, { addLocks: [{ lockSetID: underAA.lockSetID, locks: 1 }] });
    expect(created.statusCode, created.body).toBe(201);
    const lost = await api.app.inject({
      method: 'POST',
      url: `/api/lock-systems/${id}/key-register/keys/AA/copies/1`,
      payload: { action: 'reportLost' },
      headers: api.staff,
    });
    expect(lost.statusCode, lost.body).toBe(201);
    await sapStatus(lockSystem.orders[0]!.orderID, 'rejected');
    // The copy is still out there: AA stays among the keys, none cut by an installed order.
    expect((await installedNow('0000100005', id)).keys.find((key) => key.keySymbol === 'AA')).toMatchObject({
      kind: 'master',
      keysCut: 0,
      lostCopies: 1,
    });
    const submitted = await submit(api.testApp, created.json());
    expect(submitted.statusCode, submitted.body).toBe(409);
    expect(submitted.json().detail).toContain(`${underAA.name}: AA – MASTER KEY 1 has a copy reported lost`);
  });

  // Retried: the master key system is charted with random codes, and about one layout in ten
  // leaves the new branch's master key no change keys (KEYING_CAPACITY), which this rule is not
  // about. To do: chart this test's system from a fixed keying plan (session 7's note).
  it(
    'a first order SAP rejected puts no locks in the field, even after a lost key’s remedy was delivered',
    { retry: 2 },
    async () => {
      const ccid = '0000100005';
      const { order, lockSystem } = await installTree(api, ccid, masterKeyedTree());
      const id = lockSystem.lockSystemID;
      const base = `/api/lock-systems/${id}/key-register`;
      expect(
        (
          await api.app.inject({
            method: 'POST',
            url: `${base}/keys/AA/copies/1`,
            payload: { action: 'reportLost' },
            headers: api.staff,
          })
        ).statusCode,
      ).toBe(201);
      const chosen = await api.app.inject({
        method: 'POST',
        url: `${base}/keys/AA/remedies`,
        payload: { remedy: 'newMasterKeyBranch' },
        headers: api.staff,
      });
      expect(chosen.statusCode, chosen.body).toBe(201);
      const remedy = chosen.json();
      const sent = await submit(api.testApp, remedy);
      expect(sent.statusCode, sent.body).toBe(202);
      await settled(api.testApp, remedy.orderLockSystems[0].orderLockSystemID);
      await deliveredInSap(api, remedy.orderID);
      // SAP rejects the order that built the system after all: its locks never reach the field.
      await sapStatus(order.orderID, 'rejected');
      const after = await installedNow(ccid, id);
      const remedyLocks = after.orders.find((entry) => entry.orderID === remedy.orderID)!.locks;
      expect(after.locks).toBe(remedyLocks);
      const firstSets = new Set(lockSystem.lockSets.map((set) => set.lockSetID));
      expect(after.lockSets.filter((set) => firstSets.has(set.lockSetID)).map((set) => set.locks)).toEqual(
        lockSystem.lockSets.map(() => 0),
      );
      expect(after.keys.some((key) => key.retiredBy)).toBe(false);
    },
  );
});
