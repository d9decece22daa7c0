import type { EdmService } from '../../sap/contract/edmx.ts';
import { etagProperty } from '../../sap/contract/odata-body.ts';
import { toSapNumber } from '../../sap/sap-values.ts';

type Json = Record<string, unknown>;

/**
 * Fields SAP converts with its ALPHA routine: kept with leading zeros inside (CHAR10), shown
 * without them in OData answers, and accepted either way in keys, filters and bodies.
 */
const ALPHA_FIELDS = new Set(['SalesOrder', 'SalesQuotation', 'SoldToParty', 'Customer', 'BusinessPartner']);

export function isAlphaField(name: string): boolean {
  return ALPHA_FIELDS.has(name);
}

/** A value as SAP keeps it inside: numbers of ALPHA fields padded to 10 digits. */
export function toInternal(name: string, value: unknown): unknown {
  return ALPHA_FIELDS.has(name) && typeof value === 'string' ? toSapNumber(value) : value;
}

/** A value as SAP shows it: numbers of ALPHA fields without leading zeros. */
function toExternal(name: string, value: unknown): unknown {
  return ALPHA_FIELDS.has(name) && typeof value === 'string' && /^\d+$/.test(value)
    ? value.replace(/^0+(?=\d)/, '')
    : value;
}

/** SAP's weak ETag of a time stamp (`/Date(ms+0000)/`): `W/"datetimeoffset'2026-11-26T10%3A00%3A00.0000000Z'"`. */
export function etagOfTimestamp(stamp: string): string {
  const ms = Number(/-?\d+/.exec(stamp)?.[0] ?? 0);
  const seven = new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$10000Z');
  return `W/"datetimeoffset'${encodeURIComponent(seven)}'"`;
}

function keyPredicate(service: EdmService, typeName: string, data: Json): string {
  const keys = service.entityTypes[typeName]!.keys;
  const value = (key: string) => `'${String(toExternal(key, data[key] ?? '')).replaceAll("'", "''")}'`;
  return keys.length === 1 ? value(keys[0]!) : keys.map((key) => `${key}=${value(key)}`).join(',');
}

export interface PresentContext {
  service: EdmService;
  serviceName: string;
  /** `http://host/sap/opu/odata/sap` */
  base: string;
}

/**
 * One entity as SAP's OData v2 JSON shows it: only the properties its type has (stand-in fields
 * beginning with `_` and navigation data never leak), ALPHA numbers without zeros, `__metadata`
 * with its ETag where the type has one, navigations expanded when asked (`expand`: paths split in
 * segments), deferred otherwise.
 */
export function presentEntity(context: PresentContext, typeName: string, data: Json, expand: string[][]): Json {
  const { service } = context;
  const type = service.entityTypes[typeName]!;
  const set = Object.entries(service.entitySets).find(([, entitySet]) => entitySet.type === typeName)?.[0] ?? typeName;
  const uri = `${context.base}/${context.serviceName}/${set}(${keyPredicate(service, typeName, data)})`;
  const etagField = etagProperty(type);
  const etagValue = etagField ? data[etagField] : undefined;
  const out: Json = {
    __metadata: {
      id: uri,
      uri,
      type: `${service.namespace}.${typeName}`,
      ...(typeof etagValue === 'string' ? { etag: etagOfTimestamp(etagValue) } : {}),
    },
  };
  for (const name of Object.keys(type.properties)) {
    if (name in data) out[name] = toExternal(name, data[name]);
  }
  for (const [name, navigation] of Object.entries(type.navigations)) {
    const deeper = expand.filter((path) => path[0] === name).map((path) => path.slice(1));
    if (deeper.length === 0) {
      out[name] = { __deferred: { uri: `${uri}/${name}` } };
      continue;
    }
    const rest = deeper.filter((path) => path.length > 0);
    const value = data[name];
    if (navigation.many) {
      const entries = Array.isArray(value) ? (value as Json[]) : [];
      out[name] = { results: entries.map((entry) => presentEntity(context, navigation.target, entry, rest)) };
    } else {
      out[name] =
        value && typeof value === 'object' ? presentEntity(context, navigation.target, value as Json, rest) : null;
    }
  }
  return out;
}
