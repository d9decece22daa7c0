import { randomBytes } from 'node:crypto';
import type { CreateOrderInput, NewCustomerInput, SafekeyOrder } from '@keyplan/domain';
import { ROLES } from '@keyplan/domain';
import { toSapNumber } from '../src/sap/sap-values.ts';
import { languageOfAddress } from '../src/seed/demo-customers.ts';
import { customerPartner } from '../src/stand-ins/sap/sap-business-partners.ts';
import { insertViewAuthorization } from '../src/view/view-authorization.repository.ts';
import { mintAccessToken, type TestApp } from './test-app.ts';

/** A new customer as POST /customers takes it; override what a test is about. */
export function buildCustomer(overrides: Partial<NewCustomerInput> = {}): NewCustomerInput {
  return {
    ccid: '9000000001',
    name: 'Test Plant Inc',
    address: { street: '1 Test Way', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' },
    salesArea: 'US10',
    contacts: [{ firstName: 'Terry', lastName: 'Tester', email: 'terry@testplant.example.com', phone: null }],
    ...overrides,
  };
}

/**
 * Makes a customer a test adds to Keyplan by hand (POST /customers, insertCustomers) a business
 * partner of the SAP stand-in as well, with the same number, name and address, as a real customer
 * is one of SAP's: the stand-in keeps partners of its own and refuses an order sold to any other.
 * Answers false when the stand-in has that partner already.
 */
export async function addSapPartner(
  app: Pick<TestApp, 'sapStandIn'>,
  customer: Pick<NewCustomerInput, 'ccid' | 'name' | 'address'>,
): Promise<boolean> {
  if (!app.sapStandIn) throw new Error('the SAP stand-in does not run in this test app');
  const { address } = customer;
  return app.sapStandIn.createPartner(
    customerPartner(toSapNumber(customer.ccid), customer.name, languageOfAddress(address.country, address.region), {
      StreetName: address.street,
      HouseNumber: '',
      CityName: address.city,
      Region: address.region,
      PostalCode: address.postalCode,
      Country: address.country,
    }),
  );
}

/** A new order as POST /orders takes it, for a seeded demo customer. */
export function buildCreateOrder(overrides: Partial<CreateOrderInput> = {}): CreateOrderInput {
  return {
    orderType: 'order',
    ccid: '0000100001',
    sapOrderNumber: null,
    sapLineNumber: null,
    quoteNumber: null,
    orderSystemName: 'North plant lockout',
    orderPONumber: 'PO-1',
    currency: 'USD',
    salesArea: 'US10',
    comments: '',
    systemBucketType: 'SP6',
    ...overrides,
  };
}

/** Quote requirements as PUT …/quote-requirements takes them, for the quote's first lock system at its version. */
export function buildQuoteRequirements(quote: SafekeyOrder, overrides: Record<string, unknown> = {}) {
  return {
    quoteNumber: null,
    orderLockSystemId: quote.orderLockSystems[0]!.orderLockSystemID,
    salesArea: 'US10',
    submitToSAP: true,
    soldTo: '100001',
    soldToDisplay: 'Acme Plant',
    shipTo: '100002',
    shipToDisplay: 'Acme Warehouse',
    shipToAttention: { firstName: 'Ann', lastName: 'Lee', email: 'ann@acme.example.com' },
    soldToContact: { firstName: 'Bo', lastName: 'Chen', email: 'bo@acme.example.com' },
    soldToReferenceNumber: 'RFQ-42',
    expectedVersion: quote.version,
    ...overrides,
  };
}

export async function staffHeaders(app: TestApp) {
  return { authorization: `Bearer ${await mintAccessToken(app)}` };
}

export async function adminHeaders(app: TestApp) {
  return {
    authorization: `Bearer ${await mintAccessToken(app, { subject: 'admin', email: 'admin@example.com', groups: [ROLES.staff, ROLES.admin] })}`,
  };
}

export async function viewerHeaders(app: TestApp) {
  return {
    authorization: `Bearer ${await mintAccessToken(app, { subject: 'viewer', email: 'viewer@example.com', groups: [] })}`,
  };
}

/** Issues a guest key for an order directly in the database (issuing by pass code comes later). */
export async function guestKeyFor(app: TestApp, orderId: string, expiresInMs = 15 * 60 * 1000): Promise<string> {
  const key = randomBytes(24).toString('base64url');
  await insertViewAuthorization(app.db, key, orderId, new Date(Date.now() + expiresInMs));
  return key;
}
