import { reviewAccessSchema, type ReviewAccess } from '@keyplan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { reviewAccessPath } from './get-review-access.ts';

/** DELETE …/review-access: the pass code is gone, and the guests it let in are refused at once. */
export async function removePassCode(client: ApiClient, orderId: string): Promise<ReviewAccess> {
  return reviewAccessSchema.parse(await client.request(reviewAccessPath(orderId), { method: 'DELETE' }));
}

/** PUT …/review-access/customer-link: the customer link off (its guests refused at once) or on. */
export async function switchCustomerLink(client: ApiClient, orderId: string, active: boolean): Promise<ReviewAccess> {
  return reviewAccessSchema.parse(
    await client.request(`${reviewAccessPath(orderId)}/customer-link`, { method: 'PUT', body: { active } }),
  );
}

/** Removes the pass code; the answer replaces the cached access. */
export function useRemovePassCode(orderId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removePassCode(client, orderId),
    onSuccess: (access) => queryClient.setQueryData(queryKeys.reviewAccess(orderId), access),
  });
}

/** Turns the customer link on or off; the answer replaces the cached access. */
export function useSwitchCustomerLink(orderId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) => switchCustomerLink(client, orderId, active),
    onSuccess: (access) => queryClient.setQueryData(queryKeys.reviewAccess(orderId), access),
  });
}
