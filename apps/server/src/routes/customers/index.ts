import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ORDER_LOCK_SYSTEM_STATUS as STATUS,
  ORDER_TYPE,
  ccidSchema,
  customerPageSchema,
  customerLanguageChangeSchema,
  customerSchema,
  customerSearchQuerySchema,
  newCustomerSchema,
  SEND_STATES,
  systemSummarySchema,
  type OrderLockSystemStatus,
} from '@keyplan/domain';
import { z } from 'zod';
import type { CustomerService } from '../../customers/customer.service.ts';
import type { OrderService } from '../../orders/order.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, routeAccess } from '../route-access.ts';

/** Status filter by the labels people see: Draft covers Created, Started and Ready. */
const STATUS_FILTERS: Record<string, OrderLockSystemStatus[]> = {
  Draft: [STATUS.Created, STATUS.Started, STATUS.Ready],
  Submitted: [STATUS.Submitted],
  Completed: [STATUS.Completed],
  QuoteSubmitted: [STATUS.QuoteSubmitted],
  Deleted: [STATUS.Deleted],
  Canceled: [STATUS.Canceled],
};

const systemsQuerySchema = z.object({
  status: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((item) => item.trim()) : []))
    .pipe(
      z.array(
        z.enum(Object.keys(STATUS_FILTERS) as [string, ...string[]], {
          message: `must be a comma-separated list of ${Object.keys(STATUS_FILTERS).join(', ')}`,
        }),
      ),
    ),
  type: z.enum(['order', 'quote', 'design']).optional(),
  sendState: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((item) => item.trim()) : []))
    .pipe(z.array(z.enum(SEND_STATES, { message: `must be a comma-separated list of ${SEND_STATES.join(', ')}` }))),
});

const ccidParams = z.object({ ccid: ccidSchema });

/** Customer search, lookup, creation and the customer's systems. */
export function registerCustomerRoutes(app: FastifyInstance, customers: CustomerService, orders: OrderService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff } = routeAccess(app);
  const security = bearerSecurity;

  routes.get(
    '/customers',
    {
      ...staff,
      schema: {
        tags: ['customers'],
        summary: 'Search customers by ccid, name or city',
        security,
        querystring: customerSearchQuerySchema,
        response: { 200: customerPageSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => customers.search(request.query),
  );

  routes.get(
    '/customers/:ccid',
    {
      ...staff,
      schema: {
        tags: ['customers'],
        summary: 'A customer by ccid',
        security,
        params: ccidParams,
        response: { 200: customerSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => customers.get(request.params.ccid),
  );

  routes.post(
    '/customers',
    {
      ...staff,
      schema: {
        tags: ['customers'],
        summary: 'Add a customer',
        security,
        body: newCustomerSchema,
        response: { 201: customerSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await customers.create(request.body)),
  );

  routes.put(
    '/customers/:ccid/language',
    {
      ...staff,
      schema: {
        tags: ['customers'],
        summary: "Change the customer's language: their review, its emails and documents are written in it",
        security,
        params: ccidParams,
        body: customerLanguageChangeSchema,
        response: { 200: customerSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => customers.changeLanguage(request.params.ccid, request.body.language),
  );

  routes.get(
    '/customers/:ccid/systems',
    {
      ...staff,
      schema: {
        tags: ['customers', 'orders'],
        summary: "A customer's lock systems with their status labels and where their sends to SAP stand",
        security,
        params: ccidParams,
        querystring: systemsQuerySchema,
        response: { 200: z.array(systemSummarySchema), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { status, type, sendState } = request.query;
      return orders.listSystems(request.params.ccid, {
        statuses: status.flatMap((label) => STATUS_FILTERS[label] ?? []),
        sendStates: sendState,
        orderType:
          type === undefined
            ? undefined
            : { order: ORDER_TYPE.Order, quote: ORDER_TYPE.Quote, design: ORDER_TYPE.Design }[type],
      });
    },
  );
}
