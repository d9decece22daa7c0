import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConfirmationService, DocumentFile } from '../../documents/confirmation.service.ts';
import { appErrors } from '../../errors.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, guestSecurity, orderParams, routeAccess } from '../route-access.ts';

type OrderRequest = FastifyRequest<{ Params: { orderId: string } }>;

function sendPdf(reply: FastifyReply, file: DocumentFile) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

const DESCRIPTION =
  'The customer (name, CCID, address), the PO number, the SAP order or quote number when there is one, each lock set (quantity, materials, color, shackle, keying, engraving, a drawn padlock) with its keys, the master and grand master keys, unit and line prices, the quantity discount and the total, which the lines add up to. Priced from the price book of the order’s currency.';

/**
 * Documents of a saved system: the quote or order confirmation as a PDF, for staff and for the
 * customer through the guest key of their review (decision 0011: the key reads its one order).
 */
export function registerDocumentRoutes(app: FastifyInstance, confirmations: ConfirmationService) {
  const { staff, guest } = routeAccess(app);

  // Untyped replies: the answer is the PDF's bytes, which no response schema describes.
  app.get<{ Params: { orderId: string } }>(
    '/orders/:orderId/confirmation.pdf',
    {
      ...staff,
      schema: {
        tags: ['orders'],
        summary: 'The quote or order confirmation of a system as a PDF',
        description: DESCRIPTION,
        security: bearerSecurity,
        produces: ['application/pdf'],
        params: orderParams,
        response: problemResponses(400, 401, 403, 404),
      },
    },
    async (request: OrderRequest, reply) => sendPdf(reply, await confirmations.confirmationPdf(request.params.orderId)),
  );

  app.get<{ Params: { orderId: string } }>(
    '/View/orders/:orderId/confirmation.pdf',
    {
      ...guest,
      schema: {
        tags: ['view'],
        summary: "The quote or order confirmation of the guest key's order as a PDF",
        description: DESCRIPTION,
        security: guestSecurity,
        produces: ['application/pdf'],
        params: orderParams,
        response: problemResponses(400, 401, 403, 404),
      },
    },
    async (request: OrderRequest, reply) => {
      if (request.params.orderId.toLowerCase() !== request.viewOrderId) {
        request.log.warn({ ip: request.ip, orderId: request.params.orderId }, 'guest key used for another order');
        throw appErrors.forbidden('This link does not open that order.');
      }
      return sendPdf(reply, await confirmations.confirmationPdf(request.viewOrderId));
    },
  );
}
