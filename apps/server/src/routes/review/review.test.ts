import type { ReviewAccess, ReviewSession } from '@keyplan/domain';
import { GUEST_KEY_TTL_MS, ORDER_LOCK_SYSTEM_STATUS as STATUS, REVIEW_MESSAGES } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { createReviewAccessService } from '../../review/review-access.service.ts';
import { buildCreateOrder } from '../../../test-support/factories.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';

const NOT_RECOGNIZED = 'The link is not recognized.';

describe.each(DATABASE_KINDS)('customer review access (%s)', (database) => {
  const api = useTestApp({ database, env: { PUBLIC_URL: 'https://keyplan.example.com' } });
  /** Each test calls from an address of its own, so the per-address limit of one does not reach another. */
  let nextAddress = 10;
  const address = () => `203.0.113.${nextAddress++}`;

  const newOrder = async (ccid = '0000100001') =>
    (
      await api.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: buildCreateOrder({ ccid }),
        headers: api.staff,
      })
    ).json().orderID as string;
  const rotate = async (orderId: string) => {
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/review-access/rotate`,
      headers: api.staff,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as ReviewAccess;
  };
  const open = (payload: Record<string, string>, remoteAddress: string) =>
    api.app.inject({ method: 'POST', url: '/api/View/sessions', payload, remoteAddress });
  const view = (orderId: string, key: string) =>
    api.app.inject({ url: `/api/View/orders/${orderId}`, headers: { 'view-authorization': key } });
  const setOrder = async (orderId: string, changes: { status?: number; sapOrderNumber?: string }) => {
    if (changes.status !== undefined)
      await api.db
        .updateTable('order_lock_systems')
        .set({ status: changes.status })
        .where('order_id', '=', orderId)
        .execute();
    if (changes.sapOrderNumber !== undefined)
      await api.db
        .updateTable('orders')
        .set({ sap_order_number: changes.sapOrderNumber, sap_line_number: '10' })
        .where('order_id', '=', orderId)
        .execute();
  };

  it('has no pass code until api.staff generate one, then shows only its hint', async () => {
    const orderId = await newOrder();
    const before = (
      await api.app.inject({ url: `/api/orders/${orderId}/review-access`, headers: api.staff })
    ).json() as ReviewAccess;
    expect(before).toEqual({
      orderID: orderId,
      passCode: null,
      passCodeHint: null,
      createdAt: null,
      createdBy: null,
      reviewLink: null,
      customerLink: null,
      customerLinkActive: false,
      customerLinkOff: null,
      passCodeRemoved: null,
      canceledAt: null,
    });

    const rotated = await rotate(orderId);
    expect(rotated.passCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    expect(rotated.passCodeHint).toBe(rotated.passCode!.slice(-4));
    expect(rotated.createdBy).toBe('rep');
    expect(rotated.reviewLink).toBe(`https://keyplan.example.com/?review=${rotated.passCode}&id=${orderId}`);

    const after = (
      await api.app.inject({ url: `/api/orders/${orderId}/review-access`, headers: api.staff })
    ).json() as ReviewAccess;
    expect(after).toMatchObject({
      passCode: null,
      reviewLink: null,
      passCodeHint: rotated.passCodeHint,
      createdAt: rotated.createdAt,
    });
    const stored = await api.db
      .selectFrom('review_pass_codes')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(rotated.passCode!.replace(/-/g, '').slice(0, 8));
  });

  it("opens the review in the customer's language, as SAP's correspondence language gave it", async () => {
    // Laurentian Pulp & Paper of Trois-Rivières: its SAP partner writes in French (FR).
    const french = await newOrder('0000200003');
    const { passCode } = await rotate(french);
    const session = await open({ id: french, review: passCode! }, address());
    expect(session.statusCode).toBe(201);
    expect(session.json()).toMatchObject({ orderID: french, customerLanguage: 'fr-CA' });
    const english = await newOrder();
    const other = await open({ id: english, review: (await rotate(english)).passCode! }, address());
    expect(other.json().customerLanguage).toBe('en-US');
  });

  it('exchanges a pass code for a guest key that reads the order; grouped, bare or lower case alike', async () => {
    const orderId = await newOrder();
    const { passCode } = await rotate(orderId);
    for (const typed of [passCode!, passCode!.replace(/-/g, ''), passCode!.toLowerCase()]) {
      const response = await open({ id: orderId, review: typed }, address());
      expect(response.statusCode).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const session = response.json() as ReviewSession;
      expect(session.orderID).toBe(orderId);
      expect(Date.parse(session.expiresAt) - Date.now()).toBeGreaterThan(GUEST_KEY_TTL_MS - 60_000);
      const read = await view(orderId, session.guestKey);
      expect(read.statusCode).toBe(200);
      expect(read.json().orderID).toBe(orderId);
    }
  });

  it('answers a wrong code, an unknown order and a malformed code with the same 401', async () => {
    const orderId = await newOrder();
    const { passCode } = await rotate(orderId);
    const other = await newOrder();
    const wrongCode = passCode!.startsWith('A') ? `B${passCode!.slice(1)}` : `A${passCode!.slice(1)}`;
    const attempts = [
      { id: orderId, review: wrongCode },
      { id: other, review: passCode! },
      { id: '00000000-0000-4000-8000-000000000000', review: passCode! },
      { id: 'not-an-order', review: passCode! },
      { id: orderId, review: 'hello' },
    ];
    for (const payload of attempts) {
      const response = await open(payload, address());
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, detail: NOT_RECOGNIZED });
    }
    expect((await open({ id: orderId }, address())).statusCode).toBe(400);
  });

  it('stops the old code and its guest keys at once when the code is rotated', async () => {
    const orderId = await newOrder();
    const first = await rotate(orderId);
    const key = (await open({ id: orderId, review: first.passCode! }, address())).json().guestKey as string;
    expect((await view(orderId, key)).statusCode).toBe(200);
    const second = await rotate(orderId);
    expect(second.passCode).not.toBe(first.passCode);
    const refused = await view(orderId, key);
    expect(refused.statusCode).toBe(401);
    // The customer reads what happened and what to do, not the header's name (issue 47).
    expect(refused.json().detail).toBe(REVIEW_MESSAGES.accessEnded);
    expect(refused.json().detail).not.toMatch(/authorization/i);
    expect((await open({ id: orderId, review: first.passCode! }, address())).statusCode).toBe(401);
    expect((await open({ id: orderId, review: second.passCode! }, address())).statusCode).toBe(201);
  });

  it('stops pass code access when api.staff remove the code', async () => {
    const orderId = await newOrder();
    const { passCode } = await rotate(orderId);
    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/api/orders/${orderId}/review-access`,
      headers: api.staff,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ passCode: null, passCodeHint: null });
    expect((await open({ id: orderId, review: passCode! }, address())).statusCode).toBe(401);
  });

  it("ends the pass code's guests at their next request when staff remove it, and records who and when", async () => {
    const orderId = await newOrder();
    await setOrder(orderId, { sapOrderNumber: '0000004722', status: STATUS.Submitted });
    const { passCode } = await rotate(orderId);
    const byCode = (await open({ id: orderId, review: passCode! }, address())).json().guestKey as string;
    const byLink = (await open({ id: orderId, sapOrderNumber: '4722' }, address())).json().guestKey as string;
    expect((await view(orderId, byCode)).statusCode).toBe(200);

    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/api/orders/${orderId}/review-access`,
      headers: api.staff,
    });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as ReviewAccess).passCodeRemoved).toMatchObject({ by: 'rep' });
    expect((await view(orderId, byCode)).statusCode).toBe(401);
    // The customer link's guest is not the pass code's: it reads on.
    expect((await view(orderId, byLink)).statusCode).toBe(200);
    const audit = await api.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('entity_id', '=', orderId)
      .where('action', '=', 'removePassCode')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'rep', entity_type: 'reviewAccess' });
    expect(Date.now() - Date.parse(audit[0]!.at)).toBeLessThan(60_000);
  });

  it('turns the customer link off (its guests refused at once, the link then says so) and on again, audited', async () => {
    const orderId = await newOrder();
    await setOrder(orderId, { sapOrderNumber: '0000004723', status: STATUS.Submitted });
    const { passCode } = await rotate(orderId);
    const byLink = (await open({ id: orderId, sapOrderNumber: '4723' }, address())).json().guestKey as string;
    const byCode = (await open({ id: orderId, review: passCode! }, address())).json().guestKey as string;
    const turn = (active: unknown) =>
      api.app.inject({
        method: 'PUT',
        url: `/api/orders/${orderId}/review-access/customer-link`,
        payload: { active },
        headers: api.staff,
      });

    const off = await turn(false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ customerLinkActive: false, customerLinkOff: { by: 'rep' } });
    expect((await view(orderId, byLink)).statusCode).toBe(401);
    expect((await view(orderId, byCode)).statusCode).toBe(200);
    const refused = await open({ id: orderId, sapOrderNumber: '4723' }, address());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CUSTOMER_LINK_OFF', detail: expect.stringContaining('turned off') });
    // A wrong number still says nothing of the order.
    expect((await open({ id: orderId, sapOrderNumber: '4724' }, address())).statusCode).toBe(401);

    const on = await turn(true);
    expect(on.json()).toMatchObject({ customerLinkActive: true, customerLinkOff: null });
    expect((await open({ id: orderId, sapOrderNumber: '4723' }, address())).statusCode).toBe(201);

    const actions = await api.db
      .selectFrom('admin_audit')
      .select(['action', 'actor'])
      .where('entity_type', '=', 'reviewAccess')
      .where('entity_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'customerLinkOff', actor: 'rep' },
      { action: 'customerLinkOn', actor: 'rep' },
    ]);

    for (const body of ['no', null, undefined]) {
      const response = await turn(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain('active');
    }
  });

  it('refuses to switch the customer link of an order without a SAP order number (409)', async () => {
    const orderId = await newOrder();
    const response = await api.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/review-access/customer-link`,
      payload: { active: false },
      headers: api.staff,
    });
    expect(response.statusCode).toBe(409);
  });

  it('opens drafts by pass code but not Deleted orders, and refuses to rotate a Deleted order', async () => {
    const orderId = await newOrder();
    const { passCode } = await rotate(orderId);
    await setOrder(orderId, { status: STATUS.Deleted });
    expect((await open({ id: orderId, review: passCode! }, address())).statusCode).toBe(401);
    expect(
      (await api.app.inject({ method: 'POST', url: `/api/orders/${orderId}/review-access/rotate`, headers: api.staff }))
        .statusCode,
    ).toBe(409);
  });

  it('opens an order past Ready by its customer link (SAP number padded, any case), not a draft', async () => {
    const orderId = await newOrder();
    await setOrder(orderId, { sapOrderNumber: '0000004711' });
    const draft = (
      await api.app.inject({ url: `/api/orders/${orderId}/review-access`, headers: api.staff })
    ).json() as ReviewAccess;
    expect(draft).toMatchObject({
      customerLink: `https://keyplan.example.com/?id=${orderId}&sapordernumber=0000004711`,
      customerLinkActive: false,
    });
    expect((await open({ id: orderId, sapOrderNumber: '4711' }, address())).statusCode).toBe(401);

    for (const status of [STATUS.Submitted, STATUS.Completed, STATUS.QuoteSubmitted]) {
      await setOrder(orderId, { status });
      const response = await open({ id: orderId.toUpperCase(), sapOrderNumber: '4711' }, address());
      expect(response.statusCode).toBe(201);
      expect((await view(orderId, response.json().guestKey)).statusCode).toBe(200);
    }
    expect(
      (await api.app.inject({ url: `/api/orders/${orderId}/review-access`, headers: api.staff })).json()
        .customerLinkActive,
    ).toBe(true);
    for (const wrong of ['4712', '00000047110', 'x']) {
      const response = await open({ id: orderId, sapOrderNumber: wrong }, address());
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe(NOT_RECOGNIZED);
    }
  });

  it('tells the holder of a right link or pass code of a canceled order that it was canceled, and when (410)', async () => {
    const orderId = await newOrder();
    const { passCode } = await rotate(orderId);
    await setOrder(orderId, { status: STATUS.Submitted, sapOrderNumber: '0000004712' });
    const system = await api.db
      .selectFrom('order_lock_systems')
      .select('order_lock_system_id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    await setOrder(orderId, { status: STATUS.Canceled });
    await api.db
      .insertInto('status_history')
      .values({
        order_lock_system_id: system.order_lock_system_id,
        from_status: STATUS.Submitted,
        to_status: STATUS.Canceled,
        changed_by: 'rep@example.com',
        changed_at: '2026-11-20T15:00:00.000Z',
        reason: 'Plant closed',
      })
      .execute();
    const payloads: Record<string, string>[] = [
      { id: orderId, sapOrderNumber: '4712' },
      { id: orderId, review: passCode! },
    ];
    for (const payload of payloads) {
      const response = await open(payload, address());
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({
        status: 410,
        code: 'ORDER_CANCELED',
        detail: expect.stringContaining('This order was canceled on November 20, 2026.'),
      });
    }
    // A wrong one learns nothing.
    expect((await open({ id: orderId, sapOrderNumber: '4723' }, address())).json().detail).toBe(NOT_RECOGNIZED);
    const access = (
      await api.app.inject({ url: `/api/orders/${orderId}/review-access`, headers: api.staff })
    ).json() as ReviewAccess;
    expect(access).toMatchObject({ canceledAt: '2026-11-20T15:00:00.000Z', customerLinkActive: false });
    const rotated = await api.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/review-access/rotate`,
      headers: api.staff,
    });
    expect(rotated.statusCode).toBe(409);
  });

  it("blocks a stranger's sixth guess for 15 minutes, even with the right code; the customer still gets in", async () => {
    const orderId = await newOrder();
    const { passCode } = await rotate(orderId);
    const stranger = address();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await open({ id: orderId, review: 'AAAA-AAAA-AAAA-AAAA-AAAA' }, stranger)).statusCode).toBe(401);
    }
    const blocked = await open({ id: orderId, review: passCode! }, stranger);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json()).toMatchObject({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      detail: 'Too many attempts. Try again in 15 minutes.',
    });
    // The real customer, from an address that never failed, opens the order with the right code.
    expect((await open({ id: orderId, review: passCode! }, address())).statusCode).toBe(201);
  });

  it('holds an order back after 50 failures from many addresses, but only from addresses that failed', async () => {
    const orderId = await newOrder();
    const { passCode } = await rotate(orderId);
    const guessers = Array.from({ length: 25 }, () => address());
    for (const guesser of guessers) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await open({ id: orderId, review: 'AAAA-AAAA-AAAA-AAAA-AAAA' }, guesser)).statusCode).toBe(401);
      }
    }
    expect((await open({ id: orderId, review: passCode! }, guessers[0]!)).statusCode).toBe(429);
    expect((await open({ id: orderId, review: passCode! }, address())).statusCode).toBe(201);
  });

  it('blocks simultaneous guesses beyond the limit, not only sequential ones', async () => {
    const orderId = await newOrder();
    await rotate(orderId);
    const guesser = address();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => open({ id: orderId, review: 'AAAA-AAAA-AAAA-AAAA-AAAA' }, guesser)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
  });

  it('blocks an address after 20 failures across orders; a success does not reset its window', async () => {
    const from = address();
    const target = await newOrder();
    const { passCode } = await rotate(target);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      if (attempt === 10) expect((await open({ id: target, review: passCode! }, from)).statusCode).toBe(201);
      const unknown = `00000000-0000-4000-8000-${String(attempt % 5).padStart(12, '0')}`;
      expect((await open({ id: unknown, review: passCode! }, from)).statusCode).toBe(401);
    }
    const blocked = await open({ id: target, review: passCode! }, from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await open({ id: target, review: passCode! }, address())).statusCode).toBe(201);
  });

  it('takes a client address of any length (as a proxy may forward it)', async () => {
    const orderId = await newOrder();
    const { passCode } = await rotate(orderId);
    expect((await open({ id: orderId, review: passCode! }, `2001:db8::${'1:'.repeat(40)}1`)).statusCode).toBe(201);
  });

  it('refuses an expired guest key with 401', async () => {
    const orderId = await newOrder();
    const { passCode } = await rotate(orderId);
    const service = createReviewAccessService(api.db, { publicUrl: api.testApp.config.publicUrl });
    const past = Date.now() - GUEST_KEY_TTL_MS - 1000;
    const session = await service.openSession(
      { id: orderId, review: passCode! },
      { ip: address(), log: api.app.log },
      past,
    );
    expect((await view(orderId, session.guestKey)).statusCode).toBe(401);
  });

  it('is api.staff only: 401 without a bearer, 404 for an unknown order', async () => {
    const orderId = await newOrder();
    expect((await api.app.inject({ url: `/api/orders/${orderId}/review-access` })).statusCode).toBe(401);
    expect(
      (await api.app.inject({ method: 'POST', url: `/api/orders/${orderId}/review-access/rotate` })).statusCode,
    ).toBe(401);
    expect(
      (
        await api.app.inject({
          url: '/api/orders/00000000-0000-4000-8000-000000000000/review-access',
          headers: api.staff,
        })
      ).statusCode,
    ).toBe(404);
  });
});
