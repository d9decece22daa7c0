import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pricingSchema } from '@keyplan/domain';
import { z } from 'zod';
import type { PriceBookService } from '../../catalog/price-book.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity } from '../route-access.ts';

/** The price book of a currency with the quantity tiers: what the browser's live price needs. */
export function registerPricingRoutes(app: FastifyInstance, priceBooks: PriceBookService) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/price-books/:currency',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['pricing'],
        summary: 'The price book of a currency and the quantity tiers (money in minor units)',
        security: bearerSecurity,
        params: z.object({ currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code') }),
        response: { 200: pricingSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => priceBooks.forCurrency(request.params.currency),
  );
}
