import type { Pricing } from '@keyplan/domain';
import { parseAnswer } from '../../../api/load-domain-schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /price-books/{currency}: the price book and quantity tiers the live price is computed from. */
export async function getPricing(client: ApiClient, currency: string, signal?: AbortSignal): Promise<Pricing> {
  return parseAnswer(
    client.request(`price-books/${encodeURIComponent(currency)}`, { signal }),
    (schemas) => schemas.pricingSchema,
  );
}

export const pricingQueryOptions = (client: ApiClient, currency: string) =>
  queryOptions({
    queryKey: queryKeys.priceBook(currency),
    queryFn: ({ signal }) => getPricing(client, currency, signal),
    staleTime: 10 * 60_000,
  });

export function usePricing(currency: string | null) {
  const client = useApiClient();
  return useQuery({ ...pricingQueryOptions(client, currency ?? ''), enabled: currency !== null });
}
