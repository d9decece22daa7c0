import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatFieldPath } from '@keyplan/domain';
import { appErrors } from '../errors.ts';

/** The paths of the strings in a parsed request part that hold a NUL character. */
export function nulPaths(value: unknown, prefix: PropertyKey[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(formatFieldPath(prefix));
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulPaths(item, [...prefix, index], found));
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push(formatFieldPath([...prefix, key.replaceAll('\u0000', '\\0')]));
      nulPaths(item, [...prefix, key], found);
    }
  }
  return found;
}

/**
 * Refuses text holding the NUL character in a body, query or path parameter with 400 naming the
 * field: no field means to hold one, and PostgreSQL cannot store it in text (SQLite would).
 */
export function registerRejectNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const problems = [
      ...nulPaths(request.params).map((path) => path || 'params'),
      ...nulPaths(request.query).map((path) => path || 'query'),
      ...nulPaths(request.body).map((path) => path || 'body'),
    ];
    if (problems.length > 0)
      throw appErrors.validation(problems.map((path) => `${path}: must not contain the NUL character`));
  });
}
