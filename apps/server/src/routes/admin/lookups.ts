import { requirePrincipal } from '../../auth/auth-plugin.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_LOOKUP_ITEM_SCHEMAS,
  adminLookupEntrySchema,
  adminLookupListSchema,
  isRetirableLookup,
  LIMITS,
  LOOKUP_LABELS,
  LOOKUP_NAMES,
  lookupPreconditionSchema,
} from '@keyplan/domain';
import { z } from 'zod';
import type { LookupAdminService } from '../../admin/lookup-admin.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, routeAccess } from '../route-access.ts';

const itemParams = z.object({
  itemId: z.string().min(1).max(LIMITS.lookupIdLength).describe('The id of the item (a dependency: its lock material)'),
});

/**
 * `{apiBase}/admin/lookups/{list}…` (admins): each lookup list's items with their state, and add,
 * edit, retire and restore (decision 0022). One set of routes per list, so that each body carries
 * the list's own item schema in the OpenAPI document and a bad field is named by the validator.
 */
export function registerLookupAdminRoutes(app: FastifyInstance, lookupAdmin: LookupAdminService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { admin } = routeAccess(app);
  const tags = ['admin'];
  const security = bearerSecurity;
  for (const name of LOOKUP_NAMES) {
    const { list, item: one } = LOOKUP_LABELS[name];
    const itemSchema = ADMIN_LOOKUP_ITEM_SCHEMAS[name];
    const base = `/admin/lookups/${name}`;
    const changed = { 200: adminLookupEntrySchema, ...problemResponses(400, 401, 403, 404, 409) };
    routes.get(
      base,
      {
        ...admin,
        schema: {
          tags,
          summary: `${list}: every item with its version, retired ones too (admin)`,
          security,
          response: { 200: adminLookupListSchema, ...problemResponses(401, 403) },
        },
      },
      async () => lookupAdmin.list(name),
    );
    routes.post(
      base,
      {
        ...admin,
        schema: {
          tags,
          summary: `Add a ${one} (admin)`,
          description: `Appended to the list and offered at once; a taken id (retired or not) → 409.`,
          security,
          body: z.object({ item: itemSchema }),
          response: { 201: adminLookupEntrySchema, ...problemResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await lookupAdmin.add(name, request.body.item, requirePrincipal(request).actor)),
    );
    routes.put(
      `${base}/:itemId`,
      {
        ...admin,
        schema: {
          tags,
          summary: `Rename a ${one} (admin)`,
          description:
            'The whole item as it should be; only its name (and description) may change, a material dependency may only gain ids. `expectedVersion` is the version the admin loaded; another → 409.',
          security,
          params: itemParams,
          body: lookupPreconditionSchema.extend({ item: itemSchema }),
          response: changed,
        },
      },
      async (request) =>
        lookupAdmin.edit(
          name,
          request.params.itemId,
          request.body.expectedVersion,
          request.body.item,
          requirePrincipal(request).actor,
        ),
    );
    if (!isRetirableLookup(name)) continue;
    routes.post(
      `${base}/:itemId/retire`,
      {
        ...admin,
        schema: {
          tags,
          summary: `Retire a ${one} (admin)`,
          description:
            'No longer offered to the editor or guests; every order that uses it still opens, validates and prices with it. The last offered item of a list → 409.',
          security,
          params: itemParams,
          body: lookupPreconditionSchema,
          response: changed,
        },
      },
      async (request) =>
        lookupAdmin.retire(name, request.params.itemId, request.body.expectedVersion, requirePrincipal(request).actor),
    );
    routes.post(
      `${base}/:itemId/restore`,
      {
        ...admin,
        schema: {
          tags,
          summary: `Offer a retired ${one} again (admin)`,
          security,
          params: itemParams,
          body: lookupPreconditionSchema,
          response: changed,
        },
      },
      async (request) =>
        lookupAdmin.restore(name, request.params.itemId, request.body.expectedVersion, requirePrincipal(request).actor),
    );
  }
}
