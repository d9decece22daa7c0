import { requirePrincipal } from '../../auth/auth-plugin.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { engravingChangeSchema, engravingEditSchema } from '@keyplan/domain';
import type { AfterSubmissionService } from '../../submissions/after-submission.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, routeAccess, systemParams } from '../route-access.ts';

const versionSchema = z.object({ expectedVersion: z.number().int().min(1) });

/** POST …/cancellation: why, in the person's words (kept in the status history and sent to SAP's log). */
const cancellationSchema = versionSchema.extend({
  reason: z
    .string()
    .trim()
    .min(1, 'is required: say why the system is canceled')
    .max(500, 'must be at most 500 characters'),
});

/** After submission (issue 12): reopen a failed send, cancel, and engraving edits. Staff only. */
export function registerAfterSubmissionRoutes(app: FastifyInstance, service: AfterSubmissionService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff } = routeAccess(app);
  const security = bearerSecurity;
  const tags = ['submissions'];

  routes.post(
    '/order-lock-systems/:orderLockSystemId/submission/reopen',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Take a failed send back to Ready for correction',
        description:
          'Only when the send failed and SAP never received the document: the system goes back to Ready (recorded in the status history with SAP’s message), its outbox messages are forgotten and its key codes kept. Otherwise 409.',
        security,
        params: systemParams,
        body: versionSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.reopen(
        request.params.orderLockSystemId,
        request.body.expectedVersion,
        requirePrincipal(request).actor,
      );
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/order-lock-systems/:orderLockSystemId/cancellation',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Cancel a Submitted order or a QuoteSubmitted quote',
        description:
          'Moves the system to Canceled with the reason (status history) and tells SAP through the outbox (the Safekey line is rejected), after anything still on its way there. Key codes stay in the registry and are never issued again. Not Submitted/QuoteSubmitted or stale version → 409.',
        security,
        params: systemParams,
        body: cancellationSchema,
        response: { 202: z.null(), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.cancel(
        request.params.orderLockSystemId,
        request.body.reason,
        request.body.expectedVersion,
        requirePrincipal(request).actor,
      );
      return reply.status(202).send(null);
    },
  );

  routes.put(
    '/order-lock-systems/:orderLockSystemId/engraving',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Change engraving text of a Submitted order (DESIGN §2 flow 7)',
        description:
          'Only the text of engraving lines and key texts changes, under the editor’s rules (characters, line length, the font’s limits per face). Each changed field is recorded (who, when, before, after) and the whole engraving goes to SAP as one update of the Safekey line’s note, through the outbox. Answers the engraving history. Not Submitted, a failed send or stale version → 409.',
        security,
        params: systemParams,
        body: engravingEditSchema,
        response: { 202: z.array(engravingChangeSchema), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await service.editEngraving(request.params.orderLockSystemId, request.body, requirePrincipal(request).actor),
        ),
  );

  routes.get(
    '/order-lock-systems/:orderLockSystemId/engraving-changes',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Engraving changed after submission: who, when, before, after, and where its SAP update stands',
        security,
        params: systemParams,
        response: { 200: z.array(engravingChangeSchema), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.engravingChanges(request.params.orderLockSystemId),
  );
}
