import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EmbeddedSap } from '../../sap/embedded/embedded-sap.routes.ts';
import { problemResponses } from '../problem-schema.ts';

const count = z.number().int().min(0).max(20).default(0);

/** How many of the next requests each fault of the SAP stand-in spoils (0 disarms it). */
export const sapFaultSwitchesSchema = z.object({
  timeout: count,
  fail5xx: count,
  loseReply: count,
  missingChartedCustomer: count,
});

/**
 * Arms the SAP stand-in's fault switches (admin), to see the submission screens cope with SAP
 * trouble. app.ts registers it only outside production and only while the stand-in runs.
 */
export function registerSapFaultRoutes(app: FastifyInstance, standIn: EmbeddedSap) {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/dev/sap-faults',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['submissions'],
        summary: 'Arm the SAP stand-in’s fault switches (admin; not in production)',
        security: [{ bearerAuth: [] }],
        body: sapFaultSwitchesSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { faults } = standIn;
      faults.reset();
      faults.timeoutNext(request.body.timeout);
      faults.fail5xxNext(request.body.fail5xx);
      faults.loseReplyNext(request.body.loseReply);
      faults.missingChartedCustomerNext(request.body.missingChartedCustomer);
      return reply.status(204).send(null);
    },
  );
}
