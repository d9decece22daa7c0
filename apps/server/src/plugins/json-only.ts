import type { FastifyInstance, FastifyRequest, preParsingHookHandler, RouteOptions } from 'fastify';
import { appErrors } from '../errors.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A JSON route is one that declares no other media type (`schema.consumes`, as the logo and chart
 * uploads do) and is not a stand-in's protocol route (hidden, without a body schema).
 */
function isJsonOnly(route: RouteOptions): boolean {
  const schema = route.schema as { body?: unknown; hide?: boolean; consumes?: unknown } | undefined;
  if (schema?.consumes) return false;
  return Boolean(schema?.body) || !schema?.hide;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/** The media type of a Content-Type header, without parameters, in lower case. */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Whether a route takes any method that carries a body. */
function takesBody(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.some((method) => BODY_METHODS.has(method.toUpperCase()));
}

const refuseOtherMediaTypes: preParsingHookHandler = (request, _reply, payload, done) => {
  if (BODY_METHODS.has(request.method) && hasBody(request)) {
    if (mediaTypeOf(request.headers['content-type']) !== 'application/json') {
      done(appErrors.unsupportedMediaType());
      return;
    }
  }
  done(null, payload);
};

/**
 * JSON routes refuse a body of any other media type (a form, plain text, none named) with 415
 * before it is read (after the route's guards), so that no route meant for JSON ever takes a form.
 * The check is the route's own preParsing hook, given only to routes that take a body: a GET runs
 * no hook for it (issue 32). Call before any route is registered.
 */
export function registerJsonOnly(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!isJsonOnly(route) || !takesBody(route)) return;
    // After the route's own guards (a caller without a key hears 401 first), before the body is read.
    const own = route.preParsing ? [route.preParsing].flat() : [];
    route.preParsing = [refuseOtherMediaTypes, ...own];
  });
}
