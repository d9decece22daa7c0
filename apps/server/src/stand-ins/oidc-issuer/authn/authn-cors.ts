import type { FastifyInstance } from 'fastify';
import { AUTHN_PATH } from './authn-presenter.ts';

/** The headers the SDK sends to the Authentication API (its user agent, and the fingerprint when asked). */
const ALLOWED_HEADERS = 'accept, content-type, x-okta-user-agent-extended, x-device-fingerprint';

/**
 * Cross-origin calls from the provider's trusted origins (the web app's; any in development, as
 * the authorize endpoint allows): the SDK calls the issuer's origin, which is another origin when
 * the web app is served by its dev server. Credentials are allowed, as the SDK sends them.
 */
export function registerAuthnCors(app: FastifyInstance, options: { origins: string[]; anyOrigin: boolean }) {
  const allowed = (origin: string | undefined): origin is string =>
    origin !== undefined && (options.origins.includes(origin) || options.anyOrigin);
  app.addHook('onRequest', async (request, reply) => {
    const { origin } = request.headers;
    reply.header('vary', 'Origin');
    if (!allowed(origin)) return;
    reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true');
  });
  for (const url of [AUTHN_PATH, `${AUTHN_PATH}/*`])
    app.options(url, { schema: { hide: true } }, async (request, reply) => {
      if (!allowed(request.headers.origin)) return reply.status(204).send();
      return reply
        .status(204)
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .send();
    });
}
