import type { EdmEntityType, EdmService } from './edmx.ts';

/**
 * Checks an OData v2 request against a service's published contract (decision 0025): the resource
 * path (entity set, key predicate, navigation) and the system query options ($filter, $expand,
 * $select, $orderby, $top, $skip); the JSON body of a create or an update is checked in
 * `odata-body.ts`. What SAP would refuse is a fault with the status and the message SAP's Gateway
 * answers; the embedded stand-in refuses it, and the contract test fails on it.
 */
export interface ODataFault {
  status: number;
  code: string;
  message: string;
}

/** Gateway message codes the stand-in answers with (classes /IWBEP/CM_MGW_RT and /IWFND/CM_MGW). */
export const GATEWAY_CODES = {
  notFound: '/IWBEP/CM_MGW_RT/020',
  invalidUri: '/IWBEP/CM_MGW_RT/022',
  invalidProperty: '/IWBEP/CM_MGW_RT/004',
  invalidValue: '/IWBEP/CM_MGW_RT/005',
  notAllowed: '/IWBEP/CM_MGW_RT/021',
  preconditionRequired: '/IWBEP/CM_MGW_RT/146',
  preconditionFailed: '/IWBEP/CM_MGW_RT/147',
} as const;

export interface ResolvedResource {
  set: string;
  typeName: string;
  /** Key values of the addressed entity, by key property (absent for a collection). */
  keys?: Record<string, string>;
  navigation?: string;
  /** What the request reads or writes: the addressed entity or collection, or the navigation's target. */
  target: { typeName: string; type: EdmEntityType; many: boolean };
}

type FilterOperator = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

export interface FilterClause {
  property: string;
  operator: FilterOperator;
  /** The literal: a string's text, a date-time's ISO text, a number or a boolean; null for null. */
  value: string | number | boolean | null;
}

export interface QueryOptions {
  filter: FilterClause[];
  /** Navigation paths to expand, each split into its segments. */
  expand: string[][];
  top?: number;
  skip?: number;
}

/** A fault as SAP's Gateway answers it. */
export const fault = (status: number, code: string, message: string): ODataFault => ({ status, code, message });
export const isFault = (value: unknown): value is ODataFault =>
  typeof value === 'object' && value !== null && 'status' in value && 'code' in value && 'message' in value;

function unquote(literal: string): string | undefined {
  const match = /^'((?:[^']|'')*)'$/.exec(literal);
  return match ? match[1]!.replaceAll("''", "'") : undefined;
}

function checkKeyValue(type: EdmEntityType, typeName: string, name: string, value: string): ODataFault | undefined {
  const property = type.properties[name];
  if (!property) return fault(400, GATEWAY_CODES.invalidUri, `Property ${name} not found in type ${typeName}`);
  if (property.maxLength !== undefined && value.length > property.maxLength)
    return fault(400, GATEWAY_CODES.invalidValue, `Key ${name}: '${value}' is longer than ${property.maxLength}`);
  return undefined;
}

/** `Set`, `Set('1')`, `Set(A='1',B='10')` or either of the last two with `/navigation`. */
export function resolveResource(service: EdmService, path: string): ResolvedResource | ODataFault {
  const match = /^(\w+)(?:\((.*)\))?(?:\/(\w+))?$/.exec(path);
  if (!match) return fault(400, GATEWAY_CODES.invalidUri, `Invalid URI segment '${path}'`);
  const [, set, predicate, navigation] = match;
  const entitySet = service.entitySets[set!];
  if (!entitySet) return fault(404, GATEWAY_CODES.notFound, `Resource not found for segment '${set}'`);
  const typeName = entitySet.type;
  const type = service.entityTypes[typeName]!;
  const resolved: ResolvedResource = { set: set!, typeName, target: { typeName, type, many: predicate === undefined } };
  if (predicate !== undefined) {
    const keys: Record<string, string> = {};
    const single = unquote(predicate);
    if (single !== undefined) {
      if (type.keys.length !== 1)
        return fault(400, GATEWAY_CODES.invalidUri, `The key of ${typeName} has ${type.keys.length} properties`);
      keys[type.keys[0]!] = single;
    } else {
      for (const part of predicate.split(/,(?=\w+=)/)) {
        const pair = /^(\w+)=(.*)$/.exec(part);
        const value = pair ? unquote(pair[2]!) : undefined;
        if (!pair || value === undefined)
          return fault(400, GATEWAY_CODES.invalidUri, `Invalid key predicate '${predicate}'`);
        keys[pair[1]!] = value;
      }
    }
    const names = Object.keys(keys);
    for (const name of names) {
      const problem = checkKeyValue(type, typeName, name, keys[name]!);
      if (problem) return problem;
    }
    if (names.length !== type.keys.length || !type.keys.every((key) => names.includes(key)))
      return fault(
        400,
        GATEWAY_CODES.invalidUri,
        `The key of ${typeName} is ${type.keys.join(', ')}; the request names ${names.join(', ')}`,
      );
    resolved.keys = keys;
  }
  if (navigation !== undefined) {
    if (predicate === undefined)
      return fault(400, GATEWAY_CODES.invalidUri, `Navigation ${navigation} needs the key of a ${typeName}`);
    const target = type.navigations[navigation];
    if (!target) return fault(400, GATEWAY_CODES.invalidUri, `Property ${navigation} not found in type ${typeName}`);
    resolved.navigation = navigation;
    resolved.target = { typeName: target.target, type: service.entityTypes[target.target]!, many: target.many };
  }
  return resolved;
}

