import generated from './sap-schema.generated.json' with { type: 'json' };
import type { EdmService } from './edmx.ts';

/** The three OData services Keyplan calls, by their technical names. */
export const SAP_SERVICE_NAMES = ['API_SALES_ORDER_SRV', 'API_SALES_QUOTATION_SRV', 'API_BUSINESS_PARTNER'] as const;
export type SapServiceName = (typeof SAP_SERVICE_NAMES)[number];

/** SAP's published contract of each service, generated from its EDMX (`npm run sap:schema`). */
export const SAP_SCHEMA = generated as unknown as Record<SapServiceName, EdmService>;
