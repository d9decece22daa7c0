import {
  customerPageSchema,
  customerSchema,
  sapCustomerSchema,
  type Customer,
  type CustomerPage,
  type NewCustomerInput,
  type SapCustomer,
} from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';

/** Fetchers of the customers API; each validates the answer with the domain schema. */

export async function searchCustomers(
  client: ApiClient,
  query: { query: string; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<CustomerPage> {
  const search = new URLSearchParams({
    query: query.query,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  return customerPageSchema.parse(await client.request(`customers?${search.toString()}`, { signal }));
}

export async function getCustomer(client: ApiClient, ccid: string, signal?: AbortSignal): Promise<Customer> {
  return customerSchema.parse(await client.request(`customers/${encodeURIComponent(ccid)}`, { signal }));
}

export async function createCustomer(client: ApiClient, input: NewCustomerInput): Promise<Customer> {
  return customerSchema.parse(await client.request('customers', { method: 'POST', body: input }));
}

/** GET /customers/sap/{ccid}: the customer number looked up in SAP's business partners. */
export async function lookUpSapCustomer(client: ApiClient, ccid: string, signal?: AbortSignal): Promise<SapCustomer> {
  return sapCustomerSchema.parse(await client.request(`customers/sap/${encodeURIComponent(ccid)}`, { signal }));
}
