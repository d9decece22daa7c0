import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ccidSchema,
  installedLockSystemSchema,
  reorderPriceSchema,
  reorderRequestSchema,
  safekeyOrderSchema,
} from '@keyplan/domain';
import { z } from 'zod';
import type { CustomerService } from '../../customers/customer.service.ts';
import type { Db } from '../../db/database.ts';
import { listInstalledSystems } from '../../lock-systems/lock-system.service.ts';
import { createReorderService } from '../../lock-systems/reorder.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, routeAccess } from '../route-access.ts';

/**
 * `GET {apiBase}/customers/{ccid}/lock-systems`: the customer's installed lock systems, and
 * `POST {apiBase}/lock-systems/{lockSystemId}/reorders`: a reorder of one (issue 11), and
 * `POST {apiBase}/lock-systems/{lockSystemId}/reorders/price`: what it would cost (issue 26).
 */
export function registerLockSystemRoutes(app: FastifyInstance, db: Db, customers: CustomerService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff } = routeAccess(app);
  routes.get(
    '/customers/:ccid/lock-systems',
    {
      ...staff,
      schema: {
        tags: ['customers', 'lock systems'],
        summary: "A customer's installed lock systems",
        description:
          'Each system submitted as an order: the orders that built it or added to it, its locks, and every key with its blind code and how many were cut of it (symbols and blind codes only, never bittings).',
        security: bearerSecurity,
        params: z.object({ ccid: ccidSchema }),
        response: { 200: z.array(installedLockSystemSchema), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await customers.get(request.params.ccid);
      return listInstalledSystems(db, request.params.ccid);
    },
  );

  const reorders = createReorderService(db);
  routes.post(
    '/lock-systems/:lockSystemId/reorders',
    {
      ...staff,
      config: { bodySize: 'tree' },
      schema: {
        tags: ['lock systems', 'orders'],
        summary: 'Reorder: a new order that adds to an installed lock system',
        description:
          'More locks for its lock sets (keyed alike: the set’s code; keyed different: new codes under the same master key), new lock sets under its master keys or its grand master key, and more keys cut to its codes by symbol. The order is priced from the price book and, when it orders something, Ready to submit; it is charted from the installed plan at submission. Unknown lock sets, master keys or symbols → 400; a system not submitted or completed → 409.',
        security: bearerSecurity,
        params: z.object({ lockSystemId: z.uuid('must be a UUID') }),
        body: reorderRequestSchema,
        response: { 201: safekeyOrderSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await reorders.create(request.params.lockSystemId, request.body, request.principal!.email)),
  );

  routes.post(
    '/lock-systems/:lockSystemId/reorders/price',
    {
      ...staff,
      config: { bodySize: 'tree' },
      schema: {
        tags: ['lock systems', 'orders'],
        summary: 'The price of a reorder before it is created (nothing saved)',
        description:
          'The body of a reorder, built and checked as creating it would, priced by the same pricing function from the price book in force: every lock set line, key line, the discount and the total. `priced: false` with the reason when the price book has no price for a choice. Refusals as for creating it (400, 404, 409).',
        security: bearerSecurity,
        params: z.object({ lockSystemId: z.uuid('must be a UUID') }),
        body: reorderRequestSchema,
        response: { 200: reorderPriceSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => reorders.price(request.params.lockSystemId, request.body),
  );
}
