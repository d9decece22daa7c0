import { storedLogoSchema, type StoredLogo } from '@keyplan/domain';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';

/** POST /order-lock-systems/{id}/logos: the file as it is; the server judges it by its content. */
export async function uploadLogo(client: ApiClient, orderLockSystemId: string, file: Blob): Promise<StoredLogo> {
  return storedLogoSchema.parse(
    await client.request(`order-lock-systems/${encodeURIComponent(orderLockSystemId)}/logos`, {
      method: 'POST',
      body: file,
    }),
  );
}

export function useUploadLogo(orderLockSystemId: string) {
  const client = useApiClient();
  return useMutation({ mutationFn: (file: Blob) => uploadLogo(client, orderLockSystemId, file) });
}
