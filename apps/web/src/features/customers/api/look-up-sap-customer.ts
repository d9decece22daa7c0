import type { SapCustomer } from '@keyplan/domain';
import { sapCustomerSchema } from '../../../api/customer-schemas.ts';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';

/** GET /customers/sap/{ccid}: the customer number looked up in SAP's business partners. */
export async function lookUpSapCustomer(client: ApiClient, ccid: string, signal?: AbortSignal): Promise<SapCustomer> {
  return sapCustomerSchema.parse(await client.request(`customers/sap/${encodeURIComponent(ccid)}`, { signal }));
}

/** A customer number looked up in SAP on request (a button), not as the person types. */
export function useSapCustomerLookup() {
  const client = useApiClient();
  return useMutation({ mutationFn: (ccid: string) => lookUpSapCustomer(client, ccid) });
}
