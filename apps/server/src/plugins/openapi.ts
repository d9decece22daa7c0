import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { UI_VERSION } from '@keyplan/domain';

/**
 * The OpenAPI document, generated from the routes' zod schemas, and its UI at `/docs`: not in
 * production unless ALLOW_API_DOCS says so (the map of every route is no one's business there).
 */
export async function registerOpenApi(app: FastifyInstance, { serve }: { serve: boolean }) {
  if (!serve) return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Keyplan API',
        description:
          'Configure, price and order keyed padlock systems. Staff endpoints need a bearer access token from the configured issuer (audience api://default).',
        version: UI_VERSION,
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          viewAuthorization: {
            type: 'apiKey',
            in: 'header',
            name: 'View-Authorization',
            description: "A customer's short-lived guest key",
          },
        },
      },
      tags: [
        { name: 'system', description: 'Health and runtime configuration' },
        { name: 'session', description: 'The signed-in person' },
        { name: 'help', description: 'Help-desk tickets' },
        { name: 'lookups', description: 'Catalog lookup lists' },
        { name: 'features', description: 'Feature gates' },
        { name: 'customers', description: 'Customers (ccid, name, address, sales area, contacts)' },
        { name: 'orders', description: 'Orders, quotes and designs with their lock system trees' },
        { name: 'view', description: "Customers' read-only access by guest key" },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: true,
    // Served over plain HTTP in development: do not ask browsers to upgrade every request.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
