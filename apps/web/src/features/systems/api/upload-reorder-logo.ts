import { storedLogoSchema, type StoredLogo } from '@keyplan/domain';
import { useCallback } from 'react';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';

/** POST /lock-systems/{id}/logos: a logo for a reorder's new lock sets, kept with the installed system. */
export async function uploadReorderLogo(client: ApiClient, lockSystemId: string, file: Blob): Promise<StoredLogo> {
  return storedLogoSchema.parse(
    await client.request(`lock-systems/${encodeURIComponent(lockSystemId)}/logos`, { method: 'POST', body: file }),
  );
}

/** The upload of a logo for a reorder of one installed system, for LogoUpload. */
export function useUploadReorderLogo(lockSystemId: string): (file: Blob) => Promise<StoredLogo> {
  const client = useApiClient();
  return useCallback((file: Blob) => uploadReorderLogo(client, lockSystemId, file), [client, lockSystemId]);
}
