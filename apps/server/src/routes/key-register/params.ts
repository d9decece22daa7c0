import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { appErrors } from '../../errors.ts';
import { routeAccess, uuidParam } from '../route-access.ts';

export const keySymbolParam = z.string().regex(/^A[A-Z]*\d*$/, 'must be a key symbol such as A, AB or AB3');
export const copyNumberParam = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(100_000, 'must be at most 100000');
export const systemParams = z.object({ lockSystemId: uuidParam });
export const copyParams = systemParams.extend({ keySymbol: keySymbolParam, copyNumber: copyNumberParam });
export const keyParams = systemParams.extend({ keySymbol: keySymbolParam });
export const registerTags = ['lock systems', 'key register'];

/** The order in the path must be the one the guest key opens. */
export const ownOrder = (request: FastifyRequest, orderId: string) => {
  if (orderId.toLowerCase() !== request.viewOrderId) {
    request.log.warn({ ip: request.ip, orderId }, 'guest key used for another order');
    throw appErrors.forbidden('This link does not open that order.');
  }
  return request.viewOrderId;
};

/**
 * Guest routes of one order: the order in the path is checked before the body is, so a key of
 * another order learns nothing from validation (403 whatever it sends).
 */
export const ownGuestAccess = (app: FastifyInstance) => ({
  ...routeAccess(app).guest,
  preValidation: async (request: FastifyRequest) => {
    ownOrder(request, (request.params as { orderId: string }).orderId);
  },
});
