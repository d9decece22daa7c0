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

/** OData v2 JSON of a document: items expanded when asked, else deferred. */
export function present(category: DocumentCategory, document: StoredDocument, expand: boolean, base: string): Json {
  const meta = DOCUMENTS[category];
  const number = String(document.header[meta.numberField]);
  const uri = `${base}/${meta.service}/${meta.set}('${number}')`;
  return {
    __metadata: { id: uri, uri, type: `${meta.service}.${meta.set}Type` },
    ...document.header,
    to_Item: expand
      ? {
          results: document.items.map((item) => ({
            ...item,
            to_PricingElement: { results: item.to_PricingElement ?? [] },
          })),
        }
      : { __deferred: { uri: `${uri}/to_Item` } },
  };
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

  async function changeItem(
    number: string,
    itemNumber: string,
    change: (item: Json, currency: string) => Json,
  ): Promise<Json> {
    const order = await orderOf(number);
    const currency = String(order.header.TransactionCurrency ?? '');
    const current = order.items.find((item) => item.SalesOrderItem === itemNumber) ?? {
      SalesOrderItem: itemNumber,
      Material: '',
      RequestedQuantity: '1',
      to_PricingElement: [],
    };
    const next = change(current, currency);
    const priced = priceItem('order', number, next, String(next.TransactionCurrency ?? currency));
    await saveItem(db, 'order', number, itemNumber, priced);
    const items = [...order.items.filter((item) => item.SalesOrderItem !== itemNumber), priced];
    await saveHeader(
      db,
      'order',
      number,
      withTotal(
        { ...order.header, TransactionCurrency: order.header.TransactionCurrency || priced.TransactionCurrency },
        items,
      ),
    );
    return priced;
  }

  return { createDocument, changeItem };
}
