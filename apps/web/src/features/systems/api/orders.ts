import {
  safekeyOrderSchema,
  savedLockSystemSchema,
  systemSummarySchema,
  type CreateOrderInput,
  type LockSystemTree,
  type SafekeyOrder,
  type SavedLockSystem,
  type SystemSummary,
  type UpdateOrderHeader,
} from '@keyplan/domain';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';

/** Fetchers of the orders API (README "API"); each validates the answer with the domain schema. */

const order = (value: unknown) => safekeyOrderSchema.parse(value);

export async function getOrder(client: ApiClient, orderId: string, signal?: AbortSignal): Promise<SafekeyOrder> {
  return order(await client.request(`orders/${encodeURIComponent(orderId)}`, { signal }));
}

export async function getOrderBySapLine(
  client: ApiClient,
  sapOrderNumber: string,
  sapLineNumber: string,
): Promise<SafekeyOrder> {
  return order(
    await client.request(`orders/sap/${encodeURIComponent(sapOrderNumber)}/lines/${encodeURIComponent(sapLineNumber)}`),
  );
}

export async function getOrderByQuoteNumber(client: ApiClient, quoteNumber: string): Promise<SafekeyOrder> {
  return order(await client.request(`orders/quotes/${encodeURIComponent(quoteNumber)}`));
}

export async function getOrderByDesignId(client: ApiClient, designId: string): Promise<SafekeyOrder> {
  return order(await client.request(`orders/designs/${encodeURIComponent(designId)}`));
}

export async function createOrder(client: ApiClient, input: CreateOrderInput): Promise<SafekeyOrder> {
  return order(await client.request('orders', { method: 'POST', body: input }));
}

export async function updateOrderHeader(
  client: ApiClient,
  orderId: string,
  input: UpdateOrderHeader,
): Promise<SafekeyOrder> {
  return order(await client.request(`orders/${encodeURIComponent(orderId)}/header`, { method: 'PUT', body: input }));
}

export async function deleteOrder(client: ApiClient, orderId: string): Promise<SafekeyOrder> {
  return order(await client.request(`orders/${encodeURIComponent(orderId)}`, { method: 'DELETE' }));
}

export async function saveLockSystemTree(
  client: ApiClient,
  orderLockSystemId: string,
  expectedVersion: number,
  tree: LockSystemTree,
): Promise<SavedLockSystem> {
  return savedLockSystemSchema.parse(
    await client.request(`order-lock-systems/${encodeURIComponent(orderLockSystemId)}/tree`, {
      method: 'PUT',
      body: { expectedVersion, tree },
    }),
  );
}

export interface SystemListFilter {
  /** Status labels, e.g. ['Draft', 'Submitted']. */
  status?: string[];
  type?: 'order' | 'quote' | 'design';
}

export async function listCustomerSystems(
  client: ApiClient,
  ccid: string,
  filter: SystemListFilter = {},
  signal?: AbortSignal,
): Promise<SystemSummary[]> {
  const query = new URLSearchParams();
  if (filter.status?.length) query.set('status', filter.status.join(','));
  if (filter.type) query.set('type', filter.type);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return z
    .array(systemSummarySchema)
    .parse(await client.request(`customers/${encodeURIComponent(ccid)}/systems${suffix}`, { signal }));
}
