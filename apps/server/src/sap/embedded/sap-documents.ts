import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { SAP_SERVICES } from '../sap-client.ts';
import { decimalToMinor, minorToDecimal, toODataDate } from '../sap-values.ts';
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
    numberField: 'SalesOrder',
    itemSet: 'A_SalesOrderItem',
    itemField: 'SalesOrderItem',
    dateField: 'SalesOrderDate',
    service: SAP_SERVICES.salesOrder,
  },
  quotation: {
    set: 'A_SalesQuotation',
    numberField: 'SalesQuotation',
    itemSet: 'A_SalesQuotationItem',
    itemField: 'SalesQuotationItem',
    dateField: 'SalesQuotationDate',
    service: SAP_SERVICES.quotation,
  },
} as const;

/** An item with its computed NetAmount (price × quantity) and keyed pricing elements. */
export function priceItem(category: DocumentCategory, number: string, item: Json, currency: string): Json {
  const meta = DOCUMENTS[category];
  const elements = (Array.isArray(item.to_PricingElement) ? (item.to_PricingElement as Json[]) : []).map(
    (element, index) => ({
      [meta.numberField]: number,
      [meta.itemField]: item[meta.itemField],
      PricingProcedureStep: String(element.PricingProcedureStep ?? `${(index + 1) * 10}`.padStart(3, '0')),
      PricingProcedureCounter: String(element.PricingProcedureCounter ?? '001'),
      ...element,
    }),
  );
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
  };
}

export function withTotal(header: Json, items: Json[]): Json {
  const currency = String(header.TransactionCurrency ?? '');
  const total = items.reduce((sum, item) => sum + decimalToMinor(String(item.NetAmount ?? '0'), currency), 0);
  return { ...header, TotalNetAmount: minorToDecimal(total, currency) };
}

/**
 * What the stand-in keeps on an item beyond SAP's fields: `_writes`, one entry per change that
 * reached it ('item' for a PATCH of the item, 'text' for a write of a long text), so that tests
 * can count the updates a send made. Never shown in OData answers.
 */
export type ItemWrite = 'item' | 'text';

function withoutStandInFields(item: Json): Json {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !key.startsWith('_')));
}

/** `OverallSDDocumentRejectionSts`: A nothing rejected, B some items, C every item. */
function rejectionStatus(items: Json[]): string {
  const rejected = items.filter((item) => Boolean(item.SalesDocumentRjcnReason)).length;
  return rejected === 0 ? 'A' : rejected === items.length ? 'C' : 'B';
}

/** OData v2 JSON of a document: items expanded when asked, else deferred. */
export function present(category: DocumentCategory, document: StoredDocument, expand: boolean, base: string): Json {
  const meta = DOCUMENTS[category];
  const number = String(document.header[meta.numberField]);
  const uri = `${base}/${meta.service}/${meta.set}('${number}')`;
  return {
    __metadata: { id: uri, uri, type: `${meta.service}.${meta.set}Type` },
    OverallSDProcessStatus: 'A',
    ...document.header,
    OverallSDDocumentRejectionSts: rejectionStatus(document.items),
    to_Item: expand
      ? {
          results: document.items.map((item) => ({
            ...withoutStandInFields(item),
            to_PricingElement: { results: item.to_PricingElement ?? [] },
            to_Text: { results: item.to_Text ?? [] },
          })),
        }
      : { __deferred: { uri: `${uri}/to_Item` } },
  };
}

/** The long texts of an item as OData results. */
export function presentTexts(item: Json | undefined): Json {
  return { results: (item?.to_Text as Json[] | undefined) ?? [] };
}

/** The stand-in's documents: creation with numbering and prices, and changes of Safekey lines. */
export function createDocumentStore(db: Db) {
  async function createDocument(category: DocumentCategory, body: Json): Promise<StoredDocument> {
    const meta = DOCUMENTS[category];
    for (let attempt = 1; ; attempt += 1) {
      const number = await nextDocumentNumber(db, category, attempt - 1);
      const currency = String(body.TransactionCurrency ?? '');
      const { to_Item: rawItems, ...header } = body;
      const items = (Array.isArray(rawItems) ? (rawItems as Json[]) : []).map((item, index) =>
        priceItem(
          category,
          number,
          { ...item, [meta.itemField]: String(item[meta.itemField] ?? (index + 1) * 10) },
          currency,
        ),
      );
      const stored = withTotal(
        {
          ...header,
          [meta.numberField]: number,
          [meta.dateField]: toODataDate(new Date()),
          CreationDate: toODataDate(new Date()),
        },
        items,
      );
      try {
        await db.transaction().execute((trx) => insertDocument(trx, category, number, stored, items, meta.itemField));
        return { header: stored, items };
      } catch (error) {
        if (attempt < 20 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  /** The order of a Safekey line the rep made in SAP: created on first sight (decision 0010). */
  async function orderOf(number: string): Promise<StoredDocument> {
    const found = await findDocument(db, 'order', number);
    if (found) return found;
    const header = {
      SalesOrder: number,
      SalesOrderType: 'OR',
      SoldToParty: '',
      TransactionCurrency: '',
      TotalNetAmount: '0',
      SalesOrderDate: toODataDate(new Date()),
    };
    await insertDocument(db, 'order', number, header, [], 'SalesOrderItem');
    return { header, items: [] };
  }

  /**
   * Changes one item (a sales order's is created on first sight, as SAP's own orders are; a
   * quotation's must exist), recording the write; undefined when there is no such quotation item.
   */
  async function changeItem(
    number: string,
    itemNumber: string,
    change: (item: Json, currency: string) => Json,
    options: { category?: DocumentCategory; write?: ItemWrite } = {},
  ): Promise<Json | undefined> {
    const category = options.category ?? 'order';
    const meta = DOCUMENTS[category];
    const document = category === 'order' ? await orderOf(number) : await findDocument(db, category, number);
    const existing = document?.items.find((item) => item[meta.itemField] === itemNumber);
    if (!document || (category === 'quotation' && !existing)) return undefined;
    const currency = String(document.header.TransactionCurrency ?? '');
    const current = existing ?? {
      [meta.itemField]: itemNumber,
      Material: '',
      RequestedQuantity: '1',
      to_PricingElement: [],
    };
    const changed = change(current, currency);
    const next = options.write
      ? { ...changed, _writes: [...((current._writes as ItemWrite[] | undefined) ?? []), options.write] }
      : changed;
    const priced = priceItem(category, number, next, String(next.TransactionCurrency ?? currency));
    await saveItem(db, category, number, itemNumber, priced);
    const items = [...document.items.filter((item) => item[meta.itemField] !== itemNumber), priced];
    await saveHeader(
      db,
      category,
      number,
      withTotal(
        {
          ...document.header,
          TransactionCurrency: document.header.TransactionCurrency || priced.TransactionCurrency,
        },
        items,
      ),
    );
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
    if (status === 'rejected') {
      const itemField = DOCUMENTS[category].itemField;
      for (const item of document.items)
        await saveItem(db, category, number, String(item[itemField]), { ...item, SalesDocumentRjcnReason: '50' });
    }
    await saveHeader(db, category, number, {
      ...document.header,
      OverallSDProcessStatus: 'C',
      ...(status === 'completed' ? { OverallDeliveryStatus: 'C', OverallBillingStatus: 'C' } : {}),
    });
    return true;
  }

  return { createDocument, changeItem, setDocumentStatus };
}
