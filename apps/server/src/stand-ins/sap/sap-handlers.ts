import type { Db } from '../../db/database.ts';
import type { SapServiceName } from '../../sap/contract/sap-schema.ts';
import { SAP_SERVICES } from '../../sap/sap-fields.ts';
import { toSapNumber } from '../../sap/sap-values.ts';
import { presentEntity, type PresentContext } from './odata-present.ts';
import { meetsFilter, notFound, notImplemented, page, type Answer, type Call, type Json } from './sap-answers.ts';
import { createPartnerHandlers } from './sap-partner-handlers.ts';
import { createDocumentStore, DOCUMENTS } from './sap-documents.ts';
import { findPartnerOfCustomer } from './sap-partner.repository.ts';
import { findDocument, listDocuments, type DocumentCategory, type StoredDocument } from './sap-store.repository.ts';

/**
 * The stand-in's answers to what Keyplan asks of SAP, on its own store, after the request met the
 * published contract: sales orders and quotations (read, filter, deep insert, item updates, item
 * texts and pricing elements) and business partners (by number or by customer, with addresses).
 */
export function createSapHandlers(db: Db, options: { present: (call: Call) => PresentContext }) {
  const store = createDocumentStore(db);
  const partners = createPartnerHandlers(db, options);

  function categoryOf(service: SapServiceName): DocumentCategory | undefined {
    return service === SAP_SERVICES.salesOrder ? 'order' : service === SAP_SERVICES.quotation ? 'quotation' : undefined;
  }

  function documentEntity(category: DocumentCategory, document: StoredDocument): Json {
    return { ...document.header, to_Item: document.items };
  }

  async function documents(call: Call, category: DocumentCategory): Promise<Answer> {
    const reference = call.query.filter.find(
      (clause) => clause.property === 'AssignmentReference' && clause.operator === 'eq',
    );
    const stored = await listDocuments(
      db,
      category,
      typeof reference?.value === 'string' ? reference.value : undefined,
    );
    const entities = stored
      .map((document) => documentEntity(category, document))
      .filter((entity) => meetsFilter(entity, call.query.filter));
    const context = options.present(call);
    const typeName = DOCUMENTS[category].typeName;
    return {
      status: 200,
      body: {
        results: page(entities, call.query).map((entity) =>
          presentEntity(context, typeName, entity, call.query.expand),
        ),
      },
    };
  }

  async function documentOf(call: Call, category: DocumentCategory) {
    const meta = DOCUMENTS[category];
    return findDocument(db, category, toSapNumber(call.resource.keys![meta.numberField]!));
  }

  async function readDocument(call: Call, category: DocumentCategory): Promise<Answer> {
    const document = await documentOf(call, category);
    if (!document) return notFound(call.resource.set);
    const entity = documentEntity(category, document);
    const context = options.present(call);
    const { navigation } = call.resource;
    if (!navigation)
      return { status: 200, body: presentEntity(context, DOCUMENTS[category].typeName, entity, call.query.expand) };
    const target = call.resource.target.typeName;
    const entries = Array.isArray(entity[navigation]) ? (entity[navigation] as Json[]) : [];
    return {
      status: 200,
      body: { results: entries.map((entry) => presentEntity(context, target, entry, call.query.expand)) },
    };
  }

  async function createDocument(
    call: Call,
    category: DocumentCategory,
    chartedCustomer: () => Answer | undefined,
  ): Promise<Answer> {
    const { body } = call;
    const items = body.to_Item;
    if (!Array.isArray(items) && !Array.isArray((items as { results?: unknown } | undefined)?.results))
      return { status: 400, code: 'V1/388', message: 'Enter at least one item' };
    const soldTo = toSapNumber(String(body.SoldToParty ?? ''));
    // A sold-to party is a partner of this SAP with a customer role, as SAP checks it.
    if (!(await findPartnerOfCustomer(db, soldTo)))
      return {
        status: 400,
        code: 'V1/320',
        message: `Sold-to party ${soldTo.replace(/^0+/, '') || '(none)'} does not exist`,
      };
    const refused = chartedCustomer();
    if (refused) return refused;
    const document = await store.createDocument(category, body);
    const context = options.present(call);
    return {
      status: 201,
      body: presentEntity(context, DOCUMENTS[category].typeName, documentEntity(category, document), [
        ['to_Item', 'to_PricingElement'],
        ['to_Item', 'to_Text'],
        ['to_Text'],
        ['to_Partner'],
      ]),
    };
  }

  function itemOf(document: StoredDocument | undefined, category: DocumentCategory, item: string): Json | undefined {
    return document?.items.find((candidate) => candidate[DOCUMENTS[category].itemField] === item);
  }

  async function itemCall(call: Call, category: DocumentCategory): Promise<Answer> {
    const meta = DOCUMENTS[category];
    const keys = call.resource.keys!;
    const number = toSapNumber(keys[meta.numberField]!);
    const itemNumber = keys[meta.itemField]!;
    const item = itemOf(await findDocument(db, category, number), category, itemNumber);
    if (!item) return notFound(call.resource.set);
    const context = options.present(call);
    const { navigation, target } = call.resource;
    if (call.method === 'GET') {
      if (!navigation) return { status: 200, body: presentEntity(context, meta.itemTypeName, item, call.query.expand) };
      const entries = Array.isArray(item[navigation]) ? (item[navigation] as Json[]) : [];
      return {
        status: 200,
        body: { results: entries.map((entry) => presentEntity(context, target.typeName, entry, [])) },
      };
    }
    if (call.method === 'PATCH') {
      await store.changeItem(category, number, itemNumber, (current) => ({ ...current, ...call.body }), 'item');
      return { status: 204 };
    }
    if (category !== 'order' || (navigation !== 'to_Text' && navigation !== 'to_PricingElement'))
      return notImplemented(call);
    if (navigation === 'to_Text') {
      const texts = (item.to_Text as Json[] | undefined) ?? [];
      if (texts.some((text) => text.Language === call.body.Language && text.LongTextID === call.body.LongTextID))
        return {
          status: 400,
          code: 'SY/530',
          message: `Text ${String(call.body.LongTextID)} exists already; change it instead`,
        };
    }
    const changed = await store.changeItem(
      category,
      number,
      itemNumber,
      (current) => ({ ...current, [navigation]: [...((current[navigation] as Json[] | undefined) ?? []), call.body] }),
      navigation === 'to_Text' ? 'text' : undefined,
    );
    const created = ((changed![navigation] as Json[]) ?? []).at(-1) ?? {};
    return { status: 201, body: presentEntity(context, target.typeName, created, []) };
  }

  /** A_SalesOrderItemText or A_SalesOrderItemPrElement addressed by its keys: read or changed. */
  async function itemPart(call: Call, navigation: 'to_Text' | 'to_PricingElement'): Promise<Answer> {
    const keys = call.resource.keys!;
    const number = toSapNumber(keys.SalesOrder!);
    const item = itemOf(await findDocument(db, 'order', number), 'order', keys.SalesOrderItem!);
    const same = (entry: Json) =>
      Object.entries(keys).every(
        ([key, value]) => key === 'SalesOrder' || key === 'SalesOrderItem' || entry[key] === value,
      );
    const part = ((item?.[navigation] as Json[] | undefined) ?? []).find(same);
    if (!item || !part) return notFound(call.resource.set);
    if (call.method === 'GET')
      return { status: 200, body: presentEntity(options.present(call), call.resource.typeName, part, []) };
    await store.changeItem(
      'order',
      number,
      keys.SalesOrderItem!,
      (current) => ({
        ...current,
        [navigation]: ((current[navigation] as Json[]) ?? []).map((entry) =>
          same(entry) ? { ...entry, ...call.body } : entry,
        ),
      }),
      navigation === 'to_Text' ? 'text' : undefined,
    );
    return { status: 204 };
  }

  type SetHandler = (call: Call, chartedCustomer: () => Answer | undefined) => Promise<Answer> | Answer;

  /** Each entity set of a document service, and what the stand-in does with a call on it. */
  function setHandlers(category: DocumentCategory): Record<string, SetHandler> {
    const meta = DOCUMENTS[category];
    const handlers: Record<string, SetHandler> = {
      [meta.set]: (call, chartedCustomer) => {
        if (call.method === 'GET') return call.resource.keys ? readDocument(call, category) : documents(call, category);
        if (call.method === 'POST' && !call.resource.keys) return createDocument(call, category, chartedCustomer);
        return notImplemented(call);
      },
      [meta.itemSet]: (call) => (call.resource.keys ? itemCall(call, category) : notImplemented(call)),
    };
    if (category === 'order') {
      handlers.A_SalesOrderItemText = (call) => itemPart(call, 'to_Text');
      handlers.A_SalesOrderItemPrElement = (call) => itemPart(call, 'to_PricingElement');
    }
    return handlers;
  }

  return {
    store,
    async handle(call: Call, chartedCustomer: () => Answer | undefined): Promise<Answer> {
      const category = categoryOf(call.service);
      if (!category) return partners.businessPartners(call);
      const handler = setHandlers(category)[call.resource.set];
      return handler ? handler(call, chartedCustomer) : notImplemented(call);
    },
  };
}
