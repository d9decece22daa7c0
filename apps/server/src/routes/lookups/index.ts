import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptedLanguages,
  DEFAULT_LOCALE,
  LOOKUP_NAMES,
  isLookupName,
  matchLocale,
  type Locale,
} from '@keyplan/domain';
import { z } from 'zod';
import { matchesEtag, type CachedLookup, type LookupCache } from '../../catalog/lookup-cache.ts';
import { appErrors } from '../../errors.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, guestSecurity } from '../route-access.ts';

const paramsSchema = z.object({
  name: z
    .string()
    .max(40)
    .describe(`One of ${LOOKUP_NAMES.join(', ')}`),
});
const itemsSchema = z
  .array(z.record(z.string(), z.unknown()))
  .describe(
    'The items of the lookup list, in catalog order; names (and descriptions) in the language of Accept-Language where translated, else English',
  );

/** The language a request reads lookup names in: its Accept-Language, else English. */
function languageOf(request: Pick<FastifyRequest, 'headers'>): Locale {
  return matchLocale(acceptedLanguages(request.headers['accept-language'])) ?? DEFAULT_LOCALE;
}

/**
 * `GET LookUp/{name}` for staff and `GET View/lookup/{name}` for guests (SPEC §7), with item names
 * in the request's language (Accept-Language, issue 48; English where an item has no translation).
 * Answered from memory with an ETag of the list in that language; a request that names it
 * (If-None-Match) gets 304 Not Modified. `Vary: Accept-Language` keeps caches from mixing them.
 */
export function registerLookupRoutes(app: FastifyInstance, lookups: LookupCache) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const answer = (
    lookup: CachedLookup,
    locale: Locale,
    request: Pick<FastifyRequest, 'headers'>,
    reply: Pick<FastifyReply, 'header' | 'code' | 'type' | 'send'>,
  ) => {
    // Behind a sign-in or guest key: private, and checked again each time (cheap with the ETag).
    reply
      .header('etag', lookup.etag)
      .header('cache-control', 'private, no-cache')
      .header('content-language', locale)
      .header('vary', 'Accept-Language');
    if (matchesEtag(request.headers['if-none-match'], lookup.etag)) reply.code(304).send();
    // Already JSON text: sent as it is, not serialized again.
    else reply.type('application/json; charset=utf-8').send(lookup.json);
  };
  // Not async: a list already in memory is answered without a promise (issue 32).
  const handler = (
    request: Pick<FastifyRequest, 'headers'> & { params: { name: string } },
    reply: Pick<FastifyReply, 'header' | 'code' | 'type' | 'send'>,
  ) => {
    const { name } = request.params;
    if (!isLookupName(name))
      throw appErrors.notFound(`No lookup list is named ${name}. Known lists: ${LOOKUP_NAMES.join(', ')}.`);
    const locale = languageOf(request);
    const ready = lookups.peek(name, locale);
    if (ready) answer(ready, locale, request, reply);
    else return lookups.get(name, locale).then((lookup) => answer(lookup, locale, request, reply));
  };
  routes.get(
    '/LookUp/:name',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['lookups'],
        summary: 'A lookup list (staff)',
        security: bearerSecurity,
        params: paramsSchema,
        response: { 200: itemsSchema, ...problemResponses(401, 403, 404) },
      },
    },
    handler,
  );
  routes.get(
    '/View/lookup/:name',
    {
      onRequest: app.requireViewAuthorization,
      schema: {
        tags: ['lookups', 'view'],
        summary: 'A lookup list (guest key)',
        security: guestSecurity,
        params: paramsSchema,
        response: { 200: itemsSchema, ...problemResponses(401, 404) },
      },
    },
    handler,
  );
}
