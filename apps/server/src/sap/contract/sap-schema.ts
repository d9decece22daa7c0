import generated from './sap-schema.generated.json' with { type: 'json' };
import type { EdmEntityType, EdmService } from './edmx.ts';

/** The three OData services Keyplan calls, by their technical names. */
export const SAP_SERVICE_NAMES = ['API_SALES_ORDER_SRV', 'API_SALES_QUOTATION_SRV', 'API_BUSINESS_PARTNER'] as const;
export type SapServiceName = (typeof SAP_SERVICE_NAMES)[number];

/** SAP's published contract of each service, generated from its EDMX (`npm run sap:schema`). */
export const SAP_SCHEMA = generated as unknown as Record<SapServiceName, EdmService>;

/** The entity type of an entity set; undefined when the service has no such set. */
export function entityTypeOfSet(service: SapServiceName, set: string): EdmEntityType | undefined {
  const entitySet = SAP_SCHEMA[service].entitySets[set];
  return entitySet && SAP_SCHEMA[service].entityTypes[entitySet.type];
}

/** The entity set whose entities have this type (SAP's APIs have one set per type). */
export function entitySetOfType(service: SapServiceName, type: string): string | undefined {
  return Object.entries(SAP_SCHEMA[service].entitySets).find(([, set]) => set.type === type)?.[0];
}
