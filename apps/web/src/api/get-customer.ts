import type { Customer } from '@keyplan/domain';
import { customerSchema } from './customer-schemas.ts';
import type { ApiClient } from '../lib/api-client.ts';

/** GET /customers/{ccid}: one customer, for the startup flow and the add-customer screen. */
export async function getCustomer(client: ApiClient, ccid: string, signal?: AbortSignal): Promise<Customer> {
  return customerSchema.parse(await client.request(`customers/${encodeURIComponent(ccid)}`, { signal }));
}
