import { FEATURE_FLAGS_OFF, type FeatureFlagName } from '@keyplan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClient } from '../lib/api-client.ts';
import { useApiClient } from '../lib/api-client-context.tsx';
import { useTelemetry } from '../lib/telemetry-context.tsx';
import { queryKeys } from '../lib/query-keys.ts';

/** GET {apiBase}/features/{featureName} → the gate value (SPEC §7). */
export async function getFeatureFlag(client: ApiClient, name: FeatureFlagName, signal?: AbortSignal): Promise<boolean> {
  return z.boolean().parse(await client.request(`features/${name}`, { signal }));
}

export const featureFlagQueryOptions = (client: ApiClient, name: FeatureFlagName) =>
  queryOptions({
    queryKey: queryKeys.featureFlag(name),
    queryFn: ({ signal }) => getFeatureFlag(client, name, signal),
    staleTime: 5 * 60_000,
  });

/**
 * A feature gate. When it cannot be loaded the failure is logged and the flag reads as loaded
 * but off (SPEC §8).
 */
export function useFeatureFlag(name: FeatureFlagName): { enabled: boolean; loading: boolean } {
  const client = useApiClient();
  const telemetry = useTelemetry();
  const query = useQuery({
    ...featureFlagQueryOptions(client, name),
    queryFn: async ({ signal }) => {
      try {
        return await getFeatureFlag(client, name, signal);
      } catch (error) {
        telemetry.warn(`Feature gate ${name} could not be loaded; it reads as off`, { error: String(error) });
        return FEATURE_FLAGS_OFF[name];
      }
    },
  });
  return { enabled: query.data ?? false, loading: query.isPending };
}
