import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { saveBlob } from '../save-blob.ts';
import { systemPath } from './key-chart.ts';

export const CHART_FILE_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export type ChartFileFormat = (typeof CHART_FILE_FORMATS)[number];

/**
 * The file name a download is saved under: the server's `charting-file-<system name>.<ext>`
 * (its Content-Disposition, which the API client does not expose), or `charting-file.<ext>`.
 */
export function chartFileName(systemName: string, format: ChartFileFormat): string {
  const name = systemName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return name ? `charting-file-${name}.${format}` : `charting-file.${format}`;
}

/** GET /order-lock-systems/{id}/charting-file.{format}[?bittings=true] as a Blob, with the bearer. */
export async function getChartingFile(client: ApiClient, orderLockSystemId: string, format: ChartFileFormat, bittings: boolean): Promise<Blob> {
  const query = bittings ? '?bittings=true' : '';
  return client.request<Blob>(`${systemPath(orderLockSystemId)}/charting-file.${format}${query}`, { responseType: 'blob' });
}

interface DownloadRequest {
  format: ChartFileFormat;
  bittings: boolean;
}

/** Fetches the charting file and hands it to the browser as a download. */
export function useDownloadChartingFile(orderLockSystemId: string, systemName: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: async ({ format, bittings }: DownloadRequest) => {
      const blob = await getChartingFile(client, orderLockSystemId, format, bittings);
      saveBlob(blob, chartFileName(systemName, format));
    },
  });
}
