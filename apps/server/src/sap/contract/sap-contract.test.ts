import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPublishedMetadata } from '../../cli/sap-schema.ts';
import { createSapSender, type SapDocumentSettings } from '../../submissions/sap-sender.ts';
import { createSapClient } from '../sap-client.ts';
import { SAP_READ_FIELDS } from '../sap-fields.ts';
import { readEdmx, type EdmService } from './edmx.ts';
import { checkQuery, isFault, resolveResource } from './odata-request.ts';
import { checkBody } from './odata-body.ts';
import { SAP_SCHEMA, SAP_SERVICE_NAMES } from './sap-schema.ts';

/**
 * The contract test of issue 25: everything Keyplan sends to SAP and reads from it, checked against
 * SAP's published metadata read straight from the EDMX files — every entity set, key, navigation,
 * property, Edm type and length of the requests of an order, a quote, a reorder, a Safekey line
 * update, an engraving update, a cancellation, a status read and a partner look-up.
 */
const BASE = 'https://s4.example.com/sap/opu/odata/sap';

const published: Record<string, EdmService> = Object.fromEntries(
  SAP_SERVICE_NAMES.map((service) => [
    service,
    readEdmx(readFileSync(new URL(`metadata/${service}.edmx`, import.meta.url), 'utf8')),
  ]),
);

interface Recorded {
  service: string;
  method: string;
  path: string;
  params: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** A SAP that records what it is sent and answers just enough for each call to go on. */
function recordingSap() {
  const requests: Recorded[] = [];
  const json = (status: number, d: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify({ d }), { status, headers: { 'content-type': 'application/json', ...headers } });
  const fake: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const [service, ...rest] = decodeURIComponent(
      url.pathname.slice(BASE.length - 'https://s4.example.com'.length + 1),
    ).split('/');
    const path = rest.join('/');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    if (path === '') return json(200, { EntitySets: [] }, { 'x-csrf-token': 'token' });
    requests.push({
      service: service!,
      method,
      path,
      params: url.searchParams,
      headers: new Headers(init?.headers),
      body,
    });
    if (method === 'PATCH') return new Response(null, { status: 204 });
    if (method === 'POST')
      return json(201, {
        SalesOrder: '1',
        SalesQuotation: '20000001',
        ...(body as object),
        to_Item: { results: [{ SalesOrderItem: '10', SalesQuotationItem: '10' }] },
      });
    if (path.endsWith('/to_Text'))
      return json(200, { results: [{ Language: 'EN', LongTextID: '0002', LongText: 'old' }] });
    if (path.endsWith('/to_PricingElement'))
      return json(200, {
        results: [{ ConditionType: 'PR00', PricingProcedureStep: '010', PricingProcedureCounter: '001' }],
      });
    if (path.endsWith(')'))
      return json(200, { SalesOrder: '1', SalesOrderItem: '10', to_Item: { results: [{ SalesOrderItem: '10' }] } });
    return json(200, { results: [] });
  };
  return { requests, fake };
}

const SETTINGS: SapDocumentSettings = {
  salesOrderType: 'OR',
  quotationType: 'QT',
  safekeyMaterial: 'SAFEKEY',
  priceConditionType: 'PR00',
  engravingTextId: '0002',
  headerNoteTextId: '0002',
};

const payload = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    salesArea: { salesOrganization: '1710', distributionChannel: '10', division: '00' },
    soldToParty: '0000100001',
    purchaseOrderByCustomer: 'PO-4711',
    currency: 'USD',
    totalPriceMinor: 15860,
    systemName: 'North plant',
    engraving: ['LOCK SET 1: front DOCK 4'],
    ...extra,
  });

async function everythingKeyplanSends() {
  const { requests, fake } = recordingSap();
  const sap = createSapClient({ baseUrl: () => BASE, username: 'u', password: 'p', timeoutMs: 1000, fetch: fake });
  const send = createSapSender(sap, SETTINGS);
  const row = (kind: string, extra: Record<string, unknown> = {}) => ({
    kind: kind as 'order',
    idempotency_reference: 'KP-0123456789ABCDE',
    payload_json: payload(extra),
    created_at: new Date().toISOString(),
  });
  const target = {
    category: 'order' as const,
    number: '0000000001',
    item: '10',
    reference: 'KP-1',
    soldToParty: '0000100001',
    queuedAt: new Date().toISOString(),
  };
  await send(row('order'));
  await send(row('order', { originalSalesOrder: '0000000001', installedSystemName: 'North plant' }));
  await send(row('quote', { quote: { shipToParty: '0000100002', note: 'Attention: Ann Lee' } }));
  await send(row('lineUpdate', { sapLine: { salesOrder: '0000004711', salesOrderItem: '20' } }));
  await send(
    {
      ...row('engravingUpdate'),
      payload_json: JSON.stringify({ marker: 'Keyplan engraving change 1', text: 'Keyplan engraving change 1\nX' }),
    },
    async () => {},
    target,
  );
  await send(
    { ...row('cancel'), payload_json: JSON.stringify({ reason: 'No longer needed', rejectionReason: 'ZK' }) },
    async () => {},
    {
      ...target,
      number: null,
      category: 'quotation',
    },
  );
  await sap.rejectItem('order', '1', '10', 'ZK');
  await sap.getDocument('order', '1');
  await sap.getDocument('quotation', '20000001');
  await sap.getBusinessPartnerOfCustomer('100001');
  return requests;
}

