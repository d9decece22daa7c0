import { SapError } from './sap-error.ts';
import { createSapTransport, etagOf, type SapConnection } from './sap-transport.ts';
import type {
  NewSalesOrder,
  NewSalesQuotation,
  QuotationSearch,
  SafekeyLineUpdate,
  SapBusinessPartnerWithAddress,
  SapLongText,
  SapSalesDocument,
} from './sap-types.ts';
import { odataString, results, toSapNumber } from './sap-values.ts';
import { standardAddress } from './business-partner-address.ts';
import { dayLiteral, headerBody, text, textBody, toDocument, toTexts } from './sap-document-body.ts';
import {
  SAFEKEY_LINE,
  SAP_DOCUMENT_SETS,
  SAP_ORDER_ITEM_PARTS,
  SAP_PARTNER_SET,
  SAP_REFERENCE_FIELD,
  SAP_SERVICES,
  quotationReferenceLine,
  type SapDocumentCategory,
} from './sap-fields.ts';

/**
 * A client of SAP S/4HANA's OData v2 APIs, just what Keyplan needs, written to SAP's published
 * metadata (apps/server/src/sap/contract/metadata, decision 0025): `API_SALES_ORDER_SRV` (create a
 * sales order with its Safekey item and texts by deep insert, read it, find it by our
 * AssignmentReference, update the Safekey line of an order made in SAP, its long text, reject it),
 * `API_SALES_QUOTATION_SRV` (create a quotation, find it by the reference on its header text,
 * reject it) and `API_BUSINESS_PARTNER` (a customer's business partner and standard address).
 */
export type { SapConnection } from './sap-transport.ts';
export type { SapDocumentCategory } from './sap-fields.ts';

export type {
  NewSalesOrder,
  NewSalesQuotation,
  QuotationSearch,
  SafekeyLine,
  SafekeyLineUpdate,
  SapBusinessPartnerWithAddress,
  SapLongText,
  SapSalesDocument,
} from './sap-types.ts';

