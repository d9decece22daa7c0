import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { quotationReferenceLine } from './sap-fields.ts';
import { createSapClient, type NewSalesOrder, type SapClient } from './sap-client.ts';
import { parseSapError, SapError } from './sap-error.ts';
import { decimalToMinor, minorToDecimal, toSapNumber } from './sap-values.ts';

const STAND_IN = { username: 'sap-test', password: 'stand-in-secret' };

function buildSalesOrder(overrides: Partial<NewSalesOrder> = {}): NewSalesOrder {
  return {
    documentType: 'OR',
    reference: 'KP-TEST0000000001',
    salesArea: { salesOrganization: '1710', distributionChannel: '10', division: '00' },
    soldToParty: '100001',
    purchaseOrderByCustomer: 'PO-77',
    currency: 'USD',
    line: { material: 'SAFEKEY', text: 'Safekey North plant', price: '1234.56', priceConditionType: 'PR00' },
    headerTexts: [],
    itemTexts: [
      { language: 'EN', longTextId: '0002', text: 'Keyplan engraving as submitted\nLOCK SET 1: front DOCK 4' },
    ],
    ...overrides,
  };
}

describe('SAP values', () => {
  it('writes minor units as SAP decimals and back', () => {
    expect(minorToDecimal(123456, 'USD')).toBe('1234.56');
    expect(minorToDecimal(5, 'EUR')).toBe('0.05');
    expect(minorToDecimal(1500, 'JPY')).toBe('1500');
    expect(decimalToMinor('1234.560', 'USD')).toBe(123456);
  });

  it('pads numeric SAP numbers to 10 and keeps others as they are', () => {
    expect(toSapNumber('4711')).toBe('0000004711');
    expect(toSapNumber('A-12')).toBe('A-12');
  });

  it("parses SAP's OData v2 error format, and other bodies", () => {
    const error = parseSapError(
      400,
      JSON.stringify({ error: { code: 'V1/382', message: { lang: 'en', value: 'Enter a sold-to party' } } }),
    );
    expect(error).toMatchObject({ status: 400, code: 'V1/382', message: 'Enter a sold-to party', retryable: false });
    expect(parseSapError(502, '<html>Bad gateway</html>')).toMatchObject({ code: 'HTTP502', retryable: true });
  });
});

