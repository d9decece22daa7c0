import type { ReviewAccess } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { buildCreateOrder } from '../../../test-support/factories.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';

const PROXY = '10.0.0.1';
const CLIENT = '203.0.113.7';

/** Behind a proxy, the throttle keys on the address the proxy saw, whatever the client writes before it. */
describe.each([
  ['one hop', '1'],
  ['the proxy by address', PROXY],
])('the review throttle behind a trusted proxy (%s)', (_name, trustProxy) => {
  const api = useTestApp({ env: { TRUST_PROXY: trustProxy } });

  it('is not dodged by spoofed X-Forwarded-For entries', async () => {
    const order = await api.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: buildCreateOrder(),
      headers: api.staff,
    });
    const orderId = order.json().orderID as string;
    const rotated = await api.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/review-access/rotate`,
      headers: api.staff,
    });
    const { passCode } = rotated.json() as ReviewAccess;
    const guess = (spoofed: string, review: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/View/sessions',
        payload: { id: orderId, review },
        remoteAddress: PROXY,
        // The client wrote the first entry; the proxy appended the address it saw.
        headers: { 'x-forwarded-for': `${spoofed}, ${CLIENT}` },
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await guess(`198.51.100.${attempt}`, 'AAAA-AAAA-AAAA-AAAA-AAAA')).statusCode).toBe(401);
    }
    expect((await guess('198.51.100.99', passCode!)).statusCode).toBe(429);
  });
});
