import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@keyplan/domain';
import { customerSchema } from '../../../api/customer-schemas.ts';
import { getCustomer } from '../../../api/get-customer.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The customer as Keyplan keeps them, their language among it (issue 48). */
export function useCustomer(ccid: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.customer(ccid),
    queryFn: ({ signal }) => getCustomer(client, ccid, signal),
  });
}

/** PUT /customers/{ccid}/language: their review, its documents and texts are written in it. */
async function changeCustomerLanguage(client: ApiClient, ccid: string, language: Locale) {
  return customerSchema.parse(
    await client.request(`customers/${encodeURIComponent(ccid)}/language`, { method: 'PUT', body: { language } }),
  );
}

export function useChangeCustomerLanguage(ccid: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Locale) => changeCustomerLanguage(client, ccid, language),
    onSuccess: (customer) => queryClient.setQueryData(queryKeys.customer(ccid), customer),
  });
}
