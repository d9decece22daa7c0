import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reviewApprovalRequestSchema, reviewCommentRequestSchema, reviewResponsesSchema } from '@keyplan/domain';
import { appErrors } from '../../errors.ts';
import type { ReviewResponseService } from '../../review/review-response.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, guestSecurity, orderParams, routeAccess } from '../route-access.ts';

/** The order in the path must be the one the guest key opens. */
function requireGuestOrder(request: FastifyRequest, orderId: string): string {
  if (orderId.toLowerCase() !== request.viewOrderId) throw appErrors.forbidden('This link does not open that order.');
  return request.viewOrderId;
}

/**
 * Customers approve or comment on an order through their guest key; staff read what they said.
 * An approval holds for the system as it was: once it changes, `current` is false.
 */
export function registerReviewResponseRoutes(app: FastifyInstance, responses: ReviewResponseService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff, guest } = routeAccess(app);
  const answer = (...statuses: number[]) => ({ 200: reviewResponsesSchema, ...problemResponses(...statuses) });

  routes.get(
    '/View/orders/:orderId/responses',
    {
      ...guest,
      schema: {
        tags: ['view'],
        summary: "What customers said about the guest key's order: approvals and comments",
        security: guestSecurity,
        params: orderParams,
        response: answer(400, 401, 403, 404),
      },
    },
    async (request) => responses.list(requireGuestOrder(request, request.params.orderId)),
  );

  routes.post(
    '/View/orders/:orderId/approvals',
    {
      ...guest,
      config: { bodySize: 'guest' },
      schema: {
        tags: ['view'],
        summary: 'The customer approves the system as it is now (name and role recorded)',
        security: guestSecurity,
        params: orderParams,
        body: reviewApprovalRequestSchema,
        response: { 201: reviewResponsesSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await responses.approve(requireGuestOrder(request, request.params.orderId), request.body)),
  );

  routes.post(
    '/View/orders/:orderId/comments',
    {
      ...guest,
      config: { bodySize: 'guest' },
      schema: {
        tags: ['view'],
        summary: 'The customer comments on the system, for the rep',
        security: guestSecurity,
        params: orderParams,
        body: reviewCommentRequestSchema,
        response: { 201: reviewResponsesSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await responses.comment(requireGuestOrder(request, request.params.orderId), request.body)),
  );

  routes.get(
    '/orders/:orderId/review-responses',
    {
      ...staff,
      schema: {
        tags: ['orders'],
        summary: "Customers' approvals and comments on an order, and whether its present form is approved",
        security: bearerSecurity,
        params: orderParams,
        response: answer(400, 401, 403, 404),
      },
    },
    async (request) => responses.list(request.params.orderId),
  );
}
