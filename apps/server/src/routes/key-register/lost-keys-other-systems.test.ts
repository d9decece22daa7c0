import type { InstalledLockSystem, KeyExposure, SafekeyOrder } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { describe, expect, it } from 'vitest';
import { createChartingService } from '../../charting/charting.service.ts';
import { findCrossings } from '../../charting/reserved-blocks.ts';
import { settled, submit } from '../../../test-support/submission-test-support.ts';
import { masterKeyedTree } from '../../../test-support/test-trees.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { useTestApp, type ApiTestContext } from '../../../test-support/use-test-app.ts';
import { deliveredInSap, installedTree } from '../../../test-support/key-register.ts';

/**
 * Cross-keying between two of the customer's systems, as a chart charted before key control (or
 * brought by the customer's old locksmith) holds it: one keyed-different lock of `second` gets a
 * change key whose lock, pinned with the keys above it, opens to `first`'s master key AA. Answers
 * that lock's key symbol and lock set name.
 */
async function crossKey(api: ApiTestContext, first: InstalledLockSystem, second: InstalledLockSystem) {
  const masterA = await api.db
    .selectFrom('key_codes')
    .select('bitting')
    .where('order_lock_system_id', '=', first.orders[0]!.orderLockSystemID)
    .where('key_symbol', '=', 'AA')
    .executeTakeFirstOrThrow();
  const issued = new Set((await api.db.selectFrom('key_codes').select('bitting').execute()).map((row) => row.bitting));
  const secondId = second.orders[0]!.orderLockSystemID;
  const recode = (from: string, to: string) =>
    api.db
      .updateTable('key_codes')
      .set({ bitting: to })
      .where('order_lock_system_id', '=', secondId)
      .where('bitting', '=', from)
      .execute();
  // Twice at most: when no lock has a chamber where a key above it shares AA's cut, the second
  // system's grand master key is recut to share one of AA's cuts (its locks follow, being pinned from the codes).
  for (let pass = 0; pass < 2; pass += 1) {
    const chart = await createChartingService(api.db).loadKeyChart(secondId, true);
    const candidates = [
      ...chart.masterKeys.flatMap((masterKey) =>
        masterKey.lockSets.map((set) => ({ set, above: [masterKey.bitting!, chart.grandMasterKey.bitting!] })),
      ),
      ...chart.noKeyLockSets.map((set) => ({ set, above: [chart.grandMasterKey.bitting!] })),
    ].filter(({ set }) => set.keyOption === 'KD');
    for (const { set, above } of candidates)
      for (const lock of set.locks) {
        // Each chamber takes AA's cut, but one where a key above the lock already makes a shear line at it.
        for (let chamber = 0; chamber < masterA.bitting.length; chamber += 1) {
          if (!above.some((key) => key[chamber] === masterA.bitting[chamber])) continue;
          for (const depth of '0123456789') {
            const cuts = [...masterA.bitting];
            cuts[chamber] = depth;
            const bitting = cuts.join('');
            if (depth === masterA.bitting[chamber] || issued.has(bitting)) continue;
            await recode(lock.bitting!, bitting);
            return { keySymbol: lock.keySymbol!, lockSetName: set.name };
          }
        }
      }
    // The first chamber whose recut makes no key issued already (taking AA's first cut alone may
    // give a master key's bitting: 646376 for master 646376 under grand 446376).
    const grand = chart.grandMasterKey.bitting!;
    const recut = [...grand]
      .map((_, chamber) => grand.slice(0, chamber) + masterA.bitting[chamber] + grand.slice(chamber + 1))
      .find((bitting) => bitting !== grand && !issued.has(bitting));
    if (!recut) break;
    await recode(grand, recut);
    issued.add(recut);
  }
  throw new Error('no lock of the second system can be cross-keyed to AA');
}

