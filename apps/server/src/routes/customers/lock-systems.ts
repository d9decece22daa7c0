import { requirePrincipal } from '../../auth/auth-plugin.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blindCodeQuerySchema,
  ccidSchema,
  installedLockSystemSchema,
  keyOpensSchema,
  reorderPriceSchema,
  reorderRequestSchema,
  safekeyOrderSchema,
} from '@keyplan/domain';
import { z } from 'zod';
import type { CustomerService } from '../../customers/customer.service.ts';
import type { InstalledSystemService } from '../../lock-systems/installed-system.service.ts';
import type { createReorderService } from '../../lock-systems/reorder.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, routeAccess } from '../route-access.ts';

interface LockSystemRouteServices {
  customers: CustomerService;
  installedSystems: InstalledSystemService;
  reorders: ReturnType<typeof createReorderService>;
}

/**
 * `GET {apiBase}/customers/{ccid}/lock-systems`: the customer's installed lock systems, and
 * `POST {apiBase}/lock-systems/{lockSystemId}/reorders`: a reorder of one (issue 11), and
 * `POST {apiBase}/lock-systems/{lockSystemId}/reorders/price`: what it would cost (issue 26).
 */
export function registerLockSystemRoutes(
  app: FastifyInstance,
  { customers, installedSystems, reorders }: LockSystemRouteServices,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff, admin } = routeAccess(app);
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
      return installedSystems.list(request.params.ccid);
    },
  );

  const opensDescription =
    'Every lock of the customer (in the key’s bucket, over its installed systems) that the key operates, found by simulating each lock’s pinning: `design` where the key was cut to open it (its change key, its master key, its grand master key), `incidental` where the pins happen to admit it. With counts of locks, lock sets and incidental locks. No bittings.';
  routes.get(
    '/customers/:ccid/lock-systems/:lockSystemId/keys/:keySymbol/opens',
    {
      ...staff,
      schema: {
        tags: ['customers', 'lock systems'],
        summary: 'What does this key open? (by key symbol)',
        description: opensDescription,
        security: bearerSecurity,
        params: z.object({
          ccid: ccidSchema,
          lockSystemId: z.uuid('must be a UUID'),
          keySymbol: z
            .string()
            .toUpperCase()
            .regex(/^[A-Z]{1,8}[0-9]{0,8}$/, 'must be a key symbol: letters, then digits (A, AA, AA1)'),
        }),
        response: { 200: keyOpensSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ccid, lockSystemId, keySymbol } = request.params;
      await customers.get(ccid);
      return installedSystems.keyOpens(ccid, { lockSystemId, keySymbol });
    },
  );
  routes.get(
    '/customers/:ccid/key-opens',
    {
      ...admin,
      schema: {
        tags: ['customers', 'lock systems', 'admin'],
        summary: 'What does this key open? (by blind code, admins)',
        description: opensDescription,
        security: bearerSecurity,
        params: z.object({ ccid: ccidSchema }),
        querystring: blindCodeQuerySchema,
        response: { 200: keyOpensSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await customers.get(request.params.ccid);
      const { ccid } = request.params;
      return installedSystems.keyOpens(ccid, { blindCode: request.query.blindCode });
    },
  );

  routes.post(
    '/lock-systems/:lockSystemId/reorders',
    {
      ...staff,
      config: { bodySize: 'tree' },
      schema: {
        tags: ['lock systems', 'orders'],
        summary: 'Reorder: a new order that adds to an installed lock system',
        description:
          'More locks for its lock sets (keyed alike: the set’s code; keyed different: new codes under the same master key), new lock sets under its master keys or its grand master key, new master keys under its grand master key (`newMasterKeys`, each with its lock sets), and more keys cut to its codes by symbol. The order is priced from the price book and, when it orders something, Ready to submit; it is charted from the installed plan at submission. Unknown lock sets, master keys or symbols, or a master key name the system has → 400; a system not submitted or completed, or new master keys for a system charted without them → 409; at submission, no room in the installed progression or the bucket → 409 `KEYING_CAPACITY` / `KEY_CODES_EXHAUSTED` with `capacity`.',
        security: bearerSecurity,
        params: z.object({ lockSystemId: z.uuid('must be a UUID') }),
        body: reorderRequestSchema,
        response: { 201: safekeyOrderSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await reorders.create(request.params.lockSystemId, request.body, requirePrincipal(request).actor)),
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
