import type { FastifyReply } from 'fastify';
import type { LogoFile } from '../../logos/logo.service.ts';

/**
 * Answers a stored logo as the image its bytes are, in a sandbox: even if a browser were to
 * open it as a document, nothing in it could run.
 */
export function sendLogo(reply: FastifyReply, logo: LogoFile, maxAgeSeconds: number): FastifyReply {
  return reply
    .type(logo.contentType)
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Content-Disposition', 'inline')
    .header('Cache-Control', `private, max-age=${maxAgeSeconds}`)
    .send(logo.data);
}
