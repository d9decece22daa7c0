import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { helpRequestSchema } from '@keyplan/domain';
import type { HelpService } from '../../help-desk/help.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { z } from 'zod';
import { bearerSecurity } from '../route-access.ts';

/** `POST {api}/help` (SPEC §7): raises a help-desk ticket; answers the ticket key as text. */
export function registerHelpRoutes(app: FastifyInstance, helpService: HelpService) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/help',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['help'],
        summary: 'Raise a help-desk ticket',
        security: bearerSecurity,
        body: helpRequestSchema,
        response: {
          200: z.string().describe('The ticket key, e.g. HELP-1'),
          ...problemResponses(400, 401, 403, 502),
        },
      },
    },
    async (request, reply) => {
      const key = await helpService.createTicket(request.body, request.principal?.email ?? '');
      return reply.type('text/plain; charset=utf-8').send(key);
    },
  );
}
