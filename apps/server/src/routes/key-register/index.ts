import { requirePrincipal } from '../../auth/auth-plugin.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ccidSchema,
  keyPolicyRequestSchema,
  keyRegisterActionSchema,
  keyRegisterChangeSchema,
  keyRegisterSchema,
} from '@keyplan/domain';
import { z } from 'zod';
import type { CustomerService } from '../../customers/customer.service.ts';
import type { KeyRegisterProposals } from '../../lock-systems/key-register/key-register-proposals.service.ts';
import type { KeyRegisterService } from '../../lock-systems/key-register/key-register.service.ts';
import type { LostKeyService } from '../../lock-systems/key-register/lost-key.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, routeAccess } from '../route-access.ts';
import { registerKeyRegisterDocumentRoutes } from './documents.ts';
import { registerLostKeyRoutes } from './lost-keys.ts';
import { copyNumberParam, copyParams, keySymbolParam, registerTags as tags, systemParams } from './params.ts';
import { registerKeyRegisterProposalRoutes } from './proposals.ts';

/**
 * The key register of an installed lock system (issue 28): who holds each copy of each key, and
 * every change with who, when, before and after. Staff read and change it.
 */
export function registerKeyRegisterRoutes(
  app: FastifyInstance,
  register: KeyRegisterService,
  customers: CustomerService,
  proposals: KeyRegisterProposals,
  lostKeys: LostKeyService,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff } = routeAccess(app);

  routes.get(
    '/lock-systems/:lockSystemId/key-register',
    {
      ...staff,
      schema: {
        tags,
        summary: 'The key register of an installed lock system',
        description:
          'Every key cut (by symbol and copy number, from the installed orders) with its state (not handed out, handed out, lost, broken), its holder (name, department or role, employee id), when it was issued and returned and who recorded it; the counts; and the customer’s key policy.',
        security: bearerSecurity,
        params: systemParams,
        response: { 200: keyRegisterSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => register.register(request.params.lockSystemId),
  );

  routes.post(
    '/lock-systems/:lockSystemId/key-register/keys/:keySymbol/copies/:copyNumber',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Records a change to a copy of a key: hand out, return, new holder, lost or broken',
        description:
          'handOut needs a copy no one holds; return and editHolder a handed-out copy; a lost or broken copy stays so (its code stays reserved). An unknown symbol or copy → 400; a change the copy’s state refuses → 409. Answers the change as the history keeps it.',
        security: bearerSecurity,
        params: copyParams,
        body: keyRegisterActionSchema,
        response: { 201: keyRegisterChangeSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { lockSystemId, keySymbol, copyNumber } = request.params;
      return reply.status(201).send(
        await register.apply(lockSystemId, keySymbol, copyNumber, request.body, {
          actor: requirePrincipal(request).actor,
        }),
      );
    },
  );

  routes.get(
    '/lock-systems/:lockSystemId/key-register/history',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Every change to the key register, newest first; of one key or one copy when asked',
        security: bearerSecurity,
        params: systemParams,
        querystring: z.object({ keySymbol: keySymbolParam.optional(), copyNumber: copyNumberParam.optional() }),
        response: { 200: z.array(keyRegisterChangeSchema), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => register.history(request.params.lockSystemId, request.query),
  );

  routes.get(
    '/customers/:ccid/key-policy',
    {
      ...staff,
      schema: {
        tags: ['customers', 'key register'],
        summary: "The customer's key policy, printed on key receipts",
        security: bearerSecurity,
        params: z.object({ ccid: ccidSchema }),
        response: { 200: z.object({ text: z.string() }), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await customers.get(request.params.ccid);
      return { text: (await register.keyPolicy(request.params.ccid)) ?? '' };
    },
  );

  routes.put(
    '/customers/:ccid/key-policy',
    {
      ...staff,
      schema: {
        tags: ['customers', 'key register'],
        summary: "Sets the customer's key policy (empty clears it)",
        security: bearerSecurity,
        params: z.object({ ccid: ccidSchema }),
        body: keyPolicyRequestSchema,
        response: { 200: z.object({ text: z.string() }), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await customers.get(request.params.ccid);
      await register.saveKeyPolicy(request.params.ccid, request.body.text, requirePrincipal(request).actor);
      return { text: request.body.text };
    },
  );

  registerKeyRegisterDocumentRoutes(app, register, customers);
  registerKeyRegisterProposalRoutes(app, register, proposals);
  registerLostKeyRoutes(app, proposals, lostKeys);
}
