import { priceLockSystem, type PriceBook, type SafekeyOrder } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { createPriceBookAdminService } from '../../admin/price-book-admin.service.ts';
import { createReadyOrder, submit } from '../../../test-support/submission-test-support.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';

/** The rule of issue 17: a draft follows the price book version in force, a submitted system keeps its price. */
describe.each(DATABASE_KINDS)('versioned price books (%s)', (database) => {
  const api = useTestApp({ database });

  const listBooks = async () =>
    (await api.app.inject({ url: '/api/admin/price-books', headers: api.admin })).json().currencies as {
      currency: string;
      inForceVersion: number;
      latestVersion: number;
      versions: {
        version: number;
        priceBook: PriceBook;
        quantityTiers: { minLocks: number; discountPercent: number }[];
      }[];
      drafts: { orderId: string }[];
    }[];
  const usd = async () => (await listBooks()).find((book) => book.currency === 'USD')!;
  const post = (payload: object, headers = api.admin) =>
    api.app.inject({ method: 'POST', url: '/api/admin/price-books', payload, headers });
  const loadOrder = async (orderId: string) =>
    (await api.app.inject({ url: `/api/orders/${orderId}`, headers: api.staff })).json() as SafekeyOrder;
  /** The seeded USD book with every lock base price and the key price doubled. */
  const doubled = (book: PriceBook): PriceBook => ({
    lockBase: Object.fromEntries(
      Object.entries(book.lockBase).map(([material, shackles]) => [
        material,
        Object.fromEntries(Object.entries(shackles).map(([shackle, price]) => [shackle, price * 2])),
      ]),
    ),
    extras: { ...book.extras, key: book.extras.key * 2 },
  });

  it('refuses price books to staff without the admin role', async () => {
    expect((await api.app.inject({ url: '/api/admin/price-books', headers: api.staff })).statusCode).toBe(403);
    expect((await post({}, api.staff)).statusCode).toBe(403);
  });

  it('reprices a draft with a version in force now; a submitted order keeps the price it was sent with', async () => {
    const draft = await createReadyOrder(api.testApp, { orderSystemName: 'Draft follows' });
    const sent = await createReadyOrder(api.testApp, { orderSystemName: 'Submitted keeps' });
    expect((await submit(api.testApp, sent)).statusCode).toBe(202);
    const before = await usd();
    expect(before).toMatchObject({ inForceVersion: 0, latestVersion: 0 });
    expect(before.drafts.map((entry) => entry.orderId)).toContain(draft.orderID);
    expect(before.drafts.map((entry) => entry.orderId)).not.toContain(sent.orderID);
    const seeded = before.versions.find((entry) => entry.version === 0)!;
    const book = doubled(seeded.priceBook);

    const created = await post({
      currency: 'USD',
      baseVersion: 0,
      priceBook: book,
      quantityTiers: seeded.quantityTiers,
    });
    expect(created.statusCode).toBe(201);
    const { version, repricedDrafts } = created.json();
    expect(version).toMatchObject({ currency: 'USD', version: 1, createdBy: 'admin' });
    const expected = priceLockSystem(draft.orderLockSystems[0]!, book, seeded.quantityTiers);
    if (!expected.priced) throw new Error('the default tree should be priced');
    expect(expected.totalPrice).toBeGreaterThan(draft.totalPrice!);
    expect(repricedDrafts).toContainEqual(
      expect.objectContaining({
        orderId: draft.orderID,
        totalBefore: draft.totalPrice,
        totalPrice: expected.totalPrice,
      }),
    );
    expect(repricedDrafts.map((entry: { orderId: string }) => entry.orderId)).not.toContain(sent.orderID);

    const draftAfter = await loadOrder(draft.orderID);
    expect(draftAfter.totalPrice).toBe(expected.totalPrice);
    expect(draftAfter.version).toBe(draft.version);
    expect((await loadOrder(sent.orderID)).totalPrice).toBe(sent.totalPrice);
    const live = (await api.app.inject({ url: '/api/price-books/USD', headers: api.staff })).json();
    expect(live.priceBook).toEqual(book);
    expect(await usd()).toMatchObject({ inForceVersion: 1, latestVersion: 1 });

    const audit = (await api.app.inject({ url: '/api/admin/audit?entityType=priceBook', headers: api.admin })).json();
    expect(audit.items[0]).toMatchObject({
      actor: 'admin',
      entityId: 'USD v1',
      action: 'newVersion',
      before: { version: 0, priceBook: seeded.priceBook },
      after: { version: 1, priceBook: book },
    });
  });

  it('answers 409 on an edit begun from a version that is no longer the latest', async () => {
    const current = (await usd()).versions[0]!;
    const stale = await post({
      currency: 'USD',
      baseVersion: 0,
      priceBook: current.priceBook,
      quantityTiers: current.quantityTiers,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/started from version 0, the latest is version 1/);
  });

  it('keeps the version in force until a later one takes effect, and reprices nothing before', async () => {
    const current = (await usd()).versions[0]!;
    const later = await post({
      currency: 'USD',
      baseVersion: current.version,
      effectiveFrom: new Date(Date.now() + 86_400_000).toISOString(),
      priceBook: { ...current.priceBook, extras: { ...current.priceBook.extras, key: 1 } },
      quantityTiers: current.quantityTiers,
    });
    expect(later.statusCode).toBe(201);
    expect(later.json().repricedDrafts).toEqual([]);
    expect(await usd()).toMatchObject({ inForceVersion: current.version, latestVersion: current.version + 1 });
    const live = (await api.app.inject({ url: '/api/price-books/USD', headers: api.staff })).json();
    expect(live.priceBook).toEqual(current.priceBook);
  });

  it('reprices drafts once a dated version comes into force, and only once', async () => {
    const draft = await createReadyOrder(api.testApp, { orderSystemName: 'Dated draft' });
    const current = (await usd()).versions[0]!;
    const books = await usd();
    const inForce = books.versions.find((entry) => entry.version === books.inForceVersion)!;
    const book = {
      ...inForce.priceBook,
      extras: { ...inForce.priceBook.extras, key: inForce.priceBook.extras.key + 500 },
    };
    const dated = await post({
      currency: 'USD',
      baseVersion: current.version,
      effectiveFrom: new Date(Date.now() + 400).toISOString(),
      priceBook: book,
      quantityTiers: inForce.quantityTiers,
    });
    expect(dated.statusCode).toBe(201);
    const service = createPriceBookAdminService(api.db);
    expect(await service.activateDueVersions()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [activated] = await service.activateDueVersions();
    expect(activated).toMatchObject({ currency: 'USD', version: current.version + 1 });
    expect(activated!.repricedDrafts.map((entry) => entry.orderId)).toContain(draft.orderID);
    expect((await loadOrder(draft.orderID)).totalPrice).toBeGreaterThan(draft.totalPrice!);
    expect(await service.activateDueVersions()).toEqual([]);
  });

  it('names the field of a bad version', async () => {
    const current = (await usd()).versions[0]!;
    const bad = await post({
      currency: 'USD',
      baseVersion: current.version,
      priceBook: { ...current.priceBook, extras: { ...current.priceBook.extras, key: -1 } },
      quantityTiers: [
        { minLocks: 10, discountPercent: 5 },
        { minLocks: 5, discountPercent: 10 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^priceBook\.extras\.key: /),
        'quantityTiers[1].minLocks: must be greater than the tier before',
      ]),
    );
    const unknown = await post({
      ...{ currency: 'XYZ', baseVersion: 0 },
      priceBook: current.priceBook,
      quantityTiers: current.quantityTiers,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual(['currency: no price book is kept in XYZ']);
  });
});
