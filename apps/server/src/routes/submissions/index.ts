import { requirePrincipal } from '../../auth/auth-plugin.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  saveQuoteRequirementsSchema,
  storedQuoteRequirementsSchema,
  submissionStateSchema,
  submitSystemSchema,
  transferredOrderSchema,
} from '@keyplan/domain';
import type { QuoteService } from '../../submissions/quote.service.ts';
import type { SubmissionService } from '../../submissions/submission.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, orderParams, systemParams, routeAccess } from '../route-access.ts';

/** Submission of a lock system to SAP (through the outbox), quote requirements and quote transfer. Staff only. */
export function registerSubmissionRoutes(app: FastifyInstance, submissions: SubmissionService, quotes: QuoteService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff } = routeAccess(app);
  const security = bearerSecurity;
  const tags = ['submissions'];

  routes.post(
    '/order-lock-systems/:orderLockSystemId/submission',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Submit a Ready system to SAP',
        description:
          'Charts an order (key codes for every node without one), moves Ready → Submitted (orders) or Ready → QuoteSubmitted (quotes) and records the send in the outbox, in one transaction; a worker sends it with retries. Poll GET …/submission until sent or failed. Stale version or not Ready → 409; no room to chart it (the progression, or the bucket) → 409 `KEYING_CAPACITY` or `KEY_CODES_EXHAUSTED` with the figures in `capacity`; a quote without requirements → 400.',
        security,
        params: systemParams,
        body: submitSystemSchema,
        response: { 202: submissionStateSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await submissions.submit(
            request.params.orderLockSystemId,
            request.body.expectedVersion,
            requirePrincipal(request).actor,
          ),
        ),
  );

  routes.get(
    '/order-lock-systems/:orderLockSystemId/submission',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Where the submission to SAP stands (404 before any)',
        security,
        params: systemParams,
        response: { 200: submissionStateSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => submissions.state(request.params.orderLockSystemId),
  );

  routes.post(
    '/order-lock-systems/:orderLockSystemId/submission/retry',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Send a failed submission again (409 unless it failed)',
        security,
        params: systemParams,
        response: { 202: submissionStateSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(202).send(await submissions.retry(request.params.orderLockSystemId)),
  );

  routes.get(
    '/orders/:orderId/quote-requirements',
    {
      ...staff,
      schema: {
        tags,
        summary: 'The quote requirements of a quote (404 before any)',
        security,
        params: orderParams,
        response: { 200: storedQuoteRequirementsSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => quotes.requirements(request.params.orderId),
  );

  routes.put(
    '/orders/:orderId/quote-requirements',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Store the quote requirements against the expected version',
        description:
          'Only while the quote is a draft; stale version → 409. Answers the requirements with the new version.',
        security,
        params: orderParams,
        body: saveQuoteRequirementsSchema,
        response: { 200: storedQuoteRequirementsSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => quotes.saveRequirements(request.params.orderId, request.body, requirePrincipal(request).actor),
  );

  routes.post(
    '/orders/:orderId/transfer-to-order',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Transfer a submitted quote into a new order',
        description:
          'A QuoteSubmitted quote → a new order with a copy of its tree (new ids, not charted), the header and quoteNumberForTransfer; Ready when priced. Once per quote (409 after).',
        security,
        params: orderParams,
        response: { 201: transferredOrderSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await quotes.transferToOrder(request.params.orderId, requirePrincipal(request).actor)),
  );
}
