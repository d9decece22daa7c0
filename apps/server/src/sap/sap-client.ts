import { SapError } from './sap-error.ts';
import { createSapTransport, etagOf, type Json, type SapConnection } from './sap-transport.ts';
import type {
  NewSalesOrder,
  NewSalesQuotation,
  QuotationSearch,
  SafekeyLine,
  SafekeyLineUpdate,
  SalesDocumentInput,
  SapBusinessPartnerWithAddress,
  SapLongText,
  SapSalesDocument,
} from './sap-types.ts';
import { fromODataDate, odataString, results, toSapNumber } from './sap-values.ts';
import { standardAddress } from './business-partner-address.ts';

/**
 * A client of SAP S/4HANA's OData v2 APIs, just what Keyplan needs, written to SAP's published
 * metadata (apps/server/src/sap/contract/metadata, decision 0025): `API_SALES_ORDER_SRV` (create a
 * sales order with its Safekey item and texts by deep insert, read it, find it by our
 * AssignmentReference, update the Safekey line of an order made in SAP, its long text, reject it),
 * `API_SALES_QUOTATION_SRV` (create a quotation, find it by the reference on its header text,
 * reject it) and `API_BUSINESS_PARTNER` (a customer's business partner and standard address).
 */
export type { SapConnection } from './sap-transport.ts';

export const SAP_SERVICES = {
  salesOrder: 'API_SALES_ORDER_SRV',
  quotation: 'API_SALES_QUOTATION_SRV',
  businessPartner: 'API_BUSINESS_PARTNER',
} as const;

export const SAP_TEXT_LANGUAGE = 'EN';

/** Where each kind of sales document lives in SAP. */
const DOCUMENT_SETS = {
  order: {
    service: SAP_SERVICES.salesOrder,
    set: 'A_SalesOrder',
    itemSet: 'A_SalesOrderItem',
    numberKey: 'SalesOrder',
    itemKey: 'SalesOrderItem',
    typeField: 'SalesOrderType',
    dateField: 'SalesOrderDate',
    itemTextField: 'SalesOrderItemText',
  },
  quotation: {
    service: SAP_SERVICES.quotation,
    set: 'A_SalesQuotation',
    itemSet: 'A_SalesQuotationItem',
    numberKey: 'SalesQuotation',
    itemKey: 'SalesQuotationItem',
    typeField: 'SalesQuotationType',
    dateField: 'SalesQuotationDate',
    itemTextField: 'SalesQuotationItemText',
  },
} as const;

export type SapDocumentCategory = keyof typeof DOCUMENT_SETS;

/** The field of A_SalesOrder that carries Keyplan's idempotency reference (VBAK-ZUONR, CHAR 18); quotations have none. */
export const SAP_REFERENCE_FIELD = 'AssignmentReference';
export const SAP_REFERENCE_MAX_LENGTH = 18;

/** The first line of a quotation's reference text: how a quotation is found again after a lost reply. */
export function quotationReferenceLine(reference: string): string {
  return `Keyplan reference ${reference}`;
}

/**
 * Every property Keyplan reads from SAP's answers, by entity type: the contract test checks each
 * against the published metadata, as it checks what Keyplan writes.
 */
