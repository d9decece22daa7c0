import type { Json } from './sap-transport.ts';
import type { SafekeyLine, SalesDocumentInput, SapLongText, SapSalesDocument } from './sap-types.ts';
import { fromODataDate, results, toSapNumber } from './sap-values.ts';
import { SAFEKEY_LINE, SAP_DOCUMENT_SETS, SAP_REFERENCE_FIELD, type SapDocumentCategory } from './sap-fields.ts';

/* Sales documents between SAP's OData entities and Keyplan's types: read from answers, written as request bodies. */

export function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

export function toDocument(entity: Json, category: SapDocumentCategory): SapSalesDocument {
  const meta = SAP_DOCUMENT_SETS[category];
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

export function toTexts(entries: unknown): SapLongText[] {
  return results(entries).map((entry) => ({
    language: text(entry.Language),
    longTextId: text(entry.LongTextID),
    text: text(entry.LongText),
  }));
}

export const textBody = (longText: SapLongText) => ({
  Language: longText.language,
  LongTextID: longText.longTextId,
  LongText: longText.text,
});

function itemBody(category: SapDocumentCategory, line: SafekeyLine, currency: string, texts: SapLongText[]) {
  const meta = SAP_DOCUMENT_SETS[category];
  return {
    [meta.itemKey]: SAFEKEY_LINE.item,
    Material: line.material,
    RequestedQuantity: SAFEKEY_LINE.quantity,
    [meta.itemTextField]: line.text.slice(0, SAFEKEY_LINE.itemTextMaxLength),
    to_PricingElement: [
      { ConditionType: line.priceConditionType, ConditionRateValue: line.price, ConditionCurrency: currency },
    ],
    ...(texts.length > 0 ? { to_Text: texts.map(textBody) } : {}),
  };
}

export function headerBody(category: SapDocumentCategory, input: SalesDocumentInput) {
  return {
    [SAP_DOCUMENT_SETS[category].typeField]: input.documentType,
    SalesOrganization: input.salesArea.salesOrganization,
    DistributionChannel: input.salesArea.distributionChannel,
    OrganizationDivision: input.salesArea.division,
    SoldToParty: toSapNumber(input.soldToParty),
    PurchaseOrderByCustomer: input.purchaseOrderByCustomer.slice(0, SAFEKEY_LINE.purchaseOrderMaxLength),
    TransactionCurrency: input.currency,
    ...(input.headerTexts.length > 0 ? { to_Text: input.headerTexts.map(textBody) } : {}),
    to_Item: [itemBody(category, input.line, input.currency, input.itemTexts)],
  };
}

/** `datetime'2026-11-26T00:00:00'`: the start of a day as an OData v2 literal. */
export function dayLiteral(date: Date): string {
  return `datetime'${date.toISOString().slice(0, 10)}T00:00:00'`;
}
