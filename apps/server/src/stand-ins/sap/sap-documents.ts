import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { deepEntries } from '../../sap/contract/odata-body.ts';
import { SAP_SERVICES } from '../../sap/sap-fields.ts';
import { decimalToMinor, minorToDecimal, toODataDate } from '../../sap/sap-values.ts';
import { toInternal } from './odata-present.ts';
import {
  findDocument,
  insertDocument,
  nextDocumentNumber,
  saveHeader,
  saveItem,
  type DocumentCategory,
  type StoredDocument,
} from './sap-store.repository.ts';

type Json = Record<string, unknown>;

/** Entity sets and fields of the stand-in's two kinds of sales documents. */
export const DOCUMENTS = {
  order: {
    set: 'A_SalesOrder',
    typeName: 'A_SalesOrderType',
    numberField: 'SalesOrder',
    itemSet: 'A_SalesOrderItem',
    itemTypeName: 'A_SalesOrderItemType',
    itemField: 'SalesOrderItem',
    dateField: 'SalesOrderDate',
    service: SAP_SERVICES.salesOrder,
  },
  quotation: {
    set: 'A_SalesQuotation',
    typeName: 'A_SalesQuotationType',
    numberField: 'SalesQuotation',
    itemSet: 'A_SalesQuotationItem',
    itemTypeName: 'A_SalesQuotationItemType',
    itemField: 'SalesQuotationItem',
    dateField: 'SalesQuotationDate',
    service: SAP_SERVICES.quotation,
  },
} as const;

/** The user the stand-in records as creator of what Keyplan sends. */
const COMMUNICATION_USER = 'KEYPLAN';

/**
 * What the stand-in keeps on an item beyond SAP's fields: `_writes`, one entry per change that
 * reached it ('item' for a PATCH of the item, 'text' for a write of a long text), so that tests
 * can count the updates a send made. Never shown in OData answers.
 */
export type ItemWrite = 'item' | 'text';

function now(): string {
  return `/Date(${Date.now()}+0000)/`;
}

/** Values of ALPHA fields padded as SAP keeps them inside. */
function internal(entity: Json): Json {
  return Object.fromEntries(Object.entries(entity).map(([name, value]) => [name, toInternal(name, value)]));
}

/** An item with its computed NetAmount (price × quantity) and keyed pricing elements and texts. */
function priceItem(category: DocumentCategory, number: string, item: Json, currency: string): Json {
  const meta = DOCUMENTS[category];
  const itemNumber = item[meta.itemField];
  const elements = (deepEntries(item.to_PricingElement) ?? []).map((entry, index) => {
    const element = entry as Json;
    return {
      [meta.numberField]: number,
      [meta.itemField]: itemNumber,
      PricingProcedureStep: String(element.PricingProcedureStep ?? `${(index + 1) * 10}`.padStart(3, '0')),
      PricingProcedureCounter: String(element.PricingProcedureCounter ?? '001'),
      ...element,
    };
  });
  const texts = (deepEntries(item.to_Text) ?? []).map((entry) => ({
    [meta.numberField]: number,
    [meta.itemField]: itemNumber,
    ...(entry as Json),
  }));
  const quantity = Number(item.RequestedQuantity ?? 0);
  const rate = elements.reduce(
    (sum, element) => sum + decimalToMinor(String(element.ConditionRateValue ?? '0'), currency),
    0,
  );
  return {
    ...item,
    [meta.numberField]: number,
    TransactionCurrency: currency,
    NetAmount: minorToDecimal(Math.round(rate * quantity), currency),
    to_PricingElement: elements,
    to_Text: texts,
  };
}

/** `OverallSDDocumentRejectionSts`: A nothing rejected, B some items, C every item. */
function rejectionStatus(items: Json[]): string {
  const rejected = items.filter((item) => Boolean(item.SalesDocumentRjcnReason)).length;
  return rejected === 0 ? 'A' : rejected === items.length ? 'C' : 'B';
}

/** The header's computed fields after a change of its items: total, rejection status, time stamp. */
function withTotals(header: Json, items: Json[]): Json {
  const currency = String(header.TransactionCurrency ?? '');
  const total = items.reduce((sum, item) => sum + decimalToMinor(String(item.NetAmount ?? '0'), currency), 0);
  return {
    ...header,
    TotalNetAmount: minorToDecimal(total, currency),
    OverallSDDocumentRejectionSts: rejectionStatus(items),
    LastChangeDateTime: now(),
  };
}

/** What SAP made itself (a rep's sales order with a Safekey line, decision 0010, or a quotation). */
export interface SapMadeOrder {
  /** The document's number (a quotation's too). */
  salesOrder: string;
  soldToParty: string;
  currency: string;
  /** Item numbers and materials of its lines. */
  items: { item: string; material: string }[];
}

