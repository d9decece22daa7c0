import { ORDER_LOCK_SYSTEM_STATUS as STATUS, REVIEW_MESSAGES, type ReviewAccess } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { buildCreateOrder } from '../../../test-support/factories.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';

describe.each(DATABASE_KINDS)("the review's refusals in the customer's language (%s)", (database) => {
  const api = useTestApp({ database });
  let nextAddress = 10;
  const address = () => `198.51.100.${nextAddress++}`;

  const newOrder = async () =>
    (
      await api.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(), headers: api.staff })
    ).json().orderID as string;
  const rotate = async (orderId: string) =>
    (
      await api.app.inject({ method: 'POST', url: `/api/orders/${orderId}/review-access/rotate`, headers: api.staff })
    ).json() as ReviewAccess;
  const open = (payload: Record<string, string>, remoteAddress: string, language?: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/View/sessions',
      payload,
      remoteAddress,
      headers: language ? { 'accept-language': language } : {},
    });

  it('says a link is not recognized in the language the page asks for, English without one', async () => {
    const orderId = await newOrder();
    const wrong = { id: orderId, review: 'AAAA-AAAA-AAAA-AAAA-AAAA' };
    const french = await open(wrong, address(), 'fr-CA,fr;q=0.9,en;q=0.5');
    expect(french.statusCode).toBe(401);
    expect(french.headers['content-language']).toBe('fr-CA');
    expect(french.json().detail).toBe('Le lien n’est pas reconnu.');
    const spanish = await open(wrong, address(), 'es');
    expect(spanish.headers['content-language']).toBe('es-MX');
    expect(spanish.json().detail).toBe('No se reconoce el enlace.');
    for (const language of [undefined, 'de-DE']) {
      const english = await open(wrong, address(), language);
      expect(english.headers['content-language']).toBe('en-US');
      expect(english.json().detail).toBe(REVIEW_MESSAGES.linkNotRecognized);
    }
  });

  it('says when an order was canceled, the day written as the language writes it', async () => {
    const orderId = await newOrder();
    const { passCode } = await rotate(orderId);
    const system = await api.db
      .selectFrom('order_lock_systems')
      .select('order_lock_system_id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('order_lock_systems')
      .set({ status: STATUS.Canceled })
      .where('order_id', '=', orderId)
      .execute();
    await api.db
      .insertInto('status_history')
      .values({
        order_lock_system_id: system.order_lock_system_id,
        from_status: STATUS.Created,
        to_status: STATUS.Canceled,
        changed_by: 'rep@example.com',
        changed_at: '2026-11-20T15:00:00.000Z',
        reason: 'Plant closed',
      })
      .execute();
    const french = await open({ id: orderId, review: passCode! }, address(), 'fr-CA');
    expect(french.statusCode).toBe(410);
    expect(french.json().detail).toBe(
      'Cette commande a été annulée le 20 novembre 2026. Elle ne sera pas livrée; pour toute question, communiquez avec votre représentant des ventes.',
    );
    const spanish = await open({ id: orderId, review: passCode! }, address(), 'es-MX');
    expect(spanish.json().detail).toContain('Este pedido se canceló el 20 de noviembre de 2026.');
    const english = await open({ id: orderId, review: passCode! }, address());
    expect(english.json().detail).toBe(REVIEW_MESSAGES.orderCanceled('November 20, 2026'));
  });

  it('counts the minutes to wait in Spanish, and keeps Retry-After', async () => {
    const orderId = await newOrder();
    const stranger = address();
    for (let attempt = 0; attempt < 5; attempt += 1)
      await open({ id: orderId, review: 'AAAA-AAAA-AAAA-AAAA-AAAA' }, stranger, 'es-MX');
    const blocked = await open({ id: orderId, review: 'AAAA-AAAA-AAAA-AAAA-AAAA' }, stranger, 'es-MX');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-language']).toBe('es-MX');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(blocked.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      detail: 'Demasiados intentos. Vuelva a intentarlo en 15 minutos.',
    });
  });

  it('tells a guest without a key, or with one that ended, in their language', async () => {
    const orderId = await newOrder();
    const noKey = await api.app.inject({ url: `/api/View/orders/${orderId}`, headers: { 'accept-language': 'fr-CA' } });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.headers['content-language']).toBe('fr-CA');
    expect(noKey.json().detail).toBe(
      'Ouvrez la consultation à partir du lien que votre représentant vous a envoyé, ou avec son code d’accès.',
    );
    const ended = await api.app.inject({
      url: `/api/View/orders/${orderId}`,
      headers: { 'view-authorization': 'x'.repeat(40), 'accept-language': 'es-MX' },
    });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().detail).toMatch(/^Su acceso a esta revisión terminó/);
    const english = await api.app.inject({
      url: `/api/View/orders/${orderId}`,
      headers: { 'view-authorization': 'x'.repeat(40) },
    });
    expect(english.json().detail).toBe(REVIEW_MESSAGES.accessEnded);
  });
});
