/**
 * Time to save (and then load) a lock system of 2,000 lock sets under 40 master keys through
 * the API (validation, pricing, one transaction), on SQLite and, when TEST_DATABASE_URL is
 * set, PostgreSQL. Reported as figures.
 */
import { performance } from 'node:perf_hooks';
import { createDefaultTree, lockSystemTreeSchema, newLockSet, newMasterKey, type SafekeyOrder } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { buildCreateOrder, staffHeaders } from '../test-support/factories.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { DATABASE_KINDS } from '../test-support/test-database.ts';
import { reportFigures } from './report.ts';

const MASTER_KEYS = 40;
const LOCK_SETS = 2000;

function bigTree() {
  const tree = createDefaultTree(DEMO_CATALOG.lookups, 'SP6', () => crypto.randomUUID());
  tree.masterKeys = Array.from({ length: MASTER_KEYS }, (_, index) =>
    newMasterKey(() => crypto.randomUUID(), index + 1),
  );
  for (let index = 0; index < LOCK_SETS; index += 1) {
    const lockSet = {
      ...newLockSet(() => crypto.randomUUID(), index + 1, DEMO_CATALOG.lookups, 'SP6'),
      engravedLock: true,
      fontSize: 'S',
      frontText1: `AREA ${index}`,
      numberOfSets: 2,
      numberOfLocksPerSet: 5,
      numberOfLocks: 10,
    };
    tree.masterKeys[index % MASTER_KEYS]!.lockSets.push(lockSet);
  }
  return tree;
}

const rows: Record<string, string | number>[] = [];
for (const database of DATABASE_KINDS) {
  const testApp = await createTestApp({ database });
  const headers = await staffHeaders(testApp);
  const tree = bigTree();
  const timings: number[] = [];
  let loadMs = 0;
  for (let run = 0; run < 5; run += 1) {
    const order = (
      await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(), headers })
    ).json() as SafekeyOrder;
    const started = performance.now();
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/order-lock-systems/${order.orderLockSystems[0]!.orderLockSystemID}/tree`,
      payload: { expectedVersion: 1, tree },
      headers,
    });
    timings.push(performance.now() - started);
    if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body.slice(0, 500)}`);
    const loadStarted = performance.now();
    const loaded = (await testApp.app.inject({ url: `/api/orders/${order.orderID}`, headers })).json() as SafekeyOrder;
    loadMs = performance.now() - loadStarted;
    if (
      lockSystemTreeSchema.parse(loaded.orderLockSystems[0]).masterKeys.flatMap((masterKey) => masterKey.lockSets)
        .length !== LOCK_SETS
    )
      throw new Error('lost lock sets');
  }
  await testApp.close();
  timings.sort((a, b) => a - b);
  rows.push({
    database,
    'lock sets': LOCK_SETS,
    'save median ms': Math.round(timings[2]!),
    'save worst ms': Math.round(timings[4]!),
    'load ms': Math.round(loadMs),
  });
}
console.log(`Saving a lock system of ${LOCK_SETS} lock sets under ${MASTER_KEYS} master keys (PUT …/tree, 5 runs):`);
console.table(rows);
reportFigures({
  bench: import.meta.url,
  title: `Saving a lock system of ${LOCK_SETS} lock sets under ${MASTER_KEYS} master keys (PUT …/tree, 5 runs)`,
  database: 'sqlite',
  figures: rows.flatMap((row) => {
    const database = row.database as 'sqlite' | 'postgres';
    return [
      { name: 'save, median', figure: row['save median ms']!, unit: 'ms', target: { op: '<', limit: 200 }, database },
      { name: 'save, worst', figure: row['save worst ms']!, unit: 'ms', database },
      { name: 'load (GET the order)', figure: row['load ms']!, unit: 'ms', database },
    ] as const;
  }),
});
