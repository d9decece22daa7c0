import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SAP_CHARTED_CUSTOMER_ERROR_CODE } from '@keyplan/domain';
import { findCustomer } from '../../customers/customer.repository.ts';
import type { Db } from '../../db/database.ts';
import { sapErrorBody } from '../sap-error.ts';
import { SAP_REFERENCE_FIELD, SAP_SERVICES } from '../sap-client.ts';
import { toSapNumber } from '../sap-values.ts';
import { createDocumentStore, DOCUMENTS, present, presentTexts } from './sap-documents.ts';
import { SAP_ONLY_PARTNERS, type StandInPartner } from './sap-business-partners.ts';
import { createFaults, type SapFaults } from './sap-faults.ts';
import { findDocument, listDocuments, type DocumentCategory, type StoredDocument } from './sap-store.repository.ts';

/** Mount point of the embedded SAP stand-in: the services live below, as on a SAP Gateway. */
export const EMBEDDED_SAP_PREFIX = '/sap/opu/odata/sap';

const SESSION_COOKIE = 'SAP_SESSIONID_KPL_000';
const MAX_SESSIONS = 1000;

type Json = Record<string, unknown>;

export interface EmbeddedSapOptions {
  db: Db;
  credentials: { username: string; password: string };
  /** How long a `timeoutNext` fault holds a reply: longer than the client's timeout. */
  holdMs: number;
}

/** The stand-in as app.ts and tests hold it. */
export interface EmbeddedSap {
  faults: SapFaults;
  /** Forget every CSRF token, as SAP does when a session ends (the client must fetch again). */
  expireCsrfTokens(): void;
  /** The stand-in's sales orders with their items (tests). */
  salesOrders(): Promise<StoredDocument[]>;
  quotations(): Promise<StoredDocument[]>;
  /** What happens in SAP after an order is sent: it is delivered and billed, or every item is rejected. False when no such document exists. */
  setDocumentStatus(category: DocumentCategory, number: string, status: 'completed' | 'rejected'): Promise<boolean>;
}

interface Entity {
  set: string;
  keys: Record<string, string>;
  navigation: string | undefined;
}

/** `A_SalesOrder('1')`, `A_SalesOrderItem(SalesOrder='1',SalesOrderItem='10')/to_PricingElement`, `A_SalesOrder`. */
function parseEntity(path: string): Entity | undefined {
  const match = /^(\w+)(?:\((.*)\))?(?:\/(\w+))?$/.exec(path);
  if (!match) return undefined;
  const keys: Record<string, string> = {};
  if (match[2] !== undefined) {
    const single = /^'((?:[^']|'')*)'$/.exec(match[2]);
    if (single) keys[''] = single[1]!.replaceAll("''", "'");
    else {
      for (const part of match[2].matchAll(/(\w+)='((?:[^']|'')*)'/g)) keys[part[1]!] = part[2]!.replaceAll("''", "'");
    }
  }
  return { set: match[1]!, keys, navigation: match[3] };
}

