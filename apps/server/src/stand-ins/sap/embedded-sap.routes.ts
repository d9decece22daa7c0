import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SAP_CHARTED_CUSTOMER_ERROR_CODE } from '@keyplan/domain';
import type { Db } from '../../db/database.ts';
import { checkQuery, GATEWAY_CODES, isFault, resolveResource } from '../../sap/contract/odata-request.ts';
import { checkBody, etagProperty } from '../../sap/contract/odata-body.ts';
import { SAP_SCHEMA, SAP_SERVICE_NAMES, type SapServiceName } from '../../sap/contract/sap-schema.ts';
import { sapErrorBody } from '../../sap/sap-error.ts';
import { toSapNumber } from '../../sap/sap-values.ts';
import { etagOfTimestamp, toInternal } from './odata-present.ts';
import type { SapMadeOrder } from './sap-documents.ts';
import { DOCUMENTS } from './sap-documents.ts';
import { createFaults, type SapFaults } from './sap-faults.ts';
import type { Answer, Call } from './sap-answers.ts';
import { createSapHandlers } from './sap-handlers.ts';
import { standInPartners, type StandInPartner } from './sap-business-partners.ts';
import { insertMissingPartners, listPartners } from './sap-partner.repository.ts';
import { findDocument, listDocuments, type DocumentCategory, type StoredDocument } from './sap-store.repository.ts';

/** Mount point of the embedded SAP stand-in: the services live below, as on a SAP Gateway. */
export const EMBEDDED_SAP_PREFIX = '/sap/opu/odata/sap';

const SESSION_COOKIE = 'SAP_SESSIONID_KPL_000';
const MAX_SESSIONS = 1000;

