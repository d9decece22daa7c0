import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { issuedKeyCodeSchema, type IssuedKeyCode } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /admin/key-codes?blindCode=: issued codes by the start of their blind code (never bittings). */
export async function searchKeyCodes(
  client: ApiClient,
  blindCode: string,
  signal?: AbortSignal,
): Promise<IssuedKeyCode[]> {
  const query = new URLSearchParams({ blindCode });
  return z.array(issuedKeyCodeSchema).parse(await client.request(`admin/key-codes?${query.toString()}`, { signal }));
}

export const keyCodeSearchQueryOptions = (client: ApiClient, blindCode: string) =>
  queryOptions({
    queryKey: queryKeys.adminKeyCodes(blindCode),
    queryFn: ({ signal }) => searchKeyCodes(client, blindCode, signal),
  });

/** Searches once the admin has typed at least two characters. */
export function useKeyCodeSearch(blindCode: string) {
  return useQuery({ ...keyCodeSearchQueryOptions(useApiClient(), blindCode), enabled: blindCode.length >= 2 });
}
