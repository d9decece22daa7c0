import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appErrors } from '../errors.ts';

/** Paths that belong to the server, never to the web app's client-side routes. */
const SERVER_PREFIXES = ['/api', '/oauth2', '/interaction', '/jira', '/docs', '/healthz', '/readyz', '/config.json'];

function isSpaRequest(request: FastifyRequest, apiBase: string): boolean {
  const path = request.url.split('?')[0] ?? '/';
  const prefixes = [...SERVER_PREFIXES, apiBase];
  return (
    request.method === 'GET' &&
    !prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the built web app with a fallback to `index.html` for client-side routes. Hashed
 * assets are cached for a year; `index.html` never, so a deploy is seen at once. Text files are
 * sent as the build precompressed them (`.br`, `.gz` beside each, apps/web/precompress.ts) when
 * the browser accepts that encoding, else as they are; either way with `Vary: Accept-Encoding`.
 */
export async function registerWebApp(app: FastifyInstance, options: { root: string; apiBase: string }) {
  const built = existsSync(join(options.root, 'index.html'));
  if (!built) app.log.warn({ root: options.root }, 'web app is not built: run `npm run build`');
  else {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (response, path) => {
        response.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (built && isSpaRequest(request, options.apiBase)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw appErrors.notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
  });
}
