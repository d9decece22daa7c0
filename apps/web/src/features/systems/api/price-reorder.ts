import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reorderPriceSchema, type ReorderPrice, type ReorderRequestInput } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** POST /lock-systems/{id}/reorders/price: what the reorder would cost, priced as creating it would (nothing saved). */
export async function priceReorder(
  client: ApiClient,
  lockSystemId: string,
  request: ReorderRequestInput,
  signal?: AbortSignal,
): Promise<ReorderPrice> {
  return reorderPriceSchema.parse(
    await client.request(`lock-systems/${encodeURIComponent(lockSystemId)}/reorders/price`, {
      method: 'POST',
      body: request,
      signal,
    }),
  );
}

/**
 * The running price of the reorder being built (issue 26): asked again once the form has been
 * still for a moment; the last price stays shown while the next is on its way.
 */
export function useReorderPrice(lockSystemId: string, request: ReorderRequestInput, enabled: boolean) {
  const client = useApiClient();
  // As text: an equal request written anew on every render is the same request.
  const text = JSON.stringify(request);
  const debounced = useDebouncedValue(text, 300);
  const settled = JSON.parse(debounced) as ReorderRequestInput;
  return useQuery({
    queryKey: queryKeys.reorderPrice(lockSystemId, settled),
    queryFn: ({ signal }) => priceReorder(client, lockSystemId, settled, signal),
    // Only once the form is still: the request of a moment ago (say, before its first line) is not
    // this one, and its answer would speak of what the person no longer sees.
    enabled: enabled && debounced === text,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
