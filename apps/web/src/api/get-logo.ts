import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client.ts';
import { useApiClient } from '../lib/api-client-context.tsx';
import { queryKeys } from '../lib/query-keys.ts';

/** GET /logos/{logoId}: the stored image as it was uploaded. */
export async function getLogo(client: ApiClient, logoId: string, signal?: AbortSignal): Promise<Blob> {
  return client.request<Blob>(`logos/${encodeURIComponent(logoId)}`, { responseType: 'blob', signal });
}

/** A blob as a data: URL, which <img> and SVG <image> can show without revoking anything later. */
function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The logo could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A stored logo as a data: URL for <img> or SVG <image>; the API needs the bearer, so the image
 * is fetched as a blob first. Null while loading, when there is no logo, or when it failed.
 */
export function useLogoUrl(logoId: string | null): string | null {
  const client = useApiClient();
  const { data } = useQuery({
    queryKey: queryKeys.logo(logoId),
    queryFn: async ({ signal }) => toDataUrl(await getLogo(client, logoId!, signal)),
    enabled: logoId !== null,
    staleTime: Infinity,
  });
  return logoId === null ? null : (data ?? null);
}
