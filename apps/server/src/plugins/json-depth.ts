import type { FastifyInstance } from 'fastify';
import { appErrors } from '../errors.ts';

/**
 * The deepest nesting a JSON body may have. Our deepest body (a tree save: body → tree → master
 * keys → a master key → lock sets → a lock set → variable sets) is 7 levels; 32 leaves room and
 * stops bodies built to exhaust the stack or the CPU of every later walk over them.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 34;
const BACKSLASH = 92;
const OPENERS = new Set([91, 123]); // [ {
const CLOSERS = new Set([93, 125]); // ] }

/** Whether JSON text nests deeper than `limit`: one pass over the text, brackets inside strings ignored. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSERS.has(code)) depth -= 1;
  }
  return false;
}

/**
 * JSON bodies are measured before they are parsed: one nested too deep is refused with 400 naming
 * the body, before any parse, validation or walk over it. Fastify's own parser (with its
 * prototype-poisoning checks) parses the rest.
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(appErrors.validation([`body: must not nest deeper than ${MAX_JSON_DEPTH} levels`]), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
