import { useQuery } from '@tanstack/react-query';
import { keyOpensSchema, type KeyOpens } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';

/** GET /customers/{ccid}/lock-systems/{id}/keys/{symbol}/opens: every lock of the customer the key operates. */
export async function fetchKeyOpens(
  client: ApiClient,
  key: { ccid: string; lockSystemId: string; keySymbol: string },
  signal?: AbortSignal,
): Promise<KeyOpens> {
  const path = ['customers', key.ccid, 'lock-systems', key.lockSystemId, 'keys', key.keySymbol, 'opens'].map((part) =>
    encodeURIComponent(part),
  );
  return keyOpensSchema.parse(await client.request(path.join('/'), { signal }));
}

export function useKeyOpens(key: { ccid: string; lockSystemId: string; keySymbol: string } | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['customers', key?.ccid, 'systems', key?.lockSystemId, 'keys', key?.keySymbol, 'opens'],
    queryFn: ({ signal }) => fetchKeyOpens(client, key!, signal),
    enabled: key !== null,
  });
}
