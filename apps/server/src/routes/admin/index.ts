import { requirePrincipal } from '../../auth/auth-plugin.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAuditPageSchema,
  adminFeatureFlagSchema,
  adminPriceBooksSchema,
  createdPriceBookVersionSchema,
  issuedKeyCodeSchema,
  newPriceBookVersionSchema,
} from '@keyplan/domain';
import { z } from 'zod';
import type { AdminSearchService } from '../../admin/admin-search.service.ts';
import type { PriceBookAdminService } from '../../admin/price-book-admin.service.ts';
import type { FeatureFlagService } from '../../feature-flags/feature-flag.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, routeAccess } from '../route-access.ts';
import { auditQuerySchema, keyCodeSearchQuerySchema } from './schema.ts';

/** `{apiBase}/admin/…` (admins only, 403 for everyone else): the audit and the feature flags. */
export function registerAdminRoutes(
  app: FastifyInstance,
  { search, featureFlags }: { search: AdminSearchService; featureFlags: FeatureFlagService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { admin } = routeAccess(app);
  routes.get(
    '/admin/audit',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Every admin change, newest first (admin)',
        description: 'Who changed which entity when, with the entity as JSON before and after.',
        security: bearerSecurity,
        querystring: auditQuerySchema,
        response: { 200: adminAuditPageSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => search.auditPage(request.query),
  );
  routes.get(
    '/admin/feature-flags',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Every feature flag with who set it when (admin)',
        security: bearerSecurity,
        response: { 200: z.array(adminFeatureFlagSchema), ...problemResponses(401, 403) },
      },
    },
    async () => featureFlags.list(),
  );
  routes.get(
    '/admin/key-codes',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Issued key codes by the start of their blind code (admin)',
        description:
          'At most 20 codes of the registry whose blind code starts with `blindCode`: to whom (customer), which system, which key, when and by whom. Never the bitting.',
        security: bearerSecurity,
        querystring: keyCodeSearchQuerySchema,
        response: { 200: z.array(issuedKeyCodeSchema), ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => search.keyCodesByBlindCode(request.query.blindCode),
  );
}

/** `{apiBase}/admin/price-books` (admins): versioned price books per currency. */
export function registerPriceBookAdminRoutes(app: FastifyInstance, priceBooks: PriceBookAdminService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { admin } = routeAccess(app);
  routes.get(
    '/admin/price-books',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Price book versions per currency, the one in force and the drafts they price (admin)',
        security: bearerSecurity,
        response: { 200: adminPriceBooksSchema, ...problemResponses(401, 403) },
      },
    },
    async () => priceBooks.list(),
  );
  routes.post(
    '/admin/price-books',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'A new price book version (admin)',
        description:
          'A copy of the version the admin started from (`baseVersion`, which must still be the latest, else 409) with edited lock base prices, extras and quantity tiers, in force from `effectiveFrom` (now when absent). In force now, it reprices the drafts of its currency (Created, Started, Ready) and answers them; submitted systems keep their price.',
        security: bearerSecurity,
        body: newPriceBookVersionSchema,
        response: { 201: createdPriceBookVersionSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await priceBooks.create(request.body, requirePrincipal(request).actor)),
  );
}
