import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { safekeyOrderSchema } from '@keyplan/domain';
import { z } from 'zod';
import { appErrors } from '../../errors.ts';
import type { OrderService } from '../../orders/order.service.ts';
import { problemResponses } from '../problem-schema.ts';

/** A customer's read-only view of the one order their guest key was issued for. */
export function registerViewRoutes(app: FastifyInstance, orders: OrderService) {
  app.withTypeProvider<ZodTypeProvider>().get('/View/orders/:orderId', {
    onRequest: app.requireViewAuthorization,
    schema: {
      tags: ['view'],
      summary: 'The order a guest key opens (read-only)',
      security: [{ viewAuthorization: [] }],
      params: z.object({ orderId: z.uuid('must be a UUID') }),
      response: { 200: safekeyOrderSchema, ...problemResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    if (request.params.orderId !== request.viewOrderId) {
      request.log.warn({ ip: request.ip, orderId: request.params.orderId }, 'guest key used for another order');
      throw appErrors.forbidden('This link does not open that order.');
    }
    return orders.get(request.params.orderId);
  });
}
