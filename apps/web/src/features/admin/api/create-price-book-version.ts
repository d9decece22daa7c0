import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdPriceBookVersionSchema, type CreatedPriceBookVersion, type NewPriceBookVersion } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /admin/price-books: a new version from `baseVersion` (409 when another admin got there first). */
export async function createPriceBookVersion(
  client: ApiClient,
  input: NewPriceBookVersion,
): Promise<CreatedPriceBookVersion> {
  return createdPriceBookVersionSchema.parse(
    await client.request('admin/price-books', { method: 'POST', body: input }),
  );
}

/**
 * Creates a version, then refreshes the admin lists, the audit, the live price book of its
 * currency and every open order (a draft's stored total may have changed).
 */
export function useCreatePriceBookVersion() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewPriceBookVersion) => createPriceBookVersion(client, input),
    onSuccess: async (_created, input) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminPriceBooks }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.priceBook(input.currency) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
      ]);
    },
  });
}
