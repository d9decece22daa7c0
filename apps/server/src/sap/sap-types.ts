/** What Keyplan sends to SAP and reads back (see sap-client.ts). */
interface SalesAreaKeys {
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

/** A long text of a header or an item as written in a create (`to_Text`). */
export interface SapLongText {
  longTextId: string;
  language: string;
  text: string;
}

export interface SalesDocumentInput {
  documentType: string;
  reference: string;
  salesArea: SalesAreaKeys;
  soldToParty: string;
  purchaseOrderByCustomer: string;
  currency: string;
  line: SafekeyLine;
  /** Header texts (a reorder's note naming the installed system, a quote's people). */
  headerTexts: SapLongText[];
  /** Texts of the Safekey item (its engraving). */
  itemTexts: SapLongText[];
}

export type NewSalesOrder = SalesDocumentInput;

export interface NewSalesQuotation extends SalesDocumentInput {
  shipToParty: string;
}

/** How a quotation is found again by Keyplan's reference (quotations have no AssignmentReference). */
export interface QuotationSearch {
  reference: string;
  soldToParty: string;
  /** The day the submission was first sent: the quotation was created on it or later. */
  createdOnOrAfter: Date;
  /** The header text that carries the reference on its first line. */
  referenceTextId: string;
}

export interface SafekeyLineUpdate {
  salesOrder: string;
  salesOrderItem: string;
  purchaseOrderByCustomer: string;
  line: SafekeyLine;
  currency: string;
}

interface SapDocumentItem {
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
  /** `OverallSDProcessStatus`: A not yet processed, B partly, C completely. */
  processStatus: string;
  /** `OverallDeliveryStatus` (orders): A not delivered, B partly, C completely; empty when not relevant. */
  deliveryStatus: string;
  /** `OverallOrdReltdBillgStatus` (orders): order-related billing, A/B/C; empty when not relevant. */
  billingStatus: string;
  /** `OverallSDDocumentRejectionSts`: A nothing rejected, B some items, C every item. */
  rejectionStatus: string;
  items: SapDocumentItem[];
}

interface SapBusinessPartner {
  businessPartner: string;
  fullName: string;
  category: string;
}

/** A business partner with its standard address, street and house number joined as people write them. */
export interface SapBusinessPartnerWithAddress extends SapBusinessPartner {
  address: { street: string; city: string; region: string; postalCode: string; country: string } | null;
  /**
   * The partner's written language as SAP keys it (2 characters, e.g. 'FR', '3F'): an
   * organization's from its standard address, a person's from CorrespondenceLanguage; '' for none.
   */
  languageKey: string;
}
