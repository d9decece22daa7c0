import { randomUUID } from 'node:crypto';
import {
  createDefaultTree,
  newMasterKey,
  operates,
  parseBitting,
  pinLock,
  type InstalledLockSystem,
  type KeyChart,
  type KeyExposure,
  type KeyOpens,
  type LockSystemTree,
  type SafekeyOrder,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { describe, expect, it } from 'vitest';
import { buildCreateOrder } from '../../test-support/factories.ts';
import { settled, submit } from '../../test-support/submission-test-support.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { lockSet, masterKeyedTree } from '../../test-support/test-trees.ts';
import { useTestApp, type ApiTestContext } from '../../test-support/use-test-app.ts';
import type { ChartFileRow } from './chart-file-reader.ts';
import { createChartImportService } from './chart-import.service.ts';
import { createChartingService } from './charting.service.ts';
import { findLocksKeyOpens } from './key-opens.ts';

const CCID = '0000100009';

/** A submitted order of `tree` (after `prepare`, e.g. an import): its order lock system and installed system. */
async function installed(
  api: ApiTestContext,
  tree: LockSystemTree,
  prepare?: (orderLockSystemId: string, version: number) => Promise<unknown>,
) {
  const created = (
    await api.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: buildCreateOrder({ ccid: CCID, systemBucketType: 'SP6' }),
      headers: api.staff,
    })
  ).json() as SafekeyOrder;
  const id = created.orderLockSystems[0]!.orderLockSystemID;
  const saved = await api.app.inject({
    method: 'PUT',
    url: `/api/order-lock-systems/${id}/tree`,
    payload: { expectedVersion: created.version, tree },
    headers: api.staff,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (prepare) await prepare(id, (saved.json() as { version: number }).version);
  const order = (await api.app.inject({ url: `/api/orders/${created.orderID}`, headers: api.staff })).json();
  const submitted = await submit(api.testApp, order);
  expect(submitted.statusCode, submitted.body).toBe(202);
  await settled(api.testApp, id);
  const systems = (
    await api.app.inject({ url: `/api/customers/${CCID}/lock-systems`, headers: api.staff })
  ).json() as InstalledLockSystem[];
  return { id, lockSystem: systems.find((system) => system.orders[0]!.orderLockSystemID === id)! };
}

/**
 * Brute force: every lock of the customer's charts, pinned here with `pinLock` for the keys above it
 * (change, master, grand master), tried with the key's bitting; by design where the key is one of them.
 */
function bruteForce(charts: readonly KeyChart[], key: string): string[] {
  const opened: string[] = [];
  for (const chart of charts) {
    const sets = [
      ...chart.masterKeys.flatMap((masterKey) =>
        masterKey.lockSets.map((set) => ({ set, above: [masterKey.bitting, chart.grandMasterKey.bitting] })),
      ),
      ...chart.noKeyLockSets.map((set) => ({ set, above: [chart.grandMasterKey.bitting] })),
    ];
    for (const { set, above } of sets)
      for (const lock of set.locks) {
        const keys = [lock.bitting!, ...above.filter((bitting) => bitting !== undefined)];
        if (!operates(parseBitting(key)!, pinLock(keys.map((bitting) => parseBitting(bitting)!)))) continue;
        const how = keys.includes(key) ? 'design' : 'incidental';
        opened.push(`${chart.orderLockSystemID} ${set.lockSetID} ${lock.setNumber}/${lock.lockNumber} ${how}`);
      }
  }
  return opened.sort();
}

const seen = (answer: KeyOpens) =>
  answer.locks
    .map((lock) => `${lock.orderLockSystemID} ${lock.lockSetID} ${lock.setNumber}/${lock.lockNumber} ${lock.opening}`)
    .sort();

const row = (line: number, cells: Partial<ChartFileRow>): ChartFileRow => ({
  row: line,
  level: 'Lock',
  masterKey: 'MASTER KEY 1',
  lockSet: 'LOCK SET 1',
  set: '1',
  lock: '',
  bitting: '',
  bittingIsNumber: false,
  ...cells,
});

describe.each(DATABASE_KINDS)('what does this key open (%s)', (database) => {
  const api = useTestApp({ database, listen: true, env: { SAP_TIMEOUT_MS: '2000' } });

  it('finds a lock a change key of the customer’s own system opens only incidentally', async () => {
    // An imported chart of the customer's: AA2 (136632) fits every chamber of AA1's lock {136631, 236632, 246642}.
    const tree = createDefaultTree(DEMO_CATALOG.lookups, 'SP6', randomUUID);
    tree.masterKeys[0]!.lockSets = [lockSet(1, 'SP6', { numberOfSets: 1, numberOfLocksPerSet: 2 })];
    tree.noKeyLockSets = [];
    const { id, lockSystem } = await installed(api, tree, async (orderLockSystemId, version) => {
      const report = await createChartImportService(api.db).importChart(
        orderLockSystemId,
        [
          row(2, { level: 'Grand master', masterKey: 'GRAND MASTER KEY', lockSet: '', set: '', bitting: '246642' }),
          row(3, { level: 'Master', lockSet: '', set: '', bitting: '236632' }),
          row(4, { lock: '1', bitting: '136631' }),
          row(5, { lock: '2', bitting: '136632' }),
        ],
        version,
        { actor: 'admin@example.com', isAdmin: true },
      );
      expect(report).toMatchObject({ accepted: 4, refused: [], missing: [] });
    });
    const chart = await createChartingService(api.db).loadKeyChart(id, true);
    const [first, second] = chart.masterKeys[0]!.lockSets[0]!.locks;
    const response = await api.app.inject({
      url: `/api/customers/${CCID}/lock-systems/${lockSystem.lockSystemID}/keys/${second!.keySymbol}/opens`,
      headers: api.staff,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as KeyOpens;
    expect(answer.key).toMatchObject({ keySymbol: second!.keySymbol, kind: 'change', blindCode: second!.blindCode });
    expect(answer.locks.map((lock) => [lock.lockNumber, lock.keySymbol, lock.opening])).toEqual([
      [1, first!.keySymbol, 'incidental'],
      [2, second!.keySymbol, 'design'],
    ]);
    expect(answer.counts).toEqual({ locks: 2, lockSets: 1, incidentalLocks: 1 });
    expect(answer.locks[0]).toMatchObject({
      lockSystemID: lockSystem.lockSystemID,
      lockSystemName: lockSystem.name,
      orderLockSystemID: id,
      lockSetName: 'LOCK SET 1',
      addToLockSetId: null,
      setNumber: 1,
    });
    expect(JSON.stringify(answer)).not.toMatch(/bitting|136632/);
    // AA1 opens its own lock alone.
    const own = await findLocksKeyOpens(api.db, CCID, { blindCode: first!.blindCode! });
    expect(own.locks.map((lock) => [lock.lockNumber, lock.opening])).toEqual([[1, 'design']]);
    // The lost key's exposure (issue 28) says the chance opening, draws it on the plan and its remedy replaces both locks.
    const exposure = await api.app.inject({
      url: `/api/lock-systems/${lockSystem.lockSystemID}/key-register/keys/${second!.keySymbol}/exposure`,
      headers: api.staff,
    });
    expect(exposure.statusCode, exposure.body).toBe(200);
    const lost = exposure.json() as KeyExposure;
    expect(lost.counts).toEqual({ locks: 2, lockSets: 1, incidentalLocks: 1 });
    expect(lost.plan[0]!.lockSets).toMatchObject([{ lockSetName: 'LOCK SET 1', locks: 2, opened: 2 }]);
    expect(lost.remedies).toMatchObject([{ kind: 'replaceLocks', locks: 2 }]);
    expect(lost.remedies[0]!.request.addLocks).toMatchObject([{ locks: 2 }]);
  });

  it('is exact against brute force over the customer’s locks for grand master, master, change and keyed-alike keys', async () => {
    const big = await installed(api, masterKeyedTree());
    const other = masterKeyedTree();
    other.masterKeys.push(newMasterKey(randomUUID, 4));
    other.masterKeys[3]!.lockSets = [lockSet(7, 'SP6', { numberOfSets: 1, numberOfLocksPerSet: 3 })];
    const second = await installed(api, other);
    const systems = (
      await api.app.inject({ url: `/api/customers/${CCID}/lock-systems`, headers: api.staff })
    ).json() as InstalledLockSystem[];
    const charts = await Promise.all(
      systems.flatMap((system) =>
        system.orders.map((order) => createChartingService(api.db).loadKeyChart(order.orderLockSystemID, true)),
      ),
    );
    const bittings = new Map(
      (await api.db.selectFrom('key_codes').select(['blind_code', 'bitting']).where('ccid', '=', CCID).execute()).map(
        (code) => [code.blind_code, code.bitting],
      ),
    );
    let tried = 0;
    for (const { lockSystem } of [big, second])
      for (const key of lockSystem.keys) {
        const answer = await findLocksKeyOpens(api.db, CCID, {
          lockSystemId: lockSystem.lockSystemID,
          keySymbol: key.keySymbol,
        });
        const expected = bruteForce(charts, bittings.get(key.blindCode)!);
        expect(seen(answer), `${lockSystem.name} ${key.keySymbol}`).toEqual(expected);
        expect(answer.counts.locks).toBe(expected.length);
        tried += 1;
      }
    expect(tried).toBeGreaterThan(20);
    // The kinds of key in the first system: 6 lock sets, 34 locks (2×3 + 3×4 + 3 + 5 + 2×2 + 2×2), 18 under AA.
    const symbolOpens = (symbol: string) =>
      findLocksKeyOpens(api.db, CCID, { lockSystemId: big.lockSystem.lockSystemID, keySymbol: symbol });
    const grandMaster = await symbolOpens('A');
    expect(grandMaster.key.kind).toBe('grandMaster');
    expect(grandMaster.locks.filter((lock) => lock.opening === 'design')).toHaveLength(34);
    const master = await symbolOpens('AA');
    expect(master.locks.filter((lock) => lock.opening === 'design')).toHaveLength(18);
    const keyedAlike = big.lockSystem.keys.find((key) => key.kind === 'change' && key.keysCut === 3)!;
    const alike = await symbolOpens(keyedAlike.keySymbol);
    expect(alike.locks.filter((lock) => lock.opening === 'design')).toHaveLength(4);
    expect(new Set(alike.locks.map((lock) => lock.lockSetName))).toEqual(new Set(['LOCK SET 2']));
  });

  it('answers by blind code for admins only, and 404 for a key the customer has not', async () => {
    const { lockSystem } = await installed(api, masterKeyedTree());
    const key = lockSystem.keys.find((entry) => entry.keySymbol === 'AA')!;
    const url = `/api/customers/${CCID}/key-opens?blindCode=${key.blindCode.toLowerCase()}`;
    expect((await api.app.inject({ url, headers: api.staff })).statusCode).toBe(403);
    const answer = await api.app.inject({ url, headers: api.admin });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as KeyOpens).key).toMatchObject({ keySymbol: 'AA', kind: 'master' });
    const unknown = await api.app.inject({
      url: `/api/customers/0000100001/key-opens?blindCode=${key.blindCode}`,
      headers: api.admin,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await api.app.inject({ url: `/api/customers/${CCID}/key-opens?blindCode=K-1`, headers: api.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/blindCode/);
    const noSymbol = await api.app.inject({
      url: `/api/customers/${CCID}/lock-systems/${lockSystem.lockSystemID}/keys/ZZ99/opens`,
      headers: api.staff,
    });
    expect(noSymbol.statusCode).toBe(404);
  });
});
