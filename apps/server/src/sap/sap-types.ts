/** What Keyplan sends to SAP and reads back (see sap-client.ts). */
export interface SalesAreaKeys {
  salesOrganization: string;
  distributionChannel: string;
  division: string;
}

export interface SafekeyLine {
  material: string;
  /** Short text of the item (at most 40 characters). */
  text: string;
  /** Net price of the whole system (quantity 1) as Edm.Decimal text. */
  price: string;
  priceConditionType: string;
}

export interface SalesDocumentInput {
  documentType: string;
  reference: string;
  salesArea: SalesAreaKeys;
  soldToParty: string;
  purchaseOrderByCustomer: string;
  currency: string;
  line: SafekeyLine;
}

export interface NewSalesOrder extends SalesDocumentInput {
  /** A reorder: the sales order of the installed system it adds to (A_SalesOrder `ReferenceSDDocument`). */
  referenceSalesOrder?: string;
}

export interface NewSalesQuotation extends SalesDocumentInput {
  shipToParty: string;
  /** Attention and contact people, as a header note (SAP's contact partners need contact person numbers). */
  note: string;
}

export interface SafekeyLineUpdate {
  salesOrder: string;
  salesOrderItem: string;
  purchaseOrderByCustomer: string;
  line: SafekeyLine;
  currency: string;
}

export interface SapDocumentItem {
  item: string;
  material: string;
  quantity: string;
  netAmount: string;
  text: string;
  /** `SalesDocumentRjcnReason`: empty unless the item was rejected (canceled). */
  rejectionReason: string;
}

/** A sales order or quotation as read back from SAP. */
export interface SapSalesDocument {
  number: string;
  /** ISO date-time of SalesOrderDate / SalesQuotationDate, when given. */
  date: string | null;
  reference: string | null;
  soldToParty: string;
  currency: string;
  totalNetAmount: string;
  /** `OverallSDProcessStatus`: A not yet processed, B partly, C completely (delivered and billed). */
  processStatus: string;
  /** `OverallSDDocumentRejectionSts`: A nothing rejected, B some items, C every item. */
  rejectionStatus: string;
  items: SapDocumentItem[];
}

/** One long text of a document item (`A_SalesOrderItemText`). */
export interface SapItemText {
  language: string;
  longTextId: string;
  text: string;
}

export interface SapBusinessPartner {
  businessPartner: string;
  fullName: string;
  category: string;
}

/** A business partner with its (first) address, street and house number joined as people write them. */
export interface SapBusinessPartnerWithAddress extends SapBusinessPartner {
  address: { street: string; city: string; region: string; postalCode: string; country: string } | null;
}
