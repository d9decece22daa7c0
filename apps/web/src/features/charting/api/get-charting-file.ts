import { useMutation } from '@tanstack/react-query';
import type { ApiClient, DownloadedFile } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { saveBlob } from '../../../lib/save-blob.ts';
import { systemPath } from './system-path.ts';

export const CHART_FILE_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export type ChartFileFormat = (typeof CHART_FILE_FORMATS)[number];

/** GET /order-lock-systems/{id}/charting-file.{format}[?bittings=true] with the bearer: the file and its name. */
export async function getChartingFile(
  client: ApiClient,
  orderLockSystemId: string,
  format: ChartFileFormat,
  bittings: boolean,
): Promise<DownloadedFile> {
  const query = bittings ? '?bittings=true' : '';
  return client.request<DownloadedFile>(`${systemPath(orderLockSystemId)}/charting-file.${format}${query}`, {
    responseType: 'file',
  });
}

interface DownloadRequest {
  format: ChartFileFormat;
  bittings: boolean;
}

/** Fetches the charting file and hands it to the browser as a download, under the server's name for it. */
export function useDownloadChartingFile(orderLockSystemId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: async ({ format, bittings }: DownloadRequest) => {
      const { blob, fileName } = await getChartingFile(client, orderLockSystemId, format, bittings);
      saveBlob(blob, fileName ?? `charting-file.${format}`);
    },
  });
}
