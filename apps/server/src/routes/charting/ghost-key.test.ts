import { randomUUID } from 'node:crypto';
import {
  createDefaultTree,
  createRandom,
  formatBitting,
  newMasterKey,
  operates,
  parseBitting,
  randomValidBitting,
  type KeyChart,
  type LockSystemTree,
  type SafekeyOrder,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkKeyControl } from '../../cli/key-control-check.ts';
import { adminHeaders, buildCreateOrder, staffHeaders } from '../../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { lockSet } from '../../../test-support/test-trees.ts';

/**
 * Issue 27's ghost key, through the API as a client meets it: other customers hold keys in BR4; a
 * rep creates GRAND MASTER KEY → MASTER KEY 1 → a keyed-different set of 3 locks; an admin imports
 * the customer's chart of lock 1; the rep charts the rest. The master and grand master keys chosen
 * around the imported change key must not pin lock 1 to open to another customer's key.
 */

const BR4 = DEMO_CATALOG.lookups.keycodebuckettype.find((bucket) => bucket.id === 'BR4')!;

function keyedDifferent(locks: number): LockSystemTree {
  const tree = createDefaultTree(DEMO_CATALOG.lookups, 'BR4', randomUUID);
  tree.grandMasterKey.numberOfKeys = 0;
  tree.masterKeys = [];
  tree.noKeyLockSets = [lockSet(1, 'BR4', { numberOfSets: locks / 50, numberOfLocksPerSet: 50 })];
  return tree;
}

function oneMasterKey(): LockSystemTree {
  const tree = createDefaultTree(DEMO_CATALOG.lookups, 'BR4', randomUUID);
  tree.masterKeys = [
    {
      ...newMasterKey(randomUUID, 1),
      lockSets: [lockSet(1, 'BR4', { lockSetName: 'KD SET', numberOfSets: 1, numberOfLocksPerSet: 3 })],
    },
  ];
  tree.noKeyLockSets = [];
  return tree;
}

describe.each(DATABASE_KINDS)('an imported change key, then charting, through the API (%s)', (database) => {
  let testApp: TestApp;
  let staff: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    testApp = await createTestApp({ database });
    staff = await staffHeaders(testApp);
    admin = await adminHeaders(testApp);
  });
  afterAll(async () => testApp.close());

  async function systemWith(ccid: string, tree: LockSystemTree) {
    const order = (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: staff,
        payload: buildCreateOrder({ ccid, systemBucketType: 'BR4' }),
      })
    ).json() as SafekeyOrder;
    const id = order.orderLockSystems[0]!.orderLockSystemID;
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/order-lock-systems/${id}/tree`,
      headers: staff,
      payload: { expectedVersion: order.version, tree },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { id, version: saved.json().version as number };
  }

  const chart = (id: string, version: number) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/order-lock-systems/${id}/charting`,
      headers: staff,
      payload: { expectedVersion: version },
    });

  it('never pins the imported lock to open to another customer’s key, and every lock opens to its three keys', async () => {
    // Two other customers hold 150 random keys each.
    for (const ccid of ['0000100002', '0000100003']) {
      const other = await systemWith(ccid, keyedDifferent(150));
      expect((await chart(other.id, other.version)).statusCode).toBe(200);
    }
    const random = createRandom(27);
    let charted = 0;
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const system = await systemWith('0000100001', oneMasterKey());
      let version = system.version;
      // The customer's existing code for lock 1: the first bitting the import accepts.
      for (let tries = 0; tries < 20; tries += 1) {
        const bitting = tries === 0 && attempt === 0 ? '5362' : formatBitting(randomValidBitting(BR4, random));
        const imported = await testApp.app.inject({
          method: 'POST',
          url: `/api/order-lock-systems/${system.id}/charting-file/import?expectedVersion=${version}`,
          headers: { ...admin, 'content-type': 'text/csv' },
          payload: `Lock set,Set,Lock,Bitting\nKD SET,1,1,${bitting}\n`,
        });
        expect(imported.statusCode).toBe(200);
        if (imported.json().accepted === 1) {
          version = imported.json().version;
          break;
        }
      }
      const response = await chart(system.id, version);
      if (response.statusCode === 409) {
        // No clear choice: the capacity refusal, with its figures, never a crossing.
        expect(response.json()).toMatchObject({ capacity: { bucketType: 'BR4' } });
        continue;
      }
      expect(response.statusCode).toBe(200);
      charted += 1;
      const full = (
        await testApp.app.inject({
          url: `/api/order-lock-systems/${system.id}/key-chart?bittings=true`,
          headers: admin,
        })
      ).json() as KeyChart;
      const master = full.masterKeys[0]!;
      for (const lock of master.lockSets[0]!.locks) {
        const pinning = lock.pinning!.bottomPins.map((bottomPin, chamber) => ({
          bottomPin,
          masterPins: lock.pinning!.masterPins[chamber]!,
        }));
        for (const key of [lock.bitting!, master.bitting!, full.grandMasterKey.bitting!])
          expect(operates(parseBitting(key)!, pinning)).toBe(true);
      }
    }
    expect(charted).toBeGreaterThan(0);
    // `npm run key-control:check` agrees: no key of one customer opens another customer's lock.
    const check = await checkKeyControl(testApp.db);
    expect(check.stdout).not.toMatch(/open locks of customer/);
    expect(check.code).toBe(0);
  });
});
