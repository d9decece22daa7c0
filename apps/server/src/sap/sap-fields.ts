/* SAP's names Keyplan uses, from the published metadata (decision 0025): services, entity sets, fields and the Safekey line's values. */

export const SAP_SERVICES = {
  salesOrder: 'API_SALES_ORDER_SRV',
  quotation: 'API_SALES_QUOTATION_SRV',
  businessPartner: 'API_BUSINESS_PARTNER',
} as const;

export const SAP_TEXT_LANGUAGE = 'EN';

/** The business partner entity set a customer number is looked up in (with its addresses and their usages). */
export const SAP_PARTNER_SET = 'A_BusinessPartner';

/** The parts of a sales order item Keyplan addresses on their own: its long texts and its price conditions. */
export const SAP_ORDER_ITEM_PARTS = {
  textSet: 'A_SalesOrderItemText',
  pricingElementSet: 'A_SalesOrderItemPrElement',
} as const;

/** The Safekey line as Keyplan writes it: item 10, quantity 1, SAP's text and PO lengths, the ship-to partner function. */
export const SAFEKEY_LINE = {
  item: '10',
  quantity: '1',
  itemTextMaxLength: 40,
  purchaseOrderMaxLength: 35,
  shipToPartnerFunction: 'WE',
} as const;

/** Where each kind of sales document lives in SAP. */
export const SAP_DOCUMENT_SETS = {
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

export type SapDocumentCategory = keyof typeof SAP_DOCUMENT_SETS;

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
