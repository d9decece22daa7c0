import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** An id in a path: every resource's ids are UUIDs, refused with the same rule. */
export const uuidParam = z.uuid('must be a UUID');
export const orderParams = z.object({ orderId: uuidParam });
export const systemParams = z.object({ orderLockSystemId: uuidParam });
export const logoParams = z.object({ logoId: uuidParam });

/** OpenAPI security requirements: staff bearer tokens, and customers' guest keys. */
export const bearerSecurity = [{ bearerAuth: [] }];
export const guestSecurity = [{ viewAuthorization: [] }];

/**
 * Who may call a route, as route options: the guard that refuses everyone else, and the matching
 * OpenAPI security to spread into the schema (`{ ...access.staff, schema: { security: access.staff.security, … } }`).
 */
export function routeAccess(app: FastifyInstance) {
  return {
    staff: { onRequest: app.requireStaff },
    admin: { onRequest: app.requireAdmin },
    guest: { onRequest: app.requireViewAuthorization },
  };
}
