import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ConfirmationService, DocumentFile } from '../../documents/confirmation.service.ts';
import { appErrors } from '../../errors.ts';
import { documentLanguageQuery } from '../document-language.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, guestSecurity, orderParams, routeAccess } from '../route-access.ts';

function sendPdf(reply: FastifyReply, file: DocumentFile) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Content-Language', file.language)
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

const DESCRIPTION =
  'The customer (name, CCID, address), the PO number, the SAP order or quote number when there is one, each lock set (quantity, materials, color, shackle, keying, engraving, a drawn padlock) with its keys, the master and grand master keys, unit and line prices, the quantity discount and the total, which the lines add up to. Priced from the price book of the order’s currency. ' +
  'Written in `language` (en-US, fr-CA, es-MX, or the pseudo-locale en-XA), else in the customer’s language; `Content-Language` says which.';

/**
 * Documents of a saved system: the quote or order confirmation as a PDF, for staff and for the
 * customer through the guest key of their review (decision 0011: the key reads its one order).
 */
export function registerDocumentRoutes(app: FastifyInstance, confirmations: ConfirmationService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff, guest } = routeAccess(app);

  // Untyped replies: the answer is the PDF's bytes, which no response schema describes.
  routes.get(
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
        querystring: documentLanguageQuery,
        response: problemResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      sendPdf(reply, await confirmations.confirmationPdf(request.params.orderId, { language: request.query.language })),
  );

  routes.get(
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
        querystring: documentLanguageQuery,
        response: problemResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      if (request.params.orderId.toLowerCase() !== request.viewOrderId) {
        request.log.warn({ ip: request.ip, orderId: request.params.orderId }, 'guest key used for another order');
        throw appErrors.forbidden('This link does not open that order.');
      }
      return sendPdf(
        reply,
        await confirmations.confirmationPdf(request.viewOrderId, { language: request.query.language }),
      );
    },
  );
}
