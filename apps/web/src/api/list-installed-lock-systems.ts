import { installedLockSystemSchema, type InstalledLockSystem } from '@keyplan/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../lib/api-client.ts';
import { useApiClient } from '../lib/api-client-context.tsx';
import { queryKeys } from '../lib/query-keys.ts';

/** GET /customers/{ccid}/lock-systems: the customer's installed lock systems (submitted as orders). */
export async function listInstalledLockSystems(
  client: ApiClient,
  ccid: string,
  signal?: AbortSignal,
): Promise<InstalledLockSystem[]> {
  return z
    .array(installedLockSystemSchema)
    .parse(await client.request(`customers/${encodeURIComponent(ccid)}/lock-systems`, { signal }));
}

export function useInstalledLockSystems(ccid: string, { enabled = true } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.installedLockSystems(ccid),
    queryFn: ({ signal }) => listInstalledLockSystems(client, ccid, signal),
    enabled,
  });
}
