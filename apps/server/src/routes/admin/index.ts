import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminAuditPageSchema, adminFeatureFlagSchema } from '@keyplan/domain';
import { z } from 'zod';
import { findAdminChanges } from '../../admin/admin-audit.repository.ts';
import type { Db } from '../../db/database.ts';
import type { FeatureFlagService } from '../../feature-flags/feature-flag.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, routeAccess } from '../route-access.ts';
import { auditQuerySchema } from './schema.ts';

/** `{apiBase}/admin/…` (admins only, 403 for everyone else): the audit and the feature flags. */
export function registerAdminRoutes(
  app: FastifyInstance,
  { db, featureFlags }: { db: Db; featureFlags: FeatureFlagService },
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
    async (request) => {
      const { page, pageSize, entityType } = request.query;
      return { ...(await findAdminChanges(db, { page, pageSize, entityType })), page, pageSize };
    },
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
}