describe("SAP's published contract", () => {
  it('is what the stand-in and the client are generated from (npm run sap:schema)', () => {
    expect(SAP_SCHEMA).toEqual(published);
    expect(readPublishedMetadata()).toEqual(published);
  });

  it('holds every request Keyplan sends: entity sets, keys, navigations, filters, properties, types and lengths', async () => {
    const requests = await everythingKeyplanSends();
    expect(requests.length).toBeGreaterThan(15);
    const faults = requests.flatMap((request) => {
      const schema = published[request.service]!;
      const resource = resolveResource(schema, request.path);
      if (isFault(resource)) return [`${request.method} ${request.path}: ${resource.message}`];
      const query = checkQuery(schema, resource, request.params);
      if (isFault(query)) return [`${request.method} ${request.path}: ${query.message}`];
      const mode = request.method === 'POST' ? 'create' : request.method === 'PATCH' ? 'update' : undefined;
      const problem =
        mode && checkBody(schema, mode === 'create' ? resource.target.typeName : resource.typeName, request.body, mode);
      return problem ? [`${request.method} ${request.path}: ${problem.message}`] : [];
    });
    expect(faults).toEqual([]);
  });

  it('sends If-Match with every update', async () => {
    const updates = (await everythingKeyplanSends()).filter((request) => request.method === 'PATCH');
    expect(updates.map((request) => request.path)).toEqual(
      expect.arrayContaining([
        "A_SalesOrderItem(SalesOrder='0000004711',SalesOrderItem='20')",
        "A_SalesOrderItemPrElement(SalesOrder='0000004711',SalesOrderItem='20',PricingProcedureStep='010',PricingProcedureCounter='001')",
        "A_SalesOrderItemText(SalesOrder='0000000001',SalesOrderItem='10',Language='EN',LongTextID='0002')",
        "A_SalesOrderItem(SalesOrder='0000000001',SalesOrderItem='10')",
      ]),
    );
    expect(updates.filter((request) => !request.headers.get('if-match'))).toEqual([]);
  });

  it('never names a sales order as the header reference of a new order (SAP copies from quotations and contracts there)', async () => {
    const creates = (await everythingKeyplanSends()).filter(
      (request) => request.method === 'POST' && request.path === 'A_SalesOrder',
    );
    expect(creates).toHaveLength(2);
    for (const create of creates) expect(create.body).not.toHaveProperty('ReferenceSDDocument');
    const reorder = creates[1]!.body as { to_Text: { LongText: string }[] };
    expect(reorder.to_Text[0]!.LongText).toContain('installed with SAP sales order 0000000001');
  });

  it('writes the engraving with the first order, and the quote’s reference on its header note', async () => {
    const requests = await everythingKeyplanSends();
    const [order] = requests.filter((request) => request.method === 'POST' && request.path === 'A_SalesOrder');
    expect((order!.body as { to_Item: { to_Text: unknown[] }[] }).to_Item[0]!.to_Text).toEqual([
      {
        Language: 'EN',
        LongTextID: '0002',
        LongText: 'Keyplan engraving as submitted (KP-0123456789ABCDE)\nLOCK SET 1: front DOCK 4',
      },
    ]);
    const quote = requests.find((request) => request.method === 'POST' && request.path === 'A_SalesQuotation');
    expect((quote!.body as { to_Text: { LongText: string }[] }).to_Text[0]!.LongText).toBe(
      'Keyplan reference KP-0123456789ABCDE\nAttention: Ann Lee',
    );
  });

  it('reads only properties SAP has', () => {
    const missing = Object.entries(SAP_READ_FIELDS).flatMap(([service, types]) =>
      Object.entries(types).flatMap(([typeName, fields]) =>
        (fields as readonly string[])
          .filter((field) => !published[service]!.entityTypes[typeName]?.properties[field])
          .map((field) => `${service} ${typeName}.${field}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
