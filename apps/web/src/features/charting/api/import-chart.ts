import { chartImportReportSchema, type ChartImportReport } from '@keyplan/domain';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { systemPath } from './system-path.ts';

/**
 * POST /order-lock-systems/{id}/charting-file/import?expectedVersion=N with the file itself as the
 * body. It goes as an octet stream (SPEC §9's content types): the server tells XLSX from CSV by
 * its bytes, not by the type a browser guesses from the file name.
 */
export async function importChart(
  client: ApiClient,
  orderLockSystemId: string,
  expectedVersion: number,
  file: Blob,
): Promise<ChartImportReport> {
  const body = new Blob([file], { type: 'application/octet-stream' });
  const answer = await client.request(
    `${systemPath(orderLockSystemId)}/charting-file/import?expectedVersion=${expectedVersion}`,
    { method: 'POST', body },
  );
  return chartImportReportSchema.parse(answer);
}

export function useImportChart(orderLockSystemId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ file, expectedVersion }: { file: Blob; expectedVersion: number }) =>
      importChart(client, orderLockSystemId, expectedVersion, file),
  });
}