describe.each(DATABASE_KINDS)('a lost key that opens locks of another installed system (%s)', (database) => {
  const api = useTestApp({ database, listen: true, env: { SAP_TIMEOUT_MS: '2000' } });

  it('lists the other system on the exposure, offers its remedy, and marks its locks replaced there', async () => {
    const ccid = '0000100011';
    const first = await installedTree(api, ccid, masterKeyedTree());
    const second = await installedTree(api, ccid, masterKeyedTree());
    const crossed = await crossKey(api, first, second);
    const base = `/api/lock-systems/${first.lockSystemID}/key-register`;
    const exposure = async () => {
      const response = await api.app.inject({ url: `${base}/keys/AA/exposure`, headers: api.staff });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as KeyExposure;
    };

    // The exposure names the other system, draws its plan with the crossed lock set and offers a remedy there.
    const before = await exposure();
    expect(before.summary).toMatch(/of them belong to another system of the customer\.$/);
    expect(before.otherSystems.map((other) => other.lockSystemID)).toEqual([second.lockSystemID]);
    const other = before.otherSystems[0]!;
    expect(other.summary).toMatch(new RegExp(`^In ${second.name} it opens \\d+ locks? in \\d+ lock sets?\\.$`));
    const crossedSet = other.plan
      .flatMap((branch) => branch.lockSets)
      .find((set) => set.lockSetName === crossed.lockSetName)!;
    expect(crossedSet.opened).toBeGreaterThanOrEqual(1);
    expect(crossedSet.replaced).toBe(false);
    expect(other.remedies.map((remedy) => remedy.kind)).toEqual(['replaceLocks']);
    expect(other.remedies[0]!.locks).toBe(other.locks);
    expect(other.remedies[0]!.request.addLocks.length + other.remedies[0]!.request.newLockSets.length).toBeGreaterThan(
      0,
    );
    expect(other.remedies[0]!.total).toBeGreaterThan(0);
    // The own system's remedy is as before.
    expect(before.remedies.map((remedy) => remedy.kind)).toEqual(['newMasterKeyBranch']);

    // Chosen for the other system: a reorder of that system, once per system.
    const choose = (payload: Record<string, unknown>) =>
      api.app.inject({ method: 'POST', url: `${base}/keys/AA/remedies`, payload, headers: api.staff });
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
    const unknown = await choose({ remedy: 'replaceLocks', lockSystemID: first.orders[0]!.orderID });
    expect(unknown.json().errors).toEqual(['lockSystemID: AA opens no lock of that installed system']);
    const created = await choose({ remedy: 'replaceLocks', lockSystemID: second.lockSystemID, orderPONumber: 'PO-X' });
    expect(created.statusCode, created.body).toBe(201);
    const reorder = created.json() as SafekeyOrder;
    expect(reorder.totalPrice).toBe(other.remedies[0]!.total);
    expect((await choose({ remedy: 'replaceLocks', lockSystemID: second.lockSystemID })).statusCode).toBe(409);
    const chosen = await exposure();
    expect(chosen.chosen).toMatchObject([{ remedy: 'replaceLocks', lockSystemID: second.lockSystemID }]);
    // The own system's remedy is still open to choose.
    expect(chosen.remedies.map((remedy) => remedy.kind)).toEqual(['newMasterKeyBranch']);

    // Submitted and delivered: the other system's installed view marks the crossed lock set replaced by that order.
    expect((await submit(api.testApp, reorder)).statusCode).toBe(202);
    expect((await settled(api.testApp, reorder.orderLockSystems[0]!.orderLockSystemID)).state).toBe('sent');
    const sent = await deliveredInSap(api, reorder.orderID);
    const listed = (
      await api.app.inject({ url: `/api/customers/${ccid}/lock-systems`, headers: api.staff })
    ).json() as InstalledLockSystem[];
    const by = { orderID: reorder.orderID, sapOrderNumber: sent.sapOrderNumber };
    const secondAfter = listed.find((system) => system.lockSystemID === second.lockSystemID)!;
    expect(secondAfter.lockSets.find((set) => set.name === crossed.lockSetName)!.replacedBy).toEqual(by);
    expect(secondAfter.keys.find((key) => key.keySymbol === crossed.keySymbol)!.retiredBy).toEqual(by);
    // AA is not the second system's key; its own symbol there (the second system's master key) stays.
    expect(secondAfter.keys.find((key) => key.keySymbol === 'AA')!.retiredBy).toBeNull();
    // The first system is untouched until its own remedy is delivered.
    const firstAfter = listed.find((system) => system.lockSystemID === first.lockSystemID)!;
    expect(firstAfter.lockSets.every((set) => !set.replacedBy)).toBe(true);
    const after = await exposure();
    expect(after.otherSystems[0]!.summary).toContain(
      `They were replaced by SAP order ${sent.sapOrderNumber}, delivered.`,
    );
    expect(after.lockSets.filter((set) => set.lockSystemID === second.lockSystemID).every((set) => set.replaced)).toBe(
      true,
    );
    expect(after.lockSets.filter((set) => set.lockSystemID === first.lockSystemID).some((set) => set.replaced)).toBe(
      false,
    );
    // The remedy's new codes keep key control across customers.
    expect(await findCrossings(api.db, DEMO_CATALOG.lookups.keycodebuckettype[0]!)).toEqual([]);
  });
});
