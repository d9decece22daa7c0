import { lockSystemTreeSchema, type ReviewResponses, type SafekeyOrder } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { buildCreateOrder, guestKeyFor } from '../../../test-support/factories.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';

describe.each(DATABASE_KINDS)("customers' approvals and comments (%s)", (database) => {
  const api = useTestApp({ database });

  const newOrder = async () =>
    (
      await api.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(), headers: api.staff })
    ).json() as SafekeyOrder;
  const asGuest = (key: string) => ({ 'view-authorization': key });
  const staffView = async (orderId: string) =>
    (
      await api.app.inject({ url: `/api/orders/${orderId}/review-responses`, headers: api.staff })
    ).json() as ReviewResponses;

  it('records an approval with name and role for staff to see; a changed system needs a new one', async () => {
    const order = await newOrder();
    const key = await guestKeyFor(api.testApp, order.orderID);
    expect((await staffView(order.orderID)).approved).toBe(false);

    const approved = await api.app.inject({
      method: 'POST',
      url: `/api/View/orders/${order.orderID}/approvals`,
      payload: { name: '  Dana Whitfield ', role: 'Safety manager' },
      headers: asGuest(key),
    });
    expect(approved.statusCode).toBe(201);
    const seen = await staffView(order.orderID);
    expect(seen.approved).toBe(true);
    expect(seen.responses[0]).toMatchObject({
      kind: 'approval',
      name: 'Dana Whitfield',
      role: 'Safety manager',
      current: true,
    });

    // The rep changes a lock set: the approval no longer holds.
    const system = order.orderLockSystems[0]!;
    const tree = lockSystemTreeSchema.parse(system);
    tree.masterKeys[0]!.lockSets[0]!.numberOfSets = 3;
    tree.masterKeys[0]!.lockSets[0]!.numberOfLocks = 3 * tree.masterKeys[0]!.lockSets[0]!.numberOfLocksPerSet;
    const saved = await api.app.inject({
      method: 'PUT',
      url: `/api/order-lock-systems/${system.orderLockSystemID}/tree`,
      payload: { expectedVersion: order.version, tree },
      headers: api.staff,
    });
    expect(saved.statusCode).toBe(200);
    const after = await staffView(order.orderID);
    expect(after.approved).toBe(false);
    expect(after.responses[0]).toMatchObject({ kind: 'approval', current: false });
  });

  it('takes comments, refuses a blank name or text naming the field, and another order with 403', async () => {
    const order = await newOrder();
    const other = await newOrder();
    const key = await guestKeyFor(api.testApp, order.orderID);
    const comment = (orderId: string, payload: object) =>
      api.app.inject({ method: 'POST', url: `/api/View/orders/${orderId}/comments`, payload, headers: asGuest(key) });

    const ok = await comment(order.orderID, { name: 'Dana', text: 'Please add two spare master keys.' });
    expect(ok.statusCode).toBe(201);
    expect((ok.json() as ReviewResponses).responses[0]).toMatchObject({
      kind: 'comment',
      text: 'Please add two spare master keys.',
    });
    const blank = await comment(order.orderID, { name: ' ', text: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual(['name: is required', 'text: is required']);
    expect((await comment(other.orderID, { name: 'Dana', text: 'x' })).statusCode).toBe(403);
    const seen = await api.app.inject({ url: `/api/View/orders/${order.orderID}/responses`, headers: asGuest(key) });
    expect((seen.json() as ReviewResponses).responses).toHaveLength(1);
  });

  it('refuses a name or text that is not valid Unicode or holds control characters; keeps markup as text', async () => {
    const order = await newOrder();
    const key = await guestKeyFor(api.testApp, order.orderID);
    const send = (kind: 'approvals' | 'comments', payload: object) =>
      api.app.inject({
        method: 'POST',
        url: `/api/View/orders/${order.orderID}/${kind}`,
        payload,
        headers: asGuest(key),
      });

    const surrogate = await send('approvals', { name: 'Dana \uD800', role: 'Safety\u202Emanager' });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().errors).toEqual([
      'name: must be valid Unicode text',
      'role: must not contain control characters',
    ]);
    const escape = await send('comments', { name: 'Dana', text: 'Fine\u001b[2J' });
    expect(escape.json().errors).toEqual(['text: must not contain control characters (line breaks and tabs are fine)']);

    const markup = '<script>alert(1)</script>';
    expect((await send('approvals', { name: markup, role: '<b>boss</b>' })).statusCode).toBe(201);
    const seen = await staffView(order.orderID);
    expect(seen.responses[0]).toMatchObject({ name: markup, role: '<b>boss</b>' });
  });

  it('refuses approvals of a deleted order (its guest keys ended with it)', async () => {
    const order = await newOrder();
    const key = await guestKeyFor(api.testApp, order.orderID);
    await api.app.inject({ method: 'DELETE', url: `/api/orders/${order.orderID}`, headers: api.staff });
    const refused = await api.app.inject({
      method: 'POST',
      url: `/api/View/orders/${order.orderID}/approvals`,
      payload: { name: 'Dana' },
      headers: asGuest(key),
    });
    expect(refused.statusCode).toBe(401);
  });
});
