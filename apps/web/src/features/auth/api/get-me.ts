import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { useAuth } from '../auth-context.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET {apiBase}/me: who the bearer belongs to and what they may do. `name` is optional so that an
 * account without a display name (or a server that omits it) still signs in. In zod/mini (issue 32):
 * every signed-in screen asks it first.
 */
export const meSchema = z.object({
  email: z.string(),
  name: z.optional(z.string()),
  roles: z.array(z.string()),
  isStaff: z.boolean(),
  isAdmin: z.boolean(),
});

export type Me = z.infer<typeof meSchema>;

export async function getMe(client: ApiClient, signal?: AbortSignal): Promise<Me> {
  return meSchema.parse(await client.request('me', { signal }));
}

export const meQueryOptions = (client: ApiClient, subject: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.me(subject ?? null),
    queryFn: ({ signal }) => getMe(client, signal),
    staleTime: 5 * 60_000,
  });

/** The signed-in person's account; idle while nobody is signed in. */
export function useMe() {
  const client = useApiClient();
  const { isAuthenticated, user } = useAuth();
  return useQuery({ ...meQueryOptions(client, user?.subject), enabled: isAuthenticated });
}
