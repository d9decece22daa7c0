import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LOOKUP_NAMES, isLookupName } from '@keyplan/domain';
import { z } from 'zod';
import { findLookupItems } from '../../catalog/catalog.repository.ts';
import type { Db } from '../../db/database.ts';
import { appErrors } from '../../errors.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, guestSecurity } from '../route-access.ts';

const paramsSchema = z.object({
  name: z
    .string()
    .max(40)
    .describe(`One of ${LOOKUP_NAMES.join(', ')}`),
});
const itemsSchema = z
  .array(z.record(z.string(), z.unknown()))
  .describe('The items of the lookup list, in catalog order');

/** `GET LookUp/{name}` for staff and `GET View/lookup/{name}` for guests (SPEC §7). */
export function registerLookupRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const handler = async (request: { params: { name: string } }) => {
    const { name } = request.params;
    if (!isLookupName(name))
      throw appErrors.notFound(`No lookup list is named ${name}. Known lists: ${LOOKUP_NAMES.join(', ')}.`);
    return (await findLookupItems(db, name)) as Record<string, unknown>[];
  };
  routes.get(
    '/LookUp/:name',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['lookups'],
        summary: 'A lookup list (staff)',
        security: bearerSecurity,
        params: paramsSchema,
        response: { 200: itemsSchema, ...problemResponses(401, 403, 404) },
      },
    },
    handler,
  );
  routes.get(
    '/View/lookup/:name',
    {
      onRequest: app.requireViewAuthorization,
      schema: {
        tags: ['lookups', 'view'],
        summary: 'A lookup list (guest key)',
        security: guestSecurity,
        params: paramsSchema,
        response: { 200: itemsSchema, ...problemResponses(401, 404) },
      },
    },
    handler,
  );
}
