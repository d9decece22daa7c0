import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bucketCapacitySchema } from '@keyplan/domain';
import { z } from 'zod';
import type { KeyCodeBucketService } from '../../charting/key-code-bucket.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, routeAccess } from '../route-access.ts';

const paramsSchema = z.object({
  bucketType: z.string().min(1).max(20).describe('A key code bucket id of the lookups, e.g. SP6'),
});

/** `GET {apiBase}/key-code-buckets/{bucketType}/capacity` (admins): issued codes, reserved blocks and what is left. */
export function registerKeyCodeBucketRoutes(app: FastifyInstance, buckets: KeyCodeBucketService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { admin } = routeAccess(app);
  routes.get(
    '/key-code-buckets/:bucketType/capacity',
    {
      ...admin,
      schema: {
        tags: ['charting'],
        summary: 'The capacity of a key code bucket (admin)',
        description:
          'Valid bittings, codes issued, blocks reserved by master-keyed locks (and the unheld bittings inside them), and the bittings left to issue.',
        security: bearerSecurity,
        params: paramsSchema,
        response: { 200: bucketCapacitySchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => buckets.capacity(request.params.bucketType),
  );
}
