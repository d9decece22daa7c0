import type { InstalledLockSystem, LockSystemTree, SafekeyOrder } from '@keyplan/domain';
import { buildCreateOrder } from '../../test/factories.ts';
import { expect } from 'vitest';
import { createReadyOrder, settled, submit } from '../../test/submission-test-support.ts';
import type { ApiTestContext } from '../../test/use-test-app.ts';

/** A submitted default system (A: 1 key, AA: 1 key, AA1: 2 keys) of the customer: its installed system id. */
export async function installedSystem(api: ApiTestContext, ccid: string): Promise<string> {
  return (await installedOrder(api, ccid)).lockSystemId;
}

/** The same, with the order that built it (whose review a guest key opens). */
export async function installedOrder(api: ApiTestContext, ccid: string) {
  const order = await createReadyOrder(api.testApp, { ccid, orderSystemName: 'Plant lockout' });
  expect((await submit(api.testApp, order)).statusCode).toBe(202);
  const systems = (
    await api.app.inject({ url: `/api/customers/${ccid}/lock-systems`, headers: api.staff })
  ).json() as InstalledLockSystem[];
  const system = systems.find((entry) => entry.orders[0]!.orderID === order.orderID)!;
  return { lockSystemId: system.lockSystemID, orderId: order.orderID };
}

/** A submitted order of `tree` for the customer, sent to SAP: the order and its installed system. */
export async function installedTree(api: ApiTestContext, ccid: string, tree: LockSystemTree) {
  const created = (
    await api.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: buildCreateOrder({ ccid, orderSystemName: 'Mill lockout' }),
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
  const order = (await api.app.inject({ url: `/api/orders/${created.orderID}`, headers: api.staff })).json();
  expect((await submit(api.testApp, order)).statusCode).toBe(202);
  await settled(api.testApp, system.orderLockSystemID);
  const systems = (
    await api.app.inject({ url: `/api/customers/${ccid}/lock-systems`, headers: api.staff })
  ).json() as InstalledLockSystem[];
  return systems.find((entry) => entry.orders[0]!.orderID === created.orderID)!;
}
