import { SapError, parseSapError } from './sap-error.ts';
import type {
  NewSalesOrder,
  SalesDocumentInput,
  NewSalesQuotation,
  SafekeyLine,
  SafekeyLineUpdate,
  SapBusinessPartner,
  SapBusinessPartnerWithAddress,
  SapItemText,
  SapSalesDocument,
} from './sap-types.ts';
import { fromODataDate, odataString, toSapNumber } from './sap-values.ts';

/**
 * A client of SAP S/4HANA's OData v2 APIs, just what Keyplan needs: `API_SALES_ORDER_SRV`
 * (create a sales order with its Safekey item by deep insert, read it, find it by our reference,
 * update the Safekey line of an order made in SAP), `API_SALES_QUOTATION_SRV` (create and find a
 * quotation) and `API_BUSINESS_PARTNER` (a business partner by number). Writes carry a CSRF token
 * fetched once per service and session (cookies kept), fetched again once on SAP's 403.
 */
export interface SapConnection {
  /** e.g. https://s4.example.com/sap/opu/odata/sap — resolved per call (the stand-in's port is known late). */
  baseUrl: () => string;
  username: string;
  password: string;
  /** SAP client (`sap-client` query parameter), when the system needs one. */
  client?: string | undefined;
  timeoutMs: number;
}

export const SAP_SERVICES = {
  salesOrder: 'API_SALES_ORDER_SRV',
  quotation: 'API_SALES_QUOTATION_SRV',
  businessPartner: 'API_BUSINESS_PARTNER',
} as const;

type Service = (typeof SAP_SERVICES)[keyof typeof SAP_SERVICES];

/** The long text of a Safekey item that carries its engraving (item text ID 0001, "Item note"). */
export const SAP_ENGRAVING_TEXT_ID = '0001';
export const SAP_TEXT_LANGUAGE = 'EN';

/** Where each kind of sales document lives in SAP. */
const DOCUMENT_SETS = {
  order: {
    service: SAP_SERVICES.salesOrder,
    set: 'A_SalesOrder',
    itemSet: 'A_SalesOrderItem',
    numberKey: 'SalesOrder',
    itemKey: 'SalesOrderItem',
  },
  quotation: {
    service: SAP_SERVICES.quotation,
    set: 'A_SalesQuotation',
    itemSet: 'A_SalesQuotationItem',
    numberKey: 'SalesQuotation',
    itemKey: 'SalesQuotationItem',
  },
} as const;

export type SapDocumentCategory = keyof typeof DOCUMENT_SETS;

/** The field of A_SalesOrder and A_SalesQuotation that carries Keyplan's idempotency reference (VBAK-ZUONR, CHAR 18). */
export const SAP_REFERENCE_FIELD = 'AssignmentReference';
export const SAP_REFERENCE_MAX_LENGTH = 18;

export type {
  NewSalesOrder,
  NewSalesQuotation,
  SafekeyLine,
  SafekeyLineUpdate,
  SalesAreaKeys,
  SapBusinessPartner,
  SapBusinessPartnerWithAddress,
  SapDocumentItem,
  SapItemText,
  SapSalesDocument,
} from './sap-types.ts';

type Json = Record<string, unknown>;

