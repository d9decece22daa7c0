import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { loadSeededPriceBook } from './catalog.repository.ts';

describe.each(DATABASE_KINDS)('the seeded price book (%s)', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ database });
  });
  afterAll(async () => testApp.close());

  it('prices keys as seeded, and is not offered once an extra it prices has no price: never a key at 0', async () => {
    const book = await loadSeededPriceBook(testApp.db, 'USD');
    expect(book?.extras.key).toBeGreaterThan(0);
    await testApp.db.deleteFrom('price_book_extras').where('currency', '=', 'USD').where('extra', '=', 'key').execute();
    expect(await loadSeededPriceBook(testApp.db, 'USD')).toBeUndefined();
    expect(await loadSeededPriceBook(testApp.db, 'CAD')).toMatchObject({ extras: { key: expect.any(Number) } });
  });
});
