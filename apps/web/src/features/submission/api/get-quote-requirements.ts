import { storedQuoteRequirementsSchema, type StoredQuoteRequirements } from '@keyplan/domain';
import { useQuery } from '@tanstack/react-query';
import { isApiError, type ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The quote requirements path of an order. */
export const quoteRequirementsPath = (orderId: string) => `orders/${encodeURIComponent(orderId)}/quote-requirements`;

/** GET …/quote-requirements: the stored requirements, or null before the first save (404). */
export async function getQuoteRequirements(
  client: ApiClient,
  orderId: string,
  signal?: AbortSignal,
): Promise<StoredQuoteRequirements | null> {
  try {
    return storedQuoteRequirementsSchema.parse(await client.request(quoteRequirementsPath(orderId), { signal }));
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function useQuoteRequirements(orderId: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.quoteRequirements(orderId),
    queryFn: ({ signal }) => getQuoteRequirements(client, orderId, signal),
    enabled,
  });
}
