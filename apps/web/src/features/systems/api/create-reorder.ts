import { useMutation } from '@tanstack/react-query';
import { safekeyOrderSchema, type ReorderRequestInput, type SafekeyOrder } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { useRememberOrder } from './remember-order.ts';

/** POST /lock-systems/{id}/reorders: a new order adding locks, lock sets and keys to an installed system. */
export async function createReorder(
  client: ApiClient,
  lockSystemId: string,
  request: ReorderRequestInput,
): Promise<SafekeyOrder> {
  return safekeyOrderSchema.parse(
    await client.request(`lock-systems/${encodeURIComponent(lockSystemId)}/reorders`, {
      method: 'POST',
      body: request,
    }),
  );
}

export function useCreateReorder(lockSystemId: string) {
  const client = useApiClient();
  const remember = useRememberOrder();
  return useMutation({
    mutationFn: (request: ReorderRequestInput) => createReorder(client, lockSystemId, request),
    onSuccess: remember,
  });
}
