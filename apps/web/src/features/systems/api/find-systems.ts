import type { FoundSystem } from '@keyplan/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseAnswer } from '../../../api/load-domain-schemas.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Shorter text finds too much to be a reference: a SAP number, quote, PO number or design id. */
export const MIN_REFERENCE_LENGTH = 3;

/** GET /systems?query=: systems of any customer by SAP order, quote, PO number or design id. */
export async function findSystems(client: ApiClient, query: string, signal?: AbortSignal): Promise<FoundSystem[]> {
  const search = new URLSearchParams({ query }).toString();
  return parseAnswer(client.request(`systems?${search}`, { signal }), (schemas) => schemas.foundSystemsSchema);
}

export function useFoundSystems(query: string) {
  const client = useApiClient();
  const text = query.trim();
  return useQuery({
    queryKey: queryKeys.foundSystems(text),
    queryFn: ({ signal }) => findSystems(client, text, signal),
    enabled: text.length >= MIN_REFERENCE_LENGTH,
    placeholderData: keepPreviousData,
  });
}
