import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REVIEW_MESSAGES } from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
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
      if (typeof key !== 'string' || key.length < 16 || key.length > 200) {
        throw appErrors.unauthorized(REVIEW_MESSAGES.reviewLinkNeeded);
      }
      const orderId = await findViewAuthorizationOrder(db, key);
      if (!orderId) {
        request.log.warn({ ip: request.ip }, 'view authorization refused');
        throw appErrors.unauthorized(REVIEW_MESSAGES.accessEnded);
      }
      request.viewOrderId = orderId;
    });
  },
  { name: 'view-authorization' },
);
