import { requirePrincipal } from '../../auth/auth-plugin.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerLinkSwitchSchema, reviewAccessSchema } from '@keyplan/domain';
import type { ReviewAccessService } from '../../review/review-access.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, orderParams, routeAccess } from '../route-access.ts';

/** Staff manage an order's customer access: the review pass code and the customer link. */
export function registerReviewRoutes(app: FastifyInstance, review: ReviewAccessService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff: common } = routeAccess(app);
  const tags = ['orders'];
  const security = bearerSecurity;

  routes.get(
    '/orders/:orderId/review-access',
    {
      ...common,
      schema: {
        tags,
        summary: "An order's customer access: whether it has a review pass code (hint, when) and its customer link",
        description: 'The pass code itself is stored only as a hash and shown only in the answer of a rotation.',
        security,
        params: orderParams,
        response: { 200: reviewAccessSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => review.get(request.params.orderId),
  );

  routes.post(
    '/orders/:orderId/review-access/rotate',
    {
      ...common,
      schema: {
        tags,
        summary: 'Generate a new review pass code (the old one and its guest keys stop working at once)',
        description: 'The answer is the only time the code and the review link are shown. A Deleted order → 409.',
        security,
        params: orderParams,
        response: { 200: reviewAccessSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const access = await review.rotate(request.params.orderId, requirePrincipal(request).actor);
      request.log.info(
        { orderId: request.params.orderId, actor: requirePrincipal(request).actor, hint: access.passCodeHint },
        'review pass code rotated',
      );
      return access;
    },
  );

  routes.delete(
    '/orders/:orderId/review-access',
    {
      ...common,
      schema: {
        tags,
        summary:
          'Remove the review pass code (its guests are refused at their next request); recorded in the admin audit',
        security,
        params: orderParams,
        response: { 200: reviewAccessSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await review.remove(request.params.orderId, requirePrincipal(request).actor);
      request.log.info(
        { orderId: request.params.orderId, actor: requirePrincipal(request).actor },
        'review pass code removed',
      );
      return access;
    },
  );

  routes.put(
    '/orders/:orderId/review-access/customer-link',
    {
      ...common,
      schema: {
        tags,
        summary: 'Turn the customer link off or on (turned off, its guests are refused at their next request)',
        description:
          'Off, the link opens a page saying the sales representative turned it off (403 `CUSTOMER_LINK_OFF` from View/sessions). Recorded in the admin audit (entity type reviewAccess). An order without a SAP order number → 409.',
        security,
        params: orderParams,
        body: customerLinkSwitchSchema,
        response: { 200: reviewAccessSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      const access = await review.switchCustomerLink(orderId, request.body.active, requirePrincipal(request).actor);
      request.log.info(
        { orderId, actor: requirePrincipal(request).actor, active: request.body.active },
        'customer link switched',
      );
      return access;
    },
  );
}
