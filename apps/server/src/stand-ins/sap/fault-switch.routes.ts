import { requirePrincipal } from '../../auth/auth-plugin.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SapStandInAdmin } from './sap-stand-in-admin.service.ts';
import { problemResponses } from '../../routes/problem-schema.ts';

const count = z.number().int().min(0).max(20).default(0);

/** How many of the next requests each fault of the SAP stand-in spoils (0 disarms it). */
const sapFaultSwitchesSchema = z.object({
  timeout: count,
  fail5xx: count,
  loseReply: count,
  missingChartedCustomer: count,
  preconditionFailed: count,
});

/** A sales order made in SAP with its lines, before Keyplan is launched for one of them (decision 0010). */
const sapMadeOrderSchema = z.object({
  /** A sales order (the default) or a quotation made in SAP. */
  category: z.enum(['order', 'quotation']).default('order'),
  salesOrder: z
    .string()
    .regex(/^[A-Z0-9-]{1,10}$/, 'must be a SAP document number (1 to 10 capital letters or digits)'),
  soldToParty: z.string().regex(/^\d{1,10}$/, 'must be a customer number (1 to 10 digits)'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
  items: z
    .array(
      z.object({
        item: z.string().regex(/^\d{1,6}$/, 'must be an item number (1 to 6 digits)'),
        material: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'),
      }),
    )
    .min(1, 'must have at least one line')
    .max(20, 'must have at most 20 lines'),
});

/**
 * Arms the SAP stand-in's fault switches (admin), to see the submission screens cope with SAP
 * trouble. app.ts registers it only outside production and only while the stand-in runs.
 */
export function registerSapFaultRoutes(app: FastifyInstance, standIn: SapStandInAdmin) {
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
      await standIn.armFaults(request.body, requirePrincipal(request).actor);
      return reply.status(204).send(null);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().put(
    '/dev/sap-documents/:category/:number/status',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['submissions'],
        summary:
          'Complete or reject a document of the SAP stand-in, then run the completion check (admin; not in production)',
        security: [{ bearerAuth: [] }],
        params: z.object({
          category: z.enum(['order', 'quotation']),
          number: z.string().regex(/^\d{1,10}$/, 'must be a SAP document number (digits)'),
        }),
        body: z.object({ status: z.enum(['completed', 'rejected']) }),
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { category, number } = request.params;
      await standIn.setDocumentStatus(category, number, request.body.status, requirePrincipal(request).actor);
      return reply.status(204).send(null);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/sap-orders',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['submissions'],
        summary:
          'Make a sales order or quotation in the SAP stand-in as a rep makes one in SAP (admin; not in production)',
        security: [{ bearerAuth: [] }],
        body: sapMadeOrderSchema,
        response: { 201: z.null(), ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { category, ...document } = request.body;
      await standIn.makeDocument(category, document, requirePrincipal(request).actor);
      return reply.status(201).send(null);
    },
  );
}