interface Session {
  token: string;
  cookies: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

function results(value: unknown): Json[] {
  if (Array.isArray(value)) return value as Json[];
  const inner = (value as { results?: unknown } | undefined)?.results;
  return Array.isArray(inner) ? (inner as Json[]) : [];
}

function toDocument(entity: Json, kind: 'order' | 'quotation'): SapSalesDocument {
  const order = kind === 'order';
  return {
    number: text(order ? entity.SalesOrder : entity.SalesQuotation),
    date: fromODataDate(order ? entity.SalesOrderDate : entity.SalesQuotationDate),
    reference: text(entity[SAP_REFERENCE_FIELD]) || null,
    soldToParty: text(entity.SoldToParty),
    currency: text(entity.TransactionCurrency),
    totalNetAmount: text(entity.TotalNetAmount),
    processStatus: text(entity.OverallSDProcessStatus),
    rejectionStatus: text(entity.OverallSDDocumentRejectionSts),
    items: results(entity.to_Item).map((item) => ({
      item: text(order ? item.SalesOrderItem : item.SalesQuotationItem),
      material: text(item.Material),
      quantity: text(item.RequestedQuantity),
      netAmount: text(item.NetAmount),
      text: text(order ? item.SalesOrderItemText : item.SalesQuotationItemText),
      rejectionReason: text(item.SalesDocumentRjcnReason),
    })),
  };
}

function itemBody(prefix: 'SalesOrder' | 'SalesQuotation', line: SafekeyLine, currency: string) {
  return {
    [`${prefix}Item`]: '10',
    Material: line.material,
    RequestedQuantity: '1',
    [`${prefix}ItemText`]: line.text.slice(0, 40),
    to_PricingElement: [
      { ConditionType: line.priceConditionType, ConditionRateValue: line.price, ConditionCurrency: currency },
    ],
  };
}

function headerBody(
  input: SalesDocumentInput & Pick<NewSalesOrder, 'referenceSalesOrder'>,
  typeField: 'SalesOrderType' | 'SalesQuotationType',
) {
  return {
    ...(input.referenceSalesOrder ? { ReferenceSDDocument: toSapNumber(input.referenceSalesOrder) } : {}),
    [typeField]: input.documentType,
    SalesOrganization: input.salesArea.salesOrganization,
    DistributionChannel: input.salesArea.distributionChannel,
    OrganizationDivision: input.salesArea.division,
    SoldToParty: toSapNumber(input.soldToParty),
    PurchaseOrderByCustomer: input.purchaseOrderByCustomer.slice(0, 35),
    TransactionCurrency: input.currency,
    [SAP_REFERENCE_FIELD]: input.reference,
  };
}

export function createSapClient(connection: SapConnection) {
  const sessions = new Map<Service, Session>();
  const authorization = `Basic ${Buffer.from(`${connection.username}:${connection.password}`).toString('base64')}`;

  function url(service: Service, path: string): string {
    const full = `${connection.baseUrl()}/${service}/${path}`;
    if (!connection.client) return full;
    return `${full}${full.includes('?') ? '&' : '?'}sap-client=${encodeURIComponent(connection.client)}`;
  }

  async function send(target: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(target, { ...init, signal: AbortSignal.timeout(connection.timeoutMs) });
    } catch (error) {
      const cause = error as Error;
      if (cause.name === 'TimeoutError' || cause.name === 'AbortError') {
        throw new SapError(0, 'TIMEOUT', `SAP did not answer within ${connection.timeoutMs} ms`);
      }
      throw new SapError(0, 'NETWORK', `SAP could not be reached: ${cause.message}`);
    }
  }

  async function fetchToken(service: Service): Promise<Session> {
    const response = await send(url(service, ''), {
      method: 'GET',
      headers: { authorization, accept: 'application/json', 'x-csrf-token': 'Fetch' },
    });
    if (!response.ok) throw parseSapError(response.status, await response.text().catch(() => ''));
    await response.arrayBuffer().catch(() => undefined);
    const token = response.headers.get('x-csrf-token');
    if (!token) throw new SapError(response.status, 'CSRF', 'SAP answered without a CSRF token', true);
    const cookies = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const session = { token, cookies };
    sessions.set(service, session);
    return session;
  }

