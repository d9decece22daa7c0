import { expect, type Browser } from '@playwright/test';
import { APP_URL } from './env.ts';
import { asAdmin } from './sign-in.ts';

/**
 * A SAP order number no other test or run uses, nine digits without a leading zero: the tests
 * compare it with SAP's number stripped of its zeros, and the clock's last nine digits began with
 * 000 on 2026-11-30.
 */
export const uniqueOrderNumber = () => String(100_000_000 + (Date.now() % 900_000_000));

/** A sales order (or quotation) the SAP stand-in holds, with two Safekey lines, as a rep makes one in SAP. */
export async function madeInSap(browser: Browser, number: string, soldToParty: string, category = 'order') {
  await asAdmin(browser, async (admin, authorization) => {
    const made = await admin.request.post(`${APP_URL}/api/dev/sap-orders`, {
      headers: { authorization },
      data: {
        category,
        salesOrder: number,
        soldToParty,
        currency: 'USD',
        items: [
          { item: '10', material: 'SAFEKEY' },
          { item: '20', material: 'SAFEKEY' },
        ],
      },
    });
    expect(made.status()).toBe(201);
  });
}
