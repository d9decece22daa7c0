import { requirePrincipal } from '../../auth/auth-plugin.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  keyRegisterDecisionSchema,
  keyRegisterProposalRequestSchema,
  keyRegisterProposalSchema,
  keyRegisterSchema,
} from '@keyplan/domain';
import { z } from 'zod';
import type { KeyRegisterProposals } from '../../lock-systems/key-register/key-register-proposals.service.ts';
import type { KeyRegisterService } from '../../lock-systems/key-register/key-register.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, guestSecurity, orderParams, routeAccess } from '../route-access.ts';
import { copyNumberParam, ownGuestAccess, ownOrder, registerTags as tags, systemParams } from './params.ts';

/**
 * The customer's side of the key register (issue 28): through the guest key of their review they
 * read it and propose changes; the rep accepts or declines each.
 */
export function registerKeyRegisterProposalRoutes(
  app: FastifyInstance,
  register: KeyRegisterService,
  proposals: KeyRegisterProposals,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff } = routeAccess(app);
  const ownGuest = ownGuestAccess(app);

  routes.get(
    '/lock-systems/:lockSystemId/key-register/proposals',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Changes the customer proposed to the key register through their review, newest first',
        security: bearerSecurity,
        params: systemParams,
        response: { 200: z.array(keyRegisterProposalSchema), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await register.register(request.params.lockSystemId);
      return proposals.list(request.params.lockSystemId);
    },
  );

  routes.post(
    '/lock-systems/:lockSystemId/key-register/proposals/:proposalId/decision',
    {
      ...staff,
      schema: {
        tags,
        summary: 'The rep accepts a proposal (the change is recorded, naming who proposed it) or declines it',
        description: 'A proposal decided already, or one the copy’s state no longer allows → 409.',
        security: bearerSecurity,
        params: systemParams.extend({ proposalId: copyNumberParam }),
        body: keyRegisterDecisionSchema,
        response: { 200: keyRegisterProposalSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      proposals.decide(
        request.params.lockSystemId,
        request.params.proposalId,
        request.body.decision,
        request.body.note,
        requirePrincipal(request).actor,
      ),
  );

  routes.get(
    '/View/orders/:orderId/key-register',
    {
      ...ownGuest,
      schema: {
        tags: ['view'],
        summary: "The key register of the guest key's installed system",
        description: 'As staff see it. An order not installed yet → 404.',
        security: guestSecurity,
        params: orderParams,
        response: { 200: keyRegisterSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => proposals.registerOfOrder(ownOrder(request, request.params.orderId)),
  );

  routes.get(
    '/View/orders/:orderId/key-register/proposals',
    {
      ...ownGuest,
      schema: {
        tags: ['view'],
        summary: 'The changes proposed to the key register and what the rep decided',
        security: guestSecurity,
        params: orderParams,
        response: { 200: z.array(keyRegisterProposalSchema), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => proposals.listOfOrder(ownOrder(request, request.params.orderId)),
  );

  routes.post(
    '/View/orders/:orderId/key-register/proposals',
    {
      ...ownGuest,
      // A proposal with its holder, date and note is more members than an approval: the standard size.
      schema: {
        tags: ['view'],
        summary: 'The customer proposes a change to the key register (a holder, a lost key) for the rep to decide',
        description:
          'Nothing changes until the rep accepts. An unknown key or copy → 400; a change the copy’s state refuses → 409.',
        security: guestSecurity,
        params: orderParams,
        body: keyRegisterProposalRequestSchema,
        response: { 201: keyRegisterProposalSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await proposals.propose(ownOrder(request, request.params.orderId), request.body)),
  );
}