/** The stand-in's documents: creation with numbering and prices, changes of items, SAP's own statuses. */
export function createDocumentStore(db: Db) {
  function newHeader(category: DocumentCategory, number: string, body: Json): Json {
    const meta = DOCUMENTS[category];
    const { to_Item: _items, to_Text: texts, to_Partner: partners, ...header } = body;
    const today = toODataDate(new Date());
    return {
      [meta.dateField]: today,
      ...internal(header),
      [meta.numberField]: number,
      CreationDate: today,
      CreatedByUser: COMMUNICATION_USER,
      OverallSDProcessStatus: 'A',
      ...(category === 'order' ? { OverallDeliveryStatus: 'A', OverallTotalDeliveryStatus: 'A' } : {}),
      to_Text: (deepEntries(texts) ?? []).map((text) => ({ [meta.numberField]: number, ...(text as Json) })),
      to_Partner: (deepEntries(partners) ?? []).map((partner) => ({
        [meta.numberField]: number,
        ...internal(partner as Json),
      })),
    };
  }

  async function createDocument(category: DocumentCategory, body: Json): Promise<StoredDocument> {
    const meta = DOCUMENTS[category];
    for (let attempt = 1; ; attempt += 1) {
      const number = await nextDocumentNumber(db, category, attempt - 1);
      const currency = String(body.TransactionCurrency ?? '');
      const items = (deepEntries(body.to_Item) ?? []).map((entry, index) => {
        const item = entry as Json;
        return priceItem(
          category,
          number,
          { ...item, [meta.itemField]: String(item[meta.itemField] ?? (index + 1) * 10) },
          currency,
        );
      });
      const header = withTotals(newHeader(category, number, body), items);
      try {
        await db.transaction().execute((trx) => insertDocument(trx, category, number, header, items, meta.itemField));
        return { header, items };
      } catch (error) {
        if (attempt < 20 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  /** A sales order (or quotation) made in SAP, with its lines unpriced: what a Safekey line update or a link finds. */
  async function createSapMadeDocument(category: DocumentCategory, order: SapMadeOrder): Promise<boolean> {
    const meta = DOCUMENTS[category];
    const number = toInternal(meta.numberField, order.salesOrder) as string;
    if (await findDocument(db, category, number)) return false;
    const header = newHeader(category, number, {
      [category === 'order' ? 'SalesOrderType' : 'SalesQuotationType']: category === 'order' ? 'OR' : 'QT',
      SoldToParty: order.soldToParty,
      TransactionCurrency: order.currency,
    });
    const items = order.items.map(({ item, material }) =>
      priceItem(
        category,
        number,
        { [meta.itemField]: item, Material: material, RequestedQuantity: '1' },
        order.currency,
      ),
    );
    await insertDocument(db, category, number, withTotals(header, items), items, meta.itemField);
    return true;
  }

  /**
   * Changes one item of a document SAP holds, recording the write; undefined when there is no such
   * document or item (SAP answers 404: it never creates what an update names).
   */
  async function changeItem(
    category: DocumentCategory,
    number: string,
    itemNumber: string,
    change: (item: Json, currency: string) => Json,
    write?: ItemWrite,
  ): Promise<Json | undefined> {
    const meta = DOCUMENTS[category];
    const document = await findDocument(db, category, number);
    const current = document?.items.find((item) => item[meta.itemField] === itemNumber);
    if (!document || !current) return undefined;
    const currency = String(document.header.TransactionCurrency ?? '');
    const changed = change(current, currency);
    const next = write
      ? { ...changed, _writes: [...((current._writes as ItemWrite[] | undefined) ?? []), write] }
      : changed;
    const priced = priceItem(category, number, next, currency);
    await saveItem(db, category, number, itemNumber, priced);
    const items = [...document.items.filter((item) => item[meta.itemField] !== itemNumber), priced];
    await saveHeader(db, category, number, withTotals(document.header, items));
    return priced;
  }

  /** The switch tests and the app's owner use: SAP delivered and billed the document, or rejected every item. */
  async function setDocumentStatus(
    category: DocumentCategory,
    number: string,
    status: 'completed' | 'rejected',
  ): Promise<boolean> {
    const document = await findDocument(db, category, number);
    if (!document) return false;
    const itemField = DOCUMENTS[category].itemField;
    const items: Json[] = document.items.map((item) =>
      status === 'rejected'
        ? { ...item, SalesDocumentRjcnReason: '50', SDProcessStatus: 'C' }
        : {
            ...item,
            SDProcessStatus: 'C',
            ...(category === 'order' ? { DeliveryStatus: 'C', OrderRelatedBillingStatus: 'C' } : {}),
          },
    );
    for (const item of items) await saveItem(db, category, number, String(item[itemField]), item);
    await saveHeader(db, category, number, {
      ...withTotals(document.header, items),
      OverallSDProcessStatus: 'C',
      ...(status === 'completed' && category === 'order'
        ? { OverallDeliveryStatus: 'C', OverallTotalDeliveryStatus: 'C', OverallOrdReltdBillgStatus: 'C' }
        : {}),
    });
    return true;
  }

  return { createDocument, createSapMadeDocument, changeItem, setDocumentStatus };
}
