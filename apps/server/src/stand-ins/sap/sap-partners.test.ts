import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addSapPartner, buildCustomer } from '../../../test-support/factories.ts';
import { createReadyOrder, settled, submit } from '../../../test-support/submission-test-support.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';
import { DEMO_CUSTOMERS } from '../../seed/demo-customers.ts';
import { partnerNumberOf, SAP_ONLY_PARTNERS, standInPartners } from './sap-business-partners.ts';
import { insertMissingPartners } from './sap-partner.repository.ts';

/** Issue 46: the SAP stand-in keeps business partners of its own, never reading Keyplan's customers. */
describe.each(DATABASE_KINDS)('the SAP stand-in’s own business partners (%s)', (database) => {
  // Listening: Keyplan reaches the stand-in over loopback HTTP.
  const api = useTestApp({ database, listen: true, env: { SAP_TIMEOUT_MS: '2000' } });
  const lookUp = (ccid: string) => api.app.inject({ url: `/api/customers/sap/${ccid}`, headers: api.staff });

  it('starts with a partner of every demo customer (same number, name and address) and the SAP-only ones', async () => {
    const partners = await api.testApp.sapStandIn!.partners();
    expect(partners).toHaveLength(DEMO_CUSTOMERS.length + SAP_ONLY_PARTNERS.length);
    for (const customer of DEMO_CUSTOMERS) {
      const partner = partners.find((entry) => entry.Customer === customer.ccid);
      expect(partner).toMatchObject({
        BusinessPartner: partnerNumberOf(customer.ccid),
        BusinessPartnerFullName: customer.name,
        address: {
          StreetName: customer.address.street,
          CityName: customer.address.city,
          Region: customer.address.region,
          PostalCode: customer.address.postalCode,
          Country: customer.address.country,
        },
      });
      // As Keyplan's lookup shows the partner: what the demo customer holds.
      const found = await lookUp(customer.ccid);
      expect(found.json()).toEqual({
        ccid: customer.ccid,
        name: customer.name,
        street: customer.address.street,
        city: customer.address.city,
        region: customer.address.region,
        postalCode: customer.address.postalCode,
        country: customer.address.country,
        language: customer.language,
        existsInKeyplan: true,
      });
    }
    for (const only of SAP_ONLY_PARTNERS) expect(partners).toContainEqual(only);
  });

  it('gives each partner the correspondence language of its address', async () => {
    const languages = Object.fromEntries(
      (await api.testApp.sapStandIn!.partners()).map((partner) => [partner.Customer, partner.CorrespondenceLanguage]),
    );
    expect(languages).toMatchObject({
      '0000100001': 'EN', // Houston, TX
      '0000200001': 'EN', // Sudbury, ON
      '0000200003': 'FR', // Trois-Rivières, QC
      '0000300001': 'DE',
      '0000300002': 'FR',
      '0000300004': 'ES',
      '0000400001': 'EN',
      '0000500003': 'DE',
    });
    for (const language of Object.values(languages)) expect(language).toMatch(/^[A-Z]{2}$/);
  });

  it('makes its partners once: again, or from several instances at once, adds none', async () => {
    const before = await api.testApp.sapStandIn!.partners();
    const added = await Promise.all([1, 2, 3].map(() => insertMissingPartners(api.db, standInPartners())));
    expect(added).toEqual([0, 0, 0]);
    // One missing: of two instances starting together, one adds it.
    await api.db.deleteFrom('sap_business_partners').where('customer', '=', '0000100012').execute();
    const again = await Promise.all([1, 2].map(() => insertMissingPartners(api.db, standInPartners())));
    expect(again.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await api.testApp.sapStandIn!.partners()).toEqual(before);
  });

  it('answers from its own partners: a Keyplan customer renamed or added by hand changes nothing in SAP', async () => {
    await api.db
      .updateTable('customers')
      .set({ name: 'Renamed in Keyplan' })
      .where('ccid', '=', '0000100002')
      .execute();
    expect((await lookUp('100002')).json()).toMatchObject({ name: 'Great Lakes Steel Mill', existsInKeyplan: true });

    const customer = buildCustomer({ ccid: '9000004601', name: 'Hand Added Plant' });
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/customers',
      payload: customer,
      headers: api.staff,
    });
    expect(created.statusCode).toBe(201);
    expect((await lookUp(customer.ccid)).statusCode).toBe(404);
    expect(await api.testApp.sapStandIn!.createPartner({ ...SAP_ONLY_PARTNERS[0]! })).toBe(false);
  });

  it('sells only to its partners: an order of a customer SAP lacks is refused, and sent once SAP has it', async () => {
    const customer = buildCustomer({ ccid: '9000004602', name: 'Not Yet In SAP Ltd' });
    await api.app.inject({ method: 'POST', url: '/api/customers', payload: customer, headers: api.staff });
    const refusedOrder = await createReadyOrder(api.testApp, { ccid: customer.ccid });
    expect((await submit(api.testApp, refusedOrder)).statusCode).toBe(202);
    const refused = await settled(api.testApp, refusedOrder.orderLockSystems[0]!.orderLockSystemID);
    expect(refused).toMatchObject({
      state: 'failed',
      lastError: { code: 'V1/320', message: 'Sold-to party 9000004602 does not exist' },
    });

    expect(await addSapPartner(api.testApp, customer)).toBe(true);
    expect((await lookUp(customer.ccid)).json()).toMatchObject({ name: 'Not Yet In SAP Ltd', city: 'Springfield' });
    const order = await createReadyOrder(api.testApp, { ccid: customer.ccid });
    expect((await submit(api.testApp, order)).statusCode).toBe(202);
    expect(await settled(api.testApp, order.orderLockSystems[0]!.orderLockSystemID)).toMatchObject({ state: 'sent' });
  });
});

describe('the SAP stand-in', () => {
  it('imports nothing of customers/: its partners are its own', () => {
    const folder = new URL('.', import.meta.url);
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
      expect(readFileSync(new URL(file, folder), 'utf8'), file).not.toMatch(/from '[./]*\/customers\//);
    }
  });
});
