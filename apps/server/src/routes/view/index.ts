import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  keyChartSchema,
  pricingSchema,
  reviewSessionRequestSchema,
  reviewSessionSchema,
  safekeyOrderSchema,
} from '@keyplan/domain';
import { z } from 'zod';
import { appErrors } from '../../errors.ts';
import type { OrderService } from '../../orders/order.service.ts';
import type { GuestViewService } from '../../review/guest-view.service.ts';
import type { ReviewAccessService } from '../../review/review-access.service.ts';
import { requestLocale } from '../../view/review-text.ts';
import { problemResponses } from '../problem-schema.ts';
import { sendLogo } from '../logos/send-logo.ts';
import { guestSecurity, logoParams, orderParams, routeAccess } from '../route-access.ts';

export interface ViewRouteServices {
  orders: OrderService;
  review: ReviewAccessService;
  guestView: GuestViewService;
}

/** The order in the path must be the one the guest key opens. */
function requireOwnOrder(request: FastifyRequest, orderId: string) {
  if (orderId.toLowerCase() !== request.viewOrderId) {
    request.log.warn({ ip: request.ip, orderId }, 'guest key used for another order');
    throw appErrors.forbidden('This link does not open that order.');
  }
}

/**
 * A customer's read-only access (decision 0011): a pass code or customer link is exchanged for a
 * guest key, which reads the one order it was issued for, its logos and its key chart (blind
 * codes only), and the lookup lists (routes/lookups). Nothing here writes.
 */
export function registerViewRoutes(app: FastifyInstance, { orders, review, guestView }: ViewRouteServices) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { guest } = routeAccess(app);
  const tags = ['view'];
  const security = guestSecurity;

  routes.post(
    '/View/sessions',
    {
      config: { bodySize: 'session' },
      schema: {
        tags,
        summary: 'Exchange a review pass code or a customer link for a guest key (no bearer)',
        description:
          'Body `{ id, review }` (pass code, grouped or not, any case: any status but Deleted) or `{ id, sapOrderNumber }` (customer link: Submitted, Completed or QuoteSubmitted only). ' +
          'Anything not recognized → 401 "The link is not recognized."; a right link or pass code of a canceled order → 410 `ORDER_CANCELED` saying when; a right customer link that staff turned off → 403 `CUSTOMER_LINK_OFF` saying so; more than 5 failures per order or 20 per address in 15 minutes → 429 with Retry-After.',
        body: reviewSessionRequestSchema,
        response: { 201: reviewSessionSchema, ...problemResponses(400, 401, 403, 410, 429) },
      },
    },
    async (request, reply) => {
      const session = await review.openSession(request.body, {
        ip: request.ip,
        log: request.log,
        locale: requestLocale(request),
      });
      return reply.status(201).header('Cache-Control', 'no-store').send(session);
    },
  );

  routes.get(
    '/View/orders/:orderId',
    {
      ...guest,
      schema: {
        tags,
        summary: 'The order a guest key opens (read-only)',
        security,
        params: orderParams,
        response: { 200: safekeyOrderSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireOwnOrder(request, request.params.orderId);
      return orders.get(request.viewOrderId!);
    },
  );

  routes.get(
    '/View/orders/:orderId/pricing',
    {
      ...guest,
      schema: {
        tags,
        summary:
          "The prices behind the guest key's order: its currency's book, cut to what the order uses, and the tiers",
        security,
        params: orderParams,
        response: { 200: pricingSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireOwnOrder(request, request.params.orderId);
      return guestView.pricing(request.viewOrderId!);
    },
  );

  routes.get(
    '/View/orders/:orderId/key-chart',
    {
      ...guest,
      schema: {
        tags,
        summary: "The key chart of the guest key's order: key symbols and blind codes, never bittings",
        security,
        params: orderParams,
        querystring: z.object({
          orderLockSystemId: z
            .uuid('must be a UUID')
            .optional()
            .describe('Default: the first lock system of the order'),
        }),
        response: { 200: keyChartSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireOwnOrder(request, request.params.orderId);
      return guestView.keyChart(request.viewOrderId!, request.query.orderLockSystemId);
    },
  );

  // Untyped reply: the answer is the image's bytes, which no response schema describes.
  app.get<{ Params: { logoId: string } }>(
    '/View/logos/:logoId',
    {
      ...guest,
      schema: {
        tags,
        summary: "A logo shown on a lock set of the guest key's order, as the image it is",
        security,
        produces: ['image/png', 'image/jpeg'],
        params: logoParams,
        response: problemResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      // Guest keys are short-lived: so is the browser's copy.
      return sendLogo(reply, await guestView.logo(request.viewOrderId!, request.params.logoId), 900);
    },
  );
}
