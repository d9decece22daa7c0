import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appErrors } from '../errors.ts';
import { InvalidTokenError, type AccessTokenVerifier, type Principal } from './access-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid bearer token of a staff member, else 401 or 403. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: a valid bearer token of an admin, else 401 or 403. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+([A-Za-z0-9\-_.~+/]+=*)\s*$/i);
  return match?.[1];
}

async function authenticateRequest(request: FastifyRequest, verify: AccessTokenVerifier) {
  const token = bearerOf(request);
  if (!token) throw appErrors.unauthorized();
  try {
    request.principal = await verify(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      request.log.info({ reason: error.message }, 'bearer token refused');
      throw appErrors.unauthorized('The bearer token is invalid or has expired.');
    }
    throw error;
  }
  return request.principal;
}

/** Staff authentication: verifies bearer tokens and offers the hooks routes declare. */
export const authPlugin = fp<{ verify: AccessTokenVerifier }>(
  async (app: FastifyInstance, { verify }) => {
    app.decorateRequest('principal', null);
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      const principal = await authenticateRequest(request, verify);
      if (!principal.isStaff) throw appErrors.forbidden();
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const principal = await authenticateRequest(request, verify);
      if (!principal.isAdmin) throw appErrors.forbidden('This action needs the admin role.');
    });
  },
  { name: 'auth' },
);

/**
 * The signed-in person of a route guarded by `requireStaff` or `requireAdmin`, typed: routes call
 * this instead of writing `request.principal!` (a lint rule refuses that, decision 0033).
 */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw appErrors.unauthorized();
  return request.principal;
}
