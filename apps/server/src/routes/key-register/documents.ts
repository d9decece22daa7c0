import type { DisplayLocale } from '@keyplan/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CustomerService } from '../../customers/customer.service.ts';
import type { KeyRegisterService } from '../../lock-systems/key-register/key-register.service.ts';
import { toKeyReceiptPdf, toSignOutSheetPdf } from '../../documents/key-receipt-pdf.ts';
import { appErrors } from '../../errors.ts';
import { documentLanguage } from '../../rendering/rendering-text.ts';
import { documentLanguageQuery } from '../document-language.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, routeAccess } from '../route-access.ts';
import { copyNumberParam, registerTags as tags, systemParams } from './params.ts';

const LANGUAGE_NOTE =
  'Written in `language` (en-US, fr-CA, es-MX, or the pseudo-locale en-XA), else in the customer’s language; `Content-Language` says which.';

/** The key register's documents (issue 28): a receipt per hand-out and the sign-out sheet, as PDFs. */
export function registerKeyRegisterDocumentRoutes(
  app: FastifyInstance,
  register: KeyRegisterService,
  customers: CustomerService,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff } = routeAccess(app);

  const pdfReply = (reply: FastifyReply, fileName: string, language: DisplayLocale, body: Buffer) =>
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Content-Language', language)
      .header('Cache-Control', 'private, no-store')
      .send(body);
  const fileNamePart = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-').slice(0, 40);

  // Untyped replies: the answer is the PDF's bytes, which no response schema describes.
  routes.get(
    '/lock-systems/:lockSystemId/key-register/hand-outs/:handOutId/receipt.pdf',
    {
      ...staff,
      schema: {
        tags,
        summary: 'The receipt of one hand-out as a PDF',
        description:
          'The customer, the system, the key symbol and blind code, the copy number, the holder and the date, the customer’s key policy when set, and signature lines. The hand-out is the change that handed the copy out (its `handOutId`). ' +
          LANGUAGE_NOTE,
        security: bearerSecurity,
        produces: ['application/pdf'],
        params: systemParams.extend({ handOutId: copyNumberParam }),
        querystring: documentLanguageQuery,
        response: problemResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { lockSystemId, handOutId } = request.params;
      const handOut = await register.change(lockSystemId, handOutId);
      if (handOut.action !== 'handOut')
        throw appErrors.notFound(`Change ${handOutId} of this key register is not a hand-out.`);
      const current = await register.register(lockSystemId);
      const customer = await customers.get(current.ccid);
      const language = documentLanguage(request.query.language, customer.language);
      return pdfReply(
        reply,
        `key-receipt-${handOut.keySymbol}-${handOut.copyNumber}-${fileNamePart(handOut.after.holder?.name ?? '')}.pdf`,
        language,
        await toKeyReceiptPdf(current, customer, handOut, language),
      );
    },
  );

  routes.get(
    '/lock-systems/:lockSystemId/key-register/sign-out-sheet.pdf',
    {
      ...staff,
      schema: {
        tags,
        summary: 'The sign-out sheet of the whole key register as a PDF',
        description: `Every copy of every key: its blind code, state, holder, date issued and a signature column. ${LANGUAGE_NOTE}`,
        security: bearerSecurity,
        produces: ['application/pdf'],
        params: systemParams,
        querystring: documentLanguageQuery,
        response: problemResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const current = await register.register(request.params.lockSystemId);
      const customer = await customers.get(current.ccid);
      const language = documentLanguage(request.query.language, customer.language);
      return pdfReply(
        reply,
        `key-sign-out-sheet-${fileNamePart(current.systemName)}.pdf`,
        language,
        await toSignOutSheetPdf(current, customer, language),
      );
    },
  );
}
