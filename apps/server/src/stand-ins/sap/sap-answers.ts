import {
  GATEWAY_CODES,
  type FilterClause,
  type QueryOptions,
  type ResolvedResource,
} from '../../sap/contract/odata-request.ts';
import type { SapServiceName } from '../../sap/contract/sap-schema.ts';
import { isAlphaField, toInternal } from './odata-present.ts';

/* What the stand-in's handlers share: a call after its contract check, an answer, filters and pages. */

export type Json = Record<string, unknown>;

export interface Answer {
  status: number;
  body?: Json;
  code?: string;
  message?: string;
}

/** One request after its contract check: what it addresses, its query options and body. */
export interface Call {
  service: SapServiceName;
  method: 'GET' | 'POST' | 'PATCH';
  resource: ResolvedResource;
  query: QueryOptions;
  body: Json;
  /** `http://host/sap/opu/odata/sap` */
  base: string;
}

/** SAP Gateway's 404 for a key or set it does not hold. */
export const notFound = (what: string): Answer => ({
  status: 404,
  code: GATEWAY_CODES.notFound,
  message: `Resource not found for segment '${what}'`,
});

/** A request the contract allows but the stand-in does not carry out (Keyplan never sends it). */
export const notImplemented = (call: Call): Answer => ({
  status: 501,
  code: 'STANDIN/NOT_IMPLEMENTED',
  message: `The embedded SAP stand-in does not implement ${call.method} on ${call.resource.set}${call.resource.navigation ? `/${call.resource.navigation}` : ''}`,
});

function comparable(name: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const odataDate = /^\/Date\((-?\d+)/.exec(value);
  if (odataDate) return Number(odataDate[1]);
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return Date.parse(value);
  return toInternal(name, value);
}

/** Whether an entity meets every clause of a filter (SAP compares ALPHA numbers padded). */
export function meetsFilter(entity: Json, clauses: FilterClause[]): boolean {
  return clauses.every(({ property, operator, value }) => {
    const actual = comparable(property, entity[property] ?? (isAlphaField(property) ? '' : null));
    const wanted = comparable(property, value);
    if (operator === 'eq') return actual === wanted;
    if (operator === 'ne') return actual !== wanted;
    if (actual === null || actual === undefined || wanted === null) return false;
    const a = actual as number | string;
    const b = wanted as number | string;
    return operator === 'gt' ? a > b : operator === 'ge' ? a >= b : operator === 'lt' ? a < b : a <= b;
  });
}

/** The `$skip`/`$top` page of a result. */
export function page<T>(entries: T[], query: QueryOptions): T[] {
  const from = query.skip ?? 0;
  return entries.slice(from, query.top === undefined ? undefined : from + query.top);
}
