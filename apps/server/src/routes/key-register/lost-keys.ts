import { requirePrincipal } from '../../auth/auth-plugin.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chooseRemedyRequestSchema, keyExposureSchema, safekeyOrderSchema } from '@keyplan/domain';
import type { KeyRegisterProposals } from '../../lock-systems/key-register/key-register-proposals.service.ts';
import type { LostKeyService } from '../../lock-systems/key-register/lost-key.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, guestSecurity, orderParams, routeAccess } from '../route-access.ts';
import { keyParams, keySymbolParam, ownGuestAccess, ownOrder, registerTags as tags } from './params.ts';

/** A lost key's exposure and remedies (issue 28): staff see and choose; the customer's review reads the exposure. */
export function registerLostKeyRoutes(app: FastifyInstance, proposals: KeyRegisterProposals, lostKeys: LostKeyService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff } = routeAccess(app);
  const ownGuest = ownGuestAccess(app);

  routes.get(
    '/lock-systems/:lockSystemId/key-register/keys/:keySymbol/exposure',
    {
      ...staff,
      schema: {
        tags,
        summary: "A key's exposure and the remedies for losing it, priced",
        description:
          'Every lock the key opens, by simulation of the pinning (by design or by chance), in plain words ("This master key opens 48 locks in 6 lock sets."), by lock set; the customer’s other installed systems it opens locks in, each with its plan and remedies (its locks replaced by new ones); and the reorders that make the system safe again, priced from the price book: a change key’s locks replaced by padlocks keyed to new change keys under the same master key; a master key’s lock sets replaced under a new master key branch. A grand master key has no reorder remedy.',
        security: bearerSecurity,
        params: keyParams,
        response: { 200: keyExposureSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => lostKeys.exposure(request.params.lockSystemId, request.params.keySymbol),
  );

  routes.post(
    '/lock-systems/:lockSystemId/key-register/keys/:keySymbol/remedies',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Chooses a remedy for a lost key: it becomes a reorder of the installed system',
        description:
          'The reorder is priced and Ready to submit, for the rep to review and submit to SAP. `lockSystemID` names another installed system of the customer whose locks the key opens: the remedy becomes a reorder of that system, and its locks are marked replaced there once delivered. A key with no copy reported lost, or a remedy already standing for that system → 409; a remedy not offered, or a system where the key opens no lock → 400.',
        security: bearerSecurity,
        params: keyParams,
        body: chooseRemedyRequestSchema,
        response: { 201: safekeyOrderSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await lostKeys.choose(
            request.params.lockSystemId,
            request.params.keySymbol,
            request.body,
            requirePrincipal(request).actor,
          ),
        ),
  );

  routes.get(
    '/View/orders/:orderId/key-register/keys/:keySymbol/exposure',
    {
      ...ownGuest,
      schema: {
        tags: ['view'],
        summary: "What a key of the guest key's installed system opens, in the same words staff see",
        description:
          'The exposure, and where the remedies chosen for it stand (proposed, ordered, delivered) so the customer reads it too; the remedies offered and their prices are the rep’s.',
        security: guestSecurity,
        params: orderParams.extend({ keySymbol: keySymbolParam }),
        response: { 200: keyExposureSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const lockSystemId = await proposals.systemOfOrder(ownOrder(request, request.params.orderId));
      const exposure = await lostKeys.exposure(lockSystemId, request.params.keySymbol);
      return {
        ...exposure,
        otherSystems: exposure.otherSystems.map((other) => ({ ...other, remedies: [], noRemedy: null })),
        remedies: [],
        noRemedy: null,
      };
    },
  );
}
