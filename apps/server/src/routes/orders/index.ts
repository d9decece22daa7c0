import { requirePrincipal } from '../../auth/auth-plugin.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createOrderSchema,
  foundSystemSchema,
  systemSearchQuerySchema,
  quoteNumberSchema,
  safekeyOrderSchema,
  sapLineNumberSchema,
  sapOrderNumberSchema,
  saveLockSystemTreeSchema,
  savedLockSystemSchema,
  statusHistoryEntrySchema,
  updateOrderHeaderSchema,
} from '@keyplan/domain';
import { z } from 'zod';
import type { OrderService } from '../../orders/order.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, orderParams, systemParams, routeAccess } from '../route-access.ts';

/** Orders, quotes and designs with their lock system trees. */
export function registerOrderRoutes(app: FastifyInstance, orders: OrderService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff } = routeAccess(app);
  const security = bearerSecurity;
  const tags = ['orders'];
  const orderResponse = (...statuses: number[]) => ({ 200: safekeyOrderSchema, ...problemResponses(...statuses) });

  routes.post(
    '/orders',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Create an order, quote or design with the default lock system',
        security,
        body: createOrderSchema,
        response: { 201: safekeyOrderSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await orders.create(request.body, requirePrincipal(request).actor)),
  );

  routes.post(
    '/orders/:orderId/copies',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Copy a system into a new order, quote or design, for the same or another customer',
        description:
          'The body is the new system header, as for POST /orders. The tree is copied with new ids, not charted (the copy gets key codes of its own), with its logos; Ready at once when it is valid and priced. How a design becomes an order or a quote.',
        security,
        params: orderParams,
        body: createOrderSchema,
        response: { 201: safekeyOrderSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await orders.copy(request.params.orderId, request.body, requirePrincipal(request).actor)),
  );

  routes.get(
    '/systems',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Find systems of any customer by SAP order number, quote number, PO number or design id',
        description:
          'Numbers are compared as SPEC §5 normalizes them; a PO number matches in part. Newest first, at most 20.',
        security,
        querystring: systemSearchQuerySchema,
        response: { 200: z.array(foundSystemSchema), ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => orders.findSystems(request.query.query),
  );

  routes.get(
    '/orders/:orderId',
    {
      ...staff,
      schema: {
        tags,
        summary: 'An order with its lock systems',
        security,
        params: orderParams,
        response: orderResponse(400, 401, 403, 404),
      },
    },
    async (request) => orders.get(request.params.orderId),
  );

  routes.get(
    '/orders/sap/:sapOrderNumber/lines/:sapLineNumber',
    {
      ...staff,
      schema: {
        tags,
        summary: 'The system of a SAP order line',
        security,
        params: z.object({ sapOrderNumber: sapOrderNumberSchema, sapLineNumber: sapLineNumberSchema }),
        response: orderResponse(400, 401, 403, 404),
      },
    },
    async (request) => orders.getBySapLine(request.params.sapOrderNumber, request.params.sapLineNumber),
  );

  routes.get(
    '/orders/quotes/:quoteNumber',
    {
      ...staff,
      schema: {
        tags,
        summary: 'The system of a quote',
        security,
        params: z.object({ quoteNumber: quoteNumberSchema }),
        response: orderResponse(400, 401, 403, 404),
      },
    },
    async (request) => orders.getByQuoteNumber(request.params.quoteNumber),
  );

  routes.get(
    '/orders/designs/:designId',
    {
      ...staff,
      schema: {
        tags,
        summary: 'A design by its numeric id',
        security,
        params: z.object({ designId: z.coerce.number().int('must be a whole number').positive('must be positive') }),
        response: orderResponse(400, 401, 403, 404),
      },
    },
    async (request) => orders.getByDesignId(request.params.designId),
  );

  routes.put(
    '/orders/:orderId/header',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Change the system header',
        security,
        params: orderParams,
        body: updateOrderHeaderSchema,
        response: orderResponse(400, 401, 403, 404, 409),
      },
    },
    async (request) => orders.updateHeader(request.params.orderId, request.body),
  );

  routes.delete(
    '/orders/:orderId',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Delete an order (its systems go to Deleted)',
        security,
        params: orderParams,
        response: orderResponse(400, 401, 403, 404, 409),
      },
    },
    async (request) => orders.delete(request.params.orderId, requirePrincipal(request).actor),
  );

  routes.put(
    '/order-lock-systems/:orderLockSystemId/tree',
    {
      ...staff,
      config: { bodySize: 'tree' },
      schema: {
        tags,
        summary: 'Save the whole lock system tree against the expected version',
        description:
          'Validated, priced and written in one transaction. A stale expectedVersion answers 409 and writes nothing.',
        security,
        params: systemParams,
        body: saveLockSystemTreeSchema,
        response: { 200: savedLockSystemSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => orders.saveTree(request.params.orderLockSystemId, request.body, requirePrincipal(request).actor),
  );

  routes.get(
    '/order-lock-systems/:orderLockSystemId/status-history',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Every status change of a lock system: who, when, from, to',
        security,
        params: systemParams,
        response: { 200: z.array(statusHistoryEntrySchema), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => orders.statusHistory(request.params.orderLockSystemId),
  );
}
