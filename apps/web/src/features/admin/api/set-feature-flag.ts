import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { FeatureFlagName } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What an admin sets: the gate's new value and when it was last set as the admin saw it (null: never). */
export interface FeatureFlagChange {
  name: FeatureFlagName;
  enabled: boolean;
  expectedUpdatedAt: string | null;
}

/**
 * PUT /features/{name} `{ enabled, expectedUpdatedAt }` (admin): the new gate value; the server
 * records it in the audit, and answers 409 when someone set the flag after the admin loaded it.
 */
export async function setFeatureFlag(
  client: ApiClient,
  { name, enabled, expectedUpdatedAt }: FeatureFlagChange,
): Promise<boolean> {
  return z
    .boolean()
    .parse(await client.request(`features/${name}`, { method: 'PUT', body: { enabled, expectedUpdatedAt } }));
}

/** Sets a gate, then refreshes the gate itself, the admin list and the audit (a stale change too: it shows the current value). */
export function useSetFeatureFlag() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: FeatureFlagChange) => setFeatureFlag(client, change),
    onSettled: async (_enabled, _error, { name }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.featureFlag(name) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminFeatureFlags }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditAll }),
      ]);
    },
  });
}
