import { useMutation } from '@tanstack/react-query';
import type { DisplayLocale } from '@keyplan/domain';
import type { ApiClient, DownloadedFile } from '../lib/api-client.ts';
import { useApiClient } from '../lib/api-client-context.tsx';
import { saveBlob } from '../lib/save-blob.ts';

/**
 * GET /orders/{id}/confirmation.pdf[?language=]: the quote or order confirmation with the bearer, in
 * `language` or else the customer's; a customer's
 * view client sends it to View/orders/{id}/confirmation.pdf with the guest key instead.
 */
export async function getConfirmationPdf(
  client: ApiClient,
  orderId: string,
  language?: DisplayLocale,
): Promise<DownloadedFile> {
  const query = language ? `?language=${encodeURIComponent(language)}` : '';
  return client.request<DownloadedFile>(`orders/${encodeURIComponent(orderId)}/confirmation.pdf${query}`, {
    responseType: 'file',
  });
}

/** Fetches the confirmation and hands it to the browser as a download, under the server's name for it. */
export function useDownloadConfirmation(orderId: string, language?: DisplayLocale) {
  const client = useApiClient();
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await getConfirmationPdf(client, orderId, language);
      saveBlob(blob, fileName ?? 'confirmation.pdf');
    },
  });
}
