import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CHART_IMPORT_MAX_BYTES, type ChartImportReport } from '@keyplan/domain';
import { useRef, useState, type ChangeEvent } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useImportChart } from '../api/import-chart.ts';
import { errorMessage } from '../error-message.ts';
import { useText } from '../../../i18n/use-text.ts';
import { chartingText } from '../charting-text.ts';
import { ImportReportDialog } from './import-report-dialog.tsx';

interface ImportChartProps {
  orderLockSystemId: string;
  version: number;
  /** After an import, and for Reload after a conflict: fetch the order and the chart again. */
  onRefresh: () => Promise<unknown>;
}

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * 'Import a chart': a customer's existing chart (CSV or XLSX) marks lock sets charted with the
 * codes they already hold. The report lists what was accepted and each refused row with its reason.
 */
export function ImportChart({ orderLockSystemId, version, onRefresh }: ImportChartProps) {
  const t = useText(chartingText);
  const input = useRef<HTMLInputElement>(null);
  const importing = useImportChart(orderLockSystemId);
  const [report, setReport] = useState<ChartImportReport | null>(null);
  const [problem, setProblem] = useState<{ message: string; conflict: boolean } | null>(null);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (file.size > CHART_IMPORT_MAX_BYTES) {
      setProblem({
        message: t('import.tooLarge', { name: file.name, megabytes: CHART_IMPORT_MAX_BYTES / 1024 / 1024 }),
        conflict: false,
      });
      return;
    }
    importing.mutate(
      { file, expectedVersion: version },
      {
        onSuccess: async (answer) => {
          await onRefresh();
          setReport(answer);
        },
        onError: (error) => {
          const conflict = isApiError(error, 409);
          setProblem({
            message: conflict
              ? errorMessage(error, t('conflict'))
              : t('import.failed', { name: file.name, reason: errorMessage(error, '') }).trim(),
            conflict,
          });
        },
      },
    );
  };

  const handleReload = async () => {
    await onRefresh();
    setProblem(null);
  };

  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        loading={importing.isPending}
        loadingPosition="start"
        onClick={() => input.current?.click()}
        aria-describedby="import-chart-columns"
      >
        {t('import.button')}
      </Button>
      <input ref={input} type="file" accept={ACCEPT} hidden aria-label={t('import.file')} onChange={handleFile} />
      <Typography id="import-chart-columns" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('import.columns')}
      </Typography>
      {importing.isPending ? (
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {t('import.importing')}
        </Typography>
      ) : null}
      {problem ? (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            problem.conflict ? (
              <Button color="inherit" size="small" onClick={() => void handleReload()}>
                {t('reload')}
              </Button>
            ) : undefined
          }
        >
          {problem.message}
        </Alert>
      ) : null}
      <ImportReportDialog report={report} onClose={() => setReport(null)} />
    </Box>
  );
}