export const SAP_READ_FIELDS = {
  API_SALES_ORDER_SRV: {
    A_SalesOrderType: [
      'SalesOrder',
      'SalesOrderDate',
      'AssignmentReference',
      'SoldToParty',
      'TransactionCurrency',
      'TotalNetAmount',
      'OverallSDProcessStatus',
      'OverallDeliveryStatus',
      'OverallOrdReltdBillgStatus',
      'OverallSDDocumentRejectionSts',
    ],
    A_SalesOrderItemType: [
      'SalesOrderItem',
      'Material',
      'RequestedQuantity',
      'NetAmount',
      'SalesOrderItemText',
      'SalesDocumentRjcnReason',
    ],
    A_SalesOrderItemTextType: ['Language', 'LongTextID', 'LongText'],
    A_SalesOrderItemPrElementType: ['ConditionType', 'PricingProcedureStep', 'PricingProcedureCounter'],
  },
  API_SALES_QUOTATION_SRV: {
    A_SalesQuotationType: [
      'SalesQuotation',
      'SalesQuotationDate',
      'SoldToParty',
      'TransactionCurrency',
      'TotalNetAmount',
      'OverallSDProcessStatus',
      'OverallSDDocumentRejectionSts',
    ],
    A_SalesQuotationItemType: [
      'SalesQuotationItem',
      'Material',
      'RequestedQuantity',
      'NetAmount',
      'SalesQuotationItemText',
      'SalesDocumentRjcnReason',
    ],
    A_SalesQuotationTextType: ['Language', 'LongTextID', 'LongText'],
  },
  API_BUSINESS_PARTNER: {
    A_BusinessPartnerType: ['BusinessPartner', 'Customer', 'BusinessPartnerFullName', 'BusinessPartnerCategory'],
    A_BusinessPartnerAddressType: [
      'AddressID',
      'ValidityStartDate',
      'ValidityEndDate',
      'StreetName',
      'HouseNumber',
      'CityName',
      'Region',
      'PostalCode',
      'Country',
    ],
    A_BuPaAddressUsageType: ['AddressUsage', 'StandardUsage', 'ValidityStartDate', 'ValidityEndDate'],
  },
} as const;

export type {
  NewSalesOrder,
  NewSalesQuotation,
  QuotationSearch,
  SafekeyLine,
  SafekeyLineUpdate,
  SalesAreaKeys,
  SapBusinessPartner,
  SapBusinessPartnerWithAddress,
  SapDocumentItem,
  SapLongText,
  SapSalesDocument,
} from './sap-types.ts';

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

function toDocument(entity: Json, category: SapDocumentCategory): SapSalesDocument {
  const meta = DOCUMENT_SETS[category];
  return {
    // SAP shows document and partner numbers without leading zeros; Keyplan keeps them as SAP keys them (CHAR10).
    number: toSapNumber(text(entity[meta.numberKey])),
    date: fromODataDate(entity[meta.dateField]),
    reference: text(entity[SAP_REFERENCE_FIELD]) || null,
    soldToParty: toSapNumber(text(entity.SoldToParty)),
    currency: text(entity.TransactionCurrency),
    totalNetAmount: text(entity.TotalNetAmount),
    processStatus: text(entity.OverallSDProcessStatus),
    deliveryStatus: text(entity.OverallDeliveryStatus),
    billingStatus: text(entity.OverallOrdReltdBillgStatus),
    rejectionStatus: text(entity.OverallSDDocumentRejectionSts),
    items: results(entity.to_Item).map((item) => ({
      item: text(item[meta.itemKey]).replace(/^0+(?=\d)/, ''),
      material: text(item.Material),
      quantity: text(item.RequestedQuantity),
      netAmount: text(item.NetAmount),
      text: text(item[meta.itemTextField]),
      rejectionReason: text(item.SalesDocumentRjcnReason),
    })),
  };
}

function toTexts(entries: unknown): SapLongText[] {
  return results(entries).map((entry) => ({
    language: text(entry.Language),
    longTextId: text(entry.LongTextID),
    text: text(entry.LongText),
  }));
}

const textBody = (longText: SapLongText) => ({
  Language: longText.language,
  LongTextID: longText.longTextId,
  LongText: longText.text,
});

function itemBody(category: SapDocumentCategory, line: SafekeyLine, currency: string, texts: SapLongText[]) {
  const meta = DOCUMENT_SETS[category];
  return {
    [meta.itemKey]: '10',
    Material: line.material,
    RequestedQuantity: '1',
    [meta.itemTextField]: line.text.slice(0, 40),
    to_PricingElement: [
      { ConditionType: line.priceConditionType, ConditionRateValue: line.price, ConditionCurrency: currency },
    ],
    ...(texts.length > 0 ? { to_Text: texts.map(textBody) } : {}),
  };
}

function headerBody(category: SapDocumentCategory, input: SalesDocumentInput) {
  return {
    [DOCUMENT_SETS[category].typeField]: input.documentType,
    SalesOrganization: input.salesArea.salesOrganization,
    DistributionChannel: input.salesArea.distributionChannel,
    OrganizationDivision: input.salesArea.division,
    SoldToParty: toSapNumber(input.soldToParty),
    PurchaseOrderByCustomer: input.purchaseOrderByCustomer.slice(0, 35),
    TransactionCurrency: input.currency,
    ...(input.headerTexts.length > 0 ? { to_Text: input.headerTexts.map(textBody) } : {}),
    to_Item: [itemBody(category, input.line, input.currency, input.itemTexts)],
  };
}

