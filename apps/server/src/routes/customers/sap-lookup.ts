import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ccidSchema, sapCustomerSchema } from '@keyplan/domain';
import { z } from 'zod';
import type { SapCustomerLookup } from '../../customers/sap-customer-lookup.ts';
import { problemResponses } from '../problem-schema.ts';

/** GET /customers/sap/{ccid}: a customer number looked up in SAP's business partners. */
export function registerSapCustomerLookupRoute(app: FastifyInstance, lookup: SapCustomerLookup) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/customers/sap/:ccid',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['customers'],
        summary: 'Look a customer number up in SAP (name, address, and whether Keyplan has it)',
        security: [{ bearerAuth: [] }],
        params: z.object({ ccid: ccidSchema }),
        response: { 200: sapCustomerSchema, ...problemResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request) => lookup.lookUp(request.params.ccid),
  );
}
