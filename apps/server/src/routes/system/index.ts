import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runtimeConfigSchema, type RuntimeConfig } from '@keyplan/domain';
import { pingDatabase, type Db } from '../../db/database.ts';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** `GET /healthz` and `GET /config.json`, outside the API base. */
export function registerSystemRoutes(app: FastifyInstance, options: { db: Db; runtimeConfig: RuntimeConfig }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/healthz',
    { schema: { tags: ['system'], summary: 'Liveness and database reachability', response: { 200: healthSchema } } },
    async () => {
      await pingDatabase(options.db);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  routes.get(
    '/config.json',
    {
      schema: {
        tags: ['system'],
        summary: 'Runtime configuration of the web app',
        response: { 200: runtimeConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return options.runtimeConfig;
    },
  );
}