/** `datetime'2026-11-26T00:00:00'`: the start of a day as an OData v2 literal. */
function dayLiteral(date: Date): string {
  return `datetime'${date.toISOString().slice(0, 10)}T00:00:00'`;
}

export function createSapClient(connection: SapConnection) {
  const sap = createSapTransport(connection);

  function itemKeys(category: SapDocumentCategory, number: string, item: string): string {
    const meta = DOCUMENT_SETS[category];
    return `${meta.numberKey}=${odataString(toSapNumber(number))},${meta.itemKey}=${odataString(item)}`;
  }

  async function getDocument(category: SapDocumentCategory, number: string): Promise<SapSalesDocument | undefined> {
    const meta = DOCUMENT_SETS[category];
    try {
      const found = await sap.get(meta.service, `${meta.set}(${odataString(toSapNumber(number))})?$expand=to_Item`);
      return found && toDocument(found, category);
    } catch (error) {
      if (error instanceof SapError && error.status === 404) return undefined;
      throw error;
    }
  }

  return {
    /** The sales order carrying our reference, if SAP has one (asked before every send). */
    async findSalesOrderByReference(reference: string): Promise<SapSalesDocument | undefined> {
      const found = await sap.get(
        SAP_SERVICES.salesOrder,
        `A_SalesOrder?$filter=${SAP_REFERENCE_FIELD}%20eq%20${odataString(reference)}&$expand=to_Item`,
      );
      const first = results(found)[0];
      return first ? toDocument(first, 'order') : undefined;
    },

    /** Creates a sales order with its Safekey item, the item's and the header's texts in one deep insert. */
    async createSalesOrder(input: NewSalesOrder): Promise<SapSalesDocument> {
      const created = await sap.post(SAP_SERVICES.salesOrder, 'A_SalesOrder', {
        ...headerBody('order', input),
        [SAP_REFERENCE_FIELD]: input.reference,
      });
      return toDocument(created ?? {}, 'order');
    },

    /** A sales order or quotation with its items and statuses; undefined when SAP does not know it. */
    getDocument,

    /**
     * The quotation carrying our reference on the first line of its reference text, among the
     * sold-to party's quotations created since the submission was first sent (LongText cannot be
     * filtered in SAP, so the party and the creation date narrow the search).
     */
    async findQuotationByReference(search: QuotationSearch): Promise<SapSalesDocument | undefined> {
      const soldTo = toSapNumber(search.soldToParty).replaceAll("'", "''");
      const filter = `SoldToParty eq '${soldTo}' and CreationDate ge ${dayLiteral(search.createdOnOrAfter)}`;
      const found = await sap.get(
        SAP_SERVICES.quotation,
        `A_SalesQuotation?$filter=${encodeURIComponent(filter)}&$expand=to_Item,to_Text`,
      );
      const line = quotationReferenceLine(search.reference);
      const match = results(found).find((quotation) =>
        toTexts(quotation.to_Text).some(
          (candidate) => candidate.longTextId === search.referenceTextId && candidate.text.split('\n')[0] === line,
        ),
      );
      return match ? toDocument(match, 'quotation') : undefined;
    },

    /** Creates a quotation with its Safekey item, the ship-to partner and its header texts. */
    async createQuotation(input: NewSalesQuotation): Promise<SapSalesDocument> {
      const created = await sap.post(SAP_SERVICES.quotation, 'A_SalesQuotation', {
        ...headerBody('quotation', input),
        to_Partner: [{ PartnerFunction: 'WE', Customer: toSapNumber(input.shipToParty) }],
      });
      return toDocument(created ?? {}, 'quotation');
    },

    /**
     * Rejects one item of a sales order or quotation (`SalesDocumentRjcnReason`): how a document
     * is canceled in SAP without deleting it. Setting the same reason again changes nothing.
     */
    async rejectItem(category: SapDocumentCategory, number: string, item: string, reason: string): Promise<void> {
      const meta = DOCUMENT_SETS[category];
      await sap.patch(meta.service, `${meta.itemSet}(${itemKeys(category, number, item)})`, {
        SalesDocumentRjcnReason: reason,
      });
    },

    /** The long texts of a sales order item. */
    async getItemTexts(salesOrder: string, salesOrderItem: string): Promise<SapLongText[]> {
      return toTexts(
        await sap.get(
          SAP_SERVICES.salesOrder,
          `A_SalesOrderItem(${itemKeys('order', salesOrder, salesOrderItem)})/to_Text`,
        ),
      );
    },

    /** Writes a long text of a sales order item: changed when it exists, else added. */
    async setItemText(salesOrder: string, salesOrderItem: string, longText: SapLongText, exists: boolean) {
      const keys = itemKeys('order', salesOrder, salesOrderItem);
      if (exists) {
        const textKeys = `${keys},Language=${odataString(longText.language)},LongTextID=${odataString(longText.longTextId)}`;
        await sap.patch(SAP_SERVICES.salesOrder, `A_SalesOrderItemText(${textKeys})`, { LongText: longText.text });
      } else {
        await sap.post(SAP_SERVICES.salesOrder, `A_SalesOrderItem(${keys})/to_Text`, textBody(longText));
      }
    },

    /**
     * Sets the Safekey line of a sales order made in SAP: quantity 1, the text, the customer's PO,
     * and its price condition (changed when there is one, else added). Repeating it changes nothing more.
     */
    async updateSafekeyLine(update: SafekeyLineUpdate): Promise<void> {
      const keys = itemKeys('order', update.salesOrder, update.salesOrderItem);
      const item = await sap.get(SAP_SERVICES.salesOrder, `A_SalesOrderItem(${keys})`);
      await sap.patch(
        SAP_SERVICES.salesOrder,
        `A_SalesOrderItem(${keys})`,
        {
          RequestedQuantity: '1',
          SalesOrderItemText: update.line.text.slice(0, 40),
          PurchaseOrderByCustomer: update.purchaseOrderByCustomer.slice(0, 35),
        },
        etagOf(item),
      );
      const elements = results(await sap.get(SAP_SERVICES.salesOrder, `A_SalesOrderItem(${keys})/to_PricingElement`));
      const current = elements.find((element) => element.ConditionType === update.line.priceConditionType);
      const price = { ConditionRateValue: update.line.price, ConditionCurrency: update.currency };
      if (current) {
        const elementKeys = `${keys},PricingProcedureStep=${odataString(text(current.PricingProcedureStep))},PricingProcedureCounter=${odataString(text(current.PricingProcedureCounter))}`;
        await sap.patch(SAP_SERVICES.salesOrder, `A_SalesOrderItemPrElement(${elementKeys})`, price, etagOf(current));
      } else {
        await sap.post(SAP_SERVICES.salesOrder, `A_SalesOrderItem(${keys})/to_PricingElement`, {
          ConditionType: update.line.priceConditionType,
          ...price,
        });
      }
    },

    /**
     * The business partner of a customer number (customer and partner numbers may differ), with
     * its standard address; undefined when SAP knows no such customer.
     */
    async getBusinessPartnerOfCustomer(customer: string): Promise<SapBusinessPartnerWithAddress | undefined> {
      const found = await sap.get(
        SAP_SERVICES.businessPartner,
        `A_BusinessPartner?$filter=${encodeURIComponent(`Customer eq '${toSapNumber(customer).replaceAll("'", "''")}'`)}&$top=1&$expand=to_BusinessPartnerAddress,to_BusinessPartnerAddress/to_AddressUsage`,
      );
      const partner = results(found)[0];
      if (!partner) return undefined;
      const address = standardAddress(results(partner.to_BusinessPartnerAddress), new Date());
      return {
        businessPartner: toSapNumber(text(partner.BusinessPartner)),
        fullName: text(partner.BusinessPartnerFullName),
        category: text(partner.BusinessPartnerCategory),
        address: address
          ? {
              street: [text(address.StreetName), text(address.HouseNumber)].filter(Boolean).join(' '),
              city: text(address.CityName),
              region: text(address.Region),
              postalCode: text(address.PostalCode),
              country: text(address.Country),
            }
          : null,
      };
    },
  };
}

export type SapClient = ReturnType<typeof createSapClient>;
