import { requirePrincipal } from '../../auth/auth-plugin.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LOGO_MAX_BYTES, LOGO_MESSAGES, storedLogoSchema } from '@keyplan/domain';
import { z } from 'zod';
import { appErrors } from '../../errors.ts';
import type { LogoService } from '../../logos/logo.service.ts';
import { problemResponses } from '../problem-schema.ts';
import { sendLogo } from './send-logo.ts';
import { bearerSecurity, logoParams, systemParams, routeAccess } from '../route-access.ts';

/**
 * Logos for lock set faces. The upload is the file itself (any content type: the bytes decide),
 * read as a buffer in this scope only; bodies far over the limit are cut off by Fastify.
 */
export async function registerLogoRoutes(app: FastifyInstance, logos: LogoService) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 2 * LOGO_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    const { staff } = routeAccess(app);
    const security = bearerSecurity;
    const tags = ['logos'];

    routes.post(
      '/order-lock-systems/:orderLockSystemId/logos',
      {
        ...staff,
        bodyLimit: 2 * LOGO_MAX_BYTES,
        schema: {
          tags,
          summary: 'Upload a logo (PNG or JPEG, at most 1 MB) for the lock sets of a system',
          description:
            'The body is the image file itself. Its bytes decide what it is; anything but a PNG or JPEG (SVG, HTML, …) is refused.',
          security,
          consumes: ['image/png', 'image/jpeg', 'application/octet-stream'],
          params: systemParams,
          response: { 201: storedLogoSchema, ...problemResponses(400, 401, 403, 404, 409, 413) },
        },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) throw appErrors.validation([`logo: ${LOGO_MESSAGES.notAnImage}`]);
        return reply
          .status(201)
          .send(await logos.upload(request.params.orderLockSystemId, request.body, requirePrincipal(request).actor));
      },
    );

    routes.post(
      '/lock-systems/:lockSystemId/logos',
      {
        ...staff,
        bodyLimit: 2 * LOGO_MAX_BYTES,
        schema: {
          tags,
          summary: 'Upload a logo (PNG or JPEG, at most 1 MB) for the new lock sets of a reorder',
          description:
            'As for a system being edited: the body is the image file, judged by its bytes. The id goes in a reorder’s `newLockSets[].choices.logoFront`/`logoBack`; creating the reorder copies the logo into the new order.',
          security,
          consumes: ['image/png', 'image/jpeg', 'application/octet-stream'],
          params: z.object({ lockSystemId: z.uuid('must be a UUID') }),
          response: { 201: storedLogoSchema, ...problemResponses(400, 401, 403, 404, 413) },
        },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) throw appErrors.validation([`logo: ${LOGO_MESSAGES.notAnImage}`]);
        return reply
          .status(201)
          .send(
            await logos.uploadForReorder(request.params.lockSystemId, request.body, requirePrincipal(request).actor),
          );
      },
    );

    // Untyped reply: the answer is the image's bytes, which no response schema describes.
    scope.get<{ Params: { logoId: string } }>(
      '/logos/:logoId',
      {
        ...staff,
        schema: {
          tags,
          summary: 'A stored logo, as the image it is',
          security,
          produces: ['image/png', 'image/jpeg'],
          params: logoParams,
          response: problemResponses(400, 401, 403, 404),
        },
      },
      async (request, reply) => {
        // A logo never changes under its id.
        return sendLogo(reply, await logos.get(request.params.logoId), 86_400);
      },
    );
  });
}