  async function call(service: Service, method: string, path: string, body?: unknown): Promise<Json | undefined> {
    const write = method !== 'GET';
    const attempt = async (session: Session | undefined) =>
      send(url(service, path), {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(session
            ? { 'x-csrf-token': session.token, ...(session.cookies ? { cookie: session.cookies } : {}) }
            : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    let response = await attempt(write ? (sessions.get(service) ?? (await fetchToken(service))) : undefined);
    if (write && response.status === 403) {
      const refused = await response.text().catch(() => '');
      if (
        response.headers.get('x-csrf-token')?.toLowerCase() !== 'required' &&
        !/CSRF token validation failed/i.test(refused)
      ) {
        throw parseSapError(403, refused);
      }
      response = await attempt(await fetchToken(service));
    }
    const answer = await response.text().catch(() => '');
    if (!response.ok) throw parseSapError(response.status, answer);
    if (response.status === 204 || answer === '') return undefined;
    try {
      return (JSON.parse(answer) as { d?: Json }).d ?? {};
    } catch {
      throw new SapError(
        response.status,
        'INVALID_ANSWER',
        `SAP answered ${response.status} with a body that is not JSON`,
        true,
      );
    }
  }

  async function findOne(service: Service, entitySet: string, reference: string, kind: 'order' | 'quotation') {
    const found = await call(
      service,
      'GET',
      `${entitySet}?$filter=${SAP_REFERENCE_FIELD}%20eq%20${odataString(reference)}&$expand=to_Item`,
    );
    const first = results(found)[0];
    return first ? toDocument(first, kind) : undefined;
  }

  async function getDocument(category: SapDocumentCategory, number: string): Promise<SapSalesDocument | undefined> {
    const meta = DOCUMENT_SETS[category];
    try {
      const found = await call(meta.service, 'GET', `${meta.set}(${odataString(toSapNumber(number))})?$expand=to_Item`);
      return found && toDocument(found, category);
    } catch (error) {
      if (error instanceof SapError && error.status === 404) return undefined;
      throw error;
    }
  }

  return {
    /** The sales order carrying our reference, if SAP has one (asked before every send). */
    findSalesOrderByReference: (reference: string) =>
      findOne(SAP_SERVICES.salesOrder, 'A_SalesOrder', reference, 'order'),

    /** Creates a sales order with its Safekey item in one deep insert. */
    async createSalesOrder(input: NewSalesOrder): Promise<SapSalesDocument> {
      const created = await call(SAP_SERVICES.salesOrder, 'POST', 'A_SalesOrder', {
        ...headerBody(input, 'SalesOrderType'),
        to_Item: [itemBody('SalesOrder', input.line, input.currency)],
      });
      return toDocument(created ?? {}, 'order');
    },

    /** A sales order with its items; undefined when SAP does not know it. */
    getSalesOrder: (salesOrder: string) => getDocument('order', salesOrder),

    /** A sales order or quotation with its items and statuses; undefined when SAP does not know it. */
    getDocument,

    /**
     * Rejects one item of a sales order or quotation (`SalesDocumentRjcnReason`): how a document
     * is canceled in SAP without deleting it. Setting the same reason again changes nothing.
     */
    async rejectItem(category: SapDocumentCategory, number: string, item: string, reason: string): Promise<void> {
      const meta = DOCUMENT_SETS[category];
      const keys = `${meta.numberKey}=${odataString(toSapNumber(number))},${meta.itemKey}=${odataString(item)}`;
      await call(meta.service, 'PATCH', `${meta.itemSet}(${keys})`, { SalesDocumentRjcnReason: reason });
    },

    /** The long texts of a sales order item. */
    async getItemTexts(salesOrder: string, salesOrderItem: string): Promise<SapItemText[]> {
      const keys = `SalesOrder=${odataString(toSapNumber(salesOrder))},SalesOrderItem=${odataString(salesOrderItem)}`;
      const found = await call(SAP_SERVICES.salesOrder, 'GET', `A_SalesOrderItem(${keys})/to_Text`);
      return results(found).map((entry) => ({
        language: text(entry.Language),
        longTextId: text(entry.LongTextID),
        text: text(entry.LongText),
      }));
    },

    /** Writes a long text of a sales order item: changed when it exists, else added. */
    async setItemText(salesOrder: string, salesOrderItem: string, longText: SapItemText, exists: boolean) {
      const keys = `SalesOrder=${odataString(toSapNumber(salesOrder))},SalesOrderItem=${odataString(salesOrderItem)}`;
      if (exists) {
        const textKeys = `${keys},Language=${odataString(longText.language)},LongTextID=${odataString(longText.longTextId)}`;
        await call(SAP_SERVICES.salesOrder, 'PATCH', `A_SalesOrderItemText(${textKeys})`, { LongText: longText.text });
      } else {
        await call(SAP_SERVICES.salesOrder, 'POST', `A_SalesOrderItem(${keys})/to_Text`, {
          Language: longText.language,
          LongTextID: longText.longTextId,
          LongText: longText.text,
        });
      }
    },

    /**
     * Sets the Safekey line of a sales order made in SAP: quantity 1, the text, the customer's PO,
     * and its price condition (changed when there is one, else added). Repeating it changes nothing more.
     */
    async updateSafekeyLine(update: SafekeyLineUpdate): Promise<void> {
      const keys = `SalesOrder=${odataString(toSapNumber(update.salesOrder))},SalesOrderItem=${odataString(update.salesOrderItem)}`;
      await call(SAP_SERVICES.salesOrder, 'PATCH', `A_SalesOrderItem(${keys})`, {
        RequestedQuantity: '1',
        SalesOrderItemText: update.line.text.slice(0, 40),
        PurchaseOrderByCustomer: update.purchaseOrderByCustomer.slice(0, 35),
      });
      const elements = results(
        await call(SAP_SERVICES.salesOrder, 'GET', `A_SalesOrderItem(${keys})/to_PricingElement`),
      );
      const current = elements.find((element) => element.ConditionType === update.line.priceConditionType);
      const price = { ConditionRateValue: update.line.price, ConditionCurrency: update.currency };
      if (current) {
        const elementKeys = `${keys},PricingProcedureStep=${odataString(text(current.PricingProcedureStep))},PricingProcedureCounter=${odataString(text(current.PricingProcedureCounter))}`;
        await call(SAP_SERVICES.salesOrder, 'PATCH', `A_SalesOrderItemPrElement(${elementKeys})`, price);
      } else {
        await call(SAP_SERVICES.salesOrder, 'POST', `A_SalesOrderItem(${keys})/to_PricingElement`, {
          ConditionType: update.line.priceConditionType,
          ...price,
        });
      }
    },

    findQuotationByReference: (reference: string) =>
      findOne(SAP_SERVICES.quotation, 'A_SalesQuotation', reference, 'quotation'),

    /** Creates a quotation with its Safekey item, the ship-to partner and the people as a header note. */
    async createQuotation(input: NewSalesQuotation): Promise<SapSalesDocument> {
      const created = await call(SAP_SERVICES.quotation, 'POST', 'A_SalesQuotation', {
        ...headerBody(input, 'SalesQuotationType'),
        to_Partner: [{ PartnerFunction: 'WE', Customer: toSapNumber(input.shipToParty) }],
        to_Text: [{ Language: 'EN', LongTextID: '0001', LongText: input.note }],
        to_Item: [itemBody('SalesQuotation', input.line, input.currency)],
      });
      return toDocument(created ?? {}, 'quotation');
    },

    /** A business partner by number; undefined when SAP does not know it. */
    async getBusinessPartner(number: string): Promise<SapBusinessPartner | undefined> {
      try {
        const found = await call(
          SAP_SERVICES.businessPartner,
          'GET',
          `A_BusinessPartner(${odataString(toSapNumber(number))})`,
        );
        return (
          found && {
            businessPartner: text(found.BusinessPartner),
            fullName: text(found.BusinessPartnerFullName),
            category: text(found.BusinessPartnerCategory),
          }
        );
      } catch (error) {
        if (error instanceof SapError && error.status === 404) return undefined;
        throw error;
      }
    },

    /** A business partner with its first address (`$expand=to_BusinessPartnerAddress`); undefined when SAP does not know it. */
    async getBusinessPartnerWithAddress(number: string): Promise<SapBusinessPartnerWithAddress | undefined> {
      try {
        const found = await call(
          SAP_SERVICES.businessPartner,
          'GET',
          `A_BusinessPartner(${odataString(toSapNumber(number))})?$expand=to_BusinessPartnerAddress`,
        );
        if (!found) return undefined;
        const [first] = results(found.to_BusinessPartnerAddress);
        return {
          businessPartner: text(found.BusinessPartner),
          fullName: text(found.BusinessPartnerFullName),
          category: text(found.BusinessPartnerCategory),
          address: first
            ? {
                street: [text(first.StreetName), text(first.HouseNumber)].filter(Boolean).join(' '),
                city: text(first.CityName),
                region: text(first.Region),
                postalCode: text(first.PostalCode),
                country: text(first.Country),
              }
            : null,
        };
      } catch (error) {
        if (error instanceof SapError && error.status === 404) return undefined;
        throw error;
      }
    },
  };
}

export type SapClient = ReturnType<typeof createSapClient>;