// One stand-in store for the file: the tests read document numbers in the order they run.
describe('SAP client against the embedded stand-in (over HTTP)', { shuffle: false }, () => {
  let testApp: TestApp;
  let sap: SapClient;
  beforeAll(async () => {
    testApp = await createTestApp({
      listen: true,
      env: { SAP_STANDIN_CREDENTIALS: `${STAND_IN.username}:${STAND_IN.password}`, SAP_TIMEOUT_MS: '1500' },
    });
    sap = createSapClient({
      baseUrl: () => `${testApp.baseUrl}/sap/opu/odata/sap`,
      ...STAND_IN,
      client: '100',
      timeoutMs: 1500,
    });
  });
  beforeEach(() => testApp.sapStandIn!.faults.reset());
  afterAll(async () => testApp.close());

  it('creates a sales order with its Safekey item by deep insert, reads it back and finds it by reference', async () => {
    const created = await sap.createSalesOrder(buildSalesOrder());
    expect(created).toMatchObject({
      number: '0000000001',
      reference: 'KP-TEST0000000001',
      currency: 'USD',
      totalNetAmount: '1234.56',
      soldToParty: '0000100001',
    });
    expect(created.items).toEqual([
      {
        item: '10',
        material: 'SAFEKEY',
        quantity: '1',
        netAmount: '1234.56',
        text: 'Safekey North plant',
        rejectionReason: '',
      },
    ]);
    expect(created.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await sap.getDocument('order', '1')).toEqual(created);
    expect(await sap.findSalesOrderByReference('KP-TEST0000000001')).toEqual(created);
    expect(await sap.findSalesOrderByReference("KP-'NOT-THERE")).toBeUndefined();
    expect(await sap.getDocument('order', '999')).toBeUndefined();
  });

  it('refuses writes without a valid CSRF token, and the client fetches a new one once', async () => {
    const response = await fetch(`${testApp.baseUrl}/sap/opu/odata/sap/API_SALES_ORDER_SRV/A_SalesOrder`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${STAND_IN.username}:${STAND_IN.password}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-csrf-token')).toBe('Required');
    expect(((await response.json()) as { error: { message: { value: string } } }).error.message.value).toBe(
      'CSRF token validation failed',
    );

    await sap.createSalesOrder(buildSalesOrder({ reference: 'KP-TOKEN1' }));
    testApp.sapStandIn!.expireCsrfTokens();
    expect((await sap.createSalesOrder(buildSalesOrder({ reference: 'KP-TOKEN2' }))).reference).toBe('KP-TOKEN2');
  });

  it('refuses an order for a sold-to party it does not know, not retryable', async () => {
    await expect(
      sap.createSalesOrder(buildSalesOrder({ reference: 'KP-NOBODY', soldToParty: '999999' })),
    ).rejects.toMatchObject({ status: 400, code: 'V1/320', retryable: false });
  });

  it('refuses wrong credentials with a non-retryable 401', async () => {
    const intruder = createSapClient({
      baseUrl: () => `${testApp.baseUrl}/sap/opu/odata/sap`,
      username: 'x',
      password: 'y',
      timeoutMs: 1500,
    });
    const error = await intruder.findSalesOrderByReference('KP-1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SapError);
    expect(error).toMatchObject({ status: 401, retryable: false });
  });

  it('turns injected faults into typed errors: 5xx and timeouts retryable, the charted-customer error not', async () => {
    testApp.sapStandIn!.faults.fail5xxNext(1);
    await expect(sap.findSalesOrderByReference('KP-1')).rejects.toMatchObject({ status: 503, retryable: true });
    testApp.sapStandIn!.faults.timeoutNext(1);
    await expect(sap.findSalesOrderByReference('KP-1')).rejects.toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      retryable: true,
    });
    testApp.sapStandIn!.faults.missingChartedCustomerNext(1);
    await expect(sap.createSalesOrder(buildSalesOrder({ reference: 'KP-CHARTED' }))).rejects.toMatchObject({
      status: 400,
      code: 'ZSAFEKEY/001',
      retryable: false,
    });
    expect(await sap.findSalesOrderByReference('KP-CHARTED')).toBeUndefined();
  });

  it('loses the reply of a create after creating the order, as a dropped connection', async () => {
    testApp.sapStandIn!.faults.loseReplyNext(1);
    await expect(sap.createSalesOrder(buildSalesOrder({ reference: 'KP-LOST' }))).rejects.toMatchObject({
      code: 'NETWORK',
      retryable: true,
    });
    expect((await sap.findSalesOrderByReference('KP-LOST'))?.totalNetAmount).toBe('1234.56');
  });

  it('updates the Safekey line of an order made in SAP, the same after a repeat, with If-Match', async () => {
    await testApp.sapStandIn!.createSapMadeOrder({
      salesOrder: '4711',
      soldToParty: '100001',
      currency: 'USD',
      items: [{ item: '10', material: 'SAFEKEY' }],
    });
    const update = {
      salesOrder: '4711',
      salesOrderItem: '10',
      purchaseOrderByCustomer: 'PO-9',
      currency: 'USD',
      line: { material: 'SAFEKEY', text: 'Safekey East', price: '99.50', priceConditionType: 'PR00' },
    };
    await sap.updateSafekeyLine(update);
    await sap.updateSafekeyLine({ ...update, line: { ...update.line, price: '100.00' } });
    const order = await sap.getDocument('order', '0000004711');
    expect(order?.items).toEqual([
      {
        item: '10',
        material: 'SAFEKEY',
        quantity: '1',
        netAmount: '100.00',
        text: 'Safekey East',
        rejectionReason: '',
      },
    ]);
    const stored = (await testApp.sapStandIn!.salesOrders()).find(
      (document) => document.header.SalesOrder === '0000004711',
    );
    expect(stored?.items[0]?.to_PricingElement).toHaveLength(1);
  });

  it('answers 404 to an update of an order SAP does not hold, and never creates it', async () => {
    const before = (await testApp.sapStandIn!.salesOrders()).length;
    await expect(
      sap.updateSafekeyLine({
        salesOrder: '8123',
        salesOrderItem: '10',
        purchaseOrderByCustomer: 'PO',
        currency: 'USD',
        line: { material: 'SAFEKEY', text: 'Safekey', price: '1.00', priceConditionType: 'PR00' },
      }),
    ).rejects.toMatchObject({ status: 404, retryable: false });
    await expect(sap.rejectItem('order', '8123', '10', 'ZK')).rejects.toMatchObject({ status: 404 });
    expect((await testApp.sapStandIn!.salesOrders()).length).toBe(before);
  });

  it('re-reads and sends an update once more when SAP answers 412, and the change lands once', async () => {
    const created = await sap.createSalesOrder(buildSalesOrder({ reference: 'KP-ETAG' }));
    testApp.sapStandIn!.faults.preconditionFailedNext(1);
    await sap.rejectItem('order', created.number, '10', 'ZK');
    const stored = (await testApp.sapStandIn!.salesOrders()).find(
      (document) => document.header.SalesOrder === created.number,
    );
    expect(stored?.items[0]).toMatchObject({ SalesDocumentRjcnReason: 'ZK', _writes: ['item'] });
    testApp.sapStandIn!.faults.preconditionFailedNext(2);
    await expect(sap.rejectItem('order', created.number, '10', 'ZK')).rejects.toMatchObject({ status: 412 });
  });

  it('creates a quotation with the ship-to partner and its reference text, and finds it by that text', async () => {
    const reference = 'KP-QUOTE1';
    const created = await sap.createQuotation({
      ...buildSalesOrder({ reference, documentType: 'QT', itemTexts: [] }),
      shipToParty: '100002',
      headerTexts: [
        { language: 'EN', longTextId: '0002', text: `${quotationReferenceLine(reference)}\nAttention: Ann Lee` },
      ],
    });
    expect(created).toMatchObject({ number: '2000000001', totalNetAmount: '1234.56', reference: null });
    const search = {
      soldToParty: '100001',
      createdOnOrAfter: new Date(Date.now() - 86_400_000),
      referenceTextId: '0002',
    };
    expect(await sap.findQuotationByReference({ ...search, reference })).toEqual(created);
    expect(await sap.findQuotationByReference({ ...search, reference: 'KP-QUOTE2' })).toBeUndefined();
    expect(await sap.findQuotationByReference({ ...search, reference, soldToParty: '100002' })).toBeUndefined();
    expect(await sap.findQuotationByReference({ ...search, reference, referenceTextId: '0001' })).toBeUndefined();
    const [stored] = await testApp.sapStandIn!.quotations();
    expect(stored?.header.to_Partner).toEqual([
      { SalesQuotation: '2000000001', PartnerFunction: 'WE', Customer: '0000100002' },
    ]);
    expect(stored?.header.AssignmentReference).toBeUndefined();
  });

  it('looks a customer up as its business partner (another number) with its standard address, not the first', async () => {
    expect(await sap.getBusinessPartnerOfCustomer('500003')).toEqual({
      businessPartner: '0001500003',
      fullName: 'Rheinland Armaturenwerk GmbH',
      category: '2',
      languageKey: 'DE',
      address: { street: 'Hafenstraße 27', city: 'Duisburg', region: 'NW', postalCode: '47119', country: 'DE' },
    });
    expect((await sap.getBusinessPartnerOfCustomer('100001'))?.address).toMatchObject({
      city: expect.any(String),
      country: expect.stringMatching(/^[A-Z]{2}$/),
    });
    expect(await sap.getBusinessPartnerOfCustomer('999999')).toBeUndefined();
  });
});
