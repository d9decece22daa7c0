import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

const STAND_IN = { username: 'sap-strict', password: 'strict-secret' };
const AUTH = `Basic ${Buffer.from(`${STAND_IN.username}:${STAND_IN.password}`).toString('base64')}`;

/** The stand-in refuses what SAP's published contract refuses (decision 0025), over raw OData. */
describe('the embedded SAP stand-in holds requests to the published metadata', () => {
  let testApp: TestApp;
  let session: { token: string; cookie: string };

  async function odata(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${testApp.baseUrl}/sap/opu/odata/sap/${path}`, {
      method,
      headers: {
        authorization: AUTH,
        accept: 'application/json',
        ...(method === 'GET' ? {} : { 'x-csrf-token': session.token, cookie: session.cookie }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const json = text
      ? (JSON.parse(text) as { d?: Record<string, unknown>; error?: { code: string; message: { value: string } } })
      : {};
    return { status: response.status, ...json };
  }

  const order = (overrides: Record<string, unknown> = {}) => ({
    SalesOrderType: 'OR',
    SalesOrganization: '1710',
    DistributionChannel: '10',
    OrganizationDivision: '00',
    SoldToParty: '100001',
    TransactionCurrency: 'USD',
    AssignmentReference: 'KP-STRICT',
    to_Item: [
      {
        SalesOrderItem: '10',
        Material: 'SAFEKEY',
        RequestedQuantity: '1',
        to_PricingElement: [{ ConditionType: 'PR00', ConditionRateValue: '10.00', ConditionCurrency: 'USD' }],
      },
    ],
    ...overrides,
  });

  beforeAll(async () => {
    testApp = await createTestApp({
      listen: true,
      env: { SAP_STANDIN_CREDENTIALS: `${STAND_IN.username}:${STAND_IN.password}` },
    });
    const response = await fetch(`${testApp.baseUrl}/sap/opu/odata/sap/API_SALES_ORDER_SRV/`, {
      headers: { authorization: AUTH, 'x-csrf-token': 'Fetch' },
    });
    session = {
      token: response.headers.get('x-csrf-token')!,
      cookie: response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; '),
    };
  });
  afterAll(async () => testApp.close());

  it('creates an order and shows its numbers without leading zeros, with only the fields SAP has', async () => {
    const created = await odata('POST', 'API_SALES_ORDER_SRV/A_SalesOrder', order());
    expect(created.status).toBe(201);
    expect(created.d).toMatchObject({ SalesOrder: '1', SoldToParty: '100001', TotalNetAmount: '10.00' });
    expect(created.d).not.toHaveProperty('OverallBillingStatus');
    expect((created.d!.__metadata as { etag?: string }).etag).toMatch(/^W\/"datetimeoffset'/);
    const read = await odata('GET', "API_SALES_ORDER_SRV/A_SalesOrder('0000000001')");
    expect(read.d).toMatchObject({ SalesOrder: '1' });
  });

  it('answers a business partner with the properties A_BusinessPartner has, its correspondence language among them', async () => {
    const byCustomer = await odata(
      'GET',
      "API_BUSINESS_PARTNER/A_BusinessPartner?$filter=Customer eq '200003'&$select=BusinessPartner,CorrespondenceLanguage",
    );
    const [partner] = (byCustomer.d as { results: Record<string, unknown>[] }).results;
    expect(partner).toMatchObject({
      BusinessPartner: '1200003',
      Customer: '200003',
      BusinessPartnerFullName: 'Laurentian Pulp & Paper',
      CorrespondenceLanguage: 'FR',
    });
    const byNumber = await odata('GET', "API_BUSINESS_PARTNER/A_BusinessPartner('1100001')");
    expect(byNumber.d).toMatchObject({ Customer: '100001', CorrespondenceLanguage: 'EN' });
    expect(Object.keys(byNumber.d!).filter((name) => !name.startsWith('__') && !name.startsWith('to_'))).toEqual([
      'BusinessPartner',
      'Customer',
      'BusinessPartnerCategory',
      'BusinessPartnerFullName',
      'CorrespondenceLanguage',
    ]);
    expect((await odata('GET', "API_BUSINESS_PARTNER/A_BusinessPartner('1999999')")).status).toBe(404);
  });

  it.each([
    [
      'an unknown property',
      'API_SALES_ORDER_SRV/A_SalesOrder',
      order({ NoSuchProperty: 'x' }),
      'Property NoSuchProperty not found in type A_SalesOrderType',
    ],
    [
      'a string over its MaxLength',
      'API_SALES_ORDER_SRV/A_SalesOrder',
      order({ PurchaseOrderByCustomer: 'P'.repeat(36) }),
      'longer than 35',
    ],
    [
      'a sales organization over 4 characters',
      'API_SALES_ORDER_SRV/A_SalesOrder',
      order({ SalesOrganization: '17100' }),
      'longer than 4',
    ],
    [
      'a decimal sent as a number',
      'API_SALES_ORDER_SRV/A_SalesOrder',
      order({ to_Item: [{ SalesOrderItem: '10', Material: 'SAFEKEY', RequestedQuantity: 1 }] }),
      'must be a decimal sent as a string',
    ],
    [
      'a read-only field',
      'API_SALES_ORDER_SRV/A_SalesOrder',
      order({ OverallSDProcessStatus: 'C' }),
      'cannot be set on create',
    ],
    [
      'AssignmentReference on a quotation',
      'API_SALES_QUOTATION_SRV/A_SalesQuotation',
      { SalesQuotationType: 'QT', SoldToParty: '100001', AssignmentReference: 'KP-Q' },
      'Property AssignmentReference not found in type A_SalesQuotationType',
    ],
  ])('refuses %s with 400 in SAP’s error format', async (_what, path, body, message) => {
    const answer = await odata('POST', path, body);
    expect(answer.status).toBe(400);
    expect(answer.error?.message.value).toContain(message);
    expect(answer.error?.code).toMatch(/^\/IWBEP\//);
  });

  it.each([
    [
      "API_SALES_QUOTATION_SRV/A_SalesQuotation?$filter=AssignmentReference eq 'KP-1'",
      400,
      'Property AssignmentReference not found',
    ],
    ["API_SALES_ORDER_SRV/A_SalesOrder?$filter=NoSuchField eq '1'", 400, 'Property NoSuchField not found'],
    ['API_SALES_ORDER_SRV/A_SalesOrder?$expand=to_Nowhere', 400, 'Property to_Nowhere not found'],
    ["API_SALES_ORDER_SRV/A_SalesOrder(SalesOrder='1',Extra='2')", 400, 'Property Extra not found'],
    ["API_SALES_ORDER_SRV/A_SalesOrder('1')/to_Nothing", 400, 'Property to_Nothing not found'],
    ["API_SALES_QUOTATION_SRV/A_SalesQuotationText?$filter=LongText eq 'x'", 400, 'cannot be filtered'],
    ['API_SALES_ORDER_SRV/A_NoSuchSet', 404, "Resource not found for segment 'A_NoSuchSet'"],
  ])('refuses the read %s', async (path, status, message) => {
    const answer = await odata('GET', path);
    expect(answer.status).toBe(status);
    expect(answer.error?.message.value).toContain(message);
  });

  it('asks updates for If-Match (428), refuses a stale ETag (412) and answers 404 for what it does not hold', async () => {
    const item = "API_SALES_ORDER_SRV/A_SalesOrderItem(SalesOrder='1',SalesOrderItem='10')";
    expect((await odata('PATCH', item, { SalesDocumentRjcnReason: 'ZK' })).status).toBe(428);
    expect((await odata('PATCH', item, { SalesDocumentRjcnReason: 'ZK' }, { 'if-match': '*' })).status).toBe(204);
    expect((await odata('PATCH', item, { NetAmount: '1.00' }, { 'if-match': '*' })).status).toBe(400);
    const missing = "API_SALES_ORDER_SRV/A_SalesOrderItem(SalesOrder='4242',SalesOrderItem='10')";
    expect((await odata('PATCH', missing, { SalesDocumentRjcnReason: 'ZK' }, { 'if-match': '*' })).status).toBe(404);
    expect((await odata('GET', "API_SALES_ORDER_SRV/A_SalesOrder('4242')")).status).toBe(404);
  });
});
