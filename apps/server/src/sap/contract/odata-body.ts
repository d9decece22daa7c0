import type { EdmEntityType, EdmProperty, EdmService } from './edmx.ts';
import { fault, GATEWAY_CODES, type ODataFault } from './odata-request.ts';

/* The JSON body of a create or an update checked against the contract: known properties of the right Edm type and length. */

const DECIMAL = /^-?(\d+)(?:\.(\d+))?$/;
const ODATA_DATE = /^\/Date\(-?\d+(?:[+-]\d{4})?\)\/$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?$/;

function checkValue(name: string, property: EdmProperty, value: unknown): string | undefined {
  if (value === null) return property.nullable ? undefined : `Property ${name} may not be null`;
  switch (property.type) {
    case 'Edm.String':
      if (typeof value !== 'string') return `Property ${name} must be a string (Edm.String)`;
      if (property.maxLength !== undefined && [...value].length > property.maxLength)
        return `Property ${name}: the value is longer than ${property.maxLength} characters`;
      return undefined;
    case 'Edm.Decimal': {
      const match = typeof value === 'string' ? DECIMAL.exec(value) : null;
      if (!match) return `Property ${name} must be a decimal sent as a string (Edm.Decimal)`;
      const scale = property.scale ?? 0;
      const whole = (property.precision ?? 29) - scale;
      if ((match[2]?.length ?? 0) > scale) return `Property ${name}: at most ${scale} decimals`;
      if (match[1]!.replace(/^0+(?=\d)/, '').length > whole)
        return `Property ${name}: at most ${whole} digits before the point`;
      return undefined;
    }
    case 'Edm.DateTime':
    case 'Edm.DateTimeOffset':
      return typeof value === 'string' && (ODATA_DATE.test(value) || ISO_DATE.test(value))
        ? undefined
        : `Property ${name} must be a date-time (${property.type})`;
    case 'Edm.Boolean':
      return typeof value === 'boolean' ? undefined : `Property ${name} must be true or false (Edm.Boolean)`;
    case 'Edm.Guid':
      return typeof value === 'string' && /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(value)
        ? undefined
        : `Property ${name} must be a GUID (Edm.Guid)`;
    case 'Edm.Time':
      return typeof value === 'string' && /^PT(\d+H)?(\d+M)?(\d+(\.\d+)?S)?$/.test(value)
        ? undefined
        : `Property ${name} must be a duration such as PT10H30M00S (Edm.Time)`;
    case 'Edm.Int64':
      return typeof value === 'string' && /^-?\d+$/.test(value)
        ? undefined
        : `Property ${name} must be an Edm.Int64 string`;
    case 'Edm.Byte':
    case 'Edm.Int16':
    case 'Edm.Int32':
      return Number.isInteger(value) ? undefined : `Property ${name} must be a whole number (${property.type})`;
    default:
      return typeof value === 'number' || typeof value === 'string' ? undefined : `Property ${name}: invalid value`;
  }
}

/**
 * The JSON body of a create (with deep insert through navigation properties) or an update of an
 * entity of `typeName`.
 */
export function checkBody(
  service: EdmService,
  typeName: string,
  body: unknown,
  mode: 'create' | 'update',
): ODataFault | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return fault(400, GATEWAY_CODES.invalidValue, `The body must be one ${typeName} as a JSON object`);
  const type = service.entityTypes[typeName]!;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (name === '__metadata') continue;
    const property = type.properties[name];
    if (property) {
      if (mode === 'create' && !property.creatable)
        return fault(400, GATEWAY_CODES.invalidProperty, `Property ${name} of ${typeName} cannot be set on create`);
      if (mode === 'update' && (!property.updatable || type.keys.includes(name)))
        return fault(400, GATEWAY_CODES.invalidProperty, `Property ${name} of ${typeName} cannot be changed`);
      const problem = checkValue(name, property, value);
      if (problem) return fault(400, GATEWAY_CODES.invalidValue, problem);
      continue;
    }
    const navigation = type.navigations[name];
    if (!navigation) return fault(400, GATEWAY_CODES.invalidProperty, `Property ${name} not found in type ${typeName}`);
    if (mode === 'update')
      return fault(
        400,
        GATEWAY_CODES.invalidProperty,
        `Navigation ${name} cannot be written in an update of ${typeName}`,
      );
    const entries = navigation.many ? deepEntries(value) : [value];
    if (!entries)
      return fault(
        400,
        GATEWAY_CODES.invalidValue,
        `Navigation ${name} of ${typeName} must be a list of ${navigation.target}`,
      );
    for (const entry of entries) {
      const problem = checkBody(service, navigation.target, entry, 'create');
      if (problem) return problem;
    }
  }
  return undefined;
}

/** A deep insert's to-many navigation: an array, or `{ results: [...] }`. */
export function deepEntries(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  const results = (value as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? results : undefined;
}

/** The ETag property of a type, when it has one (`ConcurrencyMode="Fixed"`). */
export function etagProperty(type: EdmEntityType): string | undefined {
  return Object.entries(type.properties).find(([, property]) => property.etag)?.[0];
}
