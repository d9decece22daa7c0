/**
 * SAP's published OData v2 service metadata (EDMX, `$metadata`) read into the contract Keyplan's
 * SAP client and the embedded stand-in are held to: entity sets, entity types with their keys,
 * properties (Edm type, MaxLength, Precision/Scale, creatable, updatable, filterable, ETag) and
 * navigation properties with their target type and multiplicity (decision 0025).
 *
 * SAP writes its metadata in one regular shape (one element per tag, attributes in double quotes),
 * so a small reader of tags and attributes is enough; no XML library is needed at run time.
 */

export interface EdmProperty {
  /** Edm type: 'Edm.String', 'Edm.Decimal', 'Edm.DateTime', … */
  type: string;
  maxLength?: number;
  precision?: number;
  scale?: number;
  nullable: boolean;
  creatable: boolean;
  updatable: boolean;
  filterable: boolean;
  /** `ConcurrencyMode="Fixed"`: the property is the entity's ETag. */
  etag?: true;
}

interface EdmNavigation {
  /** Name of the target entity type (without the namespace). */
  target: string;
  many: boolean;
}

export interface EdmEntityType {
  keys: string[];
  properties: Record<string, EdmProperty>;
  navigations: Record<string, EdmNavigation>;
}

interface EdmEntitySet {
  /** Name of its entity type (without the namespace). */
  type: string;
  creatable: boolean;
  updatable: boolean;
  deletable: boolean;
}

export interface EdmService {
  namespace: string;
  entityTypes: Record<string, EdmEntityType>;
  entitySets: Record<string, EdmEntitySet>;
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:]+)="([^"]*)"/g)) found[match[1]!] = match[2]!;
  return found;
}

/** 'API_SALES_ORDER_SRV.A_SalesOrderType' → 'A_SalesOrderType'. */
function localName(qualified: string): string {
  return qualified.slice(qualified.lastIndexOf('.') + 1);
}

function optionalNumber(value: string | undefined): number | undefined {
  return value === undefined ? undefined : Number(value);
}

function readProperty(tag: string): [string, EdmProperty] {
  const a = attributes(tag);
  const property: EdmProperty = {
    type: a.Type!,
    nullable: a.Nullable !== 'false',
    creatable: a['sap:creatable'] !== 'false',
    updatable: a['sap:updatable'] !== 'false',
    filterable: a['sap:filterable'] !== 'false',
  };
  const maxLength = optionalNumber(a.MaxLength);
  const precision = optionalNumber(a.Precision);
  const scale = optionalNumber(a.Scale);
  if (maxLength !== undefined) property.maxLength = maxLength;
  if (precision !== undefined) property.precision = precision;
  if (scale !== undefined) property.scale = scale;
  if (a.ConcurrencyMode === 'Fixed') property.etag = true;
  return [a.Name!, property];
}

/** Reads one service's EDMX. */
export function readEdmx(edmx: string): EdmService {
  const schema = /<Schema\s[^>]*Namespace="([^"]+)"/.exec(edmx);
  if (!schema) throw new Error('not an EDMX document: no Schema element');

  const ends = new Map<string, { type: string; many: boolean }>();
  for (const association of edmx.matchAll(/<Association\s([^>]*)>([\s\S]*?)<\/Association>/g)) {
    const name = attributes(association[1]!).Name!;
    for (const end of association[2]!.matchAll(/<End\s([^>]*?)\/>/g)) {
      const a = attributes(end[1]!);
      ends.set(`${name}/${a.Role}`, { type: localName(a.Type!), many: a.Multiplicity === '*' });
    }
  }

  const entityTypes: Record<string, EdmEntityType> = {};
  for (const entityType of edmx.matchAll(/<EntityType\s([^>]*)>([\s\S]*?)<\/EntityType>/g)) {
    const body = entityType[2]!;
    const keys = [...(/<Key>([\s\S]*?)<\/Key>/.exec(body)?.[1] ?? '').matchAll(/<PropertyRef\s+Name="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    const properties = Object.fromEntries(
      [...body.matchAll(/<Property\s([^>]*?)\/?>/g)].map((match) => readProperty(match[1]!)),
    );
    const navigations: Record<string, EdmNavigation> = {};
    for (const navigation of body.matchAll(/<NavigationProperty\s([^>]*?)\/?>/g)) {
      const a = attributes(navigation[1]!);
      const end = ends.get(`${localName(a.Relationship!)}/${a.ToRole}`);
      if (!end) throw new Error(`navigation ${a.Name} names an unknown association end ${a.Relationship}/${a.ToRole}`);
      navigations[a.Name!] = { target: end.type, many: end.many };
    }
    entityTypes[attributes(entityType[1]!).Name!] = { keys, properties, navigations };
  }

  const entitySets: Record<string, EdmEntitySet> = {};
  for (const set of edmx.matchAll(/<EntitySet\s([^>]*?)\/?>/g)) {
    const a = attributes(set[1]!);
    entitySets[a.Name!] = {
      type: localName(a.EntityType!),
      creatable: a['sap:creatable'] !== 'false',
      updatable: a['sap:updatable'] !== 'false',
      deletable: a['sap:deletable'] !== 'false',
    };
  }
  return { namespace: schema[1]!, entityTypes, entitySets };
}
