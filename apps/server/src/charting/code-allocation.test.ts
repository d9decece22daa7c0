import { randomUUID } from 'node:crypto';
import { countValidBittings, createOrderSchema, isValidBitting, parseBitting } from '@keyplan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeatureFlagService } from '../feature-flags/feature-flag.service.ts';
import { createOrderService } from '../orders/order.service.ts';
import { buildCreateOrder } from '../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, TEST_DATABASE_URL } from '../../test-support/test-database.ts';
import { allocateBittings, type BucketToDraw, type CodeOwner, type CodeSlot } from './code-allocation.ts';
import { CODE_PAGE, listSystemCodes } from './system-codes.repository.ts';

/** A bucket-like rule set of 6^6 − 6 = 46,650 bittings: small enough that parallel draws collide often. */
const SMALL: BucketToDraw = { id: 'TEST-SMALL', pins: 6, depthMin: 0, depthMax: 5, depthStep: 1, macs: 5 };
/** Six bittings in all. */
const TINY: BucketToDraw = { id: 'TEST-TINY', pins: 3, depthMin: 0, depthMax: 1, depthStep: 1, macs: 1 };

const slots = (count: number): CodeSlot[] =>
  Array.from({ length: count }, (_, index) => ({
    node_kind: 'change',
    node_id: randomUUID(),
    set_number: 1,
    lock_number: index + 1,
    key_symbol: `A${index + 1}`,
  }));

async function startApp(database: (typeof DATABASE_KINDS)[number]) {
  const testApp = await createTestApp({ database });
  const orders = createOrderService(testApp.db, createFeatureFlagService(testApp.db));
  const order = await orders.create(createOrderSchema.parse(buildCreateOrder()), 'rep@example.com');
  const owner: CodeOwner = {
    ccid: order.ccid,
    orderLockSystemId: order.orderLockSystems[0]!.orderLockSystemID,
    issuedBy: 'rep@example.com',
    source: 'generated',
  };
  return { testApp, owner };
}

describe.each(DATABASE_KINDS)('allocateBittings (%s)', (database) => {
  let testApp: TestApp;
  let owner: CodeOwner;
  beforeAll(async () => ({ testApp, owner } = await startApp(database)));
  afterAll(async () => testApp.close());

  it('issues valid, distinct bittings with unique blind codes, and refuses when the bucket is exhausted', async () => {
    expect(countValidBittings(TINY)).toBe(6);
    const first = await testApp.db.transaction().execute((trx) => allocateBittings(trx, TINY, owner, slots(4)));
    expect(first).toHaveLength(4);
    for (const row of first) expect(isValidBitting(parseBitting(row.bitting)!, TINY)).toBe(true);
    const refused = testApp.db.transaction().execute((trx) => allocateBittings(trx, TINY, owner, slots(3)));
    await expect(refused).rejects.toMatchObject({
      statusCode: 409,
      code: 'KEY_CODES_EXHAUSTED',
      capacity: { bucketType: 'TEST-TINY', scope: 'bucket', needed: 3, available: 2, left: 2 },
      message:
        'Key code bucket TEST-TINY has 2 unissued key codes left (outside the blocks master-keyed systems reserve), too few for the 3 this needs. Use another bucket.',
    });
    const last = await testApp.db.transaction().execute((trx) => allocateBittings(trx, TINY, owner, slots(2)));
    const all = [...first, ...last];
    expect(new Set(all.map((row) => row.bitting)).size).toBe(6);
    const stored = await testApp.db
      .selectFrom('key_codes')
      .select(['bitting', 'blind_code'])
      .where('bucket_type', '=', TINY.id)
      .execute();
    expect(stored).toHaveLength(6);
    expect(new Set(stored.map((row) => row.blind_code)).size).toBe(6);
  });

  it("lists a system's codes oldest first across the pages they are read in", async () => {
    // A system of its own, with more codes than two pages hold.
    const { testApp: own, owner: system } = await startApp(database);
    try {
      const count = CODE_PAGE * 2 + 7;
      const issued = await own.db.transaction().execute((trx) => allocateBittings(trx, SMALL, system, slots(count)));
      const listed = await listSystemCodes(own.db, system.orderLockSystemId);
      expect(listed).toHaveLength(count);
      expect(new Set(listed.map((row) => row.bitting))).toEqual(new Set(issued.map((row) => row.bitting)));
      const ids = listed.map((row) => row.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(count);
    } finally {
      await own.close();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)(
  'allocateBittings under concurrency (postgres; skipped without TEST_DATABASE_URL)',
  () => {
    let testApp: TestApp;
    let owner: CodeOwner;
    beforeAll(async () => ({ testApp, owner } = await startApp('postgres')));
    afterAll(async () => testApp?.close());

    it('gives 20 parallel allocations of 500 codes each 10,000 distinct bittings', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          testApp.db.transaction().execute((trx) => allocateBittings(trx, SMALL, owner, slots(500))),
        ),
      );
      expect(results.map((rows) => rows.length)).toEqual(Array(20).fill(500));
      const issued = results.flat().map((row) => row.bitting);
      expect(new Set(issued).size).toBe(10_000);
      const row = await testApp.db
        .selectFrom('key_codes')
        .select((eb) => [eb.fn.countAll().as('codes'), eb.fn.count('bitting').distinct().as('distinct')])
        .where('bucket_type', '=', SMALL.id)
        .executeTakeFirstOrThrow();
      expect([Number(row.codes), Number(row.distinct)]).toEqual([10_000, 10_000]);
    });
  },
);
