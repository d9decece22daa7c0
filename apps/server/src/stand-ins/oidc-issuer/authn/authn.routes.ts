import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { SignInThrottle } from '../sign-in-throttle.ts';
import type { AuthnClient, AuthnContext } from './authn-context.ts';
import { AuthnError, authnErrors } from './authn-error.ts';
import { registerAuthnCors } from './authn-cors.ts';
import { AUTHN_PATH } from './authn-presenter.ts';
import { registerFingerprintRoutes } from './fingerprint-page.ts';
import { registerPushApprovalRoutes } from './push-approval.ts';
import { createAuthnService, type AuthnService } from './authn.service.ts';

export interface AuthnRouteOptions {
  db: Db;
  /** The issuer's origin: links in answers point there. */
  origin: string;
  /** The web app's origins (the first is the public one): recovery links open there; they may frame the fingerprint service. */
  appOrigins: string[];
  /** The development mailbox is served: pushes can be answered from it. */
  mailbox: boolean;
  /** Any origin may call (development, as the authorize endpoint allows), not only the web app's. */
  anyOrigin: boolean;
  throttle: SignInThrottle;
  now?: () => number;
}

type Handler = (service: AuthnService, request: FastifyRequest) => Promise<unknown>;

const FACTOR_ID = /^(emf|sms|opf)[0-9a-f]{17}$/;
const RECOVERY_FACTOR = /^(sms|call)$/i;

function clientOf(request: FastifyRequest): AuthnClient {
  const fingerprint = request.headers['x-device-fingerprint'];
  return {
    ip: request.ip,
    fingerprint: typeof fingerprint === 'string' ? fingerprint : undefined,
    userAgent: request.headers['user-agent'],
  };
}

const param = (request: FastifyRequest, name: string) => (request.params as Record<string, string>)[name] ?? '';

function factorIdOf(request: FastifyRequest) {
  const factorId = param(request, 'factorId');
  if (!FACTOR_ID.test(factorId))
    throw new AuthnError(404, 'E0000007', `Not found: Resource not found: ${factorId.slice(0, 40)} (UserFactor)`);
  return factorId;
}

function recoveryFactorOf(request: FastifyRequest) {
  const factorType = param(request, 'factorType');
  if (!RECOVERY_FACTOR.test(factorType)) throw new AuthnError(404, 'E0000007', 'Not found: Resource not found');
  return factorType;
}

/**
 * The identity provider's Authentication API (SPEC §7, issue 43), answered by the embedded issuer
 * for its own accounts with the provider's paths, transaction states, links and error objects,
 * so that its own SDK (`@okta/okta-auth-js`, authn) drives it: primary authentication, factors,
 * password recovery and unlock, and the device fingerprint service. Also the development push
 * approval page when the development mailbox is served.
 */
export async function registerAuthnRoutes(parent: FastifyInstance, options: AuthnRouteOptions) {
  await parent.register(async (app) => {
    registerAuthnCors(app, { origins: options.appOrigins, anyOrigin: options.anyOrigin });
    app.setErrorHandler((error, request, reply) => {
      let known = error instanceof AuthnError ? error : undefined;
      const status = (error as { statusCode?: number }).statusCode;
      if (!known && status && status >= 400 && status < 500) known = authnErrors.malformed(status);
      if (!known) {
        request.log.error({ err: error }, 'Authentication API request failed');
        known = authnErrors.internal();
      }
      if (known.retryAfterSeconds !== undefined) reply.header('retry-after', String(known.retryAfterSeconds));
      return reply.status(known.status).header('cache-control', 'no-store').type('application/json').send(known.body());
    });
    const now = options.now ?? Date.now;
    const post = (path: string, handler: Handler) =>
      app.post(
        `${AUTHN_PATH}${path}`,
        { schema: { hide: true }, config: { bodySize: 'account' } },
        async (request, reply) => {
          const context: AuthnContext = {
            db: options.db,
            origin: options.origin,
            appOrigin: options.appOrigins[0]!,
            mailbox: options.mailbox,
            throttle: options.throttle,
            now,
            log: request.log,
          };
          const answer = await handler(createAuthnService(context), request);
          return reply.header('cache-control', 'no-store').type('application/json').send(answer);
        },
      );

    post('', (service, request) => service.primaryAuthentication(request.body, clientOf(request)));
    post('/introspect', (service, request) => service.introspect(request.body));
    post('/cancel', (service, request) => service.cancel(request.body));
    post('/previous', (service, request) => service.previous(request.body));
    post('/factors/:factorId/verify', (service, request) => service.verifyFactor(factorIdOf(request), request.body));
    post('/factors/:factorId/verify/resend', (service, request) =>
      service.resendFactor(factorIdOf(request), request.body),
    );
    post('/recovery/password', (service, request) => service.startRecovery('PASSWORD', request.body));
    post('/recovery/unlock', (service, request) => service.startRecovery('UNLOCK', request.body));
    post('/recovery/token', (service, request) => service.verifyRecoveryToken(request.body));
    post('/recovery/factors/:factorType/verify', (service, request) =>
      service.verifyRecoveryFactor(recoveryFactorOf(request), request.body),
    );
    post('/recovery/factors/:factorType/resend', (service, request) =>
      service.resendRecoveryFactor(recoveryFactorOf(request), request.body),
    );
    post('/credentials/reset_password', (service, request) => service.resetPassword(request.body));
    post('/credentials/change_password', (service, request) => service.changePassword(request.body));
  });
  registerFingerprintRoutes(parent, { origins: options.appOrigins, anyOrigin: options.anyOrigin });
  if (options.mailbox) await registerPushApprovalRoutes(parent, { db: options.db, now: options.now ?? Date.now });
}
