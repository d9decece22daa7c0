import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InstalledLockSystem, LockSystemTree, SafekeyOrder } from '@keyplan/domain';
import { expect } from 'vitest';
import { createReadyOrder, submit } from './submission-test-support.ts';
import type { ApiTestContext } from './use-test-app.ts';
import { installTree } from './installed-systems.ts';

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
  return (await installTree(api, ccid, tree, { orderSystemName: 'Mill lockout' })).lockSystem;
}

/** The order as sent, once SAP's stand-in has marked it delivered and billed (Completed). */
export async function deliveredInSap(api: ApiTestContext, orderID: string): Promise<SafekeyOrder> {
  const sent = (await api.app.inject({ url: `/api/orders/${orderID}`, headers: api.staff })).json() as SafekeyOrder;
  const delivered = await api.app.inject({
    method: 'PUT',
    url: `/api/dev/sap-documents/order/${sent.sapOrderNumber}/status`,
    payload: { status: 'completed' },
    headers: api.admin,
  });
  expect(delivered.statusCode, delivered.body).toBe(204);
  return sent;
}

/** A PDF's text as poppler's pdftotext reads it (layout kept). */
export function pdfTextOf(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'key-register-pdf-')), 'document.pdf');
  writeFileSync(file, pdf);
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
