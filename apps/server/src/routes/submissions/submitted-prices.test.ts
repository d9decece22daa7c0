import { lockSystemTreeSchema, type PricedLines, type SafekeyOrder } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { createReadyOrder, sapOrdersOf, settled, submit } from '../../../test-support/submission-test-support.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';

/** The sum of every line: lock sets (locks and keys) and key lines. */
const sumOf = (lines: PricedLines) =>
  lines.lockSets.reduce((sum, line) => sum + line.locksAmount + line.keys, 0) +
  lines.keyLines.reduce((sum, line) => sum + line.amount, 0);

/** Issue 26, decision 0050: what SAP was sent is what every later answer shows. */
describe.each(DATABASE_KINDS)('prices fixed at submission (%s)', (database) => {
  const api = useTestApp({ database, listen: true, env: { SAP_TIMEOUT_MS: '2000' } });
  const load = async (orderId: string) =>
    (await api.app.inject({ url: `/api/orders/${orderId}`, headers: api.staff })).json() as SafekeyOrder;

  /** A Ready order whose lock set is engraved on its front only. */
  async function engravedOrder(): Promise<SafekeyOrder> {
    const order = await createReadyOrder(api.testApp, { orderSystemName: 'Fixed prices' });
    const system = order.orderLockSystems[0]!;
    const tree = lockSystemTreeSchema.parse(system);
    Object.assign(tree.masterKeys[0]!.lockSets[0]!, { engravedLock: true, fontSize: 'M', frontText1: 'ACME' });
    const saved = await api.app.inject({
      method: 'PUT',
      url: `/api/order-lock-systems/${system.orderLockSystemID}/tree`,
      payload: { expectedVersion: order.version, tree },
      headers: api.staff,
    });
    expect(saved.statusCode).toBe(200);
    return load(order.orderID);
  }

  it('keeps the lines sent to SAP through an engraving edit and a new price book version', async () => {
    const order = await engravedOrder();
    const system = order.orderLockSystems[0]!;
    expect(system.submittedPrice).toBeNull();
    expect((await submit(api.testApp, order)).statusCode).toBe(202);
    expect(await settled(api.testApp, system.orderLockSystemID)).toMatchObject({ state: 'sent' });
    const sent = await load(order.orderID);
    const lines = sent.orderLockSystems[0]!.submittedPrice!;
    expect(lines.totalPrice).toBe(sent.totalPrice);
    expect(sumOf(lines)).toBe(sent.totalPrice);
    const [document] = await sapOrdersOf(api.testApp, system.orderLockSystemID);
    expect(JSON.stringify(document)).toContain(`"${(sent.totalPrice! / 100).toFixed(2)}"`);

    // An engraved back line after submission: it costs nothing and changes no line.
    const lockSet = sent.orderLockSystems[0]!.masterKeys[0]!.lockSets[0]!;
    const edited = await api.app.inject({
      method: 'PUT',
      url: `/api/order-lock-systems/${system.orderLockSystemID}/engraving`,
      payload: {
        expectedVersion: sent.version,
        changes: [{ nodeId: lockSet.lockSetID, field: 'backText1', text: 'KEEP OUT' }],
      },
      headers: api.staff,
    });
    expect(edited.statusCode, edited.body).toBe(202);
    // A new price book version, in force now.
    const books = (await api.app.inject({ url: '/api/admin/price-books', headers: api.admin })).json();
    const usd = books.currencies.find((book: { currency: string }) => book.currency === 'USD');
    const latest = usd.versions.find((entry: { version: number }) => entry.version === usd.latestVersion);
    const raised = await api.app.inject({
      method: 'POST',
      url: '/api/admin/price-books',
      payload: {
        currency: 'USD',
        baseVersion: usd.latestVersion,
        priceBook: {
          ...latest.priceBook,
          extras: { ...latest.priceBook.extras, key: latest.priceBook.extras.key + 100 },
        },
        quantityTiers: latest.quantityTiers,
      },
      headers: api.admin,
    });
    expect(raised.statusCode).toBe(201);

    const after = await load(order.orderID);
    const afterSystem = after.orderLockSystems[0]!;
    expect(afterSystem.masterKeys[0]!.lockSets[0]!.backText1).toBe('KEEP OUT');
    expect(afterSystem.submittedPrice).toEqual(lines);
    expect(after.totalPrice).toBe(sent.totalPrice);
    expect(afterSystem.masterKeys[0]!.lockSets[0]!.pricePer).toBe(lines.lockSets[0]!.pricePer);
  });
});