export interface EmbeddedSapOptions {
  db: Db;
  credentials: { username: string; password: string };
  /** How long a `timeoutNext` fault holds a reply: longer than the client's timeout. */
  holdMs: number;
  /** SAP's message (class/number) of the missing charted customer fault. */
  chartedCustomerMessage?: string;
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
  /** A sales order a rep made in SAP, with its lines (decision 0010): what a Safekey line update finds. False when SAP has that number. */
  createSapMadeOrder(order: SapMadeOrder): Promise<boolean>;
  /** A quotation made in SAP (its number in `salesOrder`). False when SAP has that number. */
  createSapMadeQuotation(quotation: SapMadeOrder): Promise<boolean>;
  /** A business partner made in SAP (tests: a customer Keyplan adds by hand must be one to be sold to). False when SAP has its partner or customer number. */
  createPartner(partner: StandInPartner): Promise<boolean>;
  /**
   * The stand-in's own business partners, made as it starts (after the migrations): those SAP
   * lacks are added, so a restart or several instances starting together change nothing.
   */
  addOwnPartners(): Promise<number>;
  /** The stand-in's business partners (tests). */
  partners(): Promise<StandInPartner[]>;
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
 * handshake, SAP's error format and fault switches. It holds every request to SAP's published
 * contract (decision 0025): an unknown entity set, key, navigation, property or filter field, a
 * string too long or a decimal not sent as a string is a 400; an update of a document it does not
 * hold a 404; an update without `If-Match` a 428, with an ETag that moved on a 412. Numbers are
 * shown without leading zeros, as SAP shows them. Its business partners are its own (made as it
 * starts: the demo customers' partners and a few only SAP has), never Keyplan's customers. Stands
 * in for SAP when none is configured.
 */
export function registerEmbeddedSap(app: FastifyInstance, options: EmbeddedSapOptions): EmbeddedSap {
  const { db } = options;
  const faults = createFaults();
  const handlers = createSapHandlers(db, {
    present: (call) => ({ service: SAP_SCHEMA[call.service], serviceName: call.service, base: call.base }),
  });
  const chartedCustomerMessage = options.chartedCustomerMessage ?? SAP_CHARTED_CUSTOMER_ERROR_CODE;
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

  /** The current ETag of an entity whose type has one (the document headers), for If-Match. */
  async function currentEtag(call: Call): Promise<string | undefined> {
    const field = etagProperty(call.resource.target.type);
    if (!field) return undefined;
    const category = Object.values(DOCUMENTS).find((meta) => meta.set === call.resource.set);
    if (!category) return undefined;
    const kind: DocumentCategory = category.set === 'A_SalesOrder' ? 'order' : 'quotation';
    const document = await findDocument(db, kind, toSapNumber(call.resource.keys![category.numberField]!));
    const stamp = document?.header[field];
    return typeof stamp === 'string' ? etagOfTimestamp(stamp) : undefined;
  }

  /** The contract check of one request, then its answer. */
  async function answer(service: SapServiceName, request: FastifyRequest, path: string, url: URL): Promise<Answer> {
    const schema = SAP_SCHEMA[service];
    const method = request.method as Call['method'];
    const resource = resolveResource(schema, path);
    if (isFault(resource)) return resource;
    const query = checkQuery(schema, resource, url.searchParams);
    if (isFault(query)) return query;
    const entitySet = schema.entitySets[resource.set]!;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (method === 'POST') {
      if (!resource.target.many)
        return {
          status: 405,
          code: GATEWAY_CODES.notAllowed,
          message: `POST needs a collection, not one ${resource.typeName}`,
        };
      const problem = checkBody(schema, resource.target.typeName, body, 'create');
      if (problem) return problem;
      if (!resource.navigation && !entitySet.creatable)
        return {
          status: 405,
          code: GATEWAY_CODES.notAllowed,
          message: `Entities of ${resource.set} cannot be created`,
        };
    }
    if (method === 'PATCH') {
      if (!resource.keys || resource.navigation)
        return { status: 405, code: GATEWAY_CODES.notAllowed, message: 'An update needs the key of one entity' };
      if (!entitySet.updatable)
        return {
          status: 405,
          code: GATEWAY_CODES.notAllowed,
          message: `Entities of ${resource.set} cannot be changed`,
        };
      const problem = checkBody(schema, resource.typeName, body, 'update');
      if (problem) return problem;
      const ifMatch = request.headers['if-match'];
      if (typeof ifMatch !== 'string' || ifMatch === '')
        return {
          status: 428,
          code: GATEWAY_CODES.preconditionRequired,
          message: 'The request must be conditional: send If-Match with the ETag (or *)',
        };
      const etag = await currentEtag({ service, method, resource, query, body, base: '' });
      if (faults.take('preconditionFailed') || (etag !== undefined && ifMatch !== '*' && ifMatch !== etag))
        return {
          status: 412,
          code: GATEWAY_CODES.preconditionFailed,
          message: 'The entity was changed since it was read (ETag mismatch): read it again',
        };
    }
    const base = `${request.protocol}://${request.host}${EMBEDDED_SAP_PREFIX}`;
    const chartedCustomer = (): Answer | undefined =>
      faults.take('missingChartedCustomer')
        ? {
            status: 400,
            code: chartedCustomerMessage,
            message:
              'No charted customer was added to the order: reject the Safekey line and re-enter it with quantity 1',
          }
        : undefined;
    return handlers.handle({ service, method, resource, query, body, base }, chartedCustomer);
  }

  /** Basic auth, checked before the body is read (an anonymous caller costs no parsing). */
  async function logon(request: FastifyRequest, reply: FastifyReply) {
    if (sameText(request.headers.authorization ?? '', expectedAuthorization)) return;
    reply.header('www-authenticate', 'Basic realm="SAP NetWeaver Application Server [KPL/000]"');
    return sapError(reply, 401, '/IWFND/CM_CONSUMER/101', 'Logon failed: user name or password is incorrect');
  }

  async function handle(service: SapServiceName, request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://stand-in');
    const path = decodeURIComponent(url.pathname.slice(`${EMBEDDED_SAP_PREFIX}/${service}/`.length)).replace(
      /\/+$/,
      '',
    );
    const write = request.method !== 'GET';
    if (!write && path === '') {
      if (String(request.headers['x-csrf-token'] ?? '').toLowerCase() === 'fetch') issueToken(reply);
      return reply.send({ d: { EntitySets: Object.keys(SAP_SCHEMA[service].entitySets) } });
    }
    if (write && !csrfValid(request)) {
      reply.header('x-csrf-token', 'Required');
      return sapError(reply, 403, '/IWFND/CM_BEC/026', 'CSRF token validation failed');
    }
    if (faults.take('timeout')) return hold(reply);
    if (faults.take('fail5xx'))
      return sapError(reply, 503, '/IWFND/CM_BEC/004', 'The SAP system is temporarily unavailable (injected fault)');
    const loseReply = write && faults.take('loseReply');
    const result = await answer(service, request, path, url);
    if (loseReply) return dropConnection(reply);
    if (result.status >= 400) return sapError(reply, result.status, result.code ?? 'SY/530', result.message ?? 'Error');
    if (result.body === undefined) return reply.status(result.status).send();
    return reply.status(result.status).header('content-type', 'application/json').send({ d: result.body });
  }

  for (const service of SAP_SERVICE_NAMES) {
    for (const method of ['GET', 'POST', 'PATCH'] as const) {
      app.route({
        method,
        url: `${EMBEDDED_SAP_PREFIX}/${service}/*`,
        schema: { hide: true },
        onRequest: logon,
        handler: (request, reply) => handle(service, request, reply),
      });
      if (method === 'GET')
        app.route({
          method,
          url: `${EMBEDDED_SAP_PREFIX}/${service}`,
          schema: { hide: true },
          onRequest: logon,
          handler: (request, reply) => handle(service, request, reply),
        });
    }
  }

  const internalNumber = (number: string) => toInternal('SalesOrder', number) as string;
  return {
    faults: faults.switches,
    expireCsrfTokens: () => sessions.clear(),
    salesOrders: () => listDocuments(db, 'order'),
    quotations: () => listDocuments(db, 'quotation'),
    setDocumentStatus: (category, number, status) =>
      handlers.store.setDocumentStatus(category, internalNumber(number), status),
    createSapMadeOrder: (order) => handlers.store.createSapMadeDocument('order', order),
    createSapMadeQuotation: (quotation) => handlers.store.createSapMadeDocument('quotation', quotation),
    createPartner: async (partner) => (await insertMissingPartners(db, [partner])) === 1,
    addOwnPartners: () => insertMissingPartners(db, standInPartners()),
    partners: () => listPartners(db),
  };
}
