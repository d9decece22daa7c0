import { expect } from 'vitest';
import type { InstalledLockSystem, LockSystemTree, SafekeyOrder } from '@keyplan/domain';
import { buildCreateOrder } from './factories.ts';
import { settled, submit } from './submission-test-support.ts';
import type { ApiTestContext } from './use-test-app.ts';

/**
 * A submitted order of `tree` for the customer, sent to SAP through the API as a rep would:
 * answers the order as submitted and the installed lock system it built.
 */
export async function installTree(
  api: ApiTestContext,
  ccid: string,
  tree: LockSystemTree,
  order: { systemBucketType?: string; orderSystemName?: string } = {},
) {
  const created = (
    await api.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: buildCreateOrder({ ccid, ...order }),
      headers: api.staff,
    })
  ).json() as SafekeyOrder;
  const system = created.orderLockSystems[0]!;
  const saved = await api.app.inject({
    method: 'PUT',
    url: `/api/order-lock-systems/${system.orderLockSystemID}/tree`,
    payload: { expectedVersion: created.version, tree },
    headers: api.staff,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const ready = (await api.app.inject({ url: `/api/orders/${created.orderID}`, headers: api.staff })).json();
  expect((await submit(api.testApp, ready)).statusCode).toBe(202);
  await settled(api.testApp, system.orderLockSystemID);
  const submitted = (
    await api.app.inject({ url: `/api/orders/${created.orderID}`, headers: api.staff })
  ).json() as SafekeyOrder;
  const systems = (
    await api.app.inject({ url: `/api/customers/${ccid}/lock-systems`, headers: api.staff })
  ).json() as InstalledLockSystem[];
  const lockSystem = systems.find((entry) => entry.orders[0]!.orderID === created.orderID)!;
  return { order: submitted, lockSystem };
}
