import { requirePrincipal } from '../../auth/auth-plugin.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FEATURE_FLAGS } from '@keyplan/domain';
import { z } from 'zod';
import type { FeatureFlagService } from '../../feature-flags/feature-flag.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity } from '../route-access.ts';

const paramsSchema = z.object({
  featureName: z
    .string()
    .max(64)
    .describe(`One of ${FEATURE_FLAGS.join(', ')}`),
});

/** `GET {apiBase}/features/{featureName}` → the gate value (SPEC §7); admins set it. */
export function registerFeatureRoutes(app: FastifyInstance, featureFlags: FeatureFlagService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/features/:featureName',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['features'],
        summary: 'A feature gate',
        security: bearerSecurity,
        params: paramsSchema,
        response: { 200: z.boolean(), ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => featureFlags.isEnabled(request.params.featureName),
  );
  routes.put(
    '/features/:featureName',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['features'],
        summary: 'Turn a feature gate on or off (admin)',
        security: bearerSecurity,
        params: paramsSchema,
        description:
          'With `expectedUpdatedAt`, the `updatedAt` the admin loaded (GET /admin/feature-flags; null when never set), a flag changed since → 409 and nothing changes. Without it the gate is set whatever it was.',
        body: z.object({
          enabled: z.boolean(),
          expectedUpdatedAt: z.string().max(40).nullable().optional(),
        }),
        response: { 200: z.boolean(), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      featureFlags.set(
        request.params.featureName,
        request.body.enabled,
        requirePrincipal(request).actor,
        request.body.expectedUpdatedAt,
      ),
  );
}
