import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ccidSchema,
  keyPolicyRequestSchema,
  keyRegisterActionSchema,
  keyRegisterChangeSchema,
  keyRegisterDecisionSchema,
  keyRegisterProposalRequestSchema,
  keyRegisterProposalSchema,
  keyRegisterSchema,
  chooseRemedyRequestSchema,
  keyExposureSchema,
  safekeyOrderSchema,
} from '@keyplan/domain';
import { z } from 'zod';
import type { CustomerService } from '../../customers/customer.service.ts';
import type { KeyRegisterProposals } from '../../key-register/key-register-proposals.service.ts';
import type { KeyRegisterService } from '../../key-register/key-register.service.ts';
import type { LostKeyService } from '../../key-register/lost-key.service.ts';
import { toKeyReceiptPdf, toSignOutSheetPdf } from '../../documents/key-receipt-pdf.ts';
import { appErrors } from '../../errors.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, guestSecurity, orderParams, routeAccess, uuidParam } from '../route-access.ts';

export const keySymbolParam = z.string().regex(/^A[A-Z]*\d*$/, 'must be a key symbol such as A, AB or AB3');
export const copyNumberParam = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(100_000, 'must be at most 100000');
const systemParams = z.object({ lockSystemId: uuidParam });
const copyParams = systemParams.extend({ keySymbol: keySymbolParam, copyNumber: copyNumberParam });

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
  const { staff, guest } = routeAccess(app);
  const tags = ['lock systems', 'key register'];

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
      return reply
        .status(201)
        .send(
          await register.apply(lockSystemId, keySymbol, copyNumber, request.body, { actor: request.principal!.email }),
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
      await register.saveKeyPolicy(request.params.ccid, request.body.text, request.principal!.email);
      return { text: request.body.text };
    },
  );

  const pdfReply = (reply: FastifyReply, fileName: string, body: Buffer) =>
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(body);
  const fileNamePart = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-').slice(0, 40);

  // Untyped replies: the answer is the PDF's bytes, which no response schema describes.
  routes.get(
    '/lock-systems/:lockSystemId/key-register/hand-outs/:handOutId/receipt.pdf',
    {
      ...staff,
      schema: {
        tags,
        summary: 'The receipt of one hand-out as a PDF',
        description:
          'The customer, the system, the key symbol and blind code, the copy number, the holder and the date, the customer’s key policy when set, and signature lines. The hand-out is the change that handed the copy out (its `handOutId`).',
        security: bearerSecurity,
        produces: ['application/pdf'],
        params: systemParams.extend({ handOutId: copyNumberParam }),
        response: problemResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { lockSystemId, handOutId } = request.params;
      const handOut = await register.change(lockSystemId, handOutId);
      if (handOut.action !== 'handOut')
        throw appErrors.notFound(`Change ${handOutId} of this key register is not a hand-out.`);
      const current = await register.register(lockSystemId);
      const customer = await customers.get(current.ccid);
      return pdfReply(
        reply,
        `key-receipt-${handOut.keySymbol}-${handOut.copyNumber}-${fileNamePart(handOut.after.holder?.name ?? '')}.pdf`,
        await toKeyReceiptPdf(current, customer, handOut),
      );
    },
  );

  routes.get(
    '/lock-systems/:lockSystemId/key-register/sign-out-sheet.pdf',
    {
      ...staff,
      schema: {
        tags,
        summary: 'The sign-out sheet of the whole key register as a PDF',
        description: 'Every copy of every key: its blind code, state, holder, date issued and a signature column.',
        security: bearerSecurity,
        produces: ['application/pdf'],
        params: systemParams,
        response: problemResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const current = await register.register(request.params.lockSystemId);
      const customer = await customers.get(current.ccid);
      return pdfReply(
        reply,
        `key-sign-out-sheet-${fileNamePart(current.systemName)}.pdf`,
        await toSignOutSheetPdf(current, customer),
      );
    },
  );

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
        request.principal!.email,
      ),
  );

  /** The order in the path must be the one the guest key opens. */
  const ownOrder = (request: FastifyRequest, orderId: string) => {
    if (orderId.toLowerCase() !== request.viewOrderId) {
      request.log.warn({ ip: request.ip, orderId }, 'guest key used for another order');
      throw appErrors.forbidden('This link does not open that order.');
    }
    return request.viewOrderId;
  };
  /**
   * Guest routes of one order: the order in the path is checked before the body is, so a key of
   * another order learns nothing from validation (403 whatever it sends).
   */
  const ownGuest = {
    ...guest,
    preValidation: async (request: FastifyRequest) => {
      ownOrder(request, (request.params as { orderId: string }).orderId);
    },
  };

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

  const keyParams = systemParams.extend({ keySymbol: keySymbolParam });
  routes.get(
    '/lock-systems/:lockSystemId/key-register/keys/:keySymbol/exposure',
    {
      ...staff,
      schema: {
        tags,
        summary: "A key's exposure and the remedies for losing it, priced",
        description:
          'Every lock the key opens, by simulation of the pinning (by design or by chance), in plain words ("This master key opens 48 locks in 6 lock sets."), by lock set; and the reorders that make the system safe again, priced from the price book: a change key’s locks replaced by padlocks keyed to new change keys under the same master key; a master key’s lock sets replaced under a new master key branch. A grand master key has no reorder remedy.',
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
          'The reorder is priced and Ready to submit, for the rep to review and submit to SAP. A key with no copy reported lost → 409; a remedy not offered for the key → 400.',
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
            request.principal!.email,
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
        description: 'The exposure only: the remedies and their prices are the rep’s.',
        security: guestSecurity,
        params: orderParams.extend({ keySymbol: keySymbolParam }),
        response: { 200: keyExposureSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const lockSystemId = await proposals.systemOfOrder(ownOrder(request, request.params.orderId));
      const exposure = await lostKeys.exposure(lockSystemId, request.params.keySymbol);
      return { ...exposure, remedies: [], noRemedy: null, chosen: [] };
    },
  );
}