function parseLiteral(text: string): FilterClause['value'] | undefined {
  const quoted = unquote(text);
  if (quoted !== undefined) return quoted;
  const dated = /^datetime(?:offset)?'([^']+)'$/.exec(text);
  if (dated) return Number.isNaN(Date.parse(dated[1]!)) ? undefined : new Date(dated[1]!).toISOString();
  if (/^-?\d+(\.\d+)?[mMdDlLfF]?$/.test(text)) return Number(text.replace(/[mMdDlLfF]$/, ''));
  if (text === 'true' || text === 'false') return text === 'true';
  if (text === 'null') return null;
  return undefined;
}

function checkFilter(target: ResolvedResource['target'], filter: string): FilterClause[] | ODataFault {
  const clauses: FilterClause[] = [];
  for (const part of filter.trim().split(/\s+and\s+/)) {
    const match = /^\(?\s*(\w+)\s+(eq|ne|gt|ge|lt|le)\s+(.+?)\s*\)?$/.exec(part.trim());
    if (!match) return fault(400, GATEWAY_CODES.invalidUri, `Invalid filter expression: '${filter}'`);
    const [, name, operator, literal] = match;
    const property = target.type.properties[name!];
    if (!property) return fault(400, GATEWAY_CODES.invalidUri, `Property ${name} not found in type ${target.typeName}`);
    if (!property.filterable)
      return fault(400, GATEWAY_CODES.invalidUri, `Property ${name} of ${target.typeName} cannot be filtered`);
    const value = parseLiteral(literal!);
    if (value === undefined)
      return fault(400, GATEWAY_CODES.invalidUri, `Invalid literal ${literal} in the filter on ${name}`);
    clauses.push({ property: name!, operator: operator as FilterOperator, value });
  }
  return clauses;
}

function checkNavigationPath(service: EdmService, typeName: string, segments: string[]): ODataFault | undefined {
  let current = typeName;
  for (const segment of segments) {
    const navigation = service.entityTypes[current]!.navigations[segment];
    if (!navigation) return fault(400, GATEWAY_CODES.invalidUri, `Property ${segment} not found in type ${current}`);
    current = navigation.target;
  }
  return undefined;
}

const SYSTEM_OPTIONS = new Set([
  '$filter',
  '$expand',
  '$select',
  '$orderby',
  '$top',
  '$skip',
  '$format',
  '$inlinecount',
]);

/** The system query options of a read, checked against the type read. */
export function checkQuery(
  service: EdmService,
  resource: ResolvedResource,
  params: URLSearchParams,
): QueryOptions | ODataFault {
  const options: QueryOptions = { filter: [], expand: [] };
  for (const name of params.keys()) {
    if (name.startsWith('$') && !SYSTEM_OPTIONS.has(name))
      return fault(400, GATEWAY_CODES.invalidUri, `System query option '${name}' is not supported`);
  }
  const { target } = resource;
  const filter = params.get('$filter');
  if (filter !== null) {
    if (!target.many) return fault(400, GATEWAY_CODES.invalidUri, '$filter is allowed on collections only');
    const clauses = checkFilter(target, filter);
    if (isFault(clauses)) return clauses;
    options.filter = clauses;
  }
  for (const path of (params.get('$expand') ?? '').split(',').filter((entry) => entry.trim() !== '')) {
    const segments = path.trim().split('/');
    const problem = checkNavigationPath(service, target.typeName, segments);
    if (problem) return problem;
    options.expand.push(segments);
  }
  for (const path of (params.get('$select') ?? '').split(',').filter((entry) => entry.trim() !== '')) {
    const segments = path.trim().split('/');
    const last = segments.pop()!;
    const problem = checkNavigationPath(service, target.typeName, segments);
    if (problem) return problem;
    let typeName = target.typeName;
    for (const segment of segments) typeName = service.entityTypes[typeName]!.navigations[segment]!.target;
    const type = service.entityTypes[typeName]!;
    if (last !== '*' && !type.properties[last] && !type.navigations[last])
      return fault(400, GATEWAY_CODES.invalidUri, `Property ${last} not found in type ${typeName}`);
  }
  for (const entry of (params.get('$orderby') ?? '').split(',').filter((item) => item.trim() !== '')) {
    const name = entry.trim().split(/\s+/)[0]!;
    if (!target.type.properties[name])
      return fault(400, GATEWAY_CODES.invalidUri, `Property ${name} not found in type ${target.typeName}`);
  }
  for (const name of ['$top', '$skip'] as const) {
    const value = params.get(name);
    if (value === null) continue;
    if (!/^\d+$/.test(value)) return fault(400, GATEWAY_CODES.invalidUri, `Invalid value '${value}' of ${name}`);
    options[name === '$top' ? 'top' : 'skip'] = Number(value);
  }
  return options;
}