export function createSapClient(connection: SapConnection) {
  const sap = createSapTransport(connection);

  function itemKeys(category: SapDocumentCategory, number: string, item: string): string {
    const meta = SAP_DOCUMENT_SETS[category];
    return `${meta.numberKey}=${odataString(toSapNumber(number))},${meta.itemKey}=${odataString(item)}`;
  }

  async function getDocument(category: SapDocumentCategory, number: string): Promise<SapSalesDocument | undefined> {
    const meta = SAP_DOCUMENT_SETS[category];
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
        `${SAP_DOCUMENT_SETS.order.set}?$filter=${SAP_REFERENCE_FIELD}%20eq%20${odataString(reference)}&$expand=to_Item`,
      );
      const first = results(found)[0];
      return first ? toDocument(first, 'order') : undefined;
    },

    /** Creates a sales order with its Safekey item, the item's and the header's texts in one deep insert. */
    async createSalesOrder(input: NewSalesOrder): Promise<SapSalesDocument> {
      const created = await sap.post(SAP_SERVICES.salesOrder, SAP_DOCUMENT_SETS.order.set, {
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
        `${SAP_DOCUMENT_SETS.quotation.set}?$filter=${encodeURIComponent(filter)}&$expand=to_Item,to_Text`,
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
      const created = await sap.post(SAP_SERVICES.quotation, SAP_DOCUMENT_SETS.quotation.set, {
        ...headerBody('quotation', input),
        to_Partner: [{ PartnerFunction: SAFEKEY_LINE.shipToPartnerFunction, Customer: toSapNumber(input.shipToParty) }],
      });
      return toDocument(created ?? {}, 'quotation');
    },

    /**
     * Rejects one item of a sales order or quotation (`SalesDocumentRjcnReason`): how a document
     * is canceled in SAP without deleting it. Setting the same reason again changes nothing.
     */
    async rejectItem(category: SapDocumentCategory, number: string, item: string, reason: string): Promise<void> {
      const meta = SAP_DOCUMENT_SETS[category];
      await sap.patch(meta.service, `${meta.itemSet}(${itemKeys(category, number, item)})`, {
        SalesDocumentRjcnReason: reason,
      });
    },

    /** The long texts of a sales order item. */
    async getItemTexts(salesOrder: string, salesOrderItem: string): Promise<SapLongText[]> {
      return toTexts(
        await sap.get(
          SAP_SERVICES.salesOrder,
          `${SAP_DOCUMENT_SETS.order.itemSet}(${itemKeys('order', salesOrder, salesOrderItem)})/to_Text`,
        ),
      );
    },

    /** Writes a long text of a sales order item: changed when it exists, else added. */
    async setItemText(salesOrder: string, salesOrderItem: string, longText: SapLongText, exists: boolean) {
      const keys = itemKeys('order', salesOrder, salesOrderItem);
      if (exists) {
        const textKeys = `${keys},Language=${odataString(longText.language)},LongTextID=${odataString(longText.longTextId)}`;
        await sap.patch(SAP_SERVICES.salesOrder, `${SAP_ORDER_ITEM_PARTS.textSet}(${textKeys})`, {
          LongText: longText.text,
        });
      } else {
        await sap.post(
          SAP_SERVICES.salesOrder,
          `${SAP_DOCUMENT_SETS.order.itemSet}(${keys})/to_Text`,
          textBody(longText),
        );
      }
    },

    /**
     * Sets the Safekey line of a sales order made in SAP: quantity 1, the text, the customer's PO,
     * and its price condition (changed when there is one, else added). Repeating it changes nothing more.
     */
    async updateSafekeyLine(update: SafekeyLineUpdate): Promise<void> {
      const keys = itemKeys('order', update.salesOrder, update.salesOrderItem);
      const item = await sap.get(SAP_SERVICES.salesOrder, `${SAP_DOCUMENT_SETS.order.itemSet}(${keys})`);
      await sap.patch(
        SAP_SERVICES.salesOrder,
        `${SAP_DOCUMENT_SETS.order.itemSet}(${keys})`,
        {
          RequestedQuantity: SAFEKEY_LINE.quantity,
          [SAP_DOCUMENT_SETS.order.itemTextField]: update.line.text.slice(0, SAFEKEY_LINE.itemTextMaxLength),
          PurchaseOrderByCustomer: update.purchaseOrderByCustomer.slice(0, SAFEKEY_LINE.purchaseOrderMaxLength),
        },
        etagOf(item),
      );
      const elements = results(
        await sap.get(SAP_SERVICES.salesOrder, `${SAP_DOCUMENT_SETS.order.itemSet}(${keys})/to_PricingElement`),
      );
      const current = elements.find((element) => element.ConditionType === update.line.priceConditionType);
      const price = { ConditionRateValue: update.line.price, ConditionCurrency: update.currency };
      if (current) {
        const elementKeys = `${keys},PricingProcedureStep=${odataString(text(current.PricingProcedureStep))},PricingProcedureCounter=${odataString(text(current.PricingProcedureCounter))}`;
        await sap.patch(
          SAP_SERVICES.salesOrder,
          `${SAP_ORDER_ITEM_PARTS.pricingElementSet}(${elementKeys})`,
          price,
          etagOf(current),
        );
      } else {
        await sap.post(SAP_SERVICES.salesOrder, `${SAP_DOCUMENT_SETS.order.itemSet}(${keys})/to_PricingElement`, {
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
        `${SAP_PARTNER_SET}?$filter=${encodeURIComponent(`Customer eq '${toSapNumber(customer).replaceAll("'", "''")}'`)}&$top=1&$expand=to_BusinessPartnerAddress,to_BusinessPartnerAddress/to_AddressUsage`,
      );
      const partner = results(found)[0];
      if (!partner) return undefined;
      const address = standardAddress(results(partner.to_BusinessPartnerAddress), new Date());
      return {
        businessPartner: toSapNumber(text(partner.BusinessPartner)),
        fullName: text(partner.BusinessPartnerFullName),
        category: text(partner.BusinessPartnerCategory),
        languageKey: text(address?.Language) || text(partner.CorrespondenceLanguage),
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
