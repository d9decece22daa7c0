import {
  exposureSummary,
  type InstalledLockSystem,
  type KeyExposure,
  type KeyRegister,
  type SafekeyOrder,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { describe, expect, it } from 'vitest';
import { findCrossings } from '../../charting/reserved-blocks.ts';
import { settled, submit } from '../../../test-support/submission-test-support.ts';
import { masterKeyedTree } from '../../../test-support/test-trees.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';
import { deliveredInSap, installedTree } from '../../../test-support/key-register.ts';

describe.each(DATABASE_KINDS)('a lost key: its exposure and remedies (%s)', (database) => {
  const api = useTestApp({ database, listen: true, env: { SAP_TIMEOUT_MS: '2000' } });

  it('says what each key opens, prices the remedies, and the chosen one becomes a reorder that submits', async () => {
    const ccid = '0000100011';
    // Another customer's system in the same bucket: the remedy's new codes must not cross it.
    await installedTree(api, '0000100012', masterKeyedTree());
    const system = await installedTree(api, ccid, masterKeyedTree());
    const base = `/api/lock-systems/${system.lockSystemID}/key-register`;
    const exposure = async (symbol: string) => {
      const response = await api.app.inject({ url: `${base}/keys/${symbol}/exposure`, headers: api.staff });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as KeyExposure;
    };
    const register = (await api.app.inject({ url: base, headers: api.staff })).json() as KeyRegister;
    const changeOf = (name: string) => register.keys.find((key) => key.kind === 'change' && key.name === name)!;

    // A master key: its two lock sets (6 KD locks, 3 KA sets of 4) by design; any chance opening said too.
    const master = await exposure('AA');
    expect(master.counts.locks - master.counts.incidentalLocks).toBe(18);
    expect(master.summary).toBe(exposureSummary('master', master.counts));
    if (master.counts.incidentalLocks === 0)
      expect(master.summary).toBe('This master key opens 18 locks in 2 lock sets.');
    expect(
      master.lockSets.filter((set) => set.incidentalLocks < set.locks).map((set) => [set.lockSetName, set.locks]),
    ).toEqual([
      ['LOCK SET 1', 6],
      ['LOCK SET 2', 12],
    ]);
    // The plan of the system: the master key's branch with every lock of both lock sets opened.
    expect(
      master.plan
        .find((branch) => branch.keySymbol === 'AA')!
        .lockSets.map((set) => [set.lockSetName, set.keyOption, set.locks, set.opened, set.replaced]),
    ).toEqual([
      ['LOCK SET 1', 'KD', 6, 6, false],
      ['LOCK SET 2', 'KA', 12, 12, false],
    ]);
    expect(master.remedies.map((remedy) => remedy.kind)).toEqual(['newMasterKeyBranch']);
    const branch = master.remedies[0]!;
    expect(branch.request.newMasterKeys[0]).toMatchObject({ keyName: 'MASTER KEY 1 R' });
    expect(
      branch.request.newMasterKeys[0]!.lockSets.map((set) => [set.lockSetName, set.keyOption, set.numberOfSets]),
    ).toEqual([
      ['LOCK SET 1 R', 'KD', 1],
      ['LOCK SET 2 R', 'KA', 3],
    ]);
    expect(branch.total).toBeGreaterThan(0);

    // A KD change key: its own lock; a KA change key: its set's locks; the grand master key: no reorder remedy.
    const kd = await exposure(changeOf('LOCK SET 1 · set 1, lock 1').keySymbol);
    expect(kd.counts.locks - kd.counts.incidentalLocks).toBe(1);
    expect(kd.remedies[0]).toMatchObject({ kind: 'replaceLocks', locks: kd.counts.locks });
    // Each set of the keyed-alike lock set has its key, named by its set (issue 47).
    expect(
      register.keys.filter((key) => key.kind === 'change' && key.name.startsWith('LOCK SET 2')).map((key) => key.name),
    ).toEqual(['LOCK SET 2 · set 1', 'LOCK SET 2 · set 2', 'LOCK SET 2 · set 3']);
    const ka = await exposure(changeOf('LOCK SET 2 · set 1').keySymbol);
    expect(ka.counts.locks - ka.counts.incidentalLocks).toBe(4);
    if (ka.counts.incidentalLocks === 0) {
      expect(ka.summary).toBe('This change key opens 4 locks in 1 lock set.');
      expect(ka.remedies[0]!.request.newLockSets).toMatchObject([
        {
          lockSetName: 'LOCK SET 2 R',
          keyOption: 'KA',
          numberOfLocksPerSet: 4,
          masterKeyID: system.masterKeys[0]!.masterKeyID,
        },
      ]);
    }
    const grand = await exposure('A');
    expect(grand.counts.locks - grand.counts.incidentalLocks).toBe(system.locks);
    expect(grand.remedies).toEqual([]);
    expect(grand.noRemedy).toContain('rekeyed as a new system');

    // Choosing needs a lost copy; then the remedy becomes a reorder at the remedy's price.
    const choose = (payload: Record<string, unknown>) =>
      api.app.inject({ method: 'POST', url: `${base}/keys/AA/remedies`, payload, headers: api.staff });
    expect((await choose({ remedy: 'newMasterKeyBranch' })).statusCode).toBe(409);
    expect((await choose({ remedy: 'melt' })).json().errors).toEqual([
      'remedy: must be replaceLocks or newMasterKeyBranch',
    ]);
    const lost = await api.app.inject({
      method: 'POST',
      url: `${base}/keys/AA/copies/1`,
      payload: { action: 'reportLost' },
      headers: api.staff,
    });
    expect(lost.statusCode).toBe(201);
    expect((await choose({ remedy: 'replaceLocks' })).json().errors).toEqual(['remedy: is not offered for AA']);
    const created = await choose({ remedy: 'newMasterKeyBranch', orderPONumber: 'PO-LOST-AA' });
    expect(created.statusCode, created.body).toBe(201);
    const reorder = created.json() as SafekeyOrder;
    expect(reorder.orderPONumber).toBe('PO-LOST-AA');
    expect(reorder.totalPrice).toBe(branch.total);
    expect((await exposure('AA')).chosen).toMatchObject([{ remedy: 'newMasterKeyBranch', orderID: reorder.orderID }]);
    const twice = await choose({ remedy: 'newMasterKeyBranch' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('A remedy for AA was chosen already: its reorder is Draft.');

    // Submitted: the installed system gets the new branch with codes of its own; the lost key's code stays its own.
    expect((await submit(api.testApp, reorder)).statusCode).toBe(202);
    expect((await settled(api.testApp, reorder.orderLockSystems[0]!.orderLockSystemID)).state).toBe('sent');
    const after = (
      await api.app.inject({ url: `/api/customers/${ccid}/lock-systems`, headers: api.staff })
    ).json() as InstalledLockSystem[];
    const grown = after.find((entry) => entry.lockSystemID === system.lockSystemID)!;
    const lostCode = system.keys.find((key) => key.keySymbol === 'AA')!.blindCode;
    const newMaster = grown.keys.find(
      (key) => key.kind === 'master' && !system.keys.some((old) => old.keySymbol === key.keySymbol),
    )!;
    expect(newMaster.blindCode).not.toBe(lostCode);
    expect(grown.keys.filter((key) => key.blindCode === lostCode).map((key) => key.keySymbol)).toEqual(['AA']);
    // Key control across customers holds with the remedy's new codes (no key of one customer opens another's lock).
    expect(await findCrossings(api.db, DEMO_CATALOG.lookups.keycodebuckettype[0]!)).toEqual([]);
    // The new lock sets do not open to the lost master key.
    const again = await exposure('AA');
    expect(again.lockSets.map((set) => set.lockSetName)).not.toContain('LOCK SET 1 R');
    expect(again.chosen[0]).toMatchObject({ statusLabel: 'Submitted', delivered: false, deliveredAt: null });
    expect(again.chosen[0]!.orderedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(again.lockSets.every((set) => !set.replaced)).toBe(true);

    // Delivered and billed in SAP: the locks the lost key opened are marked replaced, by that order.
    const sent = await deliveredInSap(api, reorder.orderID);
    const replaced = await exposure('AA');
    expect(replaced.chosen[0]).toMatchObject({
      statusLabel: 'Completed',
      delivered: true,
      sapOrderNumber: sent.sapOrderNumber,
    });
    // When it was delivered: the day the customer's review names (issue 47).
    expect(replaced.chosen[0]!.deliveredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(
      replaced.lockSets.filter((set) => set.lockSystemID === system.lockSystemID).every((set) => set.replaced),
    ).toBe(true);
    expect(replaced.summary).toContain(
      `Its locks in this system were replaced by SAP order ${sent.sapOrderNumber}, delivered.`,
    );
    const registerAfter = (await api.app.inject({ url: base, headers: api.staff })).json() as KeyRegister;
    expect(registerAfter.keys.find((key) => key.keySymbol === 'AA')!.locksReplacedBy).toEqual({
      orderID: reorder.orderID,
      sapOrderNumber: sent.sapOrderNumber,
    });
    expect(registerAfter.keys.find((key) => key.keySymbol === 'A')!.locksReplacedBy).toBeNull();
    // The installed system's own lists mark the replaced lock sets and retire the lost key and their change keys.
    const listed = (
      (
        await api.app.inject({ url: `/api/customers/${ccid}/lock-systems`, headers: api.staff })
      ).json() as InstalledLockSystem[]
    ).find((entry) => entry.lockSystemID === system.lockSystemID)!;
    const by = { orderID: reorder.orderID, sapOrderNumber: sent.sapOrderNumber };
    expect(listed.lockSets.filter((set) => set.replacedBy).map((set) => set.name)).toEqual(
      expect.arrayContaining(['LOCK SET 1', 'LOCK SET 2']),
    );
    expect(listed.lockSets.find((set) => set.name === 'LOCK SET 1 R')!.replacedBy).toBeNull();
    expect(listed.keys.find((key) => key.keySymbol === 'AA')!.retiredBy).toEqual(by);
    expect(listed.keys.find((key) => key.keySymbol === 'A')!.retiredBy).toBeNull();
    expect(listed.keys.find((key) => key.kind === 'change' && key.name.startsWith('LOCK SET 1 · '))!.retiredBy).toEqual(
      by,
    );
    expect(
      listed.keys.find((key) => key.kind === 'change' && key.name.startsWith('LOCK SET 1 R · '))!.retiredBy,
    ).toBeNull();
    // The register marks the same keys retired, for staff and the customer's review alike (issue 47).
    expect(registerAfter.keys.find((key) => key.keySymbol === 'AA')!.retiredBy).toEqual(by);
    expect(registerAfter.keys.filter((key) => key.retiredBy).map((key) => key.keySymbol)).toEqual(
      listed.keys.filter((key) => key.retiredBy).map((key) => key.keySymbol),
    );
    expect(registerAfter.keys.filter((key) => key.retiredBy).length).toBeGreaterThan(1);
    // Per key: which order cut it — the lost master key by the first order, the new branch's by the remedy.
    expect(registerAfter.keys.find((key) => key.keySymbol === 'AA')!.copies[0]!.cutBy?.orderID).toBe(
      system.orders[0]!.orderID,
    );
    expect(registerAfter.keys.find((key) => key.keySymbol === newMaster.keySymbol)!.copies[0]!.cutBy).toEqual({
      orderID: reorder.orderID,
      sapOrderNumber: sent.sapOrderNumber,
    });
  });
});
