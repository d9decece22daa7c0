import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed/seed.ts';
import { DATABASE_KINDS, openMigratedDatabase } from '../../test-support/test-database.ts';
import { createLookupCache } from './lookup-cache.ts';
import { findLookupEntry, updateLookupItem } from './lookup-item.repository.ts';

const ids = async (cache: ReturnType<typeof createLookupCache>) =>
  (JSON.parse((await cache.get('colors')).json) as { id: string }[]).map((color) => color.id);

describe.each(DATABASE_KINDS)('lookup lists cached by two instances over one database (%s)', (kind) => {
  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    database = await openMigratedDatabase(kind);
    await seedDatabase(database.db, { demoCustomers: false });
  });
  afterAll(async () => database.dispose());

  it('drops a colour retired at one instance from the other within the stale bound, not before', async () => {
    let clock = 1_000_000;
    const staleMs = 2000;
    const writer = createLookupCache(database.db, { staleMs, now: () => clock });
    const reader = createLookupCache(database.db, { staleMs, now: () => clock });
    expect(await ids(reader)).toContain('RED');
    expect(await ids(writer)).toContain('RED');

    const red = (await findLookupEntry(database.db, 'colors', 'RED'))!;
    await database.db.transaction().execute(async (trx) => {
      expect(await updateLookupItem(trx, 'colors', 'RED', red.version, { retiredAt: new Date().toISOString() })).toBe(
        true,
      );
    });
    writer.invalidate();
    expect(await ids(writer)).not.toContain('RED');
    // Within the bound the other instance may still offer it: served from memory, no query.
    clock += staleMs - 1;
    expect(await ids(reader)).toContain('RED');
    clock += 1;
    expect(await ids(reader)).not.toContain('RED');
  });

  it('checks the shared version on every read with a bound of 0', async () => {
    const reader = createLookupCache(database.db, { staleMs: 0 });
    expect(await ids(reader)).not.toContain('RED');
    const red = (await findLookupEntry(database.db, 'colors', 'RED'))!;
    await updateLookupItem(database.db, 'colors', 'RED', red.version, { retiredAt: null });
    expect(await ids(reader)).toContain('RED');
  });

  it('peeks a loaded list only within the bound, and not after invalidate', async () => {
    let clock = 5_000_000;
    const cache = createLookupCache(database.db, { staleMs: 2000, now: () => clock });
    expect(cache.peek('colors')).toBeUndefined();
    const loaded = await cache.get('colors');
    expect(cache.peek('colors')).toBe(loaded);
    expect(cache.peek('finishes' as never)).toBeUndefined();
    clock += 2000;
    expect(cache.peek('colors')).toBeUndefined();
    await cache.get('colors');
    expect(cache.peek('colors')?.json).toBe(loaded.json);
    cache.invalidate();
    expect(cache.peek('colors')).toBeUndefined();
  });
});