function sapError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).header('content-type', 'application/json').send(sapErrorBody(code, message));
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function sameText(given: string, wanted: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(wanted);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A stand-in for SAP's `API_SALES_ORDER_SRV`, `API_SALES_QUOTATION_SRV` and `API_BUSINESS_PARTNER`
 * (OData v2 JSON) that keeps its documents in our database, with Basic auth, the CSRF token
 * handshake, SAP's error format and fault switches. Stands in for SAP when none is configured.
 */
export function registerEmbeddedSap(app: FastifyInstance, options: EmbeddedSapOptions): EmbeddedSap {
  const { db } = options;
  const faults = createFaults();
  const { createDocument, changeItem, setDocumentStatus } = createDocumentStore(db);
  const sessions = new Map<string, string>();
  const held = new Set<() => void>();
  const expectedAuthorization = `Basic ${Buffer.from(`${options.credentials.username}:${options.credentials.password}`).toString('base64')}`;

  app.addHook('preClose', async () => {
    for (const release of held) release();
  });

  /** Waits `holdMs` (or until the app closes), then drops the connection unanswered. */
  async function hold(reply: FastifyReply): Promise<void> {
    await new Promise<void>((resolve) => {
      const release = () => {
        clearTimeout(timer);
        held.delete(release);
        resolve();
      };
      const timer = setTimeout(release, options.holdMs);
      held.add(release);
    });
    reply.hijack();
    reply.raw.destroy();
  }

  function dropConnection(reply: FastifyReply) {
    reply.hijack();
    reply.raw.socket?.destroy();
  }

  function csrfValid(request: FastifyRequest): boolean {
    const session = cookieValue(request, SESSION_COOKIE);
    const token = request.headers['x-csrf-token'];
    const wanted = session ? sessions.get(session) : undefined;
    return typeof token === 'string' && wanted !== undefined && sameText(token, wanted);
  }

  function issueToken(reply: FastifyReply) {
    const session = randomBytes(16).toString('base64url');
    const token = randomBytes(18).toString('base64');
    if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
    sessions.set(session, token);
    reply.header('x-csrf-token', token).header('set-cookie', `${SESSION_COOKIE}=${session}; path=/; HttpOnly`);
  }

  async function handle(service: string, request: FastifyRequest, reply: FastifyReply) {
    const authorization = request.headers.authorization ?? '';
    if (!sameText(authorization, expectedAuthorization)) {
      reply.header('www-authenticate', 'Basic realm="SAP NetWeaver Application Server [KPL/000]"');
      return sapError(reply, 401, '/IWFND/CM_CONSUMER/101', 'Logon failed: user name or password is incorrect');
    }
    const url = new URL(request.url, 'http://stand-in');
    const path = decodeURIComponent(url.pathname.slice(`${EMBEDDED_SAP_PREFIX}/${service}/`.length)).replace(
      /\/+$/,
      '',
    );
    const method = request.method;
    if (method === 'GET' && path === '') {
      if (String(request.headers['x-csrf-token'] ?? '').toLowerCase() === 'fetch') issueToken(reply);
      const sets =
        service === SAP_SERVICES.salesOrder
          ? ['A_SalesOrder', 'A_SalesOrderItem', 'A_SalesOrderItemPrElement', 'A_SalesOrderItemText']
          : service === SAP_SERVICES.quotation
            ? ['A_SalesQuotation', 'A_SalesQuotationItem']
            : ['A_BusinessPartner', 'A_BusinessPartnerAddress'];
      return reply.send({ d: { EntitySets: sets } });
    }
    const write = method !== 'GET';
    if (write && !csrfValid(request)) {
      reply.header('x-csrf-token', 'Required');
      return sapError(reply, 403, '/IWFND/CM_BEC/026', 'CSRF token validation failed');
    }
    if (faults.take('timeout')) return hold(reply);
    if (faults.take('fail5xx'))
      return sapError(reply, 503, '/IWFND/CM_BEC/004', 'The SAP system is temporarily unavailable (injected fault)');
    if (write && faults.take('missingChartedCustomer')) {
      return sapError(
        reply,
        400,
        SAP_CHARTED_CUSTOMER_ERROR_CODE,
        'No charted customer was added to the order: reject the Safekey line and re-enter it with quantity 1',
      );
    }
    const loseReply = write && faults.take('loseReply');
    const answer = await route(service, method, path, url, request);
    if (loseReply) return dropConnection(reply);
    if (answer.status >= 400) return sapError(reply, answer.status, answer.code ?? 'SY/530', answer.message ?? 'Error');
    if (answer.body === undefined) return reply.status(answer.status).send();
    return reply.status(answer.status).header('content-type', 'application/json').send({ d: answer.body });
  }

  interface Answer {
    status: number;
    body?: Json;
    code?: string;
    message?: string;
  }

  const notFound = (what: string): Answer => ({
    status: 404,
    code: '/IWBEP/CM_MGW_RT/020',
    message: `Resource not found for segment '${what}'`,
  });

  /** Keyplan's customers are partners of this system, and so are a few that are not customers yet. */
  async function findPartner(number: string): Promise<StandInPartner | undefined> {
    const customer = await findCustomer(db, number);
    if (customer) {
      return {
        BusinessPartner: customer.ccid,
        BusinessPartnerFullName: customer.name,
        address: {
          StreetName: customer.address.street,
          HouseNumber: '',
          CityName: customer.address.city,
          Region: customer.address.region,
          PostalCode: customer.address.postalCode,
          Country: customer.address.country,
        },
      };
    }
    return SAP_ONLY_PARTNERS.find((partner) => partner.BusinessPartner === number);
  }

  async function route(
    service: string,
    method: string,
    path: string,
    url: URL,
    request: FastifyRequest,
  ): Promise<Answer> {
    const entity = parseEntity(path);
    if (!entity) return notFound(path);
    const base = `${request.protocol}://${request.host}${EMBEDDED_SAP_PREFIX}`;
    const expand = (url.searchParams.get('$expand') ?? '')
      .split(',')
      .some((path) => path.trim().split('/')[0] === 'to_Item');
    const body = (request.body ?? {}) as Json;
    const category: DocumentCategory | undefined =
      service === SAP_SERVICES.salesOrder ? 'order' : service === SAP_SERVICES.quotation ? 'quotation' : undefined;

    if (category && entity.set === DOCUMENTS[category].set) {
      if (entity.keys[''] !== undefined && method === 'GET') {
        const found = await findDocument(db, category, toSapNumber(entity.keys['']));
        return found ? { status: 200, body: present(category, found, expand, base) } : notFound(path);
      }
      if (method === 'GET') {
        const filter = url.searchParams.get('$filter');
        let reference: string | undefined;
        if (filter) {
          const match = new RegExp(`^${SAP_REFERENCE_FIELD} eq '((?:[^']|'')*)'$`).exec(filter.trim());
          if (!match)
            return {
              status: 400,
              code: '/IWBEP/CM_MGW_RT/001',
              message: `The stand-in filters on ${SAP_REFERENCE_FIELD} eq '…' only`,
            };
          reference = match[1]!.replaceAll("''", "'");
        }
        const documents = await listDocuments(db, category, reference);
        return {
          status: 200,
          body: { results: documents.map((document) => present(category, document, expand, base)) },
        };
      }
      if (method === 'POST') {
        // Codes of the stand-in's own checks say so: they are not SAP message numbers.
        if (!Array.isArray(body.to_Item) || body.to_Item.length === 0)
          return { status: 400, code: 'STANDIN/NO_ITEMS', message: 'The document has no items' };
        const soldTo = toSapNumber(String(body.SoldToParty ?? ''));
        if (!(await findCustomer(db, soldTo))) {
          return {
            status: 400,
            code: 'STANDIN/UNKNOWN_SOLD_TO',
            message: `Sold-to party ${soldTo || '(none)'} is not a business partner of this system`,
          };
        }
        return { status: 201, body: present(category, await createDocument(category, body), true, base) };
      }
    }
    if (
      category &&
      entity.set === DOCUMENTS[category].itemSet &&
      entity.keys[DOCUMENTS[category].numberField] &&
      entity.keys[DOCUMENTS[category].itemField]
    ) {
      const number = toSapNumber(entity.keys[DOCUMENTS[category].numberField]!);
      const itemNumber = entity.keys[DOCUMENTS[category].itemField]!;
      const itemOf = async () =>
        (await findDocument(db, category, number))?.items.find(
          (candidate) => candidate[DOCUMENTS[category].itemField] === itemNumber,
        );
      if (category === 'order' && entity.navigation === 'to_PricingElement' && method === 'GET') {
        return { status: 200, body: { results: ((await itemOf())?.to_PricingElement as Json[] | undefined) ?? [] } };
      }
      if (category === 'order' && entity.navigation === 'to_PricingElement' && method === 'POST') {
        const priced = await changeItem(number, itemNumber, (item) => ({
          ...item,
          to_PricingElement: [...((item.to_PricingElement as Json[]) ?? []), body],
        }));
        return { status: 201, body: (priced!.to_PricingElement as Json[]).at(-1) ?? {} };
      }
      if (category === 'order' && entity.navigation === 'to_Text' && method === 'GET') {
        const item = await itemOf();
        return item ? { status: 200, body: presentTexts(item) } : notFound(path);
      }
      if (category === 'order' && entity.navigation === 'to_Text' && method === 'POST') {
        if (!(await itemOf())) return notFound(path);
        const text: Json = { SalesOrder: number, SalesOrderItem: itemNumber, ...body };
        await changeItem(
          number,
          itemNumber,
          (item) => ({
            ...item,
            to_Text: [
              ...((item.to_Text as Json[] | undefined) ?? []).filter(
                (other) => other.Language !== text.Language || other.LongTextID !== text.LongTextID,
              ),
              text,
            ],
          }),
          { write: 'text' },
        );
        return { status: 201, body: text };
      }
      if (entity.navigation === undefined && method === 'PATCH') {
        const changed = await changeItem(number, itemNumber, (item) => ({ ...item, ...body }), {
          category,
          write: 'item',
        });
        return changed ? { status: 204 } : notFound(path);
      }
    }
    if (category === 'order' && entity.set === 'A_SalesOrderItemText' && method === 'PATCH') {
      const { SalesOrder, SalesOrderItem, Language, LongTextID } = entity.keys;
      const number = toSapNumber(SalesOrder ?? '');
      const item = (await findDocument(db, 'order', number))?.items.find(
        (candidate) => candidate.SalesOrderItem === SalesOrderItem,
      );
      const texts = (item?.to_Text as Json[] | undefined) ?? [];
      if (!texts.some((text) => text.Language === Language && text.LongTextID === LongTextID)) return notFound(path);
      await changeItem(
        number,
        SalesOrderItem!,
        (current) => ({
          ...current,
          to_Text: texts.map((text) =>
            text.Language === Language && text.LongTextID === LongTextID ? { ...text, LongText: body.LongText } : text,
          ),
        }),
        { write: 'text' },
      );
      return { status: 204 };
    }
    if (
      category === 'order' &&
      entity.set === 'A_SalesOrderItemPrElement' &&
      method === 'PATCH' &&
      entity.keys.SalesOrder &&
      entity.keys.SalesOrderItem
    ) {
      const { SalesOrder, SalesOrderItem, PricingProcedureStep, PricingProcedureCounter } = entity.keys;
      await changeItem(toSapNumber(SalesOrder), SalesOrderItem, (item, currency) => ({
        ...item,
        TransactionCurrency: item.TransactionCurrency ?? currency,
        to_PricingElement: ((item.to_PricingElement as Json[]) ?? []).map((element) =>
          element.PricingProcedureStep === PricingProcedureStep &&
          element.PricingProcedureCounter === PricingProcedureCounter
            ? { ...element, ...body }
            : element,
        ),
      }));
      return { status: 204 };
    }
    if (
      service === SAP_SERVICES.businessPartner &&
      entity.set === 'A_BusinessPartner' &&
      method === 'GET' &&
      entity.keys[''] !== undefined
    ) {
      const number = toSapNumber(entity.keys['']);
      const partner = await findPartner(number);
      if (!partner) return notFound(path);
      const withAddress = (url.searchParams.get('$expand') ?? '')
        .split(',')
        .some((item) => item.trim() === 'to_BusinessPartnerAddress');
      return {
        status: 200,
        body: {
          BusinessPartner: partner.BusinessPartner,
          BusinessPartnerFullName: partner.BusinessPartnerFullName,
          BusinessPartnerCategory: '2',
          Customer: partner.BusinessPartner,
          to_BusinessPartnerAddress: withAddress
            ? { results: [{ BusinessPartner: partner.BusinessPartner, AddressID: '1', ...partner.address }] }
            : {
                __deferred: {
                  uri: `${base}/${service}/A_BusinessPartner('${partner.BusinessPartner}')/to_BusinessPartnerAddress`,
                },
              },
        },
      };
    }
    return { status: 405, code: '/IWBEP/CM_MGW_RT/021', message: `Method ${method} is not allowed on '${path}'` };
  }

  for (const service of Object.values(SAP_SERVICES)) {
    for (const method of ['GET', 'POST', 'PATCH'] as const) {
      app.route({
        method,
        url: `${EMBEDDED_SAP_PREFIX}/${service}/*`,
        schema: { hide: true },
        handler: (request, reply) => handle(service, request, reply),
      });
      if (method === 'GET')
        app.route({
          method,
          url: `${EMBEDDED_SAP_PREFIX}/${service}`,
          schema: { hide: true },
          handler: (request, reply) => handle(service, request, reply),
        });
    }
  }

  return {
    faults: faults.switches,
    expireCsrfTokens: () => sessions.clear(),
    salesOrders: () => listDocuments(db, 'order'),
    quotations: () => listDocuments(db, 'quotation'),
    setDocumentStatus: (category, number, status) => setDocumentStatus(category, toSapNumber(number), status),
  };
}
