import { storedLogoSchema, type StoredLogo } from '@keyplan/domain';
import { useCallback } from 'react';
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

/** The upload of a logo to one system being edited, for LogoUpload. */
export function useUploadLogo(orderLockSystemId: string): (file: Blob) => Promise<StoredLogo> {
  const client = useApiClient();
  return useCallback((file: Blob) => uploadLogo(client, orderLockSystemId, file), [client, orderLockSystemId]);
}
