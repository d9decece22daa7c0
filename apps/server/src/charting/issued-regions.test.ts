import { randomUUID } from 'node:crypto';
import { cellOfBitting, cellsAtLevel, createOrderSchema, formatBitting, parseBitting } from '@keyplan/domain';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { createFeatureFlagService } from '../feature-flags/feature-flag.service.ts';
import { createOrderService } from '../orders/order.service.ts';
import { buildCreateOrder } from '../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import type { BucketToDraw } from './code-allocation.ts';
import { issuedRegions, readingRegion } from './issued-regions.ts';
import { cellBittings } from './key-cells.ts';
import { bittingsWithinQuery } from './key-block.repository.ts';
import { insertCodes } from './key-code-insert.repository.ts';
import type { NewKeyCodeRow } from './key-code.repository.ts';

/** A six-pin bucket like SP6 (depths 0–9, MACS 7): fine cells take alternate depths in each chamber. */
const BUCKET: BucketToDraw = { id: 'TEST-REGIONS', pins: 6, depthMin: 0, depthMax: 9, depthStep: 1, macs: 7 };

/** Thrown to roll a transaction back with the plan it found. */
class PlanFound extends Error {
  constructor(readonly plan: string) {
    super('plan found');
  }
}

/** The database, counting the queries that read the registry's codes. */
function countingReads(db: Db) {
  const counter = { reads: 0 };
  const counted = new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown;
      if (property === 'selectFrom')
        return (table: Parameters<Db['selectFrom']>[0]) => {
          if (table === 'key_codes') counter.reads += 1;
          return target.selectFrom(table);
        };
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as Kysely<Database>;
  return { db: counted, counter };
}

describe('readingRegion', () => {
  it('reads a fine cell of a six-pin bucket by its first three chambers: eight cells in a row share one region', () => {
    const fromTheTop = cellsAtLevel(BUCKET.pins, 0).reverse();
    expect(readingRegion(BUCKET, '110101')).toBe('110***');
    expect(new Set(fromTheTop.slice(0, 8).map((cell) => readingRegion(BUCKET, cell)))).toEqual(new Set(['111***']));
    expect(readingRegion(BUCKET, fromTheTop[8]!)).toBe('110***');
  });
});

describe.each(DATABASE_KINDS)('issuedRegions (%s)', (database) => {
  let testApp: TestApp;
  let orderLockSystemId: string;
  beforeAll(async () => {
    testApp = await createTestApp({ database });
    const orders = createOrderService(testApp.db, createFeatureFlagService(testApp.db));
    const order = await orders.create(createOrderSchema.parse(buildCreateOrder()), 'rep@example.com');
    orderLockSystemId = order.orderLockSystems[0]!.orderLockSystemID;
  });
  afterAll(async () => testApp.close());

  const issue = (bittings: readonly string[]) =>
    testApp.db.transaction().execute((trx) =>
      insertCodes(
        trx,
        bittings.map(
          (bitting): NewKeyCodeRow => ({
            bucket_type: BUCKET.id,
            bitting,
            blind_code: `KR${randomUUID().slice(0, 8).toUpperCase()}`,
            ccid: '0000100001',
            order_lock_system_id: orderLockSystemId,
            node_kind: 'change',
            node_id: randomUUID(),
            set_number: 1,
            lock_number: 1,
            key_symbol: 'A1',
            source: 'generated',
            issued_by: 'rep@example.com',
            issued_at: '2026-11-29T12:00:00.000Z',
          }),
        ),
      ),
    );

  it('reads the first cell alone, then a region once for all its cells, and adds what the walk issues', async () => {
    const [inTop, inNext, elsewhere] = [
      cellBittings(BUCKET, '111111')[5]!,
      cellBittings(BUCKET, '111110')[7]!,
      cellBittings(BUCKET, '000000')[3]!,
    ];
    const codes = [inTop, inNext, elsewhere].map(formatBitting);
    await issue(codes);
    const { db, counter } = countingReads(testApp.db);
    const issued = issuedRegions(db, BUCKET);

    // The first cell alone: a small allocation reads no more.
    expect((await issued.around('111111')).has(codes[0]!)).toBe(true);
    expect(counter.reads).toBe(1);
    issued.add('111111', [formatBitting(cellBittings(BUCKET, '111111')[1]!)]);
    expect((await issued.around('111111')).has(formatBitting(cellBittings(BUCKET, '111111')[1]!))).toBe(true);
    expect(counter.reads).toBe(1);

    // The next cell: its region, once for all of its cells.
    const next = await issued.around('111110');
    expect(next.has(codes[1]!)).toBe(true);
    expect(next.has(codes[2]!)).toBe(false);
    expect(counter.reads).toBe(2);
    const justIssued = formatBitting(cellBittings(BUCKET, '111110')[9]!);
    issued.add('111110', [justIssued]);
    expect((await issued.around('111101')).has(justIssued)).toBe(true);
    expect(counter.reads).toBe(2);

    expect((await issued.around('000000')).has(codes[2]!)).toBe(true);
    expect(counter.reads).toBe(3);
    for (const code of codes) expect(cellOfBitting(BUCKET, parseBitting(code)!)).toMatch(/^(111111|111110|000000)$/);
  });

  it.runIf(database === 'postgres')(
    "reads a cell through the registry's (bucket, bitting) index, by ranges of bittings",
    async () => {
      const box = [0b101010101, 0b1010101010, 0b101010101, 0b1010101010, 0b101010101, 0b1010101010];
      const plan = await testApp.db
        .transaction()
        .execute(async (trx) => {
          // A registry of 50,000 codes spread over the bucket, as the planner sees it; rolled back.
          await sql`insert into key_codes (bucket_type, bitting, blind_code, ccid, order_lock_system_id, node_kind, node_id, source, issued_by, issued_at)
          select ${BUCKET.id}, lpad(n::text, 6, '0'), 'KF' || n, '0000100001', ${orderLockSystemId}, 'change', 'node', 'generated', 'rep', 'now'
          from generate_series(0, 999999, 20) as n on conflict do nothing`.execute(trx);
          await sql`analyze key_codes`.execute(trx);
          const rows = await bittingsWithinQuery(trx, BUCKET.id, box).explain();
          throw new PlanFound(rows.map((row) => String(row['QUERY PLAN'])).join('\n'));
        })
        .catch((error: unknown) => (error instanceof PlanFound ? error.plan : Promise.reject(error)));
      expect(plan).toContain('Bitmap Index Scan on key_codes_bucket_bitting');
      expect(plan).toContain("((bitting)::text >= '010'::text) AND ((bitting)::text < '011'::text)");
    },
  );
});
