import type { FastifyInstance, RouteOptions } from 'fastify';
import { appErrors } from '../errors.ts';
import { jsonLimitBreach, MAX_JSON_DEPTH, type JsonLimits } from './json-limits.ts';

/** What one class of route may be sent: bytes on the wire, then the shape of its JSON. */
export interface BodySize extends JsonLimits {
  bytes: number;
}

const KB = 1024;

/**
 * Body sizes by what a route takes, from a public route's 60 bytes to a whole lock system tree.
 * A body over its route's size is refused before it is parsed: bytes while it is read (413),
 * members, text and nesting by one pass over the text (400). Parsing a body of the largest
 * anonymous size costs microseconds, however it is built.
 */
export const BODY_SIZES = {
  /** Routes that take no body: `{}` at most. */
  none: { bytes: 1 * KB, members: 16, stringLength: 256, depth: MAX_JSON_DEPTH },
  /** Public `POST /View/sessions`: an order id and a pass code or SAP order number. */
  session: { bytes: 1 * KB, members: 8, stringLength: 256, depth: MAX_JSON_DEPTH },
  /** A guest's approval or comment: a name, a role or 2,000 characters (each may be escaped as `\uXXXX`). */
  guest: { bytes: 16 * KB, members: 8, stringLength: 12 * KB, depth: MAX_JSON_DEPTH },
  /** The embedded issuer's sign-in form: an email and a password, URL-encoded. */
  signIn: { bytes: 4 * KB, members: 8, stringLength: 1 * KB, depth: MAX_JSON_DEPTH },
  /** The embedded issuer's MyAccount API: a profile, an email, a phone number, a code or a password. */
  account: { bytes: 4 * KB, members: 16, stringLength: 1 * KB, depth: MAX_JSON_DEPTH },
  /** Staff writes: a header, a customer, quote requirements, a price book, engraving changes, a help request (10,000 characters, each may be escaped). */
  standard: { bytes: 256 * KB, members: 10_000, stringLength: 64 * KB, depth: MAX_JSON_DEPTH },
  /** A whole lock system tree or a reorder: up to 2,000 lock sets with their fields. */
  tree: { bytes: 2048 * KB, members: 400_000, stringLength: 16 * KB, depth: MAX_JSON_DEPTH },
  /** The embedded stand-ins' protocol routes (SAP OData, Jira REST), which check their callers in the handler. */
  standIn: { bytes: 1024 * KB, members: 10_000, stringLength: 512 * KB, depth: MAX_JSON_DEPTH },
} as const satisfies Record<string, BodySize>;

type BodySizeName = keyof typeof BODY_SIZES;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The class of body the route takes (BODY_SIZES); by default from its schema. */
    bodySize?: BodySizeName;
  }
}

/** A route's size when it names none: a declared body is a staff write, no body is none, hidden routes are stand-ins'. */
function defaultSize(route: RouteOptions): BodySizeName {
  const schema = route.schema as { body?: unknown; hide?: boolean } | undefined;
  if (schema?.body) return 'standard';
  return schema?.hide ? 'standIn' : 'none';
}

/**
 * Every route gets a body size (its own `config.bodySize`, else one from its schema) and the
 * matching `bodyLimit` unless it sets a larger one itself (logo and chart uploads); JSON bodies
 * are measured against the route's limits before Fastify's parser (with its prototype-poisoning
 * checks) builds anything. Call before any route is registered.
 */
export function registerBodySizes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const bodySize = route.config?.bodySize ?? defaultSize(route);
    route.config = { ...route.config, bodySize };
    route.bodyLimit ??= BODY_SIZES[bodySize].bytes;
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Not found and other framework routes carry no size: they get the smallest.
    const limits = BODY_SIZES[request.routeOptions.config.bodySize ?? 'none'];
    const breach = jsonLimitBreach(body as string, limits);
    if (breach) {
      done(appErrors.validation([breach]), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
