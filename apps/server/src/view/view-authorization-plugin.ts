import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { requestLocale, reviewText, spokenIn } from './review-text.ts';
import { findViewAuthorizationOrder } from './view-authorization.repository.ts';

/** Header in which a customer's guest key travels (SPEC §7 "view-authorization header"). */
const VIEW_AUTHORIZATION_HEADER = 'view-authorization';

declare module 'fastify' {
  interface FastifyRequest {
    /** The one order a guest key opens; set by requireViewAuthorization. */
    viewOrderId: string | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid, unexpired guest key, else 401. */
    requireViewAuthorization: (request: FastifyRequest) => Promise<void>;
  }
}

/** Customer (read-only) access: a guest key opens exactly one order and the lookup lists. */
export const viewAuthorizationPlugin = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    app.decorateRequest('viewOrderId', null);
    app.decorate('requireViewAuthorization', async (request: FastifyRequest) => {
      const key = request.headers[VIEW_AUTHORIZATION_HEADER];
      // Refused in the customer's language, the one the review page asks for (Accept-Language).
      const refuse = (message: 'reviewLinkNeeded' | 'accessEnded') => {
        const locale = requestLocale(request);
        return spokenIn(appErrors.unauthorized(reviewText(locale)(message)), locale);
      };
      if (typeof key !== 'string' || key.length < 16 || key.length > 200) throw refuse('reviewLinkNeeded');
      const orderId = await findViewAuthorizationOrder(db, key);
      if (!orderId) {
        request.log.warn({ ip: request.ip }, 'view authorization refused');
        throw refuse('accessEnded');
      }
      request.viewOrderId = orderId;
    });
  },
  { name: 'view-authorization' },
);
