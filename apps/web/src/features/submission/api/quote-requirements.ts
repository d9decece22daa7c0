import { storedQuoteRequirementsSchema, type QuoteRequirements, type StoredQuoteRequirements } from '@keyplan/domain';
import { useQuery } from '@tanstack/react-query';
import { isApiError, type ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

const path = (orderId: string) => `orders/${encodeURIComponent(orderId)}/quote-requirements`;

/** GET …/quote-requirements: the stored requirements, or null before the first save (404). */
export async function getQuoteRequirements(
  client: ApiClient,
  orderId: string,
  signal?: AbortSignal,
): Promise<StoredQuoteRequirements | null> {
  try {
    return storedQuoteRequirementsSchema.parse(await client.request(path(orderId), { signal }));
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** PUT …/quote-requirements against the order's version. */
export async function saveQuoteRequirements(
  client: ApiClient,
  orderId: string,
  requirements: QuoteRequirements,
  expectedVersion: number,
): Promise<StoredQuoteRequirements> {
  return storedQuoteRequirementsSchema.parse(
    await client.request(path(orderId), { method: 'PUT', body: { ...requirements, expectedVersion } }),
  );
}

export function useQuoteRequirements(orderId: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.quoteRequirements(orderId),
    queryFn: ({ signal }) => getQuoteRequirements(client, orderId, signal),
    enabled,
  });
}
