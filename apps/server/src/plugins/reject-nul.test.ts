import { lockSystemTreeSchema, type SafekeyOrder } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { buildCreateOrder } from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { nulPaths } from './reject-nul.ts';

describe('nulPaths', () => {
  it('names every string holding a NUL, by its field path', () => {
    expect(nulPaths({ a: 'ok', b: ['x', 'y\u0000'], c: { d: '\u0000' }, 'e\u0000': 1 })).toEqual([
      'b[1]',
      'c.d',
      'e\\0',
    ]);
    expect(nulPaths('\u0000')).toEqual(['']);
    expect(nulPaths({ a: 1, b: null, c: [true] })).toEqual([]);
  });
});

describe.each(DATABASE_KINDS)('text with a NUL character (%s)', (database) => {
  const api = useTestApp({ database });

  const countOrders = async () =>
    Number(
      (
        await api.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('is refused in a body with 400 naming the field, and nothing is stored', async () => {
    const before = await countOrders();
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: api.staff,
      payload: buildCreateOrder({ orderSystemName: 'North\u0000plant' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(['orderSystemName: must not contain the NUL character']);
    expect(await countOrders()).toBe(before);
  });

  it('is refused deep in a lock system tree, and the stored tree stays as it was', async () => {
    const order = (
      await api.app.inject({ method: 'POST', url: '/api/orders', headers: api.staff, payload: buildCreateOrder() })
    ).json() as SafekeyOrder;
    const tree = lockSystemTreeSchema.parse(order.orderLockSystems[0]);
    tree.masterKeys[0]!.lockSets[0]!.frontText1 = 'DANGER\u0000';
    const url = `/api/order-lock-systems/${order.orderLockSystems[0]!.orderLockSystemID}/tree`;
    const response = await api.app.inject({
      method: 'PUT',
      url,
      headers: api.staff,
      payload: { expectedVersion: order.version, tree },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      'tree.masterKeys[0].lockSets[0].frontText1: must not contain the NUL character',
    ]);
    const reloaded = (
      await api.app.inject({ url: `/api/orders/${order.orderID}`, headers: api.staff })
    ).json() as SafekeyOrder;
    expect(reloaded.version).toBe(order.version);
  });

  it('is refused in a query and in a path parameter', async () => {
    const query = await api.app.inject({ url: '/api/customers?q=Gulf%00', headers: api.staff });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual(['q: must not contain the NUL character']);
    const param = await api.app.inject({ url: '/api/orders/quotes/Q1%00', headers: api.staff });
    expect(param.statusCode).toBe(400);
    expect(param.json().errors).toEqual(['quoteNumber: must not contain the NUL character']);
  });
});
