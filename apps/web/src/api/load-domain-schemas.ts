import type * as DomainSchemaModule from './domain-schemas.ts';

/** The schemas of ./domain-schemas.ts, a chunk of their own with zod classic. */
export type DomainSchemas = typeof DomainSchemaModule;

/** Loads ./domain-schemas.ts the first time an answer needs one of its schemas (issue 32). */
export const loadDomainSchemas = (): Promise<DomainSchemas> => import('./domain-schemas.ts');

/**
 * An API answer checked with one of the domain's classic schemas, fetched alongside the answer
 * (not before it): the schema chunk costs no round trip of its own once cached.
 */
export async function parseAnswer<T>(
  answer: Promise<unknown>,
  pick: (schemas: DomainSchemas) => { parse(input: unknown): T },
): Promise<T> {
  const [schemas, body] = await Promise.all([loadDomainSchemas(), answer]);
  return pick(schemas).parse(body);
}
