import { customerSchema, type Customer, type NewCustomerInput } from '@keyplan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /customers (input: the domain's new-customer schema, the one the server validates with). */
export async function createCustomer(client: ApiClient, input: NewCustomerInput): Promise<Customer> {
  return customerSchema.parse(await client.request('customers', { method: 'POST', body: input }));
}

/** POST /customers; a new customer makes every cached search stale. */
export function useCreateCustomer() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewCustomerInput) => createCustomer(client, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers }),
  });
}
