import { describe, expect, it } from 'vitest';
import { buildCreateOrder } from '../../test-support/factories.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { isAppError, STALE_VERSION_MESSAGE } from '../errors.ts';
import { advanceOrderVersion, requireVersion } from './order-version.ts';
import { findOrderRow } from './order.repository.ts';

describe.each(DATABASE_KINDS)('order version owner (%s)', (database) => {
  const api = useTestApp({ database });

  it('moves the version on only from the expected one; a stale one is refused and writes nothing', async () => {
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: buildCreateOrder(),
      headers: api.staff,
    });
    const orderId = (created.json() as { orderID: string }).orderID;
    expect(await advanceOrderVersion(api.db, orderId, 1, { comments: 'first' })).toBe(2);
    const stale = await advanceOrderVersion(api.db, orderId, 1, { comments: 'second' }).catch((error) => error);
    expect(isAppError(stale, 'STALE_VERSION')).toBe(true);
    expect(stale.statusCode).toBe(409);
    expect(stale.message).toBe(STALE_VERSION_MESSAGE);
    const row = await findOrderRow(api.db, orderId);
    expect(row).toMatchObject({ version: 2, comments: 'first' });
  });

  it('compares a version read earlier with the expected one by the same rule', () => {
    expect(() => requireVersion(3, 3)).not.toThrow();
    expect(() => requireVersion(4, 3)).toThrow(STALE_VERSION_MESSAGE);
  });
});
