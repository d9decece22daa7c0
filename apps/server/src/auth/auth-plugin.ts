import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { appErrors } from '../errors.ts';
import { InvalidTokenError, type AccessTokenVerifier, type Principal } from './access-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid bearer token of a staff member, else 401 or 403. */
    requireStaff: RequestGuard;
    /** onRequest hook: a valid bearer token of an admin, else 401 or 403. */
    requireAdmin: RequestGuard;
  }
}

/** An onRequest hook in callback style: it calls `done` at once when the token is already known. */
type RequestGuard = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+([A-Za-z0-9\-_.~+/]+=*)\s*$/i);
  return match?.[1];
}

/** Verifies the request's bearer token in full (`bearerOf` found it) and keeps its principal. */
async function authenticateRequest(request: FastifyRequest, token: string, verify: AccessTokenVerifier) {
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

/**
 * A guard that lets through a caller whose principal `refusal` finds nothing against. A token
 * verified before is answered synchronously, without a promise per request (issue 32); any other
 * is verified in full.
 */
function guard(verify: AccessTokenVerifier, refusal: (principal: Principal) => Error | undefined): RequestGuard {
  return (request, _reply, done) => {
    const token = bearerOf(request);
    if (!token) {
      done(appErrors.unauthorized());
      return;
    }
    const known = verify.known?.(token);
    if (known) {
      request.principal = known;
      done(refusal(known));
      return;
    }
    authenticateRequest(request, token, verify).then((principal) => done(refusal(principal)), done);
  };
}

/** Staff authentication: verifies bearer tokens and offers the hooks routes declare. */
export const authPlugin = fp<{ verify: AccessTokenVerifier }>(
  async (app: FastifyInstance, { verify }) => {
    app.decorateRequest('principal', null);
    app.decorate(
      'requireStaff',
      guard(verify, (principal) => (principal.isStaff ? undefined : appErrors.forbidden())),
    );
    app.decorate(
      'requireAdmin',
      guard(verify, (principal) =>
        principal.isAdmin ? undefined : appErrors.forbidden('This action needs the admin role.'),
      ),
    );
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
