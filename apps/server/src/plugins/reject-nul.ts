import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatFieldPath } from '@keyplan/domain';
import { appErrors } from '../errors.ts';

/** A field path as a linked list from the leaf up: a child's path shares its parent's, so a walk stays linear. */
type PathNode = { key: PropertyKey; parent: PathNode } | undefined;

function segmentsOf(node: PathNode): PropertyKey[] {
  const segments: PropertyKey[] = [];
  for (let current = node; current; current = current.parent) segments.push(current.key);
  return segments.reverse();
}

/**
 * Whether a value is nothing, or an object whose keys and values are strings without NUL (a
 * route's params, most queries): answered without the walk's allocations (issue 32).
 */
function clearlyWithoutNul(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  for (const key in value) {
    const child = (value as Record<string, unknown>)[key];
    if (typeof child !== 'string' || child.includes('\u0000') || key.includes('\u0000')) return false;
  }
  return true;
}

/**
 * The paths of the strings (and object keys) in a parsed request part that hold a NUL character,
 * in document order. Iterative and linear in the size of the value: no recursion to overflow the
 * stack, no path copied per level.
 */
export function nulPaths(value: unknown): string[] {
  if (clearlyWithoutNul(value)) return [];
  const found: string[] = [];
  const stack: { value: unknown; path: PathNode; badKey: boolean }[] = [{ value, path: undefined, badKey: false }];
  while (stack.length > 0) {
    const { value: item, path, badKey } = stack.pop()!;
    if (badKey) {
      const segments = segmentsOf(path);
      segments[segments.length - 1] = String(segments.at(-1)).replaceAll('\u0000', '\\0');
      found.push(formatFieldPath(segments));
    }
    if (typeof item === 'string') {
      if (item.includes('\u0000')) found.push(formatFieldPath(segmentsOf(path)));
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1) {
        stack.push({ value: item[index], path: { key: index, parent: path }, badKey: false });
      }
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      const entries = Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!;
        stack.push({ value: child, path: { key, parent: path }, badKey: key.includes('\u0000') });
      }
    }
  }
  return found;
}

/**
 * Refuses text holding the NUL character in a body, query or path parameter with 400 naming the
 * field: no field means to hold one, and PostgreSQL cannot store it in text (SQLite would).
 */
export function registerRejectNul(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    // Nearly every request: nothing to look into, and no array made to say so (issue 32).
    if (clearlyWithoutNul(request.params) && clearlyWithoutNul(request.query) && request.body === undefined) {
      done();
      return;
    }
    const problems = [
      ...nulPaths(request.params).map((path) => path || 'params'),
      ...nulPaths(request.query).map((path) => path || 'query'),
      ...nulPaths(request.body).map((path) => path || 'body'),
    ];
    if (problems.length > 0)
      done(appErrors.validation(problems.map((path) => `${path}: must not contain the NUL character`)));
    else done();
  });
}
