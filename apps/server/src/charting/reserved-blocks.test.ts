import type { Kysely } from 'kysely';
import {
  blockContains,
  createOrderSchema,
  enumerateValidBittings,
  formatBitting,
  parseBitting,
  parseBlock,
  type LockSystemTree,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkKeyControl } from '../cli/key-control-check.ts';
import { reserveChartedBlocks } from '../db/migrations/20261124-04-key-code-blocks.ts';
import { createFeatureFlagService } from '../feature-flags/feature-flag.service.ts';
import { createOrderService, type OrderService } from '../orders/order.service.ts';
import { adminHeaders, buildCreateOrder, staffHeaders } from '../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { masterKeyedTree, plainTree } from '../../test-support/test-trees.ts';
import { createChartingService } from './charting.service.ts';
import { createChartImportService } from './chart-import.service.ts';
import { newBlindCode } from './code-allocation.ts';
import { bucketCapacity } from './reserved-blocks.ts';

const ACTOR = 'rep@example.com';
const BR4 = DEMO_CATALOG.lookups.keycodebuckettype.find((bucket) => bucket.id === 'BR4')!;

describe.each(DATABASE_KINDS)('key control (%s)', (database) => {
  let testApp: TestApp;
  let orders: OrderService;
  beforeAll(async () => {
    testApp = await createTestApp({ database });
    orders = createOrderService(testApp.db, createFeatureFlagService(testApp.db));
  });
  afterAll(async () => testApp.close());

  async function chartedSystem(tree: LockSystemTree, ccid: string) {
    const order = await orders.create(
      createOrderSchema.parse(buildCreateOrder({ ccid, systemBucketType: BR4.id })),
      ACTOR,
    );
    const id = order.orderLockSystems[0]!.orderLockSystemID;
    const saved = await orders.saveTree(id, { expectedVersion: order.version, tree }, ACTOR);
    await createChartingService(testApp.db).chartSystem(id, ACTOR, { expectedVersion: saved.version });
    return { id, version: saved.version + 1 };
  }

  const blocksOf = async (id: string) =>
    (
      await testApp.db
        .selectFrom('key_code_blocks')
        .select('block')
        .where('order_lock_system_id', '=', id)
        .orderBy('block')
        .execute()
    ).map((row) => row.block);

  let masterKeyed: { id: string; version: number };

  it('reserves a block for each distinct master-keyed lock, and none for a system without master keys', async () => {
    const empty = await bucketCapacity(testApp.db, BR4);
    expect(empty).toMatchObject({ issuedCodes: 0, reservedBlocks: 0, reservedBittings: 0, left: 1672 });

    masterKeyed = await chartedSystem(masterKeyedTree(BR4.id), '0000100001');
    const plain = await chartedSystem(plainTree(BR4.id), '0000100002');
    // masterKeyedTree: 6 + 3 + 3 + 1 KD/KA code places under master keys, 4 + 2 under the GMK.
    expect(await blocksOf(masterKeyed.id)).toHaveLength(6 + 3 + 3 + 1 + 4 + 2);
    expect(await blocksOf(plain.id)).toEqual([]);
  });

  it('reports the capacity exactly: every valid bitting is issued, inside a block, or left', async () => {
    const capacity = await bucketCapacity(testApp.db, BR4);
    const codes = await testApp.db
      .selectFrom('key_codes')
      .select('bitting')
      .where('bucket_type', '=', BR4.id)
      .execute();
    const blocks = (await testApp.db.selectFrom('key_code_blocks').select('block').execute()).map(
      (row) => parseBlock(row.block)!,
    );
    const issued = new Set(codes.map((row) => row.bitting));
    let inBlocks = 0;
    let left = 0;
    for (const bitting of enumerateValidBittings(BR4)) {
      const reserved = blocks.some((block) => blockContains(block, bitting));
      if (reserved && !issued.has(formatBitting(bitting))) inBlocks += 1;
      if (!reserved && !issued.has(formatBitting(bitting))) left += 1;
    }
    expect(capacity).toEqual({
      bucketType: BR4.id,
      validBittings: 1672,
      issuedCodes: issued.size,
      reservedBlocks: blocks.length,
      reservedBittings: inBlocks,
      left,
    });
    expect(capacity.reservedBittings).toBeGreaterThan(0);
  });

  it('computes the same blocks for systems charted before key control (the migration)', async () => {
    const before = await blocksOf(masterKeyed.id);
    await testApp.db.deleteFrom('key_code_blocks').where('order_lock_system_id', '=', masterKeyed.id).execute();
    await reserveChartedBlocks(testApp.db as unknown as Kysely<unknown>);
    expect(await blocksOf(masterKeyed.id)).toEqual(before);
  });

  it('refuses to import a bitting that opens another customer’s master-keyed lock', async () => {
    const block = parseBlock((await blocksOf(masterKeyed.id))[0]!)!;
    const issued = new Set(
      (await testApp.db.selectFrom('key_codes').select('bitting').execute()).map((row) => row.bitting),
    );
    const ghost = [...enumerateValidBittings(BR4)].find(
      (bitting) => blockContains(block, bitting) && !issued.has(formatBitting(bitting)),
    )!;
    const order = await orders.create(
      createOrderSchema.parse(buildCreateOrder({ ccid: '0000100003', systemBucketType: BR4.id })),
      ACTOR,
    );
    const id = order.orderLockSystems[0]!.orderLockSystemID;
    const tree = plainTree(BR4.id);
    const saved = await orders.saveTree(id, { expectedVersion: order.version, tree }, ACTOR);
    const name = tree.noKeyLockSets[0]!.lockSetName;
    const report = await createChartImportService(testApp.db).importChart(
      id,
      [
        {
          row: 2,
          level: 'lock',
          masterKey: '',
          lockSet: name,
          set: '1',
          lock: '1',
          bitting: formatBitting(ghost),
          bittingIsNumber: false,
        },
      ],
      saved.version,
      { actor: 'admin@example.com', isAdmin: true },
    );
    expect(report.refused).toEqual([
      expect.objectContaining({ row: 2, reason: 'opens master-keyed locks of another customer' }),
    ]);
  });

  it('lists customers whose keys cross, and exits 1 until none do', async () => {
    expect(await checkKeyControl(testApp.db)).toMatchObject({ code: 0 });
    const block = parseBlock((await blocksOf(masterKeyed.id))[0]!)!;
    const issued = new Set(
      (await testApp.db.selectFrom('key_codes').select('bitting').execute()).map((row) => row.bitting),
    );
    const ghost = [...enumerateValidBittings(BR4)].find(
      (bitting) => blockContains(block, bitting) && !issued.has(formatBitting(bitting)),
    )!;
    // A code issued before key control: it opens a lock of customer 0000100001.
    const other = await chartedSystem(plainTree(BR4.id), '0000100004');
    const blindCode = newBlindCode();
    await testApp.db
      .insertInto('key_codes')
      .values({
        bucket_type: BR4.id,
        bitting: formatBitting(ghost),
        blind_code: blindCode,
        ccid: '0000100004',
        order_lock_system_id: other.id,
        node_kind: 'change',
        node_id: 'legacy',
        set_number: 9,
        lock_number: 9,
        key_symbol: null,
        source: 'imported',
        issued_by: 'legacy',
        issued_at: new Date().toISOString(),
      })
      .execute();
    const report = await checkKeyControl(testApp.db);
    expect(report.code).toBe(1);
    expect(report.stdout).toContain(
      `BR4: 1 key of customer 0000100004 (${blindCode}) open locks of customer 0000100001`,
    );
    expect(report.stdout).not.toContain(formatBitting(ghost));
    expect(parseBitting(formatBitting(ghost))).toEqual(ghost);
  });
});

