import { pricingSchema, type Pricing } from '@keyplan/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET View/orders/{id}/pricing: the prices behind the guest key's order, so its lines add up to the total. */
export async function getGuestPricing(client: ApiClient, orderId: string, signal?: AbortSignal): Promise<Pricing> {
  return pricingSchema.parse(await client.request(`View/orders/${encodeURIComponent(orderId)}/pricing`, { signal }));
}

export function useGuestPricing(orderId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.guestPricing(orderId),
    queryFn: ({ signal }) => getGuestPricing(client, orderId, signal),
  });
}
