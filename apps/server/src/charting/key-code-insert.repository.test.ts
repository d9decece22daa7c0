import { randomUUID } from 'node:crypto';
import { createOrderSchema } from '@keyplan/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeatureFlagService } from '../feature-flags/feature-flag.service.ts';
import { createOrderService } from '../orders/order.service.ts';
import { buildCreateOrder } from '../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { insertCodes } from './key-code-insert.repository.ts';
import type { NewKeyCodeRow } from './key-code.repository.ts';

/*
 * Writing codes to the registry (issue 44, decision 0064): PostgreSQL copies them in (COPY) and
 * checks the systems they name once per statement; SQLite inserts them with its foreign key. Both
 * skip a row that meets a code in use and write every other.
 */

let serial = 0;

/** A registry row of the system, with a bitting and a blind code no other test row has. */
function codeRow(orderLockSystemId: string, overrides: Partial<NewKeyCodeRow> = {}): NewKeyCodeRow {
  serial += 1;
  return {
    bucket_type: 'TEST-INSERTS',
    bitting: `9${String(serial).padStart(6, '0')}`,
    blind_code: `KT${String(serial).padStart(6, '0')}`,
    ccid: '0000100001',
    order_lock_system_id: orderLockSystemId,
    node_kind: 'change',
    node_id: randomUUID(),
    set_number: 1,
    lock_number: serial,
    key_symbol: `A${serial}`,
    source: 'generated',
    issued_by: 'rep@example.com',
    issued_at: '2026-11-29T12:00:00.000Z',
    ...overrides,
  };
}

describe.each(DATABASE_KINDS)('insertCodes (%s)', (database) => {
  let testApp: TestApp;
  let orderLockSystemId: string;
  beforeAll(async () => {
    testApp = await createTestApp({ database });
    const orders = createOrderService(testApp.db, createFeatureFlagService(testApp.db));
    const order = await orders.create(createOrderSchema.parse(buildCreateOrder()), 'rep@example.com');
    orderLockSystemId = order.orderLockSystems[0]!.orderLockSystemID;
  });
  afterAll(async () => testApp.close());

  const stored = (bittings: readonly string[]) =>
    testApp.db.selectFrom('key_codes').selectAll().where('bitting', 'in', bittings).orderBy('id').execute();

  it('writes every row as given, text that needs escaping and empty columns included, and answers their bittings', async () => {
    const rows = [
      codeRow(orderLockSystemId, { issued_by: 'back\\slash\ttab\nline\r end' }),
      codeRow(orderLockSystemId, { set_number: null, lock_number: null, key_symbol: null, node_kind: 'master' }),
      ...Array.from({ length: 300 }, () => codeRow(orderLockSystemId)),
    ];
    const inserted = await testApp.db.transaction().execute((trx) => insertCodes(trx, rows));
    expect(inserted).toEqual(new Set(rows.map((row) => row.bitting)));
    const written = await stored(rows.map((row) => row.bitting));
    expect(written.map(({ id: _id, ...row }) => row)).toEqual(rows);
  });

  it('skips a row whose bitting or blind code is in use and writes every other, once', async () => {
    const first = codeRow(orderLockSystemId);
    await testApp.db.transaction().execute((trx) => insertCodes(trx, [first]));
    const rows = [
      codeRow(orderLockSystemId),
      codeRow(orderLockSystemId, { blind_code: first.blind_code }),
      codeRow(orderLockSystemId, { bitting: first.bitting }),
      codeRow(orderLockSystemId),
    ];
    const inserted = await testApp.db.transaction().execute((trx) => insertCodes(trx, rows));
    expect(inserted).toEqual(new Set([rows[0]!.bitting, rows[3]!.bitting]));
    const written = await stored(rows.map((row) => row.bitting));
    expect(written.map((row) => row.blind_code)).toEqual([first.blind_code, rows[0]!.blind_code, rows[3]!.blind_code]);
  });

  it('refuses codes naming a lock system that does not exist, and writes none of them', async () => {
    const rows = [codeRow(orderLockSystemId), codeRow('no-such-system')];
    const refused = testApp.db.transaction().execute((trx) => insertCodes(trx, rows));
    await expect(refused).rejects.toThrow(/lock system that does not exist|FOREIGN KEY constraint failed/);
    expect(await stored(rows.map((row) => row.bitting))).toEqual([]);
  });

  it('keeps a lock system that holds codes from being deleted or renumbered', async () => {
    const deleting = testApp.db
      .deleteFrom('order_lock_systems')
      .where('order_lock_system_id', '=', orderLockSystemId)
      .execute();
    await expect(deleting).rejects.toThrow(/holds key codes|FOREIGN KEY constraint failed/);
    if (database === 'postgres') {
      const renumbering = testApp.db
        .updateTable('order_lock_systems')
        .set({ order_lock_system_id: randomUUID() })
        .where('order_lock_system_id', '=', orderLockSystemId)
        .execute();
      await expect(renumbering).rejects.toThrow(/holds key codes/);
      // Any other change to the system is left alone.
      await testApp.db
        .updateTable('order_lock_systems')
        .set({ order_lock_system_id: orderLockSystemId })
        .where('order_lock_system_id', '=', orderLockSystemId)
        .execute();
    }
  });

  it.runIf(database === 'postgres')(
    'refuses an update that moves codes to a lock system that does not exist',
    async () => {
      const row = codeRow(orderLockSystemId);
      await testApp.db.transaction().execute((trx) => insertCodes(trx, [row]));
      const moving = testApp.db
        .updateTable('key_codes')
        .set({ order_lock_system_id: 'no-such-system' })
        .where('bitting', '=', row.bitting)
        .execute();
      await expect(moving).rejects.toMatchObject({ code: '23503' });
    },
  );

  it.runIf(database === 'postgres')('compares bittings and blind codes byte by byte', async () => {
    const { rows } = await sql<{ column_name: string; collation_name: string | null }>`
      select column_name, collation_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'key_codes' and column_name in ('bitting', 'blind_code')
      order by column_name`.execute(testApp.db);
    expect(rows).toEqual([
      { column_name: 'bitting', collation_name: 'C' },
      { column_name: 'blind_code', collation_name: 'C' },
    ]);
  });
});
