import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runtimeConfigSchema, type RuntimeConfig } from '@keyplan/domain';
import type { Readiness } from './readiness.ts';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const readinessSchema = z.object({
  status: z.enum(['ready', 'draining', 'unavailable']),
  database: z.enum(['ok', 'unreachable', 'not checked']),
});

/** `GET /healthz` (liveness), `GET /readyz` (readiness) and `GET /config.json`, outside the API base. */
export function registerSystemRoutes(
  app: FastifyInstance,
  options: {
    /** Throws when the database cannot be reached. */
    pingDatabase: () => Promise<void>;
    runtimeConfig: RuntimeConfig;
    readiness: Readiness;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // While draining, every answer ends its connection: a client on keep-alive opens its next one
  // through the load balancer, to an instance that stays (decision 0060).
  app.addHook('onRequest', async (_request, reply) => {
    if (options.readiness.draining) reply.header('connection', 'close');
  });
  // The same on every request: checked against its schema and made JSON once (issue 32).
  const runtimeConfigJson = JSON.stringify(runtimeConfigSchema.parse(options.runtimeConfig));

  routes.get(
    '/healthz',
    { schema: { tags: ['system'], summary: 'Liveness and database reachability', response: { 200: healthSchema } } },
    async () => {
      await options.pingDatabase();
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  routes.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness for a load balancer: 503 while draining (SIGTERM) or when the database is unreachable',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (options.readiness.draining)
        return reply.code(503).send({ status: 'draining' as const, database: 'not checked' as const });
      try {
        await options.pingDatabase();
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: the database is unreachable');
        return reply.code(503).send({ status: 'unavailable' as const, database: 'unreachable' as const });
      }
      return { status: 'ready' as const, database: 'ok' as const };
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
    // Already JSON text (the lookups do the same): sent as it is, not serialized again.
    async (_request, reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(runtimeConfigJson),
  );
}
