import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { FeatureFlagName } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT /features/{name} `{ enabled }` (admin): the new gate value; the server records it in the audit. */
export async function setFeatureFlag(client: ApiClient, name: FeatureFlagName, enabled: boolean): Promise<boolean> {
  return z.boolean().parse(await client.request(`features/${name}`, { method: 'PUT', body: { enabled } }));
}

/** Sets a gate, then refreshes the gate itself, the admin list and the audit. */
export function useSetFeatureFlag() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, enabled }: { name: FeatureFlagName; enabled: boolean }) =>
      setFeatureFlag(client, name, enabled),
    onSuccess: async (_enabled, { name }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.featureFlag(name) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminFeatureFlags }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditAll }),
      ]);
    },
  });
}