describe('GET /key-code-buckets/{bucketType}/capacity', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => testApp.close());

  it('answers an admin with the bucket’s figures, 403 to staff and 404 for an unknown bucket', async () => {
    const get = async (url: string, headers: Record<string, string>) =>
      testApp.app.inject({ url: `/api${url}`, headers });
    const admin = await adminHeaders(testApp);
    const response = await get('/key-code-buckets/BR4/capacity', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bucketType: 'BR4',
      validBittings: 1672,
      issuedCodes: 0,
      reservedBlocks: 0,
      reservedBittings: 0,
      left: 1672,
      cells: { total: 16, master: 0, shared: 0, random: 0, free: 16 },
      // BR4 is too small for the typical master-keyed shapes; its 1,672 bittings hold one 1,000-lock system.
      systemsThatFit: [
        { shape: '10 master keys × 100 locks', masterKeys: 10, locks: 100, fit: 0 },
        { shape: '50 master keys × 200 locks', masterKeys: 50, locks: 200, fit: 0 },
        { shape: '1,000 keyed-different locks', masterKeys: 0, locks: 1000, fit: 1 },
      ],
      warning: null,
    });
    expect((await get('/key-code-buckets/BR4/capacity', await staffHeaders(testApp))).statusCode).toBe(403);
    expect((await get('/key-code-buckets/XX9/capacity', admin)).json()).toMatchObject({
      status: 404,
      detail: 'No key code bucket has id XX9.',
    });
  });
});
