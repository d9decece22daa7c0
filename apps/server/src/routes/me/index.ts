import { requirePrincipal } from '../../auth/auth-plugin.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity } from '../route-access.ts';

const meSchema = z.object({
  email: z.string(),
  name: z.string().optional(),
  roles: z.array(z.string()),
  isStaff: z.boolean(),
  isAdmin: z.boolean(),
});

/** `GET {api}/me`: who the bearer token belongs to; 403 for a person without the staff role. */
export function registerMeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['session'],
        summary: 'The signed-in staff member',
        security: bearerSecurity,
        response: { 200: meSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      return {
        email: principal.email,
        ...(principal.name ? { name: principal.name } : {}),
        roles: principal.roles,
        isStaff: principal.isStaff,
        isAdmin: principal.isAdmin,
      };
    },
  );
}
