import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ccidSchema, installedLockSystemSchema } from '@keyplan/domain';
import { z } from 'zod';
import type { CustomerService } from '../../customers/customer.service.ts';
import type { Db } from '../../db/database.ts';
import { listInstalledSystems } from '../../lock-systems/lock-system.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, routeAccess } from '../route-access.ts';

/** `GET {apiBase}/customers/{ccid}/lock-systems`: the customer's installed lock systems (issue 11). */
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
}
