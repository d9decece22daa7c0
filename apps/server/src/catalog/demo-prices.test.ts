import { lockSystemTreeSchema, type PriceBook, type SafekeyOrder } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyOrder, submit } from '../../test-support/submission-test-support.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { priceTree, priceTreeAt } from '../orders/order-pricing.ts';
import { findCurrenciesOnDemoPrices, loadPriceBook } from './catalog.repository.ts';
import { configureDemoPrices, DEMO_PRICES_REFUSED } from './demo-prices.ts';
import { createPriceBookService } from './price-book.service.ts';

const PRODUCTION = { refuseDemoPrices: true } as const;
const treeOf = (order: SafekeyOrder) => lockSystemTreeSchema.parse(order.orderLockSystems[0]!);

/** Decision 0068: production prices nothing by the demo catalog's prices, which the seed loads into an empty database. */
describe.each(DATABASE_KINDS)('the demo catalog’s prices (%s)', (database) => {
  const api = useTestApp({ database });
  let order: SafekeyOrder;
  beforeAll(async () => {
    // Saved before production is configured: priced by the seeded book, Ready.
    order = await createReadyOrder(api.testApp, { orderSystemName: 'Demo prices' });
  });
  afterAll(() => configureDemoPrices({ refuseDemoPrices: false }));

  it('price as before outside production', async () => {
    configureDemoPrices({ refuseDemoPrices: false });
    expect(order.totalPrice).toBeGreaterThan(0);
    expect(await priceTree(api.db, treeOf(order), 'USD')).toMatchObject({ priced: true });
    expect(await loadPriceBook(api.db, 'USD')).toEqual(DEMO_CATALOG.priceBooks.USD);
    expect(await createPriceBookService(api.db).demoPricesWarning()).toBeUndefined();
  });

  it('price nothing in production: the order is not priced, says why, and is not submitted', async () => {
    configureDemoPrices(PRODUCTION);
    expect(await priceTree(api.db, treeOf(order), 'USD')).toEqual({ priced: false, reason: DEMO_PRICES_REFUSED });
    expect(await loadPriceBook(api.db, 'USD')).toBeUndefined();
    const live = await api.app.inject({ url: '/api/price-books/USD', headers: api.staff });
    expect(live.statusCode).toBe(404);
    expect(live.json().detail).toBe(DEMO_PRICES_REFUSED);
    const refused = await submit(api.testApp, order);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('totalPrice: the system must be priced before it is submitted');
    // What was sent before is still found again by the book then in force (decision 0050).
    expect(await priceTreeAt(api.db, treeOf(order), 'USD', new Date().toISOString())).toMatchObject({ priced: true });
  });

  it('warn at start in production, naming each currency still on them', async () => {
    configureDemoPrices(PRODUCTION);
    const currencies = Object.keys(DEMO_CATALOG.priceBooks).sort();
    expect(await findCurrenciesOnDemoPrices(api.db)).toEqual(currencies);
    const warning = await createPriceBookService(api.db).demoPricesWarning();
    expect(warning).toContain(currencies.join(', '));
    expect(warning).toContain("an admin loads this company's price book");
  });

  it('give way in production to a price book an admin loaded', async () => {
    configureDemoPrices(PRODUCTION);
    const book: PriceBook = {
      ...DEMO_CATALOG.priceBooks.USD!,
      extras: { ...DEMO_CATALOG.priceBooks.USD!.extras, key: 1234 },
    };
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/admin/price-books',
      payload: { currency: 'USD', baseVersion: 0, priceBook: book, quantityTiers: DEMO_CATALOG.quantityTiers },
      headers: api.admin,
    });
    expect(created.statusCode).toBe(201);
    // The drafts are repriced by the admin's book at once, so the order is priced and Ready again.
    const repriced = created.json().repricedDrafts as { orderId: string; totalPrice: number | null }[];
    expect(repriced.find((draft) => draft.orderId === order.orderID)?.totalPrice).toBeGreaterThan(0);
    expect(await priceTree(api.db, treeOf(order), 'USD')).toMatchObject({ priced: true });
    const live = await api.app.inject({ url: '/api/price-books/USD', headers: api.staff });
    expect(live.json().priceBook).toEqual(book);
    expect(await findCurrenciesOnDemoPrices(api.db)).not.toContain('USD');
    expect(await createPriceBookService(api.db).demoPricesWarning()).not.toContain('USD');
    const latest = (await api.app.inject({ url: `/api/orders/${order.orderID}`, headers: api.staff })).json();
    expect((await submit(api.testApp, latest)).statusCode).toBe(202);
  });
});
